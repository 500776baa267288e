/**
 * Issue 33 (stated24, what still fell to the weekly-steps filler across blind readings 19–24): an
 * emergency reserve in any language ('reserva de emergência', 'Notgroschen', 'финансовую подушку') is
 * money saved each month; a revolving credit or an overdraft left ('parar de usar o rotativo', 'sair do
 * cheque especial') is paying from the account with a weekly limit; eating out stopped ('przestać jeść
 * na mieście', 'stop getting takeaway', 'smettere di mangiare al ristorante') is a limit falling to zero
 * (lang24's weekly limit lowered every week, the same rule as any spending stopped by a date).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const FILLER =
  /todos los pasos necesarios|todos os passos necessários|všechny potřebné kroky|alle nötigen Schritte|all the steps needed|wszystkie potrzebne kroki|tutti i passi necessari|все необходимые шаги/u;

describe('a reserve, a revolving credit and eating out have measures of their own', () => {
  it.each([
    ['A partir de março quero começar uma reserva de emergência de seis meses de gastos.', /todo mês|cada mês|todos os meses/u],
    ['Ich will mir bis Juli einen Notgroschen von 3.000 Euro aufbauen.', /jeden Monat \d+ Euro/u],
    ['Хочу собрать финансовую подушку на полгода.', /каждый месяц буду откладывать/u],
    ['Quero parar de usar o rotativo do cartão.', /limite de gastos semanal/u],
    ['Quero sair do cheque especial até março.', /só com o dinheiro que já tenho na conta/u],
    ['Chcę schudnąć 8 kg do wakacji i przestać jeść na mieście w tygodniu.', /tygodniowy limit, który będę co tydzień obniżać aż do zera/u],
    ['I want to stop getting takeaway during the week.', /weekly limit that I lower every week until it reaches zero/u],
    [
      'Voglio smettere di mangiare al ristorante tutti i giorni in pausa pranzo.',
      /tetto settimanale che abbasserò ogni settimana fino a zero/u,
    ],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(FILLER);
  });
});
