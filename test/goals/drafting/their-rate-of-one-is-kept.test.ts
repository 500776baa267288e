/**
 * Issue 33: a rate the mentee set with a count in digits or a number word ("publicar um vídeo por
 * semana", "lire un livre par mois", "fare almeno due guide a settimana") was not seen as theirs, so
 * the topic's measure stood beside it: public speaking for a YouTube channel, "au moins un livre par
 * mois" said twice, stock steps for lessons. It is kept and ticked off (plan.json counts, pace.ts
 * ownRate); "hasta el verano" is a deadline, not one of ours beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('their rate of one is kept', () => {
  it.each([
    [
      'Quero publicar um vídeo por semana no meu canal do YouTube até dezembro de 2027.',
      /^Vou publicar um vídeo por semana no meu canal do YouTube até dezembro de 2027, marcando cada vez no calendário/u,
      /reuniões|palavra/u,
    ],
    [
      'Je veux lire un livre par mois en anglais à partir de janvier.',
      /^Je vais lire un livre par mois en anglais à partir de janvier, en le notant à chaque fois dans un calendrier/u,
      /au moins un livre/u,
    ],
    [
      'Vorrei passare l’esame di guida entro giugno. Vorrei fare almeno due guide a settimana.',
      /Farò almeno due guide a settimana.*, segnandolo ogni volta sul calendario/u,
      /tutti i passi/u,
    ],
    ['Хочу с января читать одну книгу в месяц.', /одну книгу в месяц с января — буду каждый раз отмечать это в календаре/u, /страниц/u],
    [
      'Quiero subir un vídeo por semana a mi canal de cocina hasta el verano.',
      /^Voy a subir un vídeo por semana a mi canal de cocina hasta el verano, apuntando cada vez en un calendario/u,
      /próximos tres meses/u,
    ],
  ])('%s', (input, kept, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(stock);
  });
});
