/**
 * Issue 33 (blind reading 22's 10): a self-employed mentee who tells the contributions she does not pay
 * by their fund ('ainda não pago INSS', 'l'URSSAF', 'l'INPS', 'ZUS-u', 'ЄСВ', 'la cuota de autónomos')
 * gets a goal that names that fund, not our generic 'contribuições sociais' (gate.json toldAs); a
 * story that names none keeps the generic words.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('the contributions are named by the fund the mentee names', () => {
  it.each([
    [
      'pt',
      'Sou designer freelancer há três anos. Tem mês que faturo 9 mil, tem mês que faturo 2 mil. Não tenho reserva nenhuma e ainda não pago INSS.',
      /contribuições ao INSS/u,
      /contribuições sociais/u,
    ],
    [
      'pt',
      'Sou tradutora autónoma em Lisboa, não pago a Segurança Social há meses e tenho medo.',
      /contribuições para a Segurança Social/u,
      /contribuições sociais/u,
    ],
    [
      'fr',
      "Je suis graphiste indépendante depuis deux ans et je ne paie pas l'URSSAF depuis six mois. J'ai peur du redressement.",
      /mes cotisations à l'URSSAF/u,
      /cotisations sociales/u,
    ],
    ['it', "Sono grafica freelance da tre anni e non pago l'INPS da un anno. Non ho risparmi.", /contributi INPS/u, /previdenziali/u],
    [
      'pl',
      'Od dwóch lat prowadzę działalność jako grafik i nie płacę ZUS-u od pół roku. Nie mam oszczędności.',
      /składki ZUS/u,
      /swoje składki –/u,
    ],
    ['uk', 'Я ФОП вже два роки, не сплачую ЄСВ пів року і не маю заощаджень.', /свій ЄСВ/u, /соціальні внески/u],
    [
      'es',
      'Soy diseñadora autónoma desde hace tres años y no pago la cuota de autónomos desde marzo. No tengo ahorros.',
      /mi cuota de autónomos/u,
      /Seguridad Social/u,
    ],
  ])('%s: %s', (_lang, input, named, generic) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(named);
    expect(output).not.toMatch(generic);
    const line = output.split('\n').find((l) => named.test(l))!;
    expect(line).toMatch(/\d|двох|dwóch|deux|due|duas|dos/u);
  });

  it('keeps the generic words where the story names no fund', () => {
    expect(draftGoals("I'm a freelance designer and I don't pay my social security contributions. No savings at all.", NOW)).toMatch(
      /social security contributions/u,
    );
    expect(
      draftGoals('Sou tradutora freelancer há dois anos e ainda não pago as minhas contribuições. Não tenho reserva.', NOW),
    ).not.toMatch(/INSS|Segurança Social/u);
  });
});
