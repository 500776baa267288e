/**
 * Issue 33 (blind reading 52's 23): "začít zase plavat" got the fitness topic's stock measure ("budu cvičit alespoň
 * třikrát týdně 30 minut"), which never names the pool and repeats the weight goal beside it. A swimming goal is
 * measured by swims and the lengths swum, learning to swim by lessons and the distance swum without stopping
 * (own-measures.json); beside another sport the shared stock measure stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a swimming goal is measured by swimming', () => {
  it.each([
    ['Chci do léta zhubnout 8 kilo a začít zase plavat.', 'Začnu zase plavat do léta – alespoň dvakrát týdně půjdu plavat'],
    ['I want to start swimming again by summer.', 'going swimming at least twice a week for at least 30 minutes'],
    ['Quiero empezar a nadar otra vez antes del verano.', 'yendo a nadar al menos dos veces por semana'],
    ['Chcę znowu zacząć pływać.', 'co najmniej dwa razy w tygodniu pójdę pływać'],
    ['Vorrei tornare a nuotare', 'andando a nuotare almeno due volte a settimana'],
  ])('%s', (text, phrase) => {
    const answer = draftGoals(text, NOV_26);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(/plavat do léta – budu cvičit|exercising at least three|haciendo ejercicio al menos/u);
  });

  it.each([
    ['I want to learn to swim.', 'taking a swimming lesson every week'],
    ['Chci se naučit plavat do léta.', 'každý týden budu mít lekci plavání'],
    ['Хочу научиться плавать', 'каждую неделю буду брать урок плавания'],
    ['Ich will schwimmen lernen.', 'nehme ich jede Woche eine Schwimmstunde'],
    ['aprender a nadar', 'tomando una clase de natación cada semana'],
  ])('learning: %s', (text, phrase) => {
    const answer = draftGoals(text, NOV_26);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(/lengths I swam|bazénů|бассейнов|cvičit alespoň|Minuten/u);
  });

  it('keeps the stock measure beside another sport', () => {
    expect(draftGoals('I want to get fitter by swimming and cycling', NOV_26)).toContain('exercising at least three times');
  });
});
