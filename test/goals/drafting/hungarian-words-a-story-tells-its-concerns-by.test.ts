/**
 * Issue 33 (the helper's own Hungarian probes, blind readings 65's 29 and 70's 43): concerns told in everyday words
 * were dropped or misread. A sum left in the bank ("van még 800 ezer forintom") is had, no sum to save; "cigit szívok"
 * is smoking; time with friends ("több időt tölteni a barátaimmal") is a goal of its own, not meeting new people; a
 * choice asked in the subjunctive ("halasszak egy félévet", "maradjak-e") is a decision; a season told as when
 * something comes ("Jövő nyáron", "Jövő tavasszal") dates the goal by it ("Jövő nyárig").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('Hungarian words a story tells its concerns by', () => {
  it.each([
    [
      'Tavaly óta munkanélküli vagyok, és senki nem hív vissza. A bankban van még kb. 800 ezer forintom, de a lakáshitel havi 120 ezer.',
      'új munkahelyet találok',
      /félreteszek 800 ezer forintot/u,
    ],
    [
      'Az orvos szerint magas a vérnyomásom, 46 éves vagyok és 20 kilót kellene leadnom. Napi egy doboz cigit szívok.',
      'leszokom a dohányzásról',
      /^A következő/u,
    ],
    [
      'Munka után teljesen kimerült vagyok. Szeretnék újra rendszeresen sportolni és kicsit több időt tölteni a barátaimmal.',
      'több időt töltök a barátaimmal: hetente legalább egyszer találkozom',
      /új embereket ismerek meg/u,
    ],
    [
      'Harmadéves vagyok az egyetemen, és mellette heti 30 órát dolgozom. Nem tudom, hogy a munkát csökkentsem, vagy halasszak egy félévet.',
      '1. A következő hat hétben meghozom a döntést',
      /^A következő három hónapban rendszeresen tanulok/u,
    ],
    [
      'Jövő nyáron szeretnénk elköltözni egy nagyobb lakásba, de ehhez 3 millió forint kell önrészre.',
      'Jövő nyárig félreteszek 3 millió forintot',
      /Jövő nyáron félreteszek|A következő tizenkét hónapban/u,
    ],
    [
      'Jövő tavasszal kell leadnom a szakdolgozatomat, és még el sem kezdtem.',
      'Jövő tavaszig befejezem a szakdolgozatomat',
      /A következő négy hónapban/u,
    ],
  ])('%s', (input, goal, broken) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(broken);
  });
});
