/**
 * Issue 33 (round 60's probes): a rent told beside a debt was read as what the mentee already repays on
 * that debt each month, so the debt was paced at the rent ("My rent is £450 a month … I owe £1,200 on my
 * overdraft" gave "repaying £450 every month", "platím nájem 7 000 Kč měsíčně a mám dluh 10 000 Kč" gave
 * "každý měsíc splatím 7 000 Kč"; blind reading 95's 1: "repaying £640 every month"). A rent or a room paid
 * is a cost of living, never a debt's instalment (own-measures.json figures.rent, pace.ts floors): the
 * debt is paced by its own sum and date. Nor is a rent a debt to add up ("pay £700 rent and owe £25,000"), and a sum a
 * paying verb follows ("a 180 € splácam študentskú pôžičku", blind reading 95's 26) is an instalment, no debt's sum of its own.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-25T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a rent paid is no instalment of a debt told beside it', () => {
  it.each([
    [
      "I'm an apprentice electrician. I pay rent of £450 a month to my mum and I owe £1,200 on my overdraft. I'd like to get my driving licence by summer.",
      /I will pay off my debts by summer, repaying £180 every month/u,
      /repaying £450/u,
    ],
    [
      'Ich bin Azubi im zweiten Jahr. Meine Miete (390 € im Monat) frisst fast alles, und ich habe 800 € Dispo. Im Mai habe ich die Zwischenprüfung.',
      /^Im Mai werde ich meine Schulden abbauen; dafür zahle ich jeden Monat 140 € zurück/u,
      /390 € zurück/u,
    ],
    [
      "Je suis étudiante à Lyon, mon loyer est de 480 € par mois et j'ai un découvert de 600 €. Je dois aussi trouver un stage pour avril.",
      /Pour avril, je vais rembourser mes dettes, en remboursant 120 € chaque mois/u,
      /remboursant 480 €/u,
    ],
    [
      'Studuji v Brně, platím nájem 7 000 Kč měsíčně a mám dluh 10 000 Kč u kamaráda. V lednu mám zkoušku z matematiky.',
      /Splatím své dluhy během dvanácti měsíců .* každý měsíc splatím 840 Kč/u,
      /splatím 7 000 Kč/u,
    ],
    [
      'Som na brigáde v Bratislave, za podnájom platím 300 € mesačne a na kreditke mám dlh 800 €. Chcem si urobiť vodičák do leta.',
      /Splatím svoje dlhy do leta – každý mesiac splatím 120 €/u,
      /splatím 300 €/u,
    ],
    [
      'Я студент в Казани, плачу за аренду 15 000 рублей в месяц и должен другу 20 000 рублей. В январе у меня сессия.',
      /Я выплачу свои долги в течение двенадцати месяцев .* каждый месяц буду выплачивать 1 700 рублей/u,
      /выплачивать 15 000 рублей/u,
    ],
    [
      "I'm in my second year of uni in Manchester. My student loan maintenance payment doesn't cover rent (£640 a month) so I've been putting food on my overdraft, which is now at -£1,100 out of £1,500.",
      /repaying £95 every month/u,
      /repaying £640/u,
    ],
    [
      'Plat je 1 250 € v čistom, z toho 600 € ide na podnájom a 180 € splácam študentskú pôžičku. Nič si neušetrím.',
      /^Splatím svoj úver do dvanástich mesiacov .* každý mesiac splatím pevnú sumu/u,
      /splatím 65 €/u,
    ],
    [
      'I earn £20,000 net a year, pay £700 rent and owe £25,000 on loans and cards. I want to be debt free.',
      /repaying £2,100 every month/u,
      /£2,150/u,
    ],
  ])('%s', async (input, kept, gone) => {
    const output = await draft(input);
    expect(output).toMatch(kept);
    expect(output).not.toMatch(gone);
  });
});
