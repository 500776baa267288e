/**
 * Issue 33 (blind reading 24's 17): "I want to run a half marathon in October. … Also want to lose
 * around 6 kg before then." lost both the kilos and the date: the subject dropped at the sentence's
 * start hid the aim (english.ts), and "before then" pointed at the race's October while the weight
 * goal took three months of ours. A date pointed at ("bis dahin", "d'ici là", "до того времени") is
 * the one of the goal told before it (calendar.json byThen, pace.ts sharedDeadline).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a date pointed at is the date of the goal told before it', () => {
  it.each([
    [
      'en',
      'I want to run a half marathon in October. Right now I can do about 5k without stopping, slowly. Also want to lose around 6 kg before then.',
      /I will lose around 6 kg by October/u,
    ],
    ['de', 'Ich will im Oktober einen Halbmarathon laufen. Bis dahin will ich 6 Kilo abnehmen.', /Bis Oktober werde ich 6 Kilo abnehmen/u],
    ['fr', "Je veux courir un semi-marathon en octobre. D'ici là, je veux perdre 6 kilos.", /D'ici octobre, je vais perdre 6 kilos/u],
    ['it', 'Voglio correre una mezza maratona a ottobre. Prima di allora voglio perdere 6 chili.', /Entro ottobre perderò 6 chili/u],
    ['es', 'Quiero correr una media maratón en octubre. También quiero perder 6 kilos antes.', /Para octubre voy a perder 6 kilos,/u],
    ['pt', 'Quero correr uma meia maratona em outubro. Até lá quero perder 6 quilos.', /Até outubro vou perder 6 quilos/u],
    ['ru', 'Хочу пробежать полумарафон в октябре. К тому времени хочу похудеть на 6 кг.', /Я похудею на 6 кг к октябрю/u],
  ])('%s: %s', (_lang, input, dated) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(dated);
    // One deadline: the pointer is not said beside the date, and no frame of ours is added.
    expect(out).not.toMatch(/three months|drei Monaten|trois prochains mois|tre mesi|tres meses|três meses|трёх месяцев|antes en/u);
  });

  it('reads an English aim whose subject is dropped at the start of its sentence', () => {
    expect(draftGoals('Also want to lose 6 kg.', NOV_26)).toMatch(/^I will lose 6 kg /u);
  });

  it('keeps a "before" that is a preposition', () => {
    const out = draftGoals(
      'Quiero correr una media maratón en octubre. También quiero perder 6 kilos antes de la boda de mi hermana.',
      NOV_26,
    );
    expect(out).not.toMatch(/Para octubre voy a perder/u);
  });
});
