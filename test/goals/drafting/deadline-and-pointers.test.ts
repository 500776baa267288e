/**
 * Issue 33, blind readings 11–13 (branch lang13): no sentence points at nothing and none keeps a
 * point in time where a deadline is meant.
 * - A month fronted as another goal's deadline reads "by" it: Italian "A marzo riporterò" was a
 *   break ("entro marzo"); so are "En mayo", "Em abril", "En avril" fronted; French "dans les 6
 *   prochains mois" fronted is "Au cours des", never "D'ici les".
 * - Our wording names whom it means: "mit der betreffenden Person", "s dotyčným človekom", "with the
 *   person concerned" pointed at no one the story names.
 * - The book milestone says no "by that date" / "do toho dátumu" beside the goal's own date.
 * - A German step goes on with "außerdem", not a "dafür" it does not serve; one "dafür" a sentence.
 * - Hungarian: the language and the activities are named, never "a nyelvtudásomat", "az új hobbimat".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('a fronted month is a deadline', () => {
  it.each([
    [
      "Voglio superare l'esame di guida a febbraio e risparmiare 2.000 euro per una macchina usata.",
      /\n2\. Entro febbraio risparmierò 2\.000 euro/u,
      /\bA febbraio/u,
    ],
    [
      'Quiero aprobar el examen de conducir en marzo y ahorrar 1.500 euros para un coche.',
      /\n2\. Para marzo voy a ahorrar 1\.500 euros/u,
      /\bEn marzo/u,
    ],
    ['Quero passar na prova da OAB em março e juntar R$ 5 mil para um curso.', /\n2\. Até março vou juntar R\$ 5 mil/u, /\bEm março/u],
    [
      'Je veux réussir le concours en avril et économiser 2 000 euros pour un ordinateur.',
      /\n2\. D'ici avril, je vais économiser 2 000 euros/u,
      /\bEn avril/u,
    ],
    [
      "Dans les 6 prochains mois, je veux progresser d'un niveau en espagnol.",
      /^Au cours des 6 prochains mois, je vais progresser/u,
      /D'ici les/u,
    ],
    [
      'Dans les 3 prochains mois, je veux trouver un stage en entreprise.',
      /^Au cours des 3 prochains mois, je vais trouver un stage/u,
      /D'ici les/u,
    ],
  ] as const)('%s', (input, dated, point) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(dated);
    expect(out).not.toMatch(point);
  });
});

describe('our wording names the person it means', () => {
  it.each([
    [
      'Mein Kollege macht mich ständig vor allen lächerlich und ich weiß nicht, wie ich reagieren soll.',
      /mit der Person, mit der ich die meisten Schwierigkeiten habe, darüber/u,
      /betreffenden/u,
    ],
    [
      'Kolega mě neustále zesměšňuje před ostatními a nevím, jak reagovat.',
      /s člověkem, se kterým mám největší potíže, o tom/u,
      /dotyčným/u,
    ],
    [
      'Kolega ma neustále zosmiešňuje pred ostatnými a neviem, ako reagovať.',
      /s človekom, s ktorým mám najväčšie ťažkosti, o tom/u,
      /dotyčným/u,
    ],
    [
      "My colleague keeps making fun of me in front of everyone and I don't know how to react.",
      /with the person I find it hardest to work with/u,
      /person concerned/u,
    ],
  ] as const)('%s', (input, named, pointer) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).not.toMatch(pointer);
  });
});

describe('the book milestone points at no date', () => {
  it.each([
    ['Chcem tento rok prečítať 20 kníh.', /ako prvý míľnik do konca roka si dám 5 kníh, zvyšok zvládnem do 20 týždňov/u],
    ['Chci letos přečíst 15 knih.', /jako první metu do konce roku si dám 5 knih, zbytek zvládnu během 15 týdnů/u],
    // 20 books in the year's last five weeks: the next twelve months at 2 a month (pace.ts, yearLeft); no milestone left to point anywhere.
    [
      'Ich will dieses Jahr 20 Bücher lesen.',
      /^Innerhalb von 12 Monaten werde ich 20 Bücher lesen; dafür plane ich jeden Monat mindestens 2 Bücher ein/u,
    ],
    [
      'Je veux lire 20 livres cette année.',
      /^Au cours des 12 prochains mois, je vais lire 20 livres, en visant au moins 2 livres chaque mois/u,
    ],
    ['Хочу цього року прочитати 20 книжок.', /спершу поставлю собі мету до кінця року: 5 книжок, решту подужаю протягом 20 тижнів/u],
  ] as const)('%s', (input, milestone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(milestone);
    expect(out).not.toMatch(/do toho dátumu|do toho data|bis dahin|d'ici là|до цієї дати|by that date/u);
  });
});

describe('a German step is followed by "außerdem"', () => {
  it.each([
    'Ich will mein Leben irgendwie besser machen.',
    'Die Nachbarn über uns trampeln jede Nacht und morgens bin ich zu nichts zu gebrauchen.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/; außerdem (?:nehme|probiere) ich/u);
    expect(out).not.toMatch(/dafür/u);
  });
});

describe('the mentee\'s own "dafür" gives way to ours', () => {
  it('Ich will meinen Meister machen und dafür bis Juni 6.000 Euro sparen.', () => {
    const out = draftGoals('Ich will meinen Meister machen und dafür bis Juni 6.000 Euro sparen.', NOW);
    expect(out).toMatch(/\n2\. Ich werde bis Juni 6\.000 Euro sparen; dafür lege ich/u);
    expect(out).not.toMatch(/werde dafür|dafür[^\n]*dafür/u);
  });
});

describe('Hungarian names the language and the activities', () => {
  it.each([
    ['Szeretnék megtanulni spanyolul, mert jövőre Barcelonába költözünk.', /fejlesztem a spanyoltudásomat:/u],
    [
      'Szeretnék megtanulni olaszul és gitározni.',
      /fejlesztem az olasztudásomat:[^\n]*\n2\. A következő három hónapban elsajátítom a gitározást:/u,
    ],
    ['Szeretnék rendesen úszni megtanulni, és újra zongorázni, mint gyerekkoromban.', /elsajátítom az úszást és a zongorázást:/u],
  ] as const)('%s', (input, named) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).not.toMatch(/a nyelvtudásomat|az új hobbimat/u);
  });
});
