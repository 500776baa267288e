/**
 * Issue 33 (round 67, reader 108's 01): "My daughter starts school in September" made a shift supervisor's
 * role "my new role as a manager in September", and a child's school start dated the talk with the manager
 * told in the next sentence. A date told in a sentence a relative opens is that person's matter
 * (specifics.json whyKin): it dates no aim or situation of another sentence, which takes its own time
 * frame; "my husband and I" and an aim in that very sentence keep it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a relative’s date dates no aim of another sentence', () => {
  it.each([
    [
      'My son starts secondary school in September and the school run is going to be a nightmare with my 7am starts. I need to talk to my manager about moving my hours to 9 to 5.',
      /I will talk to my manager about moving my hours to 9 to 5 over the next three months/u,
      /by September/u,
    ],
    [
      'My daughter starts school in September and I barely see her awake. My team leader said there might be a shift supervisor role coming up in spring but I have never managed anyone.',
      /^I will grow into my new role as a manager/u,
      /manager in September/u,
    ],
    [
      'Meine Tochter kommt im September in die Schule, und mit meinen Schichten ab 6 Uhr klappt das nicht. Ich muss mit meinem Chef über feste Frühdienste bis 14 Uhr reden.',
      /In den nächsten drei Monaten werde ich mit meinem Chef über feste Frühdienste bis 14 Uhr reden/u,
      /Bis September/u,
    ],
    [
      'Syn we wrześniu idzie do pierwszej klasy, a ja pracuję na zmiany w hipermarkecie. Muszę porozmawiać z kierowniczką o stałej porannej zmianie. Chciałabym też w końcu zrobić prawo jazdy.',
      /Zrobię prawo jazdy w ciągu sześciu miesięcy/u,
      /do września/u,
    ],
    [
      'My daughter is getting married in July. I still owe £3,600 on a personal loan and I want to pay it off.',
      /^I will pay off my debts within the next twelve months/u,
      /in July/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it.each([
    ['My husband and I are moving to Leeds in March. I want to find a job there.', /March/u],
    ['Meine Tochter heiratet im Juli und ich will bis dahin 2.000 Euro für das Kleid sparen.', /Juli/u],
    ['Meine Tochter heiratet im Juli. Ich will 2.000 Euro für das Kleid sparen.', /Bis Juli/u],
    ['Meine Tochter kommt im Februar in die Schule und ich will bis dahin wieder Teilzeit arbeiten.', /Bis Februar/u],
    ['Ma fille entre à l’école en septembre et je veux reprendre le travail.', /D'ici septembre/u],
  ])('keeps the date that is the writer’s too: %s', (input, date) => {
    expect(draftGoals(input, NOW)).toMatch(date);
  });
});
