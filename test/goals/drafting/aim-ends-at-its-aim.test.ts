/**
 * Issue 33: a clause taken from the mentee ends at its aim (gate.ts, toAim). A comma followed by a
 * contrast, a new subject or finite verb, or reported speech starts the story, which no goal quotes;
 * what another person says ("Mama mówi, że powinnam …") is no aim of the mentee's. A number's period
 * or comma ("3.000", "1.500,50", "2.5") ends no sentence. A French text is not "mixed" because its
 * accents and short words ("é", "a", "je") score a few Czech or Slovak points.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { toAim } from '../../../src/goals/drafting/gate.js';
import { isMixed, languageScores, detectLanguage } from '../../../src/goals/drafting/language.js';
import { splitStatements } from '../../../src/goals/drafting/statements.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a kept clause ends at its aim', () => {
  it.each([
    ['es', 'Quiero recuperar esas amistades, no conocer gente nueva.', /recuperar esas amistades/u, /conocer gente/u],
    ['es', 'Quiero mejorar mis informes, mi jefa dice que son demasiado largos.', /mejorar mis informes/u, /dice/u],
    [
      'fr',
      'Je voudrais reprendre des études de droit, les inscriptions ferment en mai.',
      /reprendre des études de droit/u,
      /inscriptions/u,
    ],
    [
      'fr',
      "J'ai 35 ans et deux enfants, je voudrais reprendre des études de comptabilité, les inscriptions ferment en mai.",
      /comptabilité/u,
      /inscriptions|35 ans/u,
    ],
    ['de', 'Ich möchte in der Schweiz arbeiten, brauche dafür', /in der Schweiz arbeiten/u, /brauche/u],
    ['en', 'I want to get back into running, not to race but just to feel better.', /get back into running/u, /race/u],
    ['en', 'I want to finish my thesis by March, my supervisor says the draft is too thin.', /finish my thesis/u, /says|thin/u],
    ['pt', 'Quero guardar 1.500,50 reais até março, não quero mais depender dos meus pais.', /1\.500,50 reais/u, /depender/u],
    ['ru', 'Хочу похудеть на 7 кг к лету, врач сказал что у меня давление 150 на 95.', /7 кг/u, /сказал/u],
    ['uk', 'Хочу закінчити курс з Python до травня, мій друг каже, що це легко.', /курс з Python/u, /каже|легко/u],
    ['it', 'Voglio trovare un lavoro part-time entro febbraio, mio marito dice che non serve.', /lavoro part-time/u, /marito|serve/u],
    ['cs', 'Chci si našetřit 40 000 Kč do léta, manžel říká, že to nezvládnu.', /40 000 Kč/u, /říká|nezvládnu/u],
  ])('%s: %s', (_lang, input, aim, tail) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(aim);
    expect(output).not.toMatch(tail);
  });

  it('cuts at the tail in every language and keeps a purpose or a list', () => {
    expect(toAim('ahorrar 2000 euros, mi pareja dice que es poco', 'es')).toBe('ahorrar 2000 euros');
    expect(toAim('bis Juni 5 kg abnehmen, nicht für andere', 'de')).toBe('bis Juni 5 kg abnehmen');
    expect(toAim('schudnąć 6 kg do wakacji, nie dla innych', 'pl')).toBe('schudnąć 6 kg do wakacji');
    expect(toAim('learn Excel, Word and PowerPoint', 'en')).toBe('learn Excel, Word and PowerPoint');
    expect(toAim('zdać egzamin, żeby dostać awans', 'pl')).toBe('zdać egzamin, żeby dostać awans');
  });

  it('reads what another person says as no aim of the mentee', () => {
    expect(draftGoals('Mama ciągle mówi mi, że powinnam już mieć dzieci, i to mnie dobija.', NOW)).not.toMatch(/mieć dzieci|miała dzieci/u);
    expect(draftGoals('Můj táta říká, že bych měl studovat medicínu, ale mě to nebaví.', NOW)).not.toMatch(/studovat medicínu/u);
  });
});

describe('a number is no sentence end', () => {
  it.each([
    'Ich habe schon 3.000 Euro gespart und möchte bis Juni 8.000 Euro haben.',
    'Tengo ahorrados 1.500,50 euros y quiero llegar a 5.000 en junio.',
    'I have saved 2.5 thousand and want 10,000.50 by July.',
    'Už mám 12.500 Kč a chci mít 30.000 Kč do června.',
  ])('%s', (input) => {
    const texts = splitStatements(input).map((s) => s.text);
    expect(texts.some((t) => /\d[.,]$/u.test(t))).toBe(false);
    expect(draftGoals(input, NOW)).not.toMatch(/\b(?:3|1|2|12)\s*[„“"»]/u);
  });
});

describe('a one-language text is not mixed', () => {
  it.each([
    "Ma directrice m'a reproché mon manque d'initiative lors de l'évaluation annuelle.",
    "Ma directrice m'a reproché de ne pas être assez proactive en réunion. Je ne sais pas comment changer ça.",
    "Mon médecin m'a conseillé de réduire le café, j'en bois six par jour et je dors mal.",
    'Je suis infirmière, j’ai été épuisée par les gardes de nuit, et ma santé se dégrade.',
  ])('%s', (input) => {
    expect(detectLanguage(input)).toBe('fr');
    expect(isMixed(languageScores(input))).toBe(false);
    expect(draftGoals(input, NOW)).toMatch(/^Je |^Mes objectifs/u);
  });

  it('still reads a real mix as one', () => {
    expect(isMixed(languageScores('Ich want to improve mein Englisch und find a new job.'))).toBe(true);
  });
});

describe('the mixed-language fallback quotes no sentence of 8 words or more', () => {
  it.each([
    ['Jag vill lära mig spanska innan sommaren så att jag kan prata med min svärmor.', /svärmor/u],
    ['Ich want to improve mein Englisch und find a new job.', /Ich want/u],
  ])('%s', (input, pasted) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(pasted);
    expect(output).not.toMatch(/\(\)|„“|«»/u);
  });

  it('still quotes a short one', () => {
    expect(draftGoals('Jag vill lära mig spanska.', NOW)).toMatch(/\("Jag vill lära mig spanska"\)/u);
  });
});
