/**
 * Issue 33 (blind reading 22's 20): "Plan: zdać ISTQB Foundation i znaleźć pierwszą pracę jako junior QA"
 * lost the certificate for stock career-change steps ("kurs, którego wymaga branża"), as its plan named
 * no figure or date. Steps told as infinitives after the plan word are the goal's own plan too (pace.ts
 * ownPlan), with the monthly check of steps done as their period; "I have no plan — I just drift" still tells none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a plan of steps without a figure', () => {
  it.each([
    [
      'Chcę w ciągu pół roku przebranżowić się na testera oprogramowania. Plan: zdać ISTQB Foundation i znaleźć pierwszą pracę jako junior QA.',
      /w ciągu pół roku – będę się trzymać swojego planu: zdać ISTQB Foundation i znaleźć pierwszą pracę jako junior QA\. Na koniec każdego miesiąca sprawdzę, które kroki mam już za sobą\.$/u,
      /kurs, którego wymaga branża|dzień próbny/u,
    ],
    [
      'Quiero pasarme a ciberseguridad este año. Plan: sacarme la certificación CompTIA Security+ y buscar un puesto de analista SOC.',
      /^Voy a pasarme a ciberseguridad este año, siguiendo mi propio plan: sacarme la certificación CompTIA Security\+ y buscar un puesto de analista SOC\. Al final de cada mes comprobaré qué pasos ya he cumplido\.$/u,
      /día de prueba/u,
    ],
    [
      'I want to move into UX design by next autumn. My plan: finish the Google UX certificate and apply for junior roles.',
      /^I will move into UX design by next autumn, following my own plan: finish the Google UX certificate and apply for junior roles\. At the end of each month I will check which of its steps are done\.$/u,
      /trial day/u,
    ],
    [
      'Chci do konce příštího roku přejít do IT. Plán: dodělat kurz Javy a najít si první práci jako junior.',
      /^Přejdu do IT do konce příštího roku – budu postupovat podle svého plánu: dodělat kurz Javy a najít si první práci jako junior\. Na konci každého měsíce zkontroluji, které kroky už mám hotové\.$/u,
      /zkušební den/u,
    ],
    [
      'Хочу за год перейти в аналитику. План: пройти курс по SQL и найти стажировку.',
      /^Я перейду в аналитику за год — буду следовать своему плану: пройти курс по SQL и найти стажировку\. В конце каждого месяца буду проверять, какие шаги уже выполнены\.$/u,
      /пробный день/u,
    ],
  ])('%s', (input, kept, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(stock);
  });

  it('reads no plan in "I have no plan — I just drift"', () => {
    const out = draftGoals('I have no plan — I just drift from job to job. I want to find a career I care about.', NOV_26);
    expect(out).not.toMatch(/own plan/u);
  });
});
