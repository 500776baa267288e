/**
 * Issue 33, blind reading 11: a first practical driving test the mentee fears ("scared of the
 * practical") got the retake's steps ("at my retake", "on what went wrong last time") though nothing
 * had failed. The practical test's goal fits a first attempt and a retake alike.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const RETAKE = /retake|last time|minule|ostatnio|в прошлый раз|beim letzten Mal|дату экзамена|termín zkoušky|termin egzaminu/u;
const PRACTICAL = /practical driving test|практический экзамен по вождению|praktickou zkoušku|egzamin praktyczny|praktische Fahrprüfung/u;

describe('a first practical test gets no retake', () => {
  it.each([
    "I passed my theory test and my practical driving test is on 20 February. I'm really scared of the practical, I freeze at roundabouts.",
    'Я сдала теорию на права в октябре, а практический экзамен у меня 15 января. Я очень боюсь практики, у меня было только 20 часов вождения.',
    'Teorii mám za sebou a praktickou zkoušku v autoškole mám 12. ledna. Bojím se parkování.',
    'Mam egzamin praktyczny na prawo jazdy 3 lutego i boję się placu manewrowego.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(PRACTICAL);
    expect(out).not.toMatch(RETAKE);
    expect(out).toMatch(/\d|two|dwie|dvě|два/u);
  });
});
