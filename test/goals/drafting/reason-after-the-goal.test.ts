/**
 * Issue 33 (stated goals, blind reading 18's 20): the reason told after a comma — "aprobar el B2 en la
 * convocatoria de noviembre, lo necesito para optar a la plaza" — is the mentee's why, not part of the
 * goal: it was pasted in as a comma splice and then dated again ("… de profesora en los próximos seis
 * meses"). The need is cut in every language, and an exam session named by its month is the goal's
 * deadline, so no second time frame is added.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a need told after the goal is not pasted into it', () => {
  it.each([
    [
      'Mi objetivo es aprobar el B2 de inglés en la convocatoria de noviembre, lo necesito para optar a la plaza de profesora.',
      /^Voy a aprobar el B2 de inglés en la convocatoria de noviembre, tomando/u,
    ],
    [
      'Mi objetivo es terminar el máster en junio, lo necesito para pedir el ascenso en mi empresa.',
      /^Voy a terminar el máster en junio, /u,
    ],
    ['Voglio prendere la patente entro maggio, mi serve per il nuovo lavoro a Bologna.', /^Prenderò la patente entro maggio, facendo/u],
    ['Quero tirar a carteira de motorista até março, preciso dela para o novo emprego.', /até março, (?:tendo|fazendo)/u],
    ['Chci do června udělat zkoušku z němčiny B1, potřebuji ji do práce v Rakousku.', /^Udělám zkoušku z němčiny B1 do června – /u],
    ['Chcę do maja zdać egzamin na prawo jazdy, potrzebuję go do nowej pracy w Krakowie.', /^Zdam egzamin na prawo jazdy do maja – /u],
    ['Хочу сдать IELTS до осени, он мне нужен для переезда в Канаду.', /^Я сдам IELTS до осени — /u],
    ['Хочу скласти іспит з англійської до травня, мені він потрібен для роботи.', /^Я складу іспит з англійської до травня — /u],
    ['Chcem do leta spraviť certifikát z angličtiny, potrebujem ho na prácu.', /certifikát z angličtiny do leta – /u],
  ])('%s', (input, says) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(
      /necesito|mi serve|preciso|potřebuji|potrzebuję|нужен|потрібен|potrebujem|próximos seis meses|prossimi sei mesi/u,
    );
  });
});
