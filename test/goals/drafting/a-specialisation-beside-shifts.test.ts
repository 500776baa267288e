/**
 * Issue 33 (cover22): a professional specialisation the mentee wants to start beside shifts ('Gostava de
 * fazer a especialidade em saúde materna, mas não sei como encaixar aulas com estes horários', blind
 * reading 22's 13; 'Chtěla bych si do léta udělat specializaci v intenzivní péči') got no goal, or the
 * stock 'write down three options and choose one' of a decision: it is its intake, timetable and a
 * shift pattern agreed with the manager, and an application sent in time. A specialisation to choose
 * ('which specialisation to choose') stays a decision; a night nurse's repayments 'par mois' are no
 * baby's months. "Gostava de" is read as the wish it is in Portugal (round 47), so the specialisation is named
 * as told, as after "Gostaria de".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a specialisation to start beside shifts', () => {
  it.each([
    [
      'Sou enfermeira num hospital em Coimbra e faço turnos rotativos. O meu namorado trabalha das 9 às 18 e já discutimos por causa disso. Gostava de fazer a especialidade em saúde materna, mas não sei como encaixar aulas com estes horários.',
      /especialidade em saúde materna[^.]*duas semanas[^.]*escala compatível com as aulas/u,
      /candidatura antes do prazo/u,
    ],
    [
      'Jsem zdravotní sestra na JIPce, dělám dvanáctky. Chtěla bych si do léta udělat specializaci v intenzivní péči.',
      /specializaci v intenzivní péči do léta – do dvou týdnů zjistím termín příštího běhu/u,
      /rozpisu směn/u,
    ],
    [
      "I'm a paramedic working 12-hour shifts. I'd like to do the critical care specialisation next year but I have no idea how to fit the lectures around my rota.",
      /critical care specialisation next year, finding out within two weeks when the next intake starts/u,
      /shift pattern that fits the classes/u,
    ],
    [
      'Soy enfermera en urgencias y trabajo a turnos. Me gustaría hacer la especialidad de pediatría, pero no sé cómo cuadrarla con mis horarios.',
      /especialidad de pediatría[^.]*averiguando en dos semanas/u,
      /cuadrante de turnos compatible con las clases/u,
    ],
  ])('%s', async (input, goal, step) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/three options|tři možnosti|três opções|tres opciones/u);
  });

  it('a specialisation still to choose is a decision', async () => {
    const out = await draft("I finished med school last year and I don't know which specialisation to choose: surgery or paediatrics.");
    expect(out).toMatch(/three options/u);
    expect(out).not.toMatch(/next intake/u);
  });

  it.each([
    "Je suis infirmière de nuit depuis deux ans. J'ai 6 000 euros de crédit et je rembourse 230 euros par mois. Je dépense beaucoup sur Shein quand je n'arrive pas à dormir.",
    'Trabajo de noche en un hospital. Pago 200 euros al mes de un préstamo. Duermo fatal desde hace meses.',
    'Lavoro di notte in ospedale. Pago 200 euro al mese di prestito. Dormo malissimo da mesi.',
  ])('repayments a month are no baby: %s', async (input) => {
    expect(await draft(input)).not.toMatch(/bébé|bebé|bambin|neonat|baby/u);
  });
});
