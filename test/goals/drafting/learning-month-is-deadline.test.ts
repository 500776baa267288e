/**
 * Issue 33, stated15c: learning has no day of its own — "naučit se mluvit před lidmi v dubnu" is done
 * by April ("do dubna"), while an exam, a move or a race in a month is that event's day and keeps it.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generate = async (text: string): Promise<string> =>
  (await createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26))).generate(text)).output;

describe("a learning aim's closing month is its deadline", () => {
  it.each([
    ['Naučím se mluvit před lidmi s jistotou v dubnu.', /^Naučím se mluvit před lidmi s jistotou do dubna – /u],
    ['Chci se naučit plavat v březnu.', /^Naučím se plavat do března – /u],
    ['Chcę nauczyć się pływać w kwietniu.', /^Nauczę się pływać do kwietnia – /u],
    ['Chciałabym nauczyć się szyć we wrześniu.', /do września – /u],
    ['Хочу научиться уверенно выступать перед людьми в апреле.', /перед людьми к апрелю — /u],
    ['Хочу навчитися водити машину у квітні.', /водити машину до квітня — /u],
    ['Chcel by som sa naučiť po nemecky v máji.', /po nemecky do mája – /u],
  ])('%s', async (input, due) => {
    const out = await generate(input);
    expect(out).toMatch(due);
    expect(out).not.toMatch(/ (?:v|w|we|в|у) (?:dubnu|březnu|kwietniu|wrześniu|апреле|квітні|máji)\b/u);
  });

  it.each([
    ['Mám zkoušky v lednu a chci je všechny udělat.', 'v lednu'],
    ['Chcę nauczyć się niemieckiego przed przeprowadzką do Berlina w czerwcu.', 'w czerwcu'],
    ['Chci se naučit na zkoušku z matiky v lednu.', 'v lednu'],
    ['Хочу сдать экзамен по вождению в марте.', 'в марте'],
    ['Chcę zdać egzamin B2 we wrześniu.', 'we wrześniu'],
  ])('an event keeps its month: %s', async (input, month) => {
    expect(await generate(input)).toContain(month);
  });
});
