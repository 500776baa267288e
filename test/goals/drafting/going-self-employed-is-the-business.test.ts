/**
 * Issue 33 (narr32; blind reading 34's 2): going self-employed, told in each language's own words
 * ("mich als Finanzberaterin selbstständig zu machen", "me mettre à mon compte", "открыть ИП"), is the
 * business to start. Unread, a husband named in the story was all that was left, and she got a talk to
 * mend a marriage she never questioned; in French, Spanish and Italian the empty steps of no topic.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('going self-employed is the business', () => {
  it.each([
    [
      'Ich bin 52 und Bankkauffrau, unsere Filiale schließt im März. Mein Mann ist krank. Ich überlege, mich als Finanzberaterin selbstständig zu machen.',
      /Kundinnen und Kunden/u,
    ],
    ['Мне 38, я бухгалтер в компании. Мой муж меня поддерживает. Думаю открыть ИП и работать на себя.', /клиентов/u],
  ])('no talk with the husband: %s', async (input, steps) => {
    const out = await draft(input);
    expect(out).not.toMatch(/Beziehung zu meinem Mann|отношения с мужем/u);
    expect(out).toMatch(steps);
  });

  it.each([
    "J'ai 45 ans, je suis comptable salariée. Mon mari me soutient. J'aimerais me mettre à mon compte comme conseillère.",
    'Tengo 40 años y soy contable. Mi marido me apoya. Me gustaría ponerme por mi cuenta como asesora fiscal.',
    "Ho 44 anni e faccio la commercialista in uno studio. Mio marito è d'accordo. Vorrei mettermi in proprio.",
  ])('the business, not the empty steps: %s', async (input) => {
    expect(await draft(input)).not.toMatch(/toutes les étapes|todos los pasos|tutti i passi/u);
  });
});
