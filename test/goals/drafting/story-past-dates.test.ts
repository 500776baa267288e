/**
 * Issue 33 (blind reading 12): a month the story dates something that happened by ("My divorce was
 * finalised in October", "En marzo perdí el trabajo") is no deadline of a money goal — it gave "I
 * will pay off my debts in October" — and a cancelled event ("Den Marathon musste ich absagen") is no
 * job search's rejections.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a month of the story’s past is no deadline of a money goal', () => {
  it.each([
    ["My divorce was finalised in October. I can't pay my credit card debt of £4,000, it keeps growing.", /\bin October\b|by October/u],
    ['En octubre me divorcié. Tengo una deuda de 6.000 euros con la tarjeta y no consigo pagarla.', /octubre/u],
    ['Ad ottobre ho perso il lavoro. Ho un debito di 5.000 euro con la banca e non riesco a pagarlo.', /ottobre/u],
  ])('%s', (input, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(/debt|credit card|deuda|debit/iu);
    expect(goals).not.toMatch(never);
  });
});

describe('a cancelled event is no job search', () => {
  it.each([
    'Den Marathon musste ich wegen meines Knies absagen und seitdem habe ich sechs Kilo zugenommen.',
    'Ich musste den Urlaub absagen, weil meine Mutter krank wurde, und jetzt bin ich total erschöpft.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(/Bewerbung|Stelle finden/u);
  });

  it('rejections of applications are still a job search', () => {
    expect(draftGoals('Ich suche seit acht Monaten Arbeit und bekomme nur Absagen.', NOV_26)).toMatch(/Bewerbung/u);
  });
});

// Blind reading 13: "Meine Frau und ich haben uns im Sommer getrennt" gave "Im Sommer werde ich …":
// a German participle after the date makes it the story's past, as "hatte" before it does.
describe('a German perfect tense dates the story, not the goal', () => {
  it.each([
    'Meine Frau und ich haben uns im Sommer getrennt. Die Kinder sind eine Woche bei mir, eine bei ihr.',
    'Ich habe den Sprachkurs im Juni abgebrochen und will jetzt besser Spanisch sprechen.',
    'Mir wurde im Oktober gekündigt und ich suche seitdem eine neue Stelle.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(/Im (?:Sommer|Juni|Oktober) werde ich|bis (?:Sommer|Juni|Oktober)/u);
  });

  it('the children of separated parents are kept close with "aufrechterhalten"', () => {
    expect(draftGoals('Meine Frau und ich haben uns im Sommer getrennt. Ich sehe meine Kinder zu selten.', NOV_26)).toMatch(
      /Bindung zu meinen Kindern aufrechterhalten/u,
    );
  });
});
