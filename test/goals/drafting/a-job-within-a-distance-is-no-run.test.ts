/**
 * Issue 33 (round 70b; blind reading 118 #17, #19, #23): a job sought within a distance of a place ("a job within
 * 30 miles of home", "un poste à moins de 30 km de Guéret", "práci ve výrobě do 40 km od Trutnova") was measured as
 * running: a longest session made longer until it reached 30 km, or "at least 10 miles every week". A distance
 * told with a job or a radius (own-measures.json distance.placed) is no run and no count to pace: the goal keeps
 * its own topic's measure, the applications of a job search. A run of its own still gets its sessions.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a job within a distance is no run', () => {
  it.each([
    ['My goal is to get a job as a care assistant within 15 miles of home before the end of February.', /applications/u],
    ['Je veux trouver un emploi de cariste à moins de 25 km de chez moi d’ici mars.', /candidatures/u],
    ['Ich möchte bis Ende März eine feste Stelle als Lagerist im Umkreis von 30 km von Gera finden.', /Bewerbungen/u],
    ['Quiero encontrar trabajo de mozo de almacén a menos de 30 km de Linares antes de abril.', /candidaturas/u],
    ['Voglio trovare un lavoro come magazziniere entro 30 km da casa entro marzo.', /candidature/u],
    ['Quero encontrar trabalho num raio de 30 km de Viseu até junho.', /candidaturas/u],
    ['Chcę znaleźć pracę na magazynie do 30 km od Suwałk do końca marca.', /aplikacji/u],
    ['Chci do března najít práci skladníka do 30 km od Jihlavy.', /přihlášek/u],
    ['Chcem do konca marca nájsť prácu vo výrobe do 30 km od Martina.', /žiadostí/u],
    ['Хочу до конца марта найти работу водителем не дальше 40 км от дома.', /откликов/u],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/\b(?:miles every|session|séance|Einheit|sesión|sessione|treino|trening|trénink|tréning)\b|тренировк/u);
  });

  it.each([
    ['I want to run 100 miles in total by the end of January.', /at least \d+ miles every week/u],
    ['Je veux courir 10 km d’ici juin.', /ma plus longue séance/u],
    ['Хочу к июню пробежать 10 км, сейчас бегаю 3 км.', /самую длинную тренировку/u],
  ])('a run of its own keeps its pace: %s', (input, measure) => {
    expect(draftGoals(input, NOW)).toMatch(measure);
  });
});
