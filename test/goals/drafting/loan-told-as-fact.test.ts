/**
 * Issue 33, blind reading 11: "Mamy kredyt na mieszkanie", "Wir zahlen noch 900 Euro Kredit im Monat
 * ab" — a loan or mortgage the mentee has, told as a plain fact — became a debt-repayment goal beside
 * the concern the story was about. A loan is a goal only where the story says it is a problem
 * (behind on payments, can't pay, wants it gone); debts named as such still are.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const REPAY =
  /pay off my (?:debts|loan|credit card)|splatím svůj úvěr|spłacę swój kredyt|spłacę zadłużenie|выплачу свой кредит|Kredit abbezahlen|saldar mi préstamo|splatím své dluhy|splatím svoje dlhy|spłacę swoje długi|виплачу свої борги|выплачу свои долги|Schulden abbauen|saldar mis deudas|rembourser mes dettes|ripagherò i miei debiti|pagar as minhas dívidas/iu;

describe('a loan told as a fact adds no debt goal', () => {
  it.each([
    ['Mamy kredyt hipoteczny i dwoje dzieci. Chcę nauczyć się angielskiego na poziomie B2.', /angielsk/u],
    ['Wir haben einen Kredit für das Haus. Ich möchte abnehmen, ich wiege 95 Kilo.', /Kilo|abnehmen|Gewicht/u],
    ['We have a mortgage and a dog. I want to run a half marathon next autumn.', /marathon|run/iu],
    ['Máme hypotéku a splácíme úvěr 9 000 Kč měsíčně. Chci se naučit programovat v Pythonu.', /Python/u],
    ['Tenemos un préstamo del coche. Quiero dejar de fumar, fumo 20 cigarrillos al día.', /fum|cigarr/u],
    ['Abbiamo un mutuo e paghiamo la rata ogni mese. Vorrei dormire meglio, dormo 5 ore a notte.', /dorm|sonno|ore/u],
  ])('%s', (input, concern) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(REPAY);
    expect(out).toMatch(concern);
  });
});

describe('a loan the story says is a problem is a debt goal', () => {
  it.each([
    'We have a car loan and we are behind on the payments since summer.',
    'Mamy kredyt gotówkowy i nie dajemy rady spłacać rat, zalegamy dwa miesiące.',
    'Wir haben einen Kredit und können die Raten nicht mehr zahlen.',
    'Tengo un préstamo personal y no puedo pagar las cuotas desde septiembre.',
    'Mám půjčku 120 000 Kč a nestíhám splácet.',
    'У меня кредит на машину, и я не успеваю платить, уже есть просрочка.',
    'Mam 4 000 zł długu na karcie kredytowej.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).toMatch(REPAY);
  });
});

it('a loan the mentee wants paid off keeps its repayment measure', () => {
  expect(draftGoals('Хочу выплатить кредит за машину до лета.', NOW)).toMatch(/выплачивать фиксированную сумму/u);
});
