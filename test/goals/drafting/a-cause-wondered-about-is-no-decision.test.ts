/**
 * Issue 33: "No sé si es que no sirvo para esto o que el trabajo es demasiado" wonders what the cause is (oneself
 * or the work), yet it was read as a choice and pasted into a decision ("Voy a decidir … si es que no sirvo para
 * esto o que el trabajo es demasiado", with what "each option" means for "my money"). A cause is no option one
 * takes: no decision names it (options.json `cause`), and a real choice after "no sé si" still is one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a cause wondered about is no decision between options', () => {
  it.each([
    [
      'No sé si es que no sirvo para esto o que el trabajo es demasiado. Llevo tres meses en el puesto y cometo errores todos los días.',
      /decidir .*si es que/u,
    ],
    ['No sé si es que no me gusta la carrera o que no sé estudiar.', /decidir .*si es que/u],
    [
      'Non so se è che non sono portata o che il capo mi odia. Lavoro lì da sei mesi e mi sento sempre sotto esame.',
      /Deciderò .*se è che/u,
    ],
    ['Não sei se é que eu não sirvo pra isso ou se o chefe é que exige demais. Tô no emprego há quatro meses.', /decidir .*se é que/u],
  ])('%s', (input, pasted) => {
    const out = draftGoals(input, NOV_25);
    expect(out).not.toMatch(pasted);
    expect(out).not.toMatch(/cada opción supondría|ogni opzione|cada opção/u);
  });

  it('still reads a choice between two options after the same words', () => {
    expect(draftGoals('No sé si dejar el trabajo o quedarme.', NOV_25)).toContain(
      'Voy a decidir en las próximas seis semanas si dejar el trabajo o quedarme,',
    );
  });
});
