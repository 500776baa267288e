/**
 * Issue 33, round 43: "Rodiče říkají, že bych měl jít na vysokou, ale já chci jít rovnou pracovat" came back as "Mým
 * cílem je jít rovnou pracovat během tří měsíců" with the generic list of steps. Working straight away, told against
 * studying on, is a job search (topics.json job): applications a month and interviews, not steps to write down.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('working straight away is a job search', () => {
  it.each([
    ['Rodiče říkají, že bych měl jít na vysokou, ale já chci jít rovnou pracovat.', 'každý měsíc pošlu alespoň pět přihlášek'],
    ['Rodičia hovoria, že by som mal ísť na vysokú školu, ale ja chcem radšej pracovať.', 'každý mesiac pošlem aspoň päť žiadostí'],
  ])('%s', (text, applications) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(applications);
    expect(goals).not.toMatch(/potřebné kroky|potrebné kroky/u);
  });
});
