/**
 * Issue 33 (round 26): one debt told was named as such ("pay off my credit card") but its steps still spoke of many,
 * "listing every debt with its amount and due date … the most expensive debt first". A card has its own steps (no new
 * spending on it, a fixed sum a month, the balance checked), a loan or a bank debt its own (its rate, balance and
 * terms for paying early, more than the instalment when possible); the person's sum a month still lands in them.
 */
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
  ])('%s', (text, phrase) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(phrase);
    expect(out).not.toMatch(/every debt|všechny dluhy|všetky dlhy|alle Schulden|todas mis deudas|todas as minhas dívidas/u);
  });
});
