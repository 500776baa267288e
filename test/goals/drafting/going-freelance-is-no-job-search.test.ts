/**
 * Issue 33 (round 63's probes; blind reading 100's 6): a salaried worker who wants to leave and go freelance
 * ("quero sair e trabalhar por conta própria", "chcę odejść i przejść na swoje", "хочу уйти и работать на себя", "I
 * want to leave and go freelance") was sent job applications and mock interviews, the steps of a better job; "quiero
 * dejarlo y trabajar por mi cuenta como autónoma" had only a budget; "Ich arbeite als Entwickler in einer Agentur"
 * was a freelancer hanging on one agency. Leaving a job to work for oneself rules out the job search (quitjob's
 * unless, in its sentence or the one before); working for oneself ('trabajar por mi cuenta', 'работать на себя',
 * 'pracovat na sebe' …) is starting one's own business, registered where the goal says so; one employed at an
 * agency has no single client.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('going freelance is no job search', () => {
  it.each([
    [
      "I work as a data analyst in a bank but I want to leave and go freelance next year. I have about £6,000 saved. I've never had my own clients.",
      ['I will leave and go freelance next year'],
      /applications|mock interview|better job/u,
    ],
    [
      'Pracuję jako księgowa na etacie, ale chcę odejść i przejść na swoje. Mam 15 tys. zł oszczędności i nigdy nie miałam własnych klientów.',
      ['przejdę na swoje', 'porównam z księgowym formy opodatkowania'],
      /lepszej pracy|próbną rozmowę/u,
    ],
    [
      'Я работаю дизайнером в студии, но хочу уйти и работать на себя. Накоплений около 300 тысяч рублей, своих клиентов у меня никогда не было.',
      ['буду работать на себя', 'сравню с бухгалтером системы налогообложения'],
      /резюме|пробное собеседование/u,
    ],
    [
      'Trabajo de contable en una empresa pero quiero dejarlo y trabajar por mi cuenta como autónoma. Tengo ahorrados 5.000 euros. Nunca he tenido clientes propios.',
      ['Voy a poner en marcha mi propio negocio', 'qué comprarían y a qué precio'],
      /presupuesto durante cuatro semanas/u,
    ],
    [
      'Ich arbeite als Entwickler in einer Agentur, möchte aber kündigen und mich selbstständig machen. Ich habe 10.000 € gespart, das reicht für vier Monate. Eigene Kunden hatte ich noch nie.',
      ['werde ich mich selbstständig machen'],
      /von einem einzigen abhänge/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    for (const words of expected) expect(goals).toContain(words);
    expect(goals).not.toMatch(broken);
  });

  // One who wants to leave a job for another keeps the job search.
  it('keeps the job search of one leaving for another job', () => {
    const goals = draftGoals('My boss shouts at me every day and I want to leave. I need a new job by March.', NOV_25);
    expect(goals).toMatch(/applications/u);
  });
});
