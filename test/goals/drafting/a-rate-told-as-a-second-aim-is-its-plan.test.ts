/**
 * Issue 33: "einen Job als Buchhalterin finden und jeden Monat 12 Bewerbungen verschicken" told the
 * rate as a second aim: the job goal got our stock five applications a month and the rate a goal of
 * its own, paced as a count ("mindestens 3 Bewerbungen") or given stock steps. An aim that is only a
 * rate, of the topic of the aim before it in its sentence or of none, is that aim's own plan (pace.ts
 * rateAsPlan); a rate of another topic ("dreimal pro Woche meine Eltern anrufen" beside losing weight) stays a goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a rate told as a second aim is its plan', () => {
  it.each([
    [
      'Ich will bis April einen neuen Job als Buchhalterin finden und jeden Monat 12 Bewerbungen verschicken.',
      /^Ich werde bis April einen neuen Job als Buchhalterin finden; dafür halte ich mich an meinen eigenen Plan: jeden Monat 12 Bewerbungen verschicken\.$/u,
      /fünf|mindestens 3|Schritte/u,
    ],
    [
      'Chci si do léta najít práci jako účetní a posílat 8 žádostí měsíčně. Teď pracuji na poště.',
      /^Najdu si práci jako účetní do léta – budu postupovat podle svého plánu: posílat 8 žádostí měsíčně\.$/u,
      /pět|kroky/u,
    ],
    [
      'Quero arranjar emprego como enfermeira até junho e enviar 15 candidaturas por mês.',
      /^Vou arranjar emprego como enfermeira até junho, seguindo o meu plano: enviar 15 candidaturas por mês\.$/u,
      /cinco|passos/u,
    ],
    [
      'Chcę do wakacji znaleźć pracę jako księgowa i wysyłać 10 CV miesięcznie.',
      /^Znajdę pracę jako księgowa do wakacji – będę się trzymać swojego planu: wysyłać 10 CV miesięcznie\.$/u,
      /pięć/u,
    ],
    [
      'Хочу до літа знайти роботу бухгалтером і надсилати 10 резюме щомісяця.',
      /^Я знайду роботу бухгалтером до літа — дотримуватимуся свого плану: надсилати 10 резюме щомісяця\.$/u,
      /п’ять|кроки/u,
    ],
    [
      "Je veux trouver un CDI d'ici juin et envoyer 20 candidatures par mois.",
      /^Je vais trouver un CDI d'ici juin, en suivant mon propre plan : envoyer 20 candidatures par mois\.$/u,
      /cinq/u,
    ],
  ])('%s', (input, kept, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(stock);
  });

  it('keeps a rate of another topic as a goal of its own', () => {
    const out = draftGoals('Ich will bis Juni abnehmen und dreimal pro Woche meine Eltern anrufen.', NOV_26);
    expect(out).toMatch(/^1\. Ich werde bis Juni abnehmen; dafür wiege ich mich/mu);
    expect(out).toMatch(/^2\. Bis Juni werde ich dreimal pro Woche meine Eltern anrufen; dafür/mu);
  });
});
