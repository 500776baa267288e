/**
 * Issue 33 (cover22): a story telling more concerns than its three goals lost the last ones whole, and
 * a reader refuses an answer that drops a concern. A concern past them that belongs beside one of them
 * is one more short sentence of that goal, with its own step and time (drinking beside a weight or
 * blood pressure, a hobby given up beside sleep); one that is rather a step of another (a debt kept
 * from the partner) joins the debts goal even among the first three, so that a concern with nowhere to
 * join (a hobby given up beside money goals) keeps a goal of its own; a concern is never said on a goal
 * of another matter (a daughter's distance is not a step of the business).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const goals = (output: string): string[] => output.split('\n').filter((l) => /^\d\. /u.test(l));

describe('a partner not told of the debts joins the debts goal, and the hobby given up keeps its own', () => {
  it.each([
    [
      "I work nights in a warehouse. I have £3,500 on a credit card and pay £120 a month. I keep ordering takeaways on Deliveroo and stuff on Temu after my shift. My wife doesn't know about the card. I stopped going to my climbing gym last spring.",
      /credit card.*£120.*I will also tell my wife about the debts.*within the next two weeks/u,
      /climbing/u,
    ],
    [
      'Trabajo de cajera y gano 1.100 euros. Tengo 4.000 euros de deuda en la tarjeta y pago 150 al mes. Gasto mucho en pedidos de Glovo y cosas de Shein. Mi novio no sabe nada de la tarjeta. Antes iba a yoga, pero lo dejé en verano.',
      /tarjeta de crédito.*150 euros.*Además, voy a hablar abiertamente de las deudas con mi novio.*dos semanas/u,
      /yoga/u,
    ],
    [
      'Ich arbeite im Schichtdienst in der Pflege. Ich habe 5.000 Euro Schulden auf dem Dispo und zahle 200 im Monat ab. Abends bestelle ich viel bei Lieferando und bei Temu. Meine Frau weiß nichts von den Schulden. Mit dem Schwimmen habe ich letztes Jahr aufgehört.',
      /Schulden.*200 Euro.*Außerdem werde ich meine Schulden meiner Frau offenlegen.*zwei Wochen/u,
      /schwimmen/u,
    ],
  ])('%s', async (input, joined, hobby) => {
    const lines = goals(await draft(input));
    expect(lines).toHaveLength(3);
    expect(lines.filter((l) => joined.test(l))).toHaveLength(1);
    expect(lines.filter((l) => hobby.test(l))).toHaveLength(1);
    // Buying on impulse keeps its own goal: the joined partner took no place of it.
    expect(lines.some((l) => /impulse|impulso|Spontankäufe/u.test(l))).toBe(true);
  });
});

describe('a concern past the three goals is one more sentence of the goal it belongs beside', () => {
  it.each([
    [
      'My doctor says my blood pressure is 150/95 and I need to lose weight; I weigh 98 kg. I sit at a desk all day and have three or four glasses of wine most evenings. My husband and I keep arguing about it.',
      /I will also cut down on alcohol, keeping at least four alcohol-free days a week/u,
    ],
    [
      'Mein Arzt sagt, mein Blutdruck ist 150/95 und ich soll abnehmen; ich wiege 98 Kilo. Ich sitze den ganzen Tag im Büro und trinke fast jeden Abend drei oder vier Bier. Meine Frau und ich streiten deswegen.',
      /Außerdem werde ich weniger Alkohol trinken; dafür bleibe ich ab nächster Woche an mindestens vier Tagen pro Woche ohne Alkohol/u,
    ],
    [
      'Врач говорит, что у меня давление 150/95 и надо похудеть; я вешу 98 кг. Весь день сижу за компьютером и почти каждый вечер выпиваю три-четыре пива. Мы с женой из-за этого ссоримся.',
      /Также ограничу алкоголь — со следующей недели хотя бы четыре дня в неделю без алкоголя/u,
    ],
  ])('%s', async (input, joined) => {
    const lines = goals(await draft(input));
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.filter((l) => joined.test(l))).toHaveLength(1);
    // The joined sentence follows a goal's own steps, and the weight keeps its own goal with its figures.
    expect(lines.find((l) => joined.test(l))!.search(joined)).toBeGreaterThan(80);
    expect(lines.some((l) => /98 (?:kg|кг)/u.test(l))).toBe(true);
  });
});

describe('a concern is never joined to a goal of another matter', () => {
  it.each([
    'Tengo una pequeña tienda de ropa y este año las ventas han bajado un 20 %. No sé si seguir o cerrarla. Mi hija de 16 años casi no me habla. Tengo 8.000 euros de deudas con el banco. Fumo un paquete al día.',
    'I run a small bakery and sales fell 20% this year. I do not know whether to keep it or close it. My 16-year-old daughter hardly talks to me. I owe the bank £8,000. I smoke a pack a day.',
    'Mám malý obchod s oblečením a letos tržby klesly o 20 %. Nevím, jestli pokračovat, nebo zavřít. Moje šestnáctiletá dcera se mnou skoro nemluví. Dlužím bance 200 000 Kč. Kouřím krabičku denně.',
  ])('%s', async (input) => {
    const lines = goals(await draft(input));
    const business = lines.find((l) => /negocio|tienda|business|bakery|podnik|obchod/u.test(l.slice(0, 80)));
    if (business) expect(business).not.toMatch(/hija|daughter|dcer/u);
  });
});
