/**
 * Issue 33 (blind reading 29's 25): a negated infinitive after a Slavic future's "and" takes the
 * future's auxiliary ("и больше в долги не буду влезать"), but a perfective verb has its own future:
 * "закончу ремонт на кухне и не буду влезть в долги" was a grammar break. It reads "и не влезу в долги";
 * an imperfective one keeps "не буду".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a negated perfective keeps its own future', () => {
  it.each([
    [
      'Хочу к 1 сентября 2027 года закончить ремонт на кухне и не влезть в долги, а ещё звонить родителям хотя бы раз в неделю.',
      'и не влезу в долги',
    ],
    ['Хочу до лета закрыть кредитку и не влезть в новые долги.', 'и не влезу в новые долги'],
    ['Хочу закрыть кредитку на 120 тысяч рублей до лета и больше в долги не влезать. Зарплата у меня 75 тысяч.', 'не буду влезать'],
  ])('%s', async (input, fragment) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toMatch(/не буду влезть|не будем влезть/u);
  });
});
