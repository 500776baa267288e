/**
 * Issue 33 (blind readings 68's 6 and 16, 69's 26, 70's 5): words the person tells beside an aim came back pasted as one.
 * "Não quero jogar fora tudo o que investi" is a fear of losing what was put in, no aim to stop ("Vou deixar de jogar
 * fora …"); "Keine Ahnung wo anfangen" is a question, no aim ("werde ich keine Ahnung wo anfangen"); what happens
 * "ogni volta che provo a studiare" is the story of a habit, no aim ("Studierò mi blocco …"); a starting capital told
 * after a comma is what the aim costs, no part of its words ("…, стартовый капитал примерно 1,5 миллиона рублей —").
 * gate.json: notAnAimStarts, storyLeads, tailStarts.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a loss feared, a question, a habit or a starting capital told is no aim pasted', () => {
  it.each([
    ['Não quero jogar fora tudo o que investi.', /jogar fora tudo/u],
    ['No quiero tirar por la borda todo lo que invertí.', /tirar por la borda/u],
    ["Je ne veux pas perdre tout ce que j'ai investi.", /perdre tout/u],
    ['Nie chcę zmarnować wszystkiego, co zainwestowałem.', /zmarnować/u],
    ['Ich will B1 schaffen. Keine Ahnung wo anfangen.', /Ahnung|anfangen/u],
    ['Ich will B1 schaffen. Weiß nicht, wo anfangen.', /anfangen/u],
    ['Ogni volta che provo a studiare mi blocco e finisco a guardare il telefono. Vorrei laurearmi entro marzo.', /mi blocco/u],
    ['Хочу открыть небольшую пекарню в своём городе в течение года, стартовый капитал примерно 1,5 миллиона рублей.', /капитал/u],
    ['Quero abrir uma padaria dentro de um ano, capital inicial de uns 80 mil reais.', /capital inicial/u],
  ])('%s', (text, pasted) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(pasted);
  });

  it('keeps the aim told beside them', () => {
    expect(draftGoals('Ich will B1 schaffen. Keine Ahnung wo anfangen.', NOV_25)).toContain('werde ich B1 schaffen;');
    expect(
      draftGoals('Ogni volta che provo a studiare mi blocco e finisco a guardare il telefono. Vorrei laurearmi entro marzo.', NOV_25),
    ).toContain('Mi laureerò entro marzo,');
    expect(
      draftGoals('Хочу открыть небольшую пекарню в своём городе в течение года, стартовый капитал примерно 1,5 миллиона рублей.', NOV_25),
    ).toContain('Я открою небольшую пекарню в своём городе в течение года —');
  });
});
