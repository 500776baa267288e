/**
 * Issue 33 (blind readings 65-67): "Dostal jsem nabídku pracovat dva roky v Mnichově … přítelkyně … o stěhování nechce
 * ani slyšet. Odpovědět musím do konce měsíce" is a job offer to decide on, said with the verb ("an offer to work")
 * rather than the noun; it got a pasted fragment or a pay-rise goal never asked for. It is the job-offer decision
 * (situations.json joboffer cues).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an offer to work somewhere is a job offer to decide on', () => {
  it.each([
    [
      'Dostal jsem nabídku pracovat dva roky v Mnichově za skoro dvojnásobný plat. Jenže přítelkyně má v Brně práci, kterou miluje, a o stěhování nechce ani slyšet. Odpovědět musím do konce měsíce a pořád se točím v kruhu.',
      'Rozhodnu se o nabídce práce',
      /zvýšení platu|točím/u,
    ],
    [
      'Dostal som ponuku pracovať dva roky v Mníchove za skoro dvojnásobný plat. Ale priateľka má v Brne prácu, ktorú miluje. Odpovedať musím do konca mesiaca.',
      'Rozhodnem sa o ponuke práce',
      /zvýšenie platu/u,
    ],
    [
      'I got an offer to work in Munich for two years at almost double the pay. But my girlfriend loves her job in Leeds and will not move. I have to answer by the end of the month.',
      'I will decide on the job offer',
      /relationship with my girlfriend/u,
    ],
    [
      'Мне сделали предложение работать два года в Мюнхене за почти двойную зарплату. Но девушка не хочет переезжать. Ответить нужно до конца месяца.',
      'Я приму решение по предложению о работе',
      /повышении зарплаты/u,
    ],
  ])('%s', (text, said, wrong) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(wrong);
  });
});
