/**
 * Issue 33 (round 59's probes): a concern told in words no rule knew got the weekly-steps filler ("writing down in the
 * first week every step it takes", "за первую неделю выпишу все нужные шаги") or another topic's steps. A permanent
 * residence ("дозвіл на постійне проживання", "постоянное проживание", "kartę stałego pobytu", "permanent residence")
 * and an expired visa ("meu visto já venceu") are the permit's own steps (the documents the official site asks for, the
 * appointment, the application followed), unless an exam is named in the same sentence: then the exam is the step to
 * measure ("Хочу получить постоянное пребывание, для этого нужен экзамен по чешскому A2" keeps its study hours). Going
 * self-employed ("go self employed" without its hyphen, "mettermi in proprio", "me mettre à mon compte", "selbstständig
 * sein") is the registration's steps, as "self-employed" already was; a status already held ("jako OSVČ") and German
 * "sich selbstständig machen" (a business started, its test sale) are left as they were. A diploma confirmed with a
 * possessive between ("подтвердить свой диплом стоматолога") is the recognition's steps; a stone to lose is a weight.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a permit, a registration, a diploma and a stone told by their own words get their own steps', () => {
  it.each([
    [
      'Хочу до кінця 2027 року отримати дозвіл на постійне проживання в Чехії і відкрити свою манікюрну студію.',
      'Я отримаю дозвіл на постійне проживання в Чехії до кінця 2027 року — протягом тижня випишу документи, яких вимагає офіційний сайт',
      /випишу всі потрібні кроки/u,
    ],
    [
      'Chcę do końca roku uzyskać kartę stałego pobytu.',
      'Uzyskam kartę stałego pobytu do końca roku – w ciągu tygodnia spiszę dokumenty wymagane na oficjalnej stronie',
      /wszystkie potrzebne kroki/u,
    ],
    [
      'Хочу получить постоянное проживание в Чехии до конца 2027 года.',
      'в течение недели выпишу документы, которые требует официальный сайт',
      /все нужные шаги/u,
    ],
    [
      'get my CSCS card and NVQ level 2 in plastering by april, then go self employed',
      'I will go self employed within the next 8 months, comparing the tax schemes and what each costs with an accountant',
      /every step it takes/u,
    ],
    [
      'Ich will bis Ende 2027 meinen Taxischein machen und mit eigenem Taxi selbstständig sein.',
      'Bis Ende 2027 werde ich mit eigenem Taxi selbstständig sein; dafür vergleiche ich in den nächsten zwei Wochen mit einer Steuerberatung die Steuermodelle',
      /Testverkauf/u,
    ],
    [
      "Ho 44 anni e faccio la commercialista in uno studio. Mio marito è d'accordo. Vorrei mettermi in proprio.",
      'Mi metterò in proprio entro i prossimi quattro mesi, confrontando entro due settimane con un commercialista i regimi fiscali',
      /fissando una tappa/u,
    ],
    [
      'Хочу за год выучить испанский до B2 и подтвердить свой диплом стоматолога в Испании.',
      'Я подтвержу свой диплом стоматолога в Испании за год — в течение двух недель выясню, какое ведомство признаёт диплом',
      /все нужные шаги/u,
    ],
    [
      'I want to walk 10,000 steps a day by my 70th birthday on 3 March and lose a stone before our trip to Portugal in June.',
      'I will lose a stone before our trip to Portugal in June, weighing myself once a week on the same morning',
      /every step it takes/u,
    ],
  ])('%s', (text, phrase, filler) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(filler);
  });

  it.each([
    [
      'Chci příští rok vydělat aspoň 900 tisíc jako OSVČ elektrikář a přestat dělat o víkendech.',
      'Vydělám aspoň 900 tisíc jako OSVČ elektrikář příští rok – ještě tento týden si sepíšu, jaký mám teď příjem',
      /daňové režimy/u,
    ],
    [
      'Хочу получить постоянное пребывание, для этого нужен экзамен по чешскому A2, а времени учить совсем нет.',
      'буду заниматься не меньше пяти часов в неделю',
      /официальный сайт/u,
    ],
  ])('keeps what it had: %s', (text, phrase, other) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(other);
  });
});
