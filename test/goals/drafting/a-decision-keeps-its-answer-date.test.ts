/**
 * Issue 33 (cover27, blind reading 25's 12): a job offer to answer by a date is a decision made by
 * that date — "Rozhodnu se o nabídce práce … do 10. prosince" — not by the new job's start told
 * before it ("I would have to start in February"), and that start dates no other goal ("Posunu se v
 * němčině o úroveň výš v lednu" asked a language level in five weeks).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a decision keeps its answer date', () => {
  it.each([
    [
      "I got a job offer in Munich, almost twice my salary here. I would have to start in February. My partner doesn't want to move. I have to answer by 12 December.",
      /decide on the job offer[^.]*by 12 December/u,
      /February/u,
    ],
    [
      'Dostal jsem nabídku práce ve Vídni, skoro dvojnásobný plat. Nastoupit bych měl v lednu. Přítelkyně se nechce stěhovat. Němčinu mám tak na B1. Odpovědět musím do 10. prosince.',
      /Rozhodnu se o nabídce práce[^–]*do 10\. prosince/u,
      /v lednu/u,
    ],
    [
      'Me han ofrecido un puesto en Lisboa, con un sueldo casi el doble. Tendría que empezar en febrero. Mi marido no quiere mudarse. Tengo que contestar antes del 15 de diciembre.',
      /Antes del 15 de diciembre voy a decidir sobre la oferta de trabajo/u,
      /febrero/u,
    ],
    [
      'Мені запропонували роботу у Варшаві, зарплата майже вдвічі більша. Почати треба в січні. Дружина не хоче переїжджати. Відповісти треба до 10 грудня.',
      /ухвалю рішення щодо пропозиції роботи[^—]*до 10 грудня/u,
      /січні/u,
    ],
    [
      'Mi hanno offerto un lavoro a Zurigo, quasi il doppio dello stipendio. Dovrei iniziare a gennaio. Il mio compagno non vuole trasferirsi. Devo rispondere entro il 10 dicembre.',
      /Entro il 10 dicembre deciderò sull'offerta di lavoro/u,
      /gennaio/u,
    ],
  ])('%s', async (input, decided, start) => {
    const out = await draft(input);
    expect(out).toMatch(decided);
    expect(out).not.toMatch(start);
  });
});
