/**
 * Issue 33, blind reading 7: what an aim is set against is no aim ("начать жить, а не существовать"
 * gave a second goal "Моя цель — не существовать"), and a German purpose's verb is not the aim's
 * ("Ich brauche aber mindestens 14.000 €, um kostendeckend zu arbeiten" gave "werde ich aber
 * mindestens 14.000 €, um …", a sentence with no verb of its own).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('"rather than" opens no aim', () => {
  it.each([
    ['ru', 'Хочу наконец начать жить, а не существовать.', /не существовать/u],
    ['pl', 'Chcę zacząć oszczędzać, a nie wydawać wszystko od razu.', /nie wydawać/u],
    ['it', 'Voglio cucinare a casa invece di ordinare sempre cibo da asporto.', /ordinare sempre/u],
    ['es', 'Quiero ir al trabajo en bici en lugar de coger el coche.', /coger el coche/u],
  ])('%s: %s', (_lang, input, contrast) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(contrast);
    expect(out).not.toBe('No response.');
  });
});

describe("a German purpose's verb does not make the aim a verb phrase", () => {
  it('keeps the amount as the aim, with no conjunction before it', () => {
    const out = draftGoals('Ich brauche aber mindestens 14.000 €, um kostendeckend zu arbeiten.', NOV_26);
    expect(out).not.toMatch(/werde ich aber|Ziel: aber/u);
    expect(out).toContain('mindestens 14.000 €');
  });
});
