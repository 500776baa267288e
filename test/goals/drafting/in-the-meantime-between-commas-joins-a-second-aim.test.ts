/**
 * Issue 33 (blind reading 106's 21): "passar no concurso … até o fim do ano e, enquanto isso, juntar R$ 5 mil" lost
 * its second aim and broke ("até o fim do ano e, estudando …"): "enquanto" opened a clause to cut, and "e, enquanto
 * isso," between commas was no joiner. "enquanto isso" is no "while" clause (intents.json pt clauseCut), and "and, in
 * the meantime," between commas joins two aims in Spanish, Portuguese, French and Italian (rules.*.joiners).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('“and, in the meantime,” between commas joins a second aim', () => {
  it.each([
    [
      'Quero passar no concurso do Banco do Brasil até o fim do ano e, enquanto isso, juntar R$ 5 mil pra sair da casa dos meus pais.',
      /1\. Vou passar no concurso do Banco do Brasil até o fim do ano, estudando[^\n]*\n2\. Até o fim do ano vou juntar R\$ 5 mil/u,
    ],
    [
      'Quiero aprobar las oposiciones antes de diciembre y, mientras tanto, ahorrar 3.000 euros.',
      /1\. Voy a aprobar las oposiciones antes de diciembre, estudiando[^\n]*\n2\. Antes de diciembre voy a ahorrar 3\.000 euros/u,
    ],
    [
      'Voglio finire la tesi entro marzo e, nel frattempo, trovare un lavoretto.',
      /1\. Finirò la tesi entro marzo, scrivendo[^\n]*\n2\. Entro marzo troverò un lavoretto/u,
    ],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goals);
    expect(out).not.toMatch(/ (?:e|y), (?:estudando|estudiando)/u);
  });

  it('keeps a “while” clause cut', () => {
    expect(draftGoals('Quero aprender inglês enquanto trabalho.', NOW)).toMatch(/^Vou aprender inglês nos próximos seis meses/u);
  });
});
