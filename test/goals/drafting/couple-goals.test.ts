/**
 * Issue 33: a couple writing "we" ("Mi pareja y yo queremos …", "Chceme se s manželem …") gets the
 * mentee's goal naming whom it is shared with — no lone "I" against their "we". The templates stay
 * in the first person singular (the goal is the mentee's; a plural of every measure in eleven
 * languages would be a second set of templates): Romance and English open with "together with …",
 * German and the Slavic languages put it after the conjugated verb.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a couple’s goal names the partner', () => {
  it.each([
    ['Mi novio y yo queremos ahorrar 4.000 euros para el viaje de novios en agosto.', /^Junto con mi novio, /u],
    ['My husband and I want to save 5,000 pounds for a new car by next summer.', /^Together with my husband, I will /u],
    ['Ich und meine Frau wollen bis Ostern 2.000 € für den Urlaub sparen.', /werde ich gemeinsam mit meiner Frau /u],
    ['Mon copain et moi voulons économiser 3 000 euros pour partir en Italie en juillet.', /^Avec mon copain, /u],
    ['Chceme se s přítelkyní do září přestěhovat do Brna.', /^Přestěhuji se (?:společně )?s přítelkyní .*do Brna/u],
    ['Мы с мужем хотим к осени накопить 200 тысяч рублей на ремонт.', /^Я вместе с мужем /u],
    ['Chcemy z żoną do końca roku spłacić kredyt na samochód, zostało 12 000 zł.', /^Spłacę (?:razem )?z żoną .*kredyt/u],
  ])('%s', (input, shared) => {
    expect(draftGoals(input, NOW)).toMatch(shared);
  });

  it('leaves a goal of the mentee alone when the partner is only part of the story', () => {
    expect(draftGoals('Quiero aprender inglés. Mi marido trabaja todo el día.', NOW)).toMatch(/^Voy a aprender inglés/u);
  });

  it.each([
    "I work night shifts and I'm exhausted all the time. I want to get back into running. Also my partner says I'm grumpy all the time.",
    'Wir haben zwei Kinder und ich will wieder Sport machen. Mein Mann arbeitet viel.',
  ])('needs the "we" and the partner in one sentence: %s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/Together with my partner|gemeinsam mit meinem Mann/u);
  });
});

describe('a situation is shared only when its cue stands in the couple’s sentence', () => {
  it.each([
    [
      'My husband and I argue almost every evening about who does the housework. On top of that I have had back pain from sitting all day for months.',
      /back/u,
      /Together with my husband/u,
    ],
    [
      'Mi marido y yo discutimos casi cada noche por las tareas de la casa. Además me duele la espalda desde hace meses por estar sentada todo el día.',
      /espalda/u,
      /Junto con mi marido/u,
    ],
    [
      'Meine Frau und ich streiten jeden Abend darüber, wer was im Haushalt macht. Dazu kommen Rückenschmerzen vom vielen Sitzen.',
      /Rücken/u,
      /gemeinsam mit meiner Frau/u,
    ],
  ])('%s', (input, ownGoal, partner) => {
    const own = draftGoals(input, NOW)
      .split('\n')
      .filter((line) => ownGoal.test(line));
    expect(own).toHaveLength(1);
    expect(own[0]).not.toMatch(partner);
  });

  it('names the partner once when the goal already speaks of them', () => {
    const output = draftGoals('My husband and I argue almost every evening about who does the housework.', NOW);
    expect(output).not.toMatch(/Together with my husband, .*with my partner/u);
  });
});

// Blind reading 15: "I haven't been to the gym since August and I've snapped at my partner" got "Together
// with my partner, I will build healthier … habits". An "and I" is a couple only as a pair ("my partner and I").
describe('an "and I" in a sentence that names a partner is no couple', () => {
  it.each([
    [
      "I work full time. I haven't been to the gym since August and I've snapped at my partner twice this week.",
      /Together with my partner/u,
    ],
    [
      'Ich arbeite Vollzeit. Ich war seit August nicht im Fitnessstudio und ich habe meinen Partner diese Woche zweimal angeschrien.',
      /gemeinsam mit meinem Partner/iu,
    ],
    [
      'Trabajo a tiempo completo. No voy al gimnasio desde agosto y yo le grité a mi pareja dos veces esta semana.',
      /[Jj]unto con mi pareja/u,
    ],
    [
      'Pracuji na plný úvazek. Od srpna jsem nebyla v posilovně a já jsem tento týden dvakrát vyjela na manžela.',
      /[Ss]polečně s manželem/u,
    ],
  ])('%s', (input, shared) => {
    expect(draftGoals(input, NOW)).not.toMatch(shared);
  });

  it.each([
    ['My partner and I want to save 3,000 pounds for a holiday by next summer.', /^Together with my partner, I will /u],
    ['Mi pareja y yo queremos ahorrar 3.000 euros para las vacaciones en julio.', /^Junto con mi pareja, /u],
  ])('a pair is still a couple: %s', (input, shared) => {
    expect(draftGoals(input, NOW)).toMatch(shared);
  });
});

describe('the mentee’s "together" leaves no space before the comma', () => {
  it.each([
    'Eu e a minha filha queremos poupar 2000 euros até ao verão para uma viagem juntas.',
    'Mi pareja y yo queremos ahorrar 2.000 euros para un viaje juntos antes de agosto.',
    'My partner and I want to save 2,000 pounds for a trip together by next summer.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/ ,/u);
  });
});
