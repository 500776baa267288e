/**
 * Issue 33 (blind reading 110's 20, filler69's probes): one's own business's bookkeeping to digitise or keep
 * ("meine Buchhaltung komplett digitalisieren", "tenir ma comptabilité moi-même") was a course with a "Modul" every
 * two weeks, and one's own VAT return ("die Umsatzsteuervoranmeldung selbst machen") the weekly-steps filler. The
 * books are an accounting app, every receipt entered within the week, the bank reconciled and the first return
 * checked; VAT returns their due dates found out and each filed on time (aims.json). Accounting learnt for a new
 * career keeps the career's steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('own bookkeeping and VAT returns are no course', () => {
  it.each([
    [
      'Ich möchte bis Ende September meine Buchhaltung komplett digitalisieren und die Umsatzsteuervoranmeldung selbst machen, ohne Steuerberater.',
      [/wähle ich diese Woche ein Buchhaltungsprogramm/u, /finde ich diese Woche heraus, welche Meldungen wann fällig sind/u],
    ],
    [
      "Je veux tenir ma comptabilité moi-même et faire ma déclaration de TVA sans comptable d'ici juin.",
      [/un logiciel de comptabilité/u, /quelles déclarations sont dues/u],
    ],
    [
      'I want to get my bookkeeping for my cleaning business in order and file my own tax return by 31 January.',
      [/choosing an accounting app/u],
    ],
    ['Chcę od stycznia prowadzić samodzielnie księgowość mojej firmy.', [/wybiorę program do księgowości/u]],
    ['Quiero llevar yo misma la contabilidad de mi negocio a partir de enero.', [/un programa de contabilidad/u]],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    for (const s of steps) expect(out).toMatch(s);
    expect(out).not.toMatch(/Modul|module|moduł|módulo|toutes les étapes nécessaires|alle nötigen Schritte/u);
  });

  it('accounting learnt for a career is no own bookkeeping', () => {
    expect(draftGoals('I want to learn accounting by June to change careers.', NOW)).not.toMatch(/accounting app/u);
  });
});
