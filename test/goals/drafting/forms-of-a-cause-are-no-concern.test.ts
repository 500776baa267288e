/**
 * Issue 33 (cover24): cover23's cause-is-no-concern rules held only for the words listed. A driving
 * licence saved for in any form ('a poupar para a carta', 'ahorrar para el carnet', 'risparmiare per la
 * patente') is a purpose, not a goal beside the school-leaving exams; those exams are read under their
 * national names ('exames nacionais', 'le bac', 'přijímačky'); work items behind ('i resi sono
 * arretrati', 'mit den Retouren im Rückstand', 'pedidos con atrasos') are a backlog, not money owed.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a licence saved for is no goal beside the exams', () => {
  it.each([
    [
      'Estou a poupar para a carta de condução e trabalho aos sábados num café. Em junho tenho os exames nacionais e preciso de 16 para entrar em Enfermagem.',
      /exame/u,
      /carta de condução|aulas de condução/u,
    ],
    [
      'Trabajo los fines de semana para ahorrar para el carnet de conducir. En junio tengo la selectividad y las matemáticas me cuestan mucho.',
      /examen|selectividad/u,
      /carnet|clases de conducir/u,
    ],
    [
      'Lavoro il sabato al bar per risparmiare per la patente. A giugno ho la maturità e ho paura della matematica.',
      /esam|maturità/u,
      /prenderò la patente|guida/u,
    ],
    [
      'I work Saturdays at a café to save up for driving lessons. My A-levels are in June and I need three Bs for nursing.',
      /past paper|exam/u,
      /driving licen|driving test/u,
    ],
  ])('%s', async (input, exam, licence) => {
    const out = await draft(input);
    expect(out).toMatch(exam);
    expect(out).not.toMatch(licence);
  });
});

describe('school-leaving and entrance exams are read under their national names, by their month', () => {
  it.each([
    ['Trabajo en una tienda los sábados. En junio tengo la EBAU y las matemáticas me cuestan mucho.', /examen.*junio|junio.*examen/u],
    ["I work at a café on Saturdays. My GCSEs are in May and I'm really behind in chemistry.", /exam.*May|May.*exam/u],
    ["En juin je passe le bac et j'ai besoin d'une mention pour entrer en prépa.", /sujet complet|examen/u],
    ['Trabalho num café aos sábados. Em junho tenho os exames nacionais e a Matemática corre-me mal.', /junho.*exame/u],
    ['Pracuję w weekendy w sklepie. W maju mam egzamin ósmoklasisty i słabo mi idzie matematyka.', /egzamin w maju/u],
  ])('%s', async (input, exam) => {
    expect(await draft(input)).toMatch(exam);
  });
});

describe('work items behind are a backlog, not money owed', () => {
  const MONEY = /finanz|finanç|Finanzen|finanzas|budget|presupuesto|orçamento/u;
  it.each([
    'Due colleghe non si parlano da aprile. Nel frattempo i resi da gestire sono arretrati di due settimane.',
    'Zwei Kollegen reden nicht mehr miteinander. Wir sind mit den Retouren im Rückstand, seit drei Wochen.',
    'Dos compañeras no se hablan desde abril. Llevamos atrasos de dos semanas con los pedidos.',
  ])('%s', async (input) => {
    expect(await draft(input)).not.toMatch(MONEY);
  });
});

describe('the money saved for a licence is no finances goal', () => {
  it.each([
    [
      'Je suis en terminale, le bac est en juin. Je travaille le week-end dans un supermarché pour économiser pour le permis. Je dors mal depuis septembre.',
      /réussir le bac|examen/u,
      /finances|budget/u,
    ],
    [
      'Jsem v maturitním ročníku, maturita je v květnu. O víkendech pracuju v obchodě, abych ušetřil na autoškolu. Od září špatně spím.',
      /zkoušk|maturit/u,
      /řidičsk|finance|rozpočet/u,
    ],
    [
      'Jsem ve čtvrťáku a v květnu mě čeká maturita z matematiky. Brigádničím, abych ušetřila na autoškolu.',
      /zkoušk|maturit/u,
      /řidičsk|finance|rozpočet/u,
    ],
  ])('%s', async (input, exam, stray) => {
    const out = await draft(input);
    expect(out).toMatch(exam);
    expect(out).not.toMatch(stray);
  });
});
