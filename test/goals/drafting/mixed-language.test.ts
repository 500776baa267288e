/**
 * Issue 33, item 3: a text in one language with words of another (English job words in a Czech
 * sentence) is answered in its dominant language, never in English or a sibling language.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';
import { NO_RESPONSE } from '../../../src/goals/generator.js';
import { draftGoals } from '../../../src/goals/offline.js';

const ENGLISH_FRAME = /\bI will\b|My SMART goals|within the next|over the next/;

describe('mixed-language input, answered in its dominant language', () => {
  it.each([
    ['cs', 'Už dlouho hledám job jako data analyst, mám za sebou pár interviews, ale vždycky to skončí rejection.', 'přihlášek'],
    ['cs', 'Jsem už půl roku bez práce, posílám CV na junior developer positions, ale nikdo se mi neozývá.', 'přihlášek'],
    ['cs', 'Už dlouho mám pocit, že můj life nemá žádný direction a všechno je jen routine.', '(„Už dlouho mám pocit'],
    ['cs', 'Mám burnout, pracuju overtime každý den a nemám energii.', '18:00'],
    ['pl', 'Szukam pracy jako software tester, ale nikt nie odpowiada na moje CV i feel hopeless.', 'aplikacji'],
    ['de', 'Ich suche seit Monaten einen neuen Job als Software Engineer, aber ich bekomme nur Absagen.', 'Bewerbungen'],
    ['es', 'Estoy buscando trabajo como frontend developer pero no tengo experience.', 'candidaturas'],
  ])('%s: %s', (language, input, measure) => {
    const output = draftGoals(input);
    expect(output).not.toBe(NO_RESPONSE);
    expect(output).not.toMatch(ENGLISH_FRAME);
    expect(detectLanguage(output)).toBe(language);
    expect(output).toContain(measure);
  });

  it('keeps an English-led mix in English', () => {
    expect(draftGoals('Ich want to improve mein Englisch und find a new job.')).toMatch(/^I will /);
  });
});
