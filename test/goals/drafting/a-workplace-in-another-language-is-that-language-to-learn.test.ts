/**
 * Issue 33 (blind reading 53's 10): a Slovak at an Austrian firm ("všetko je v nemčine", half the meetings understood, the
 * boss wants him to handle customers alone by summer) got "turn the manager's feedback into a plan": a German-learning need
 * read as criticism. A workplace where everything is in another language asks for that language, and the boss's words beside
 * it are about it (situations.json: the language's cues and beats).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a workplace in another language is that language to learn', () => {
  it.each([
    [
      'Od januára pracujem v rakúskej firme a všetko je v nemčine. Rozumiem asi polovicu z porád a pri telefonátoch úplne zamrznem. V škole som mal nemčinu 4 roky ale skoro všetko som zabudol. Šéf mi povedal, že do leta by som mal zvládať komunikáciu so zákazníkmi sám.',
      'Posuniem sa v nemčine o úroveň vyššie do leta',
      /spätn/u,
    ],
    [
      'Pracuję w Dublinie w firmie IT i wszystko jest po angielsku. Na spotkaniach rozumiem może połowę, a szef mówi, że muszę się poprawić.',
      'Podniosę znajomość języka angielskiego o jeden poziom',
      /relacje w pracy/u,
    ],
    [
      "Je travaille à Munich depuis septembre et tout se passe en allemand. Mon chef m'a dit qu'il fallait que je progresse.",
      "Je vais progresser d'un niveau en allemand",
      /relations au travail/u,
    ],
    [
      'Trabajo en una empresa en Berlín y todo está en alemán; mi jefe dice que tengo que mejorar.',
      'Voy a subir un nivel de alemán',
      /relaciones en el trabajo/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const draft = draftGoals(text, NOV_26);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(broken);
  });
});
