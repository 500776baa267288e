/**
 * Issue 33 (round 52's probes): a want not to give something up or lose it ("je ne veux pas perdre mon
 * salaire", "не хочу бросать", "nechcem prestať", "non voglio smettere") is the story's bound — something to
 * keep — and was turned into a habit to stop: "Je vais arrêter de perdre mon salaire du jour au lendemain",
 * "я научусь не бросать", "Smetterò di smettere", "sa naučím neprestať". Quitting and losing one's own job,
 * pay or people are one-off acts like resigning or selling (gate.json oneOffActs, negatedOneOff), so the
 * negated want gives no goal of its own and the situation's wording (a career change kept beside the pay) or
 * the next aim stands. Losing time stays a habit ("arrêter de perdre du temps" is no loss of one's own).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a negated want to quit or lose is no habit to stop', () => {
  it.each([
    [
      'Je travaille comme infirmière de nuit et je ne veux pas perdre mon poste, mais je dors mal et je voudrais dormir au moins sept heures.',
      /^Je vais dormir au moins sept heures/u,
      /arrêter de perdre|candidatures/u,
    ],
    [
      'Faccio teatro il martedì e non voglio smettere, però devo finire la tesi entro marzo e lavoro anche nel weekend.',
      /^Entro marzo finirò la mia tesi/u,
      /Smetterò di smettere|però devo/u,
    ],
    [
      'Tenho um emprego estável e não quero perder o salário, mas gostava de abrir uma pastelaria daqui a dois anos.',
      /sem abdicar do meu rendimento/u,
      /deixar de perder/u,
    ],
    [
      'No quiero perder a mis amigos desde que me mudé a Madrid, y quiero ahorrar 2.000 euros antes de junio.',
      /^Voy a ahorrar 2\.000 euros antes de junio/u,
      /dejar de perder|desde que me mudé/u,
    ],
    [
      'Hrám na husle v orchestri a nechcem prestať, ale potrebujem do konca roka ušetriť 3 000 eur na auto.',
      /^Ušetrím .* eur na auto do konca roka/u,
      /neprestať/u,
    ],
    [
      'Я займаюся танцями чотири рази на тиждень і не хочу кидати, але в травні ЗНО, а з математики в мене слабко.',
      /^Я складу НМТ в травні/u,
      /не кидати/u,
    ],
    [
      'Работаю бухгалтером и не хочу терять зарплату, но мечтаю через год-два открыть свою кофейню.',
      /^Я запущу своё дело/u,
      /не терять зарплату/u,
    ],
    [
      'Ich arbeite in Teilzeit und will meinen Job nicht verlieren, aber ich möchte bis Ende 2027 meinen Meister machen.',
      /^Ich werde bis Ende 2027 meinen Meister machen/u,
      /Job nicht verlieren|Bewerbungen/u,
    ],
  ])('%s', (input, start, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(gone);
  });

  it.each([
    ['Je ne veux plus perdre mon temps sur mon téléphone le soir.', /^Je vais arrêter de perdre mon temps sur mon téléphone/u],
    ['No quiero perder mi tiempo en el móvil por la noche.', /^Voy a dejar de perder mi tiempo en el móvil/u],
  ])('losing time stays a habit to stop: %s', (input, start) => {
    expect(draftGoals(input, NOV_25)).toMatch(start);
  });
});
