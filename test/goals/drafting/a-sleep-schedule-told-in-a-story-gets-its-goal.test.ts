/**
 * Issue 33 (blind reading 55, concerns dropped): a story telling a bedtime in the small hours and a morning slept away
 * ("сплю до обеда и ложусь в 4 утра") beside weight and friends got goals for the weight and the friends only: the sleep
 * schedule was read nowhere. A bedtime from one to five and sleeping till noon are the sleep situation in every
 * language, and the person saying it is their main concern ("Найбільше мене турбує сон") gets it first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sleep schedule told in a story gets its goal', () => {
  it.each([
    [
      'Мне 29, я работаю удалённо дизайнером и почти не выхожу из дома. Ложусь в 4 утра и сплю до обеда. Набрал 10 кг. Друзья перестали звать.',
      'Я буду спать лучше и регулярнее',
    ],
    [
      'Pracuję zdalnie i prawie nie wychodzę z domu. Kładę się o 4 rano i śpię do południa. Przytyłem 9 kilo. Znajomi przestali mnie zapraszać.',
      'Będę spać lepiej i regularniej',
    ],
    [
      "Lavoro da remoto come programmatore e vado a letto alle 4 di notte. Dormo fino a mezzogiorno. Ho preso 10 chili quest'anno.",
      'Dormirò meglio e con orari regolari',
    ],
    [
      'Trabalho em casa e quase não saio. Deito-me às 4 da manhã e acordo ao meio-dia. Os meus amigos deixaram de me convidar.',
      'Vou dormir melhor e com horários regulares',
    ],
  ])('%s', (text, sleep) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(sleep);
    expect(draft).toMatch(/^\d\. /mu);
  });

  it.each([
    [
      "I work from home as a designer and barely leave the flat. I go to bed at 3 am and sleep until noon most days. I've put on 7 kg this year and my friends have stopped inviting me out. The real problem is my sleep, everything else follows from it.",
      '1. I will sleep better and on a regular schedule',
    ],
    [
      'Я працюю віддалено і майже не виходжу з дому. Лягаю о 4 ранку і сплю до обіду. Набрав 8 кг. Найбільше мене турбує сон.',
      '1. Я спатиму краще й регулярніше',
    ],
    [
      'Seit ich im Homeoffice bin, gehe ich erst um 3 Uhr ins Bett und schlafe bis Mittag. Ich habe 8 Kilo zugenommen. Am meisten belastet mich, dass mein Schlafrhythmus völlig kaputt ist.',
      '1. In den nächsten zwei Monaten werde ich besser und regelmäßiger schlafen',
    ],
  ])('the sleep the person stresses comes first: %s', (text, first) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(first);
    expect(draft).toMatch(/^2\. /mu);
  });

  it('a usual bedtime is no sleep trouble', () => {
    expect(draftGoals('Ich gehe um 22 Uhr ins Bett. Ich möchte 5 Kilo abnehmen.', NOV_25)).not.toMatch(/schlafen/u);
  });
});
