/**
 * Issue 33 (round 54's probes): an application to a university ("подати документи в магістратуру",
 * "podať prihlášku na vysokú školu", "iscrivermi all'università"), a professional grade raised
 * ("підвищити кваліфікаційну категорію") and a talk with HR ("parlare con le risorse umane", "talk to HR
 * about my workload") got the weekly-steps filler, a thesis's pages or a speaker's practice. Each is
 * measured by its own steps (aims.json): the programmes chosen, their requirements and deadline and the
 * documents ready; the grade's requirements, the evidence and the application on time; the question
 * written down, the meeting booked and the answer in writing. A job applied for at a university keeps
 * the job search's measure ("without").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER = /kroky|кроки|шаги|passi necessari|pasos necesarios|steps to this goal|pages|страниц|stron/u;

describe('an application, a grade or a talk with HR is measured by its own steps', () => {
  it.each([
    [
      'Хочу подати документи в магістратуру до липня.',
      /^Моя мета — подати документи в магістратуру до липня; протягом двох тижнів оберу програми/u,
    ],
    [
      'Хочу подать документы в аспирантуру до 1 июня.',
      /^Моя цель — подать документы в аспирантуру до 1 июня; в течение двух недель выберу программы/u,
    ],
    [
      'Chcę złożyć dokumenty na studia magisterskie do końca czerwca i poprosić szefa o elastyczne godziny.',
      /Złożę dokumenty na studia magisterskie do końca czerwca – w ciągu dwóch tygodni wybiorę kierunki/u,
    ],
    [
      'Chcem si podať prihlášku na vysokú školu do konca februára a zároveň si nájsť brigádu.',
      /podať si prihlášku na vysokú školu do konca februára – do dvoch týždňov si vyberiem odbory/u,
    ],
    [
      // The merge of round 54: an entrance test named in the story is an exam, so its preparation measures this sign-up (the
      // application's steps stay for the sign-up told beside a test of its own, in the next case).
      "Voglio iscrivermi all'università a settembre, devo preparare la domanda e il test d'ingresso.",
      /^Mi iscriverò all'università a settembre, studiando almeno cinque ore a settimana, facendo una simulazione d'esame/u,
    ],
    [
      "Voglio iscrivermi all'università per infermieristica e superare il test d'ingresso a settembre 2027.",
      /mi iscriverò all'università per infermieristica, scegliendo entro due settimane i corsi/u,
    ],
    ['I want to apply to university next year.', /^I will apply to university next year, choosing the programmes/u],
  ])('an application to a university: %s', (input, goal) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(goal);
    expect(answer).not.toMatch(FILLER);
  });

  it.each([
    [
      'Я вчителька, хочу підвищити кваліфікаційну категорію до кінця року.',
      /^Я підвищу кваліфікаційну категорію до кінця року — протягом двох тижнів з’ясую вимоги до категорії/u,
    ],
    [
      'Chtěla bych si zažádat o vyšší platovou třídu.',
      /zažádat si o vyšší platovou třídu .*do dvou týdnů zjistím, co vyšší stupeň vyžaduje/u,
    ],
  ])('a grade raised: %s', (input, goal) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(goal);
    expect(answer).not.toMatch(FILLER);
  });

  it.each([
    [
      'Voglio parlare con le risorse umane del mio contratto entro gennaio.',
      /^Parlerò con le risorse umane del mio contratto entro gennaio, annotando entro una settimana cosa voglio chiedere/u,
    ],
    [
      "I need to talk to HR about my workload, I'm doing two people's jobs since March.",
      /^I will talk to HR about my workload .*, writing down within a week what I want to ask/u,
    ],
    [
      'Quiero pedir a recursos humanos un cambio de turno antes de enero.',
      /^Voy a pedir a recursos humanos un cambio de turno antes de enero, anotando en una semana lo que quiero preguntar/u,
    ],
    [
      'Хочу поговорить с отделом кадров о переводе.',
      /^Я поговорю с отделом кадров о переводе .* — в течение недели запишу, что хочу спросить/u,
    ],
  ])('a talk with HR: %s', (input, goal) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(goal);
    expect(answer).not.toMatch(/taking the floor/u);
    expect(answer).not.toMatch(FILLER);
  });

  it('a job at a university is still a job search', () => {
    expect(draftGoals('I want to apply for a job at the university hospital by March.', NOW)).toMatch(
      /^I will apply for a job at the university hospital by March, sending at least five tailored applications/u,
    );
  });
});
