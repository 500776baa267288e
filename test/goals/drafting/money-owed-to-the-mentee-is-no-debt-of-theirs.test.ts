/**
 * Issue 33 (round 38): "Мне должен брат 5000 рублей, а я сам должен банку 20000" was answered "Я
 * получу брат 5000 рублей …": "должен" after "мне" read as "I must", money owed TO the writer made a
 * sum to get, and the writer's own debt to the bank dropped (the debts' "мне должен" unless ruled the
 * whole sentence out). "Мне должен" is no duty (intents.json); owing a bank is the mentee's own debt
 * (situations.json bankdebt); and a sum beside a "me" and a word of owing ("my brother owes me 500",
 * "mein Bruder schuldet mir") is no debt of the mentee's to add to the sum repaid (own-measures.json toMe).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('money owed to the mentee is no debt of theirs', () => {
  it.each([
    ['Мне должен брат 5000 рублей, а я сам должен банку 20000.', 'Я выплачу свои долги в течение двенадцати месяцев', '1 700 рублей'],
    ['Брат должен мне 5000 рублей, а я должен банку 20000.', 'Я выплачу свои долги', '1 700 рублей'],
    ['Мені винен брат 5000 гривень, а я сам винен банку 20000 гривень.', 'Я виплачу свої борги', '1 700 гривень'],
    ['Brat jest mi winien 500 zł, a ja jestem winien bankowi 20000 zł.', 'Spłacę swoje długi', '1 700 zł'],
    ['My brother owes me 500 and I owe the bank 20,000 €.', 'I will pay off my debts', '1,700 € every month'],
    ['Mein Bruder schuldet mir 500 Euro und ich schulde der Bank 8.000 Euro.', 'meine Schulden abbezahlen', '670 Euro'],
    ['Mi hermano me debe 500 euros y yo le debo al banco 6.000 euros.', 'Voy a saldar mis deudas', '500 euros'],
  ])('%s', (input, goal, pace) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).toContain(pace);
    expect(out).not.toMatch(/получу (?:брат|мне)|conseguir al banco|relationship with my brother|Beziehung zu meinem Bruder/u);
  });

  it('"мне должен" alone is no sum to get', () => {
    expect(draftGoals('Мне должен брат 5000 рублей.', NOV_25)).not.toMatch(/получу брат/u);
  });
});
