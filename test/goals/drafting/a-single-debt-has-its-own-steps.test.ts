/**
 * Issue 33 (round 26): one debt told was named as such ("pay off my credit card") but its steps still spoke of many,
 * "listing every debt with its amount and due date … the most expensive debt first". A card has its own steps (no new
 * spending on it, a fixed sum a month, the balance checked), a loan or a bank debt its own (its rate, balance and
 * terms for paying early, more than the instalment when possible); the person's sum a month still lands in them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a single debt has its own steps', () => {
  it.each([
    [
      "I've been procrastinating on everything and I sleep badly. But the real problem is that I'm drowning in credit card debt, about 6,000.",
      'stopping new spending on the card and removing it from my shopping apps this week, repaying a fixed amount every month',
    ],
    [
      'Tengo 3.000 euros de deuda en la tarjeta, casi todo compras online que hago cuando estoy aburrida.',
      'dejando esta semana de comprar con la tarjeta y quitándola de las aplicaciones de compras, pagando cada mes 250 euros',
    ],
    [
      'Mám kreditku s dluhem kolem 62 000 a bojím se to říct partnerovi.',
      'tento týden přestanu kartou platit a odeberu ji z nákupních aplikací, každý měsíc splatím pevnou částku',
    ],
    [
      'Cez víkendy chodím na brigádu, lebo splácam pôžičku.',
      'do dvoch týždňov si zistím úrok, zostávajúcu sumu a podmienky mimoriadnych splátok, každý mesiac splatím pevnú sumu',
    ],
    [
      'Ich habe einen Kredit über 10.000 Euro und will ihn bis 2028 abbezahlen.',
      'prüfe ich innerhalb von zwei Wochen Zinssatz, Restschuld und Bedingungen für Sondertilgungen, zahle jeden Monat 840 Euro zurück',
    ],
    [
      'Tenho um empréstimo de 20.000 euros e quero pagá-lo até 2028.',
      'pagando todos os meses 1.700 euros, mais do que a prestação sempre que puder',
    ],
    [
      // The sum lands in the place of "stałą kwotę" only: "pozostałą kwotę" before it had read "pozo1 700 zł".
      'Mam kredyt na samochód, zostało 20 000 zł i chcę go szybciej spłacić.',
      'sprawdzę oprocentowanie, saldo do spłaty i warunki nadpłaty, co miesiąc będę spłacać 1 700 zł',
    ],
  ])('%s', (text, phrase) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(phrase);
    expect(out).not.toMatch(/every debt|všechny dluhy|všetky dlhy|alle Schulden|todas mis deudas|todas as minhas dívidas/u);
  });

  it("says the words the person's sum takes the place of once in each debt's own steps", () => {
    const situations = JSON.parse(readFileSync(new URL('../../../src/goals/drafting/situations.json', import.meta.url), 'utf8')) as {
      id: string;
      // A situation sharing another's names gives its id (the loan's are the debts').
      named?: { names: { measure?: Record<string, string> }[] } | string;
    }[];
    const figured = JSON.parse(readFileSync(new URL('../../../src/goals/drafting/figured.json', import.meta.url), 'utf8')) as {
      debts: Record<string, [string, string]>;
    };
    const twice = situations
      .filter((s) => s.id === 'debts' || s.id === 'loan')
      .flatMap((s) => (typeof s.named === 'object' ? s.named.names : []))
      .flatMap((n) => Object.entries(n.measure ?? {}))
      .filter(([lang, measure]) => measure.split(figured.debts[lang]![0]).length > 2);
    expect(twice).toEqual([]);
  });
});
