/**
 * Issue 33 (stock34): stock goals that contradict what the person already is or does. A care worker
 * got 'choose the right care for my relative' (blind reading 38's 14, an OSS in an RSA of round 1);
 * a shop open for eight months and a café already opened got 'start my own business' (38's 3); an
 * Instagram with 900 followers, the shop's window, got 'cut down my screen time' (40's 3).
 * situations.json's `unless` of careoptions and carerota (a care job told), business (a business
 * launched or opened) and screens (followers; whether it is any use) leave them out; the next concern
 * told takes their place.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a told role is no stock concern', () => {
  it.each([
    [
      "Da otto anni faccio l'operatrice socio-sanitaria in una RSA a Bologna. Ho sempre mal di schiena. Mia figlia di 16 anni va male a scuola in matematica.",
      /assistenza più adatta|struttura/u,
      /figlia[^.]*scuola/u,
    ],
    [
      "I'm a care assistant in a nursing home and I do nights. My daughter is struggling at school.",
      /right care for|care home or/u,
      /daughter[^.]*school/u,
    ],
  ])('a care worker: %s', async (input, stock, named) => {
    const out = await draft(input);
    expect(out).not.toMatch(stock);
    expect(out).toMatch(named);
  });

  it.each([
    [
      'Since we opened the café my husband and I have had no time to ourselves. We argue about the dishes and the laundry.',
      /start my own business/u,
    ],
    [
      "J'ai lancé il y a 8 mois une petite boutique en ligne de bijoux faits main. Je ne me paie presque rien. Je passe mes soirées sur Instagram sans savoir si ça sert à quelque chose.",
      /lancer ma propre activité|temps d'écran/u,
    ],
    [
      "J'ai lancé en septembre ma petite activité de pâtisserie. Je n'ai pas de site, juste un compte Instagram avec 900 abonnés. En plus je dors mal, je me couche vers 2h.",
      /temps d'écran/u,
    ],
  ])('a business running: %s', async (input, stock) => {
    expect(await draft(input)).not.toMatch(stock);
  });

  it('someone who wants to open one keeps the plan', async () => {
    expect(await draft('Me gustaría abrir algún día mi propia pastelería.')).toMatch(/20 posibles clientes/u);
  });
});
