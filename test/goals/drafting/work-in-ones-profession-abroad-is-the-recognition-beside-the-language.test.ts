/**
 * Issue 33 (blind readings 53 and 55, concerns dropped): a nurse or an electrician abroad who works as a cleaner because
 * their German is still weak ("Chci se vrátit ke svému povolání") got one goal, "I will return to my profession", with a
 * language course's steps: the language and the way back to the profession were merged into one. The wish to return to
 * one's profession told abroad is the recognition of the qualification, beside the language goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("work in one's profession abroad is the recognition beside the language", () => {
  it.each([
    [
      'Před rokem jsem se přestěhovala do Rakouska. Jsem zdravotní sestra, ale pracuji jako uklízečka, protože moje němčina je ještě slabá. Chci se vrátit ke svému povolání.',
      'do dvou týdnů zjistím, který úřad vyřizuje uznání',
      'Posunu se v němčině o úroveň výš',
    ],
    [
      'Pred dvoma rokmi som sa presťahoval do Nemecka. Som elektrikár, ale pracujem v sklade, lebo moja nemčina je ešte slabá. Chcem sa vrátiť k svojej profesii.',
      'do dvoch týždňov zistím, ktorý úrad vybavuje uznanie',
      'Posuniem sa v nemčine o úroveň vyššie',
    ],
  ])('%s', (text, recognition, language) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(recognition);
    expect(draft).toContain(language);
  });
});
