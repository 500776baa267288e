/**
 * Issue 33 (round 64, the lead's probes): "Nemám práci." pasted the sentence as an aim ("Mým cílem je nemám práci"),
 * and "Nemám čas se učit." as a noun phrase of time ("Mým cílem je nemám čas se učit"): a Czech or Slovak negated
 * "have" opens a sentence, no aim (intents.json rules.cs/sk.sentenceWords), and having no job, told in any of the
 * eleven languages, is unemployment's job search (situations.json unemployment cues). "jít do IT" / "ísť do IT" is a
 * move into IT, as "přejít do IT" was (topics.json career-change phrases).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a job one has not is a job search', () => {
  it.each([
    ['Nemám práci.', /^Najdu si novou práci během šesti měsíců – každý měsíc pošlu alespoň pět přihlášek/u],
    ['Nemám prácu.', /^Nájdem si novú prácu do šiestich mesiacov/u],
    ['No tengo trabajo.', /^Voy a encontrar un nuevo trabajo en los próximos seis meses/u],
    ['Ich habe keinen Job.', /werde ich eine neue Stelle finden/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });

  it.each(['Nemám práci.', 'Nemám čas se učit.', 'Nemám čas na své děti.'])('%s is no aim pasted', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/cílem je nemám/u);
  });

  it('going into IT is a career change', () => {
    expect(draftGoals('Chcel by som ísť do IT, ale neviem programovať.', NOW)).toMatch(
      /prvý mesiac sa porozprávam s tromi ľuďmi z nového odboru/u,
    );
  });
});
