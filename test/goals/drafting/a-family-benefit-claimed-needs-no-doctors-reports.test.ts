/**
 * Issue 33 (round 61's probes): a family or low-income benefit stated as an aim took another kind's steps —
 * "apply for a kinship carer allowance this month" was a job search's applications and interviews, "оформити
 * допомогу на дитину" a disability claim's medical reports and assessment, "faire ma demande de prime d'activité à
 * la CAF" the weekly-steps filler. Such a benefit (aims.json, before the care grade's entry: Kindergeld,
 * Kinderzuschlag, Wohngeld, Bürgergeld, CAF, APL, RSA, abono, IMV, assegno unico, 800+, přídavky, prídavky, kinship,
 * Universal Credit; a Ukrainian or Russian 'допомогу', 'пособие' only beside the child) is the office that decides,
 * the papers it asks for, the application sent and the decision chased; a disability's claim keeps the doctors'
 * reports. The steps name no pronoun of the benefit, whose gender differs ('přídavky', 'assegno', 'пособие').
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a family benefit applied for is the office, its papers and the decision chased', () => {
  it.each([
    [
      "I'm raising my grandson on my own on a pension. The council cut our housing benefit and the rent is now £120 short every month. I want to apply for a kinship carer allowance this month.",
      /I will apply for a kinship carer allowance this month, finding out this week which office decides and what papers it asks for/u,
      /applications a month|mock interview/u,
    ],
    [
      'Після розлучення я сама з сином. Хочу оформити допомогу на дитину до кінця грудня і знайти роботу з графіком до 17:00.',
      /оформити допомогу на дитину до кінця грудня; цього тижня з’ясую, яка установа це вирішує і які документи вимагає/u,
      /медичними висновками/u,
    ],
    [
      "Je veux faire ma demande de prime d'activité à la CAF avant le 15 décembre.",
      /^Je vais faire ma demande de prime d'activité à la CAF avant le 15 décembre, en cherchant cette semaine quel organisme décide/u,
      /toutes les étapes nécessaires/u,
    ],
    [
      'Chci do konce roku zažádat o přídavky na děti.',
      /zažádat o přídavky na děti do konce roku – tento týden zjistím, který úřad o tom rozhoduje a jaké doklady požaduje/u,
      /lékařskými zprávami/u,
    ],
  ])('%s', (text, goal, gone) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it("a disability's claim keeps the doctors' reports", () => {
    expect(draftGoals('Хочу оформить инвалидность маме до весны.', NOV_25)).toMatch(/медицинскими заключениями/u);
  });
});
