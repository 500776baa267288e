/**
 * Issue 33 (blind reading 100's 27): "quiero ser mejor artista" was echoed ("Voy a ser mejor artista") with the
 * weekly-steps filler ("todos los pasos necesarios"): no practice and nothing made. A wish to be a better
 * artist, musician, writer, photographer or actor is a family of its own (wishes.json "craft"): a piece of
 * one's own to make or finish this month, shown to someone whose eye one trusts, with hours of practice a week.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a wish to be a better artist is a piece to make and practice', () => {
  it.each([
    ['quiero ser mejor artista', /^Voy a elegir antes del final de la próxima semana una obra propia/u, /tres horas a la semana/u],
    ['I want to be a better painter.', /^I will choose by the end of next week one piece of my own/u, /three hours a week/u],
    ['Ich will ein besserer Musiker werden.', /^Ich werde bis Ende nächster Woche ein eigenes Stück auswählen/u, /drei Stunden pro Woche/u],
    ['Chci být lepší fotografka.', /^Do konce příštího týdne si vyberu jednu vlastní práci/u, /tři hodiny týdně/u],
    ['Chcę być lepszą pisarką.', /^Do końca przyszłego tygodnia wybiorę jedną własną pracę/u, /trzy godziny tygodniowo/u],
    ['Хочу стать лучшим писателем.', /^Я до конца следующей недели выберу одну свою работу/u, /трёх часов в неделю/u],
  ])('%s', (input, start, practice) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(start);
    expect(out).toMatch(practice);
    expect(out).not.toMatch(/pasos necesarios|every step it takes|nötigen Schritte|potřebné kroky|нужные шаги/u);
  });
});
