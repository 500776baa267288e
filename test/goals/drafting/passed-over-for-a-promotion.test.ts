/**
 * Issue 33 (blind reading 24's 02): "Šéf mi slíbil povýšení na vedoucí oddělení, ale pak tam dal
 * kolegu" got "Zvládnu svou novou vedoucí roli" — a new lead's role for a woman passed over — and in
 * English and German a colleague to get on with. A promotion given to someone else is a career to
 * decide on (situations.json passedover): ask what the next opening takes, apply elsewhere, decide.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('passed over for a promotion', () => {
  it.each([
    [
      'Pracuju jako účetní osm let a poslední rok mě to nebaví. Šéf mi slíbil povýšení na vedoucí oddělení, ale pak tam dal kolegu, který je ve firmě dva roky.',
      /co přesně je potřeba k příštímu povýšení/u,
      /novou vedoucí roli|zkušební den/u,
    ],
    [
      'My boss promised me the team lead role, but then gave it to a colleague who joined last year.',
      /what exactly the next opening would take/u,
      /relationships at work|new role as a lead/u,
    ],
    [
      'Mein Chef hat mir die Teamleitung versprochen, aber dann einen Kollegen genommen.',
      /was genau für die nächste Beförderung nötig ist/u,
      /Beziehungen bei der Arbeit/u,
    ],
    [
      'Mi jefa me prometió el ascenso a coordinadora, pero se lo dieron a un compañero.',
      /qué haría falta exactamente para el próximo ascenso/u,
      /relación con/u,
    ],
    [
      'Мне обещали повышение до руководителя отдела, но назначили коллегу.',
      /что именно нужно для следующего повышения/u,
      /новой роли руководителя/u,
    ],
  ])('%s', (input, passedOver, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(passedOver);
    expect(out).not.toMatch(stock);
  });

  it('keeps the new lead a promotion given to the mentee', () => {
    const out = draftGoals('Před měsícem mě povýšili na vedoucí oddělení a nikdy jsem nevedla lidi.', NOV_26);
    expect(out).toMatch(/novou vedoucí roli/u);
    expect(out).not.toMatch(/příštímu povýšení/u);
  });
});
