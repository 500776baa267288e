/**
 * Issue 33 (blind reading 20's 05): a need of the mentee's own told right after the aim, with no stop
 * between ("si quiero pasar a coordinadora necesito un B2", "ser promovida a supervisora, para isso
 * preciso de …", "Teamleiterin werden und brauche dafür …") is what the aim takes, no part of its
 * words: quoted whole, it read as one broken sentence ("Voy a pasar a coordinadora necesito un B2 …").
 * The aim ends before the need, its "and" and its pointer; a need after a relative word ("lo que
 * necesito") is the aim's own object.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { toAim } from '../../../src/goals/drafting/gate.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
/** A time bound our templates write in each language (a month, a count of months or weeks, a date). */
const TIME =
  /\d|months?|weeks?|Monat|Woche|mois|semaine|mes|semana|mese|settiman|mês|meses|miesi|tydz|měsí|týd|mesiac|týžd|місяц|тижн|літа|месяц|недел|лета|june|juin|junio|Juni/iu;

describe('a need told after the aim ends the aim', () => {
  it.each([
    [
      'es',
      'Trabajo en una tienda y me dijeron que si quiero pasar a encargada necesito un título de FP. Tengo 32 años.',
      /pasar a encargada/u,
      /necesito/u,
    ],
    [
      'pt',
      'Quero ser promovida a supervisora, para isso preciso de um certificado ITIL. Tenho 4 horas por semana para estudar.',
      /promovida a supervisora/u,
      /preciso|para isso/u,
    ],
    ['pt', 'Quero ser promovida a supervisora e preciso de um certificado ITIL.', /promovida a supervisora/u, /preciso/u],
    [
      'de',
      'Ich möchte Teamleiterin werden und brauche dafür ein PMP-Zertifikat. Ich habe 5 Stunden pro Woche.',
      /Teamleiterin werden/u,
      /brauche/u,
    ],
    ['fr', "Je veux devenir chef d'équipe j'ai besoin d'une certification PMP avant juin.", /devenir chef d'équipe/u, /besoin/u],
    ['en', 'I want to become a team lead I need a PMP certificate by June.', /become a team lead/u, /I need/u],
    ['ru', 'Хочу стать старшим смены мне нужно получить права категории C до лета.', /стану старшим смены/u, /мне нужно/u],
    ['uk', 'Хочу стати керівником зміни мені потрібно отримати сертифікат до літа.', /стану керівником зміни/u, /мені потрібно/u],
    ['cs', 'Chci se stát vedoucí směny potřebuju k tomu řidičák. Mám čas o víkendech.', /Stanu se vedoucí směny/u, /potřebuju|k tomu/u],
    [
      'pl',
      'Chcę zostać kierowniczką zmiany potrzebuję do tego prawa jazdy kategorii C.',
      /Zostanę kierowniczką zmiany/u,
      /potrzebuję|do tego/u,
    ],
  ])('%s: %s', (_lang, input, aim, need) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(aim);
    expect(output).not.toMatch(need);
    for (const line of output.split('\n').filter((l) => /^\d\.|^\p{Lu}/u.test(l) && !/:$/u.test(l))) expect(line).toMatch(TIME);
  });

  it('keeps a need after a relative word, and the date told after the need is the goal’s', () => {
    expect(toAim('aprender todo lo que necesito para el examen', 'es')).toBe('aprender todo lo que necesito para el examen');
    expect(toAim('learn what I need for the job', 'en')).toBe('learn what I need for the job');
    expect(toAim('naučit se, co potřebuju do práce', 'cs')).toBe('naučit se, co potřebuju do práce');
    expect(toAim('ser promovida a supervisora, para isso preciso de um certificado', 'pt')).toBe('ser promovida a supervisora');
    expect(toAim('Teamleiterin werden und brauche dafür ein Zertifikat', 'de')).toBe('Teamleiterin werden');
    // An English "and I need a …" is a second aim the split reads: its goal stays.
    expect(draftGoals('I want to become a team lead and I need a PMP certificate by June.', NOW)).toMatch(
      /I will get a PMP certificate by June/u,
    );
  });
});
