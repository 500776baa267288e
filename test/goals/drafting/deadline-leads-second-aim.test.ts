/**
 * Issue 33 (fresh round of stated16): a second aim whose deadline stands before its verb ("… і до літа
 * закрити кредитку", "y antes de mayo pagar la tarjeta") was glued to the first ("Я почну інвестувати … і
 * до літа закрити кредитку" — an infinitive left after a future). It is an aim of its own, its verb
 * first and its deadline after it; a credit card is a money goal in every language (topics.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('a deadline leading the second aim keeps it a goal of its own', () => {
  it.each([
    ['Хочу щодня гуляти 40 хвилин і до весни закрити кредитку.', /^2\. Я закрию кредитку до весни — /mu, /і до весни закрити/u],
    ['Хочу больше читать и к марту закрыть кредитку.', /^2\. Я закрою кредитку к марту — /mu, /и к марту закрыть/u],
    ['Chci víc chodit pěšky a do Velikonoc splatit kreditku.', /^2\. Splatím kreditku do Velikonoc – /mu, /a do Velikonoc splatit/u],
    ['Chcę więcej czytać i do wakacji spłacić kartę kredytową.', /^2\. Spłacę kartę kredytową do wakacji – /mu, /i do wakacji spłacić/u],
    [
      'Quiero leer más y antes de junio pagar la tarjeta de crédito.',
      /^2\. Voy a pagar la tarjeta de crédito antes de junio, /mu,
      /conseguir antes de junio pagar/u,
    ],
  ])('%s', (input, own, glued) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(glued);
    // The card is a money goal: its measure speaks of money, not the weekly-steps filler.
    expect(out.split('\n').find((l) => l.startsWith('2. '))).not.toMatch(
      /всі потрібні кроки|все нужные шаги|všechny potřebné kroky|wszystkie potrzebne kroki|todos los pasos necesarios/u,
    );
  });

  it('German, whose verb stands last, still splits', () => {
    const out = draftGoals('Ich will mehr schwimmen und bis Mai meinen Dispo ausgleichen.', NOW);
    expect(out).toMatch(/^1\. /mu);
    expect(out).toMatch(/^2\. Ich werde bis Mai meinen Dispo ausgleichen/mu);
  });
});
