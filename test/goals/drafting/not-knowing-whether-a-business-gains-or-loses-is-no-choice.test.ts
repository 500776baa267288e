/**
 * Issue 33 (blind reading 54's 17): "no sé si gano o pierdo" was read as an undecided choice and answered
 * "Voy a decidir … si gano o pierdo", with steps for weighing options; whether a business makes money is found
 * out from its figures, not chosen. Told of a business, the doubt is the business's decision on its figures
 * (situations.json, bizdecision), in every language where it is said so.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('not knowing whether a business gains or loses is no choice to decide', () => {
  it.each([
    [
      'Tengo un puesto de tacos desde hace 2 años y la verdad no sé si gano o pierdo. Mi esposa dice que me busque un trabajo fijo.',
      'Voy a decidir el futuro de mi negocio a partir de sus números',
      /si gano o pierdo/u,
    ],
    [
      "I don't know if I'm making money or losing money with my Etsy shop.",
      'I will decide on the future of my business on the basis of its figures',
      /whether I'm making money/u,
    ],
    [
      'Ich weiß nicht, ob ich mit meinem Foodtruck Gewinn oder Verlust mache.',
      'werde ich auf Grundlage der Zahlen über die Zukunft meines Geschäfts entscheiden',
      /Gewinn oder Verlust mache/u,
    ],
    [
      "Je ne sais pas si je gagne ou si je perds de l'argent avec ma boutique en ligne.",
      "Je vais décider de l'avenir de mon commerce à partir de ses chiffres",
      /si je gagne ou si je perds/u,
    ],
    [
      'Non so se guadagno o perdo con il mio negozio online.',
      'Deciderò il futuro della mia attività in base ai suoi numeri',
      /se guadagno o perdo/u,
    ],
    [
      'Não sei se ganho ou perco dinheiro com a minha loja online.',
      'Vou decidir o futuro do meu negócio com base nos seus números',
      /se ganho ou perco/u,
    ],
    [
      'Nie wiem, czy zarabiam, czy tracę na moim sklepie internetowym.',
      'Podejmę decyzję o przyszłości mojej firmy na podstawie liczb',
      /czy tracę/u,
    ],
    [
      'Я не знаю, чи я заробляю, чи втрачаю на своєму інтернет-магазині.',
      'Я ухвалю рішення про майбутнє свого бізнесу на основі цифр',
      /чи втрачаю/u,
    ],
    [
      'Я не знаю, зарабатываю я или теряю на своём интернет-магазине.',
      'Я приму решение о будущем своего бизнеса на основе цифр',
      /или теряю/u,
    ],
  ])('%s', (text, goal, broken) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(goal);
    expect(draft).not.toMatch(broken);
  });
});
