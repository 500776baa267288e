/**
 * Issue 33 (blind reading 18's 02): "dohromady asi 240 tisíc. Každý měsíc splácím skoro 11 000 Kč" with
 * no date of the mentee's got "Splatím své dluhy během dvanácti měsíců … každý měsíc splatím 20 000 Kč"
 * — more than half of a 38 000 salary. With no date told, what the mentee already repays a month is the
 * pace, and the months it takes are the goal's time.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a debt with no date takes the months of what is already repaid', () => {
  it.each([
    [
      'Mám tři spotřebitelské úvěry a kreditku, dohromady asi 240 tisíc. Každý měsíc splácím skoro 11 000 Kč a z výplaty 38 000 mi pak moc nezbývá.',
      /během 22 měsíců/u,
      /každý měsíc splatím 11 000 Kč/u,
    ],
    [
      'Ich habe Schulden von insgesamt etwa 30.000 Euro, zwei Kredite und das Dispo. Jeden Monat zahle ich 800 Euro ab und am Monatsende bleibt fast nichts.',
      /Innerhalb von 38 Monaten/u,
      /jeden Monat 800 Euro/u,
    ],
    [
      'Mam długi, razem około 60 tysięcy zł, dwa kredyty i kartę. Co miesiąc spłacam 1 500 zł i niewiele mi zostaje.',
      /w ciągu 40 miesięcy/u,
      /co miesiąc będę spłacać 1 500 zł/u,
    ],
    [
      'У мене борги, разом близько 200 тисяч гривень: два кредити і кредитка. Щомісяця сплачую 8 000 гривень, і майже нічого не лишається.',
      /протягом 25 місяців/u,
      /щомісяця виплачуватиму 8 000 гривень/u,
    ],
    [
      'Tenho dívidas de uns 40 mil reais no total, dois empréstimos e o cartão. Todo mês pago 1.500 reais e quase não sobra nada.',
      /Nos próximos 27 meses/u,
      /todo mês 1\.500 reais/u,
    ],
  ])('%s', (input, months, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(months);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(/dvanácti|zwölf|dwunastu|дванадцяти|doze/u);
  });

  it('keeps twelve months and their sum where nothing is repaid yet', () => {
    const out = draftGoals('Mám tři spotřebitelské úvěry a kreditku, dohromady asi 240 tisíc. Nevím, jak z toho ven.', NOV_26);
    expect(out).not.toMatch(/během 22 měsíců/u);
  });
});
