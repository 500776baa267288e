/**
 * Issue 33 (blind reading 23's 05 and 10): "A veces pienso en pedir el traslado de vuelta, pero …"
 * became "Voy a pedir el traslado de vuelta", and "mesmo sabendo que tenho que acordar às 6h30 pra ir
 * pro trabalho" became "Vou acordar às 6h30 pra ir pro trabalho" with job-search steps. An option
 * weighed now and then, or a duty told inside a concession, is the story, no aim (gate.json storyLeads).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an option weighed or a duty conceded is no aim', () => {
  it.each([
    [
      'Me mudé a Zaragoza hace medio año y no tengo amigos aquí. A veces pienso en volver a mi pueblo, pero aquí gano el doble.',
      /volver a mi pueblo/u,
      /club|amigos/u,
    ],
    [
      'Sometimes I think about quitting my job at the bank, but the pay is good. What I really want is to sleep better, I wake up at 4 every night.',
      /quit(ting)? my job at the bank/u,
      /sleep/u,
    ],
    [
      'Às vezes penso em largar o curso de Direito, mas já estou no terceiro ano. Tenho muita ansiedade antes das provas.',
      /largar o curso/u,
      /estudos|provas/u,
    ],
    [
      "I stay up gaming until 3am even though I know I have to be at work at 8. I've been late four times this month.",
      /be at work at 8/u,
      /screen/u,
    ],
    [
      'Fico no celular até 1h da manhã quase todo dia, mesmo sabendo que tenho que levantar às 6h. Passo umas 5 horas por dia na tela.',
      /Vou levantar/u,
      /tela/u,
    ],
    [
      'Ich scrolle jeden Abend bis eins durchs Handy, obwohl ich weiß, dass ich um sechs aufstehen muss. Tagsüber bin ich total müde.',
      /aufstehen muss|stehe um sechs/u,
      /Bildschirm/u,
    ],
    [
      'Я сижу в телефоне до двух ночи, хотя знаю, что мне вставать в шесть на работу. Днём хожу как зомби.',
      /вставать в шесть|встану в шесть/u,
      /экран/u,
    ],
  ])('%s', (input, story, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(story);
    expect(out).toMatch(kept);
  });
});
