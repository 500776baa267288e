/**
 * Issue 33 (round 50's probes): a pay told by the year ("I earn 36k a year", "Gano 24 mil al año",
 * "45.000 brutto im Jahr", "28 000 euros par an") was read as no income at all, or as the largest sum
 * told: "28 000 euros par an" beside "j'ai déjà mis de côté 2 000 €" became the sum to reach and was
 * paced at 2 900 € a month. A sum followed by a year word after "a", "per", "par", "al", "im" (or
 * "brutto", "gross" between) or by "annually", "ročne", "all'anno" is now a yearly rate: a twelfth of it
 * is the pay a month, and it is no sum to save or repay. "za rok", "за год" are also "within a year",
 * so they stay no rate; nor are "im Jahr 2027" and "l'année prochaine". French "mis de côté" and
 * Italian "messa da parte" (past: already saved) are taken off the target as "économisé" was.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a pay told by the year is income, a saving already made is taken off', () => {
  it.each([
    [
      "Je gagne 28 000 euros par an et j'ai déjà mis de côté 2 000 €. Je veux avoir 6 000 € d'ici septembre pour mon déménagement.",
      /^Je vais avoir 6 000 € d'ici septembre pour mon déménagement, en mettant de côté 450 € chaque mois/u,
      /2 900|revenus supplémentaires/u,
    ],
    [
      'Mi sono già messa da parte 1.500 euro e voglio arrivare a 5.000 euro entro giugno per il corso di formazione.',
      /^Arriverò a 5.000 euro entro giugno per il corso di formazione, mettendo da parte 500 euro ogni mese/u,
      /720/u,
    ],
    [
      'Gano 24 mil al año y quiero ahorrar 20.000 euros antes de junio.',
      /^Voy a ahorrar 3.960 euros antes de junio, apartando 660 euros cada mes.*llegaré a los 20.000 euros completos/u,
      /3\.350|ingreso extra/u,
    ],
    [
      'Ich verdiene 45.000 brutto im Jahr und will bis Mai 12.000 Euro sparen.',
      /^Ich werde bis Mai 6.250 Euro sparen; dafür lege ich jeden Monat 1.250 Euro zurück.*die vollen 12.000 Euro/u,
      /2\.400|Einnahmequelle/u,
    ],
    [
      "Guadagno 30.000 euro all'anno e voglio risparmiare 10.000 euro entro aprile.",
      /^Risparmierò 4.150 euro entro aprile, mettendo da parte 830 euro ogni mese.*10.000 euro/u,
      /2.000 euro ogni mese/u,
    ],
    [
      'Zarábam 18 000 eur ročne a chcem našetriť 9 000 eur do marca.',
      /^Našetrím 1 500 eur do marca – každý mesiac odložím 500 eur.*celú sumu 9 000 eur/u,
      /3 000 eur/u,
    ],
    [
      'Мой доход 900 тысяч рублей в год. Хочу накопить 300 тысяч рублей до марта.',
      /^Я накоплю 75 000 рублей до марта — каждый месяц буду откладывать 25 000 рублей.*300 000 рублей/u,
      /100 000 рублей/u,
    ],
  ])('%s', (text, kept, gone) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toMatch(kept);
    expect(draft).not.toMatch(gone);
  });

  it.each([
    ['Chci splatit 50 000 Kč za rok.', /^Splatím 50 000 Kč za rok – každý měsíc splatím 4 200 Kč/u],
    ['Ich will 5.000 Euro im Jahr 2027 sparen.', /^Ich werde 5.000 Euro im Jahr 2027 sparen; dafür lege ich jeden Monat 390 Euro zurück/u],
    ["Je dois rembourser 500 € l'année prochaine.", /^Je vais rembourser 500 € l'année prochaine, en remboursant 40 € chaque mois/u],
  ])('a sum within a year or in a year named stays a sum: %s', (text, kept) => {
    expect(draftGoals(text, NOV_25)).toMatch(kept);
  });
});
