/**
 * Issue 33 (round 58's probes): a cholesterol told or aimed at was the general health situation's healthy eating
 * and workouts. "I want to lower my cholesterol below 5 by June" kept its words but got "exercising at least three
 * times a week … keeping sweets and snacks to two days a week": the story's health situation (whose cues hold
 * "cholesterol") lent its measure before the blood value's own (aims.json) was read; "El médico quiere que baje el
 * colesterol a menos de 200" and "Mám vysoký cholesterol … snížil pod 5" were "adoptar hábitos más sanos" and a
 * desk worker's movement breaks, the cholesterol never named. Cholesterol (and triglycerides) is now a situation of
 * its own (situations.json "cholesterol", eleven languages), as blood pressure and blood sugar are: it beats the
 * general health situation, its goal brings the value down, its target kept where the story tells it beside the
 * value's word in one sentence ("a menos de 200", "unter 200", "ниже 5"), and its measure is the doctor's food and
 * treatment kept, a brisk walk five days a week and the value tested again on the date agreed. A parent's
 * cholesterol is theirs (the blood sugar's "unless").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const HABITS =
  /keeping sweets and snacks|dejando los dulces|deixando os doces|Süßes und Snacks|hábitos más sanos|zdravější návyky|здоровые привычки/u;

describe('cholesterol is a goal of its own', () => {
  it.each([
    [
      'I want to lower my cholesterol below 5 by June.',
      /^I will lower my cholesterol below 5 by June, following the food and any treatment my doctor advised every day, walking briskly/u,
    ],
    [
      'El médico quiere que baje el colesterol a menos de 200 en la próxima analítica de abril. Ahora lo tengo en 260.',
      /^Voy a bajar mi colesterol a menos de 200 .*caminando a buen ritmo 30 minutos al menos cinco días por semana y repitiendo el análisis/u,
    ],
    [
      'Mein Cholesterin liegt bei 250, der Arzt will es unter 200 sehen. Ich esse viel Fleisch und bewege mich kaum.',
      /werde ich meinen Cholesterinwert unter 200 senken; dafür halte ich mich jeden Tag an die ärztlich empfohlene Ernährung/u,
    ],
    [
      'Холестерин у меня 7,1, врач хочет ниже 5. Работаю водителем.',
      /^Я снижу холестерин ниже 5 .*не меньше пяти дней в неделю по 30 минут ходить быстрым шагом/u,
    ],
    [
      'Quero baixar o colesterol para menos de 190 até março. Já deixei os fritos.',
      /^Vou baixar o colesterol para menos de 190 até março, seguindo todos os dias a alimentação e o tratamento/u,
    ],
    [
      'Mám vysoký cholesterol, 7,2. Lékař chce, abych ho do března snížil pod 5, jinak mi předepíše léky. Sedím celý den v kanceláři.',
      /Snížím si cholesterol na zdravou hodnotu do března – každý den budu dodržovat jídelníček a léčbu/u,
    ],
    [
      'My doctor says my cholesterol is 6.8. I sit at a desk all day and eat takeaway most nights. I want to lower my cholesterol below 5 by the summer and start cycling to work.',
      /1\. I will lower my cholesterol below 5 by the summer, following the food and any treatment my doctor advised/u,
    ],
  ])('%s', (text, expected) => {
    const answer = draftGoals(text, NOW);
    expect(answer).toMatch(expected);
    expect(answer).not.toMatch(HABITS);
  });

  it("keeps a parent's cholesterol out of the mentee's goals", () => {
    expect(draftGoals('My mum has high cholesterol and I want to cook healthier meals for her.', NOW)).not.toMatch(/my cholesterol/u);
  });
});
