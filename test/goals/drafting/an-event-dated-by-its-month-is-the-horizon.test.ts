/**
 * Issue 33 (blind readings 63's 6 and 64's 7): "les rattrapages sont en juin", "a entrega é em novembro" got the exam's or the
 * thesis's stock "four months", the person's own date passed over: a past told in the same clause before the date ("ainda nem
 * terminei a revisão") or just after it ("… et j'ai l'impression") made the event's month one behind the story, though the copula
 * right before the date ("sont", "é", "is", "je") is the event's own verb, ahead. And an event told with only its topic ("Mon examen
 * est en février et j'ai peur", no cue of a described situation) lost its date to the topic's stock horizon. A German perfect
 * ("ist im Oktober gestorben") and a month with a past verb ("I failed my exam in October") stay behind the story.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an event dated by its month is the horizon', () => {
  it.each([
    [
      'I failed two modules last semester and the resits are in June and I have barely started revising.',
      'at the resit in June,',
      /four months/u,
    ],
    [
      "J'ai raté mes partiels et les rattrapages sont en juin, je n'ai pas commencé à réviser.",
      "D'ici juin, je vais réussir tous mes examens",
      /quatre prochains mois/u,
    ],
    ['No terminé el TFG a tiempo y la entrega es en marzo.', 'Para marzo voy a terminar mi TFG', /cuatro meses/u],
    ['Ainda não terminei a revisão bibliográfica e a entrega do TCC é em junho.', 'Até junho vou terminar o meu TCC', /quatro meses/u],
    ['Non ho finito la tesi e la discussione è a marzo, sono molto in ritardo.', 'Entro marzo finirò la mia tesi', /quattro mesi/u],
    ['Diplomku jsem nedopsal a odevzdání je v dubnu.', 'Dokončím svou závěrečnou práci v dubnu', /čtyř měsíců/u],
    ['Neurobil som dve skúšky a opravný termín je v júni, ešte som sa nezačal učiť.', 'v najbližšom termíne v júni', /štyroch mesiacov/u],
    ["My exam is in February and I'm scared.", 'I will pass my exam in February,', /four months/u],
    ["Mon examen est en février et j'ai peur.", "D'ici février, je vais réussir l'examen", /quatre prochains mois/u],
    ['Ich habe kaum gelernt und die Prüfung ist am 14. Februar.', 'Bis zum 14. Februar werde ich die Prüfung bestehen', /vier Monaten/u],
  ])('%s', (text, kept, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(kept);
    expect(answer).not.toMatch(broken);
  });

  it.each([
    ['Mein Vater ist im Oktober gestorben und ich schlafe seitdem schlecht.', /Oktober/u],
    ["I failed my exam in October and I'm scared.", /October/u],
    ["J'ai déménagé en septembre et je ne connais personne ici.", /septembre/u],
  ])('a month behind the story is no deadline: %s', (text, past) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(past);
  });
});
