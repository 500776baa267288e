/**
 * Issue 33 (blind reading 15): our school plan said "we agree a fixed homework time" and "go through
 * it together" with nobody named ("ми домовимося", "gehe … gemeinsam durch"), and "help the child"
 * to a mother of two. The homework time is agreed with the child the story names, or with "my child";
 * a story of children and no one son or daughter gets the plural. Other pointers at nothing of ours:
 * "the option I am considering" of someone who considered none, "each reproach" of a review that
 * named none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the school plan says with whom the homework time is agreed', () => {
  it.each([
    [
      'de',
      'Mein Sohn (9) hat schlechte Noten in Deutsch und Mathe, die Lehrerin schreibt mir ständig.',
      /vereinbare mit meinem Sohn eine feste Hausaufgabenzeit/u,
    ],
    [
      'ru',
      'Моя дочь в пятом классе стала плохо учиться, учительница жалуется на домашние задания.',
      /договорюсь с дочерью о постоянном времени/u,
    ],
    ['cs', 'Můj syn má ve škole samé čtyřky a učitelka mi kvůli úkolům píše každý týden.', /domluvím se se synem na pevném čase na úkoly/u],
    [
      'en',
      'My daughter is 10 and her school grades have dropped a lot this term, her teacher keeps emailing me.',
      /agreeing a fixed homework time with my daughter/u,
    ],
  ])('%s', (_lang, story, named) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(named);
    expect(goals).not.toMatch(/мы договоримся|ми домовимося|domluvíme pevný|vereinbare eine feste|agreeing a fixed homework time on/u);
  });

  it.each([
    [
      'uk',
      'Мої діти погано вчаться в школі, у обох двійки з математики, а класна керівниця щотижня скаржиться.',
      /допоможу дітям/u,
      /з дітьми про сталий час/u,
    ],
    [
      'de',
      'Meine zwei Kinder kommen in der Schule nicht mit, die Lehrerin ruft mich jede Woche an.',
      /meinen Kindern helfen/u,
      /mit meinen Kindern eine feste Hausaufgabenzeit/u,
    ],
    [
      'pl',
      'Moje dzieci mają coraz gorsze oceny w szkole, wychowawczyni dzwoni co tydzień.',
      /Pomogę dzieciom/u,
      /ustalę z dziećmi stałą porę/u,
    ],
    [
      'fr',
      "Mes deux enfants ont de mauvaises notes à l'école et la maîtresse m'appelle chaque semaine.",
      /aider mes enfants/u,
      /avec leurs professeurs principaux/u,
    ],
  ])('%s: children, no one child', (_lang, story, helped, agreed) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(helped);
    expect(goals).toMatch(agreed);
    expect(goals).not.toMatch(/дитині|meinem Kind |dziecku|mon enfant/u);
  });
});

describe('our wording points at no option or reproach the story never named', () => {
  it.each([
    [
      'pl',
      'Prowadzę z żoną mały zakład fryzjerski i od roku mamy coraz mniej klientów, obroty spadły o 20%.',
      /wypróbuję jeden nowy kanał/u,
      /rozważaną możliwość|przetestuję jedną zmianę/u,
    ],
    [
      'cs',
      'Mám malé knihkupectví a tržby mi letos klesly o třetinu, nevím, jestli to má smysl držet.',
      /zkoušet jednu změnu/u,
      /zvažovanou možnost/u,
    ],
    [
      'de',
      'Meine Bäckerei hat seit dem Sommer ein Viertel weniger Umsatz, und ich überlege, ob ich schließen soll.',
      /teste eine Änderung/u,
      /die ich erwäge/u,
    ],
  ])('%s: a business decision tests one change', (_lang, story, kept, gone) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).not.toMatch(gone);
  });

  it.each([
    [
      'cs',
      'V hodnocení mi vedoucí napsal, že bych měl být víc vidět. Chci to zlepšit do příštího hodnocení.',
      /příklady k tomu, co mám zlepšit/u,
      /výtce/u,
    ],
    ['sk', 'Pri hodnotení mi vedúci povedal, že by som mal byť na poradách viac vidieť.', /príklady k tomu, čo mám zlepšiť/u, /výhrade/u],
    [
      'ru',
      'На оценке руководитель сказал, что меня не видно на совещаниях и мне надо чаще высказываться.',
      // Being unseen is answered by its own measure (every-concern-of-a-story.test.ts): speaking up at every call.
      /хотя бы раз буду брать слово/u,
      /каждому замечанию/u,
    ],
  ])('%s: review feedback asks for examples of what to improve', (_lang, story, kept, gone) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).not.toMatch(gone);
  });
});
