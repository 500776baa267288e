/**
 * Issue 33, blind reading 15: a situation's goal made from a story says the mentee's own figure, not
 * a vague target beside it — "splatím pevnou částku" beside 62 000 Kč of debt, "ein gesünderes Gewicht"
 * beside 94 kg — and the story's every month end ("к концу месяца денег не остаётся") is no deadline.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generate = async (text: string): Promise<string> =>
  (await createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26))).generate(text)).output;
const VAGUE_DEBT =
  /fixed amount|festen Betrag|cantidad fija|valor fixo|фиксированную|stałą kwotę|pevnou částku|montant fixe|фіксовану|somma fissa|pevnú sumu/u;
const VAGUE_WEIGHT =
  /healthier weight|gesünderes Gewicht|peso más saludable|peso più sano|zdravější váhy|zdrowszą wagę|здоровішої ваги|poids plus sain|peso mais saudável|вес в норму/u;

describe('the one debt a story tells is repaid by the sum a month that clears it in the twelve months', () => {
  it.each([
    // 62 000 / 12 months, rounded up to fifty; the currency is the story's other amount's.
    [
      'Beru čistého asi 38 000 Kč a na konci měsíce mi nic nezbyde. Mám kreditku s dluhem kolem 62 000 a bojím se to říct partnerovi.',
      /každý měsíc splatím 5 200 Kč/u,
    ],
    ['Dlužím asi 45 000 Kč na kreditce a beru 32 000 Kč čistého. Do konce měsíce mi nikdy nic nezůstává.', /každý měsíc splatím 3 750 Kč/u],
    [
      'Mam debet na karcie kredytowej około 9 000 zł. Zarabiam 4 800 zł na rękę i co miesiąc brakuje mi pieniędzy, a mąż o niczym nie wie.',
      /co miesiąc będę spłacać 750 zł/u,
    ],
    [
      'Ich habe Schulden von rund 7.500 € auf dem Dispo und verdiene netto 2.300 € im Monat. Am Monatsende ist nie etwas übrig.',
      /Innerhalb von 14 Monaten .*zahle jeden Monat 570 € zurück/u,
    ],
    [
      'Tengo una deuda de unos 5.000 euros con la tarjeta y cobro 1.450 euros al mes. Nunca me sobra nada y ya no sé cómo salir de esto.',
      /En los próximos 14 meses .*pagando cada mes 360 euros/u,
    ],
    [
      "I owe around £3,200 on my overdraft. By the end of the month there's nothing left and I panic every time the rent goes out.",
      /repaying £270 every month/u,
    ],
    [
      'У мене борг по кредитці близько 40 000 гривень. До кінця місяця грошей не залишається, живу від зарплати до зарплати.',
      /щомісяця виплачуватиму 3 350 гривень/u,
    ],
  ])('%s', async (input, figure) => {
    const out = await generate(input);
    expect(out).toMatch(figure);
    expect(out).not.toMatch(VAGUE_DEBT);
    // The debt is still the goal, within the money frame of twelve months, or longer where a quarter of the pay told needs it.
    expect(out).toMatch(/dvanácti|dwunastu|zwölf|doce|twelve|дванадцяти|14 (?:Monaten|meses)/u);
  });

  it('a month end the story tells, when nothing is left, is no deadline paced by the week', async () => {
    const out = await generate(
      'У меня долг по кредитке около 180 000 рублей. К концу месяца денег не остаётся совсем, и я не знаю, что делать.',
    );
    expect(out).not.toMatch(/каждую неделю|к концу месяца/u);
    expect(out).toMatch(/двенадцати месяцев.*каждый месяц буду выплачивать 15 000 рублей/u);
  });

  it('a month end named as a deadline still is one', async () => {
    expect(await generate('Хочу к концу месяца отложить 20 000 рублей на отпуск.')).toMatch(/к концу месяца.*5 000 рублей/u);
  });
});

describe('a healthier weight is the weight the story tells, less half a kilo a week over the three months', () => {
  it.each([
    [
      'Ich bin 46, sitze im Büro neun Stunden am Tag und habe Rückenschmerzen. Der Arzt meinte, ich solle abnehmen – ich wiege 94 kg bei 1,78 m.',
      /von 94 kg auf 88 kg/u,
    ],
    [
      "I'm 44 and I weigh 97 kg. My GP said I need to lose weight because of my knees. I tried a gym membership last year but stopped going after six weeks.",
      /from 97 kg to 91 kg/u,
    ],
    [
      'Ważę 88 kg przy wzroście 165 cm i lekarz powiedział, że muszę schudnąć. Próbowałam diet, ale zawsze wracam do starych nawyków.',
      /z 88 kg do 82 kg/u,
    ],
    [
      'Peso 91 kilos y el médico me dijo que tengo que adelgazar por la tensión. Empecé a ir al gimnasio pero lo dejé al mes.',
      /de 91 kg a 85 kg/u,
    ],
    ['Peso 86 chili e il medico mi ha detto che devo dimagrire. Ho provato la palestra ma ho smesso dopo due mesi.', /da 86 kg a 80 kg/u],
    ['Мені 50, я важу 110 кг, лікар сказав, що треба схуднути через тиск. Спортзал кидав уже двічі.', /з 110 кг до 104 кг/u],
    [
      "Je pèse 84 kg et mon médecin m'a dit de perdre du poids. J'ai essayé plusieurs régimes mais je reprends toujours tout.",
      /de 84 kg à 78 kg/u,
    ],
    [
      'Peso 95 quilos e o médico disse que preciso emagrecer por causa da pressão. Já tentei academia, mas desisti depois de um mês.',
      /de 95 kg para 89 kg/u,
    ],
  ])('%s', async (input, figure) => {
    const out = await generate(input);
    expect(out).toMatch(figure);
    expect(out).not.toMatch(VAGUE_WEIGHT);
    expect(out).toMatch(/drei Monaten|three months|trzech miesięcy|tres meses|tre mesi|трьох місяців|trois prochains mois|três meses/u);
  });

  it('two weights told (now and a target) leave the wording to the story', async () => {
    const out = await generate('Vážím 102 kg a chtěl bych se dostat na 90 kg, doktorka říká, že musím zhubnout kvůli tlaku.');
    expect(out).not.toMatch(/z 102 kg na 96 kg/u);
  });
});
