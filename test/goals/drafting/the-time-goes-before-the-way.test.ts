/**
 * Issue 33 (blind readings 33's 23 and 32's 17): our time frame was put after a way or a purpose the
 * mentee told after a comma ("…, откладывая по 60 тысяч в месяц к концу 2027 года", "read 20 books,
 * mostly non-fiction by October 2027"), a pasted clause in the wrong order. The time goes with the aim,
 * before that tail (way-after-time.json); after a degree the purpose completes ("tak, aby") it stays last.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('the time goes before the way', () => {
  it.each([
    [
      'Хочу к концу 2027 года накопить на первоначальный взнос за квартиру, 1,5 миллиона рублей, откладывая по 60 тысяч в месяц. И ещё бросить курить до Нового года.',
      'рублей к концу 2027 года, откладывая по 60 тысяч в месяц —',
    ],
    [
      'My goals for next year: run a half marathon by October 2027 (right now I can do about 5k), and read 20 books, mostly non-fiction.',
      'read 20 books by October 2027, mostly non-fiction,',
    ],
    [
      'Мені запропонували роботу у Варшаві, зарплата майже вдвічі більша. Почати треба в січні. Дружина не хоче переїжджати. Відповісти треба до 10 грудня.',
      'роботи до 10 грудня, порівнявши',
    ],
  ])('%s', async (input, fragment) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toMatch(/в месяц к концу|non-fiction by/u);
  });

  it('a purpose completing a degree keeps the time after it', async () => {
    const output = await draft('Chcem si zlepšiť angličtinu tak, aby som zvládol pracovný pohovor v angličtine do leta.');
    expect(output).not.toMatch(/tak do leta, aby/u);
  });
});
