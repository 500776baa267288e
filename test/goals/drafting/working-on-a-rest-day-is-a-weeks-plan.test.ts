/**
 * Issue 33 (round 52's probes): an aim to stop working on a rest day ("stop working Sundays", "parar de
 * trabalhar aos sábados", "smettere di lavorare la domenica") named no topic, so it had the weekly-steps
 * filler ("writing down in the first week every step it takes …"), though keeping work off a day has steps
 * of its own: the week planned around few priorities and checked on Friday, as weekends and overtime already
 * were (topics.json time). The phrase is work beside the day, not the day alone, as a Sunday is also when
 * meals are planned or a parent is called.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));
const FILLER =
  /every step it takes|todos os passos necessários|tutti i passi necessari|toutes les étapes|все нужные шаги|všechny potřebné kroky/iu;

describe('stopping work on a rest day plans the week', () => {
  it.each([
    [
      'Get 3 new monthly retainer clients for my bookkeeping business by end of March 2027, and stop working Sundays.',
      /I will stop working Sundays by end of March 2027, planning each week on Monday around at most three priorities/u,
    ],
    [
      'Quero pagar o cartão de crédito até junho de 2027 e parar de trabalhar aos sábados.',
      /Até junho de 2027 vou parar de trabalhar aos sábados, organizando todas as segundas-feiras a semana com no máximo três prioridades/u,
    ],
    [
      'Voglio risparmiare 200 euro al mese per un anno e smettere di lavorare la domenica.',
      /Smetterò di lavorare la domenica entro i prossimi due mesi, pianificando ogni lunedì la settimana con al massimo tre priorità/u,
    ],
    [
      "Je veux arrêter de travailler le dimanche et courir 10 km d'ici juin 2027.",
      /je vais arrêter de travailler le dimanche, en planifiant chaque lundi ma semaine autour de trois priorités/u,
    ],
    [
      'Хочу перестать работать по субботам и накопить 100 000 рублей к лету 2027.',
      /Я перестану работать по субботам к лету 2027 — каждый понедельник буду определять три приоритета/u,
    ],
    [
      'Chci přestat pracovat v neděli a do června 2027 přečíst 12 knih.',
      /Přestanu pracovat v neděli do června 2027 – každé pondělí si stanovím tři priority/u,
    ],
    [
      'Mi objetivo es no trabajar más los sábados.',
      /Voy a dejar de trabajar los sábados en los próximos dos meses, planificando cada lunes la semana/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(FILLER);
  });
});
