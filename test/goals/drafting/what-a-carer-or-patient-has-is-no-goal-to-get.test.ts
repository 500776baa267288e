/**
 * Issue 33 (the lead's round 61, on blind reading 96's narratives by people with a disability or a chronic illness
 * and carers): what the person has or fears losing was made a goal to get. A courier afraid of losing his driving
 * licence was to pass the driving test; a benefit the mother already receives ("Dostaję świadczenie pielęgnacyjne")
 * was to be applied for; a son finishing special school was to get better marks; an energy budget to sort out with
 * ME/CFS was a money budget. Each is ruled out in its own sentence (situations.json unless; aims.json without) and
 * what the person wanted comes in: earning a little on the side ("trochę dorobić") is a side job, the energy budget
 * is paced.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25, 10)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('what a carer or a patient has is no goal to get', () => {
  it('reads a licence one fears losing as no driving test to pass', async () => {
    const out = await draft(
      'Mam 34 lata, cukrzycę typu 1. Pracuję jako kierowca w firmie kurierskiej i boję się, że stracę prawo jazdy. Chciałbym się przekwalifikować, może na pracę w biurze albo IT, ale nie wiem czy dam radę.',
    );
    expect(out).toMatch(/przekwalifikować się/u);
    expect(out).not.toMatch(/egzamin na prawo jazdy|jazdy z instruktorem/u);
  });

  it('reads a benefit received and a son finishing school as neither to apply for nor marks to raise; keeps the side job', async () => {
    const out = await draft(
      'Opiekuję się synem z niepełnosprawnością intelektualną, ma 19 lat i kończy szkołę specjalną w czerwcu. Nie wiem, co dalej - warsztaty terapii zajęciowej, środowiskowy dom samopomocy? Dostaję świadczenie pielęgnacyjne, ale chciałabym trochę dorobić, bo od 2024 już można. Sama mam nadciśnienie i od dawna nie byłam u lekarza.',
    );
    expect(out).toMatch(/Znajdę dodatkową pracę/u);
    expect(out).toMatch(/Obniżę ciśnienie/u);
    expect(out).not.toMatch(/złożę wniosek o wsparcie|poprawić wyniki w szkole/u);
  });

  it('reads an energy budget as pacing, not money; a money budget keeps its expenses', async () => {
    expect(await draft('I also need to sort out my energy budget because I keep overdoing it on Mondays.')).toMatch(
      /energy budget .*planning each day with rests between activities/u,
    );
    expect(await draft('I want to manage my budget better.')).toMatch(/writing every expense into a budget/u);
  });

  it('still applies for a benefit told as wanted', async () => {
    expect(await draft('Chcę złożyć wniosek o świadczenie pielęgnacyjne do końca stycznia.')).toMatch(/wniosek/u);
  });
});

describe('online sales told with Instagram are no screen rules for the children (blind reading 97)', () => {
  it('keeps the online shop the winegrower wants and no screen time', async () => {
    const out = await draft(
      'Wir haben einen kleinen Weinbaubetrieb an der Mosel, 3 Hektar, im Nebenerwerb. Im Herbst ist alles Chaos, die Kinder (7 und 10) kommen zu kurz. Ich würde gern den Onlineverkauf aufbauen, weil die Fassweinpreise so schlecht sind, aber ich hab keine Ahnung von Instagram und so.',
    );
    expect(out).toMatch(/den Onlineverkauf aufbauen/u);
    expect(out).not.toMatch(/Bildschirmzeit/u);
  });
});

describe('no licence at all is a licence to get, not a fear of driving (blind reading 97)', () => {
  it.each([
    [
      "J'ai 29 ans, pas de permis de conduire, ce qui me bloque pour beaucoup de boulots. J'aimerais trouver un CDI.",
      /leçons de conduite/u,
      /courts trajets sur des routes calmes/u,
    ],
    [
      'Tengo 29 años y no tengo carnet de conducir, lo que me bloquea para muchos trabajos. Me gustaría encontrar un trabajo fijo.',
      /sacarme el carnet de conducir/u,
      /trayectos cortos/u,
    ],
  ])('%s', async (input, licence, fear) => {
    const out = await draft(input);
    expect(out).toMatch(licence);
    expect(out).not.toMatch(fear);
  });
});
