/**
 * Issue 33 (blind reading 55's 5, 11 and 15): a stock goal answered a word of the story, not the story. "kann nicht einfach
 * ein Jahr ohne Gehalt" (a career changer who must keep his income) gave a pay rise; a cleaner abroad who "cannot find a job
 * in her field" ("вдома була бухгалтеркою", an accountant back home) got job applications as if out of work; sixty-hour weeks with headaches, told with a boss's promise, gave
 * better relationships at work. Not being able to go without pay is the change prepared while keeping the income, a job in
 * one's field after a move abroad is the profession's recognition, and a long week told alone is the energy to recover
 * (situations.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the real concern answers where a stock goal misread the story', () => {
  it.each([
    [
      'Ich bin 45 und will nach 20 Jahren im Einzelhandel was ganz anderes machen, vielleicht Richtung IT oder Pflege. Aber ich hab Familie, zwei Kinder, Kredit fürs Haus, und kann nicht einfach ein Jahr ohne Gehalt. Meine Frau sagt ich soll endlich mal entscheiden statt immer nur drüber zu reden.',
      'werde ich meinen Wechsel in den neuen Beruf vorbereiten, ohne mein Einkommen aufzugeben',
      /Gehaltserhöhung/u,
    ],
    [
      'Я переїхала до Варшави з Харкова півтора року тому з сином, йому 9. Працюю прибиральницею, хоча вдома була бухгалтеркою. Польську знаю погано, і через це не можу знайти роботу за фахом.',
      'Я доб’юся визнання своєї іноземної кваліфікації й повернуся до своєї професії',
      /знайду нову роботу/u,
    ],
    [
      "Lavoro in una startup da due anni e faccio spesso 60 ore a settimana. Ultimamente mi sveglio già stanco, ho mal di testa quasi ogni giorno e la domenica sera ho l'ansia. Il mio capo dice che a settembre arriva un nuovo round di finanziamento e che poi le cose si calmeranno, ma lo dice da un anno.",
      'recupererò le energie e ridurrò il carico di lavoro',
      /rapporti sul lavoro/u,
    ],
    [
      'Працюю прибиральницею, хоча вдома була бухгалтеркою. Польську знаю погано, тому не можу знайти роботу за фахом.',
      'Я доб’юся визнання своєї іноземної кваліфікації',
      /знайду нову роботу/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const draft = draftGoals(text, NOV_26);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(broken);
  });
});
