/**
 * Issue 33 (narr32; blind reading 33's 14, 34's 14): a person who tells that they want to open a shop of
 * their own ("open the little bookshop I've always talked about", "einen eigenen Betrieb aufmachen") is
 * answered by starting that business: its first customers, prices and test sale, not study modules;
 * and a redundancy told beside it is no job search to start ("find a new job" contradicts the plan).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

const JOB_SEARCH = /new job|applications a month|nuevo trabajo|candidaturas|nouvel emploi|nową pracę|новую работу/u;

describe('a shop to open is the plan', () => {
  it.each([
    "So I'm 58, just got made redundant from a bank after 22 years. Part of me wants to finally open the little bookshop I've always talked about. I've never run anything.",
    'Me despidieron en septiembre. Siempre he querido abrir una pequeña librería en mi barrio, tengo algo ahorrado.',
    'Mam 45 lat, straciłem pracę w banku. Chciałbym otworzyć małą księgarnię, mam trochę oszczędności.',
    'Мне 50, меня сократили. Давно мечтаю открыть книжный магазин, но боюсь, что не справлюсь.',
  ])('no job search beside the shop: %s', async (input) => {
    expect(await draft(input)).not.toMatch(JOB_SEARCH);
  });

  it.each([
    [
      'Ich bin Tischler und will nächstes Jahr meinen eigenen Betrieb aufmachen, aber ich habe Angst vor dem Papierkram.',
      /Kundinnen und Kunden/u,
    ],
    [
      "So I'm 58, just got made redundant from a bank after 22 years. Part of me wants to finally open the little bookshop I've always talked about. I've never run anything.",
      /customers/u,
    ],
  ])('the business is started with its customers: %s', async (input, steps) => {
    expect(await draft(input)).toMatch(steps);
  });
});
