/**
 * Issue 33: a goal told as "we" ("Mi hermana y yo queremos aprender salsa", "Chcemy z żoną spłacić
 * kredyt") is read as the aim it states, in every framed language, and names whom it is shared with.
 * Before, only the singular "I want" was a cue: the aim went unread and the family member named
 * beside it made it a talk to improve the relationship.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
/** The relationship-talk goal in the languages below. */
const TALK = /relaci|relation|Beziehung|rapporto|relação|relacj|vztah|стосунк|отношени|conversation franche|conversación franca/u;

describe('a "we" aim is the aim it states, shared with the one named', () => {
  it.each([
    ['es', 'Mi hermana y yo queremos aprender salsa antes del verano.', /^Junto con mi hermana, voy a aprender salsa antes del verano/u],
    ['pl', 'Ja i moja córka chcemy nauczyć się hiszpańskiego do wakacji.', /^Nauczę się razem z córką hiszpańskiego do wakacji/u],
    ['fr', 'Ma sœur et moi voulons courir un semi-marathon en avril.', /^Avec ma sœur, je vais courir un semi-marathon en avril/u],
    ['de', 'Meine Mutter und ich wollen zusammen jeden Sonntag wandern gehen.', /gemeinsam mit meiner Mutter jeden Sonntag wandern gehen/u],
    ['it', 'Mia madre e io vogliamo imparare a cucinare il pane.', /^Insieme a mia madre, imparerò a cucinare il pane/u],
    ['pt', 'Eu e a minha mãe queremos caminhar 5 km todos os fins de semana.', /^Junto com a minha mãe, vou caminhar 5 km/u],
    ['ru', 'Мы с братом хотим открыть автомастерскую в следующем году.', /^Я вместе с братом открою автомастерскую в следующем году/u],
    ['cs', 'Já a moje sestra chceme naučit se plavat do léta.', /^Naučím se společně se sestrou plavat do léta/u],
    ['uk', 'Моя мама і я хочемо вивчити англійську до осені.', /^Я разом з мамою вивчу англійську до осені/u],
  ])('%s: %s', (_lang, input, aim) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(aim);
    expect(out).not.toMatch(TALK);
  });

  it.each([
    // An amount's thousands dot is no sentence end: the partner stays named.
    ['es', 'Mi novio y yo queremos ahorrar 4.000 euros para el viaje en agosto.', /^Junto con mi novio, voy a ahorrar 4\.000 euros/u],
    // "we have …" after the comma is the story, not the aim: the home's own measure, not a saving's.
    [
      'it',
      'Io e mio marito vorremmo comprare casa, abbiamo da parte 20 mila euro ma la banca chiede il 20% di anticipo.',
      /^Insieme a mio marito, comprerò casa .*anticipo/u,
    ],
    ['pl', 'Chcemy z żoną spłacić kredyt na samochód do końca roku.', /^Spłacę z żoną kredyt na samochód do końca roku/u],
    ['uk', 'Ми з донькою хочемо відкласти 10 тисяч гривень до літа.', /^Я разом з донькою відкладу 10 тисяч гривень до літа/u],
  ])('%s: %s', (_lang, input, aim) => {
    expect(draftGoals(input, NOW)).toMatch(aim);
  });
});
