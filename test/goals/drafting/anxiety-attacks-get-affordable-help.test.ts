/**
 * Issue 33, blind reading 21's 10: anxiety attacks and a therapy stopped for its price got a
 * public-speaking goal and no word on either. Attacks told in a story are help one can afford, a daily
 * breathing exercise and a note of what came before each, with no story date (a waiting list's eight
 * months) as their deadline. Attacks told only before meetings stay composure's (the situation corpus), and
 * an oral exam's attacks that exam's goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('anxiety attacks told in a story get affordable help', () => {
  it.each([
    [
      'Faz uns meses que eu tenho crises de ansiedade, principalmente em lugares cheios. Comecei a terapia online mas parei depois de 4 sessões porque ficou caro (R$ 180 por sessão).',
      /crises de ansiedade nos próximos dois meses, procurando em duas semanas uma terapia/u,
    ],
    [
      'Seit dem Frühjahr habe ich Panikattacken, meistens in der S-Bahn. Einen Therapieplatz bekomme ich frühestens in acht Monaten.',
      /In den nächsten zwei Monaten werde ich meine Angstattacken in den Griff bekommen; dafür suche ich innerhalb von zwei Wochen eine Therapie/u,
    ],
    [
      "I've been having panic attacks since I changed jobs in May, twice in the office bathroom. I can't afford a private therapist at £70 a session.",
      /anxiety attacks under control over the next two months, finding within two weeks a therapy I can afford/u,
    ],
    [
      'Od pół roku mam ataki paniki, zwłaszcza w sklepach. Byłam u psychologa, ale prywatnie to 200 zł za wizytę i przestałam chodzić.',
      /Opanuję ataki lęku w ciągu dwóch miesięcy – w ciągu dwóch tygodni znajdę terapię/u,
    ],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/acht Monaten|público com segurança|speak in public/u);
  });

  it("leaves an oral exam's attacks to the exam's goal", async () => {
    const out = await draft('I have panic attacks before my viva in March.');
    expect(out).toMatch(/prepare for my defence/u);
    expect(out).not.toMatch(/therapy I can afford/u);
  });
});
