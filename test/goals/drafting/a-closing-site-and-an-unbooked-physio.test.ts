/**
 * Issue 33, blind reading 27's 1: a warehouse supervisor told that his site closes in March, whose back
 * is getting worse with no physio booked, got one goal about the wife who only advised him. A workplace
 * announced to close or to lay its staff off is a new job to find, and a back getting worse or a
 * physiotherapist not yet seen is pain to have checked (the pain's goal, not a desk's movement breaks
 * nor general healthy habits beside it): in every language, the wife only quoted is no concern.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a site closing and a back getting worse are both answered', () => {
  it.each([
    [
      "I'm 52, been a warehouse supervisor for 19 years and they've just announced the site closes in March. My wife keeps saying I should retrain. Also my back is getting worse and I still haven't booked a physio.",
      /find a new job/u,
      /get my pain checked/u,
    ],
    [
      'Ich bin 39 und arbeite seit 15 Jahren bei einer Versicherung. Mein Standort wird zum Jahresende geschlossen. Außerdem habe ich ständig Rückenschmerzen und war noch nie beim Physiotherapeuten.',
      /neue Stelle finden/u,
      /Schmerzen abklären lassen/u,
    ],
    [
      'Je mi 33, pracuji jako účetní v Brně. Firma oznámila, že v dubnu zavírá pobočku a všechny nás propustí. Navíc mě pořád bolí záda a k fyzioterapeutovi jsem se ještě neobjednal.',
      /Najdu si novou práci/u,
      /Nechám si bolest vyšetřit/u,
    ],
    [
      'Mam 50 lat, od 20 lat pracuję w magazynie, a w zeszłym tygodniu ogłosili, że zamykają zakład. Plecy bolą mnie coraz gorzej, a do fizjoterapeuty jeszcze się nie zapisałem.',
      /znajdę nową pracę/iu,
      /ból|bólu|zbadać/u,
    ],
  ])('%s', async (input, job, pain) => {
    const out = await draft(input);
    expect(out).toMatch(job);
    expect(out).toMatch(pain);
    expect(out).not.toMatch(/relationship|Beziehung|vztah|relację/u);
    expect(out).not.toMatch(/Arbeitstag bringen|pracovního dne pravidelný pohyb|Gewohnheiten beim Essen/u);
  });
});
