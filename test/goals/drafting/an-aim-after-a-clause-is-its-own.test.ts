/**
 * Issue 33 (round 57's probes): a second aim joined after a clause was swallowed by it — "… by March so I can
 * apply for residency, and save CAD 10,000", "…, damit ich als Pflegekraft arbeiten kann, und 200 Euro sparen",
 * "…, fumo 20 cigarrillos al día, y empezar a correr" kept only the first aim, since the aim's words ended at the
 * clause. An aim after that clause, after a comma or a word such as "then" and read as a verb phrase of its own,
 * is kept beside the first, the clause dropped (split.ts aimAfter); ", a nie wydawać" (a contrast, no clause
 * between) is none. A Romance pronoun is a word of its own: "mettre", "mejorar", "ser" lost "me", "se" as if a clitic
 * and read as no verb ("réussir le concours … et mettre de côté 150 €" was one goal). An aim told "then" after a
 * dated one ("und mich danach selbstständig machen", "a poté si najít práci") takes its months after that date, the
 * "then" word gone; a change of career told with what one becomes ("et devenir", "e ser", "and become") is one goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an aim after a clause is its own', () => {
  it.each([
    [
      "Je veux réussir le concours d'infirmière en mai 2027 et mettre de côté 150 € par mois.",
      /2\. Je vais mettre de côté 150 € par mois au cours des douze prochains mois, en mettant en place un virement/u,
      /mai 2027 et mettre de côté/u,
    ],
    [
      'I want to pass my IELTS with 7.0 by March so I can apply for residency, and save CAD 10,000 by the end of 2027.',
      /2\. I will save CAD 10,000 by the end of 2027, setting aside/u,
      /so I can/u,
    ],
    [
      'Ich will bis März die B2-Prüfung bestehen, damit ich als Pflegekraft arbeiten kann, und 200 Euro im Monat sparen.',
      /2\. In den nächsten zwölf Monaten werde ich 200 Euro im Monat sparen; dafür richte ich/u,
      /damit ich/u,
    ],
    [
      'Chcem do konca roka ušetriť 2000 eur, aby som mohla ísť na jazykový pobyt, a naučiť sa po anglicky aspoň na B1.',
      /2\. Naučím sa po anglicky na B1 do konca roka – budem mať/u,
      /aby som mohla/u,
    ],
    [
      'Quiero dejar de fumar antes del 1 de enero, fumo 20 cigarrillos al día, y empezar a correr tres veces por semana.',
      /2\. Antes del 1 de enero voy a empezar a correr tres veces por semana, apuntando/u,
      /fumo 20/u,
    ],
    [
      "I'm 34, working in a warehouse on nights. I want to get my forklift licence by February so I can move to days, and then start saving 200 a month for a deposit.",
      /I will start saving 200 a month for a deposit from February, setting aside/u,
      /licence by February, setting aside/u,
    ],
    [
      'Ich möchte bis Ende 2027 meinen Meister im Elektrohandwerk machen und mich danach selbstständig machen.',
      /2\. Innerhalb von 18 Monaten werde ich mich selbstständig machen; dafür/u,
      /danach|Bis Ende 2027 werde ich mich/u,
    ],
    [
      'Chci do léta dokončit kurz účetnictví a poté si najít práci v kanceláři.',
      /2\. Najdu si práci v kanceláři během 13 měsíců – každý měsíc/u,
      /kanceláři do léta/u,
    ],
    [
      'I want to run a half marathon in April and then train for a full marathon in the autumn.',
      /2\. I will train for a full marathon in the autumn, training three times a week/u,
      /April and then train/u,
    ],
    [
      'Quero mudar de área e ser programadora, hoje trabalho numa loja.',
      /^Vou mudar de área e ser programadora nos próximos doze meses, conversando/u,
      /Vou ser programadora/u,
    ],
    [
      'I want to change careers and become a developer by 2028.',
      /^I will change careers and become a developer by 2028, talking to three people/u,
      /I will become a developer/u,
    ],
    ['Chcę zacząć oszczędzać, a nie wydawać wszystko od razu.', /^Zacznę oszczędzać w ciągu dwunastu miesięcy – co miesiąc/u, /Przestanę/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
