/**
 * Issue 33 (cover27, blind reading 25's 16): "Seit der Trennung im Sommer …" tells when the story
 * began; the season or month after "since" is behind the mentee and never the deadline of the debt
 * goal ("Im Sommer werde ich meine Schulden abbauen", "I will pay off my debts in March") — the
 * goal takes its own frame and is paced over it.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a season since is no deadline', () => {
  it.each([
    [
      'Since my divorce in March I have had to use my overdraft every month and I now owe about £2,400 on two credit cards. My salary is £1,900 after tax and rent is £750.',
      /in March/u,
      /pay off my debts within the next 6 months, repaying £470/u,
    ],
    [
      'Seit meiner Kündigung im Oktober lebe ich vom Ersparten, der Dispo steht bei 1.800 Euro und ich habe jeden Monat etwa 200 Euro zu wenig.',
      /Im Oktober/u,
      /In den nächsten zwölf Monaten werde ich meine Schulden abbauen/u,
    ],
    [
      'Seit der Trennung im Sommer wohne ich allein, ich zahle 780 Euro Unterhalt und der Dispo steht bei 900 Euro.',
      /Im Sommer/u,
      /Schulden abbauen/u,
    ],
    [
      "Depuis mon divorce en mars, je suis à découvert chaque mois et j'ai environ 3 000 euros de dettes sur deux crédits. Je gagne 1 700 euros nets.",
      /mars/u,
      /rembourser mes dettes au cours des douze prochains mois/u,
    ],
  ])('%s', async (input, gone, own) => {
    const out = await draft(input);
    expect(out).not.toMatch(gone);
    expect(out).toMatch(own);
    expect(out).toMatch(/\d/u);
  });
});
