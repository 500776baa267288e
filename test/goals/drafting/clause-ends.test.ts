/**
 * Issue 33, after blind reading 8 (a hunt through fifteen long narratives): where the goal's own words
 * end, so that nothing of the story is pasted into it.
 * - "even if …" (aj keby, i když, auch wenn, même si …) ends the aim; so does English "or I …".
 * - A cue right after someone else's words ("táta říká, že to musím dokončit") is what they said.
 * - "einen Excel- und Power-BI-Kurs": a compound cut short before "und" is one object, not two goals.
 * - "then" pointing at another aim ("wtedy zdecydować") names no date: it leaves the goal.
 * - A Slavic verb followed by a comma ("rozhodnout, co dál") is still the verb, conjugated; so is a verb
 *   joined by "и" / "a" with a time frame between ("и к маю пробежать") is a goal of its own, "Я пробегу 10 км к маю".
 * - After a comma, German "mir" / "mich" / "uns" start the story ("…, mir fehlen noch 4 Prüfungen").
 * - After a "whether", an "or" joins the answers of one question: "se cambiare lavoro o restare" is one
 *   aim (no "Entro l'estate se resterò"), while "trovare un secondo lavoro o chiedere un aumento" stays two.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('the story after the aim is not pasted into it', () => {
  it.each([
    ['Chcel by som si do leta nájsť prácu bližšie k domovu, aj keby som zarábal menej.', /aj keby/u],
    ['Chci si do června najít práci blíž domovu, i když budu brát méně.', /i když/u],
    ['Ich möchte bis Juli eine Stelle in meiner Stadt finden, auch wenn ich weniger verdiene.', /auch wenn/u],
    ["Je veux trouver un travail plus près de chez moi d'ici l'été, même si je gagne moins.", /même si/u],
    ['I need to submit my thesis by September 2027 or I lose my funding.', /or I lose/u],
    ['Studuju práva. Táta říká, že to musím dokončit.', /Dokončím/u],
    ['Chcę do końca marca podwoić sprzedaż i wtedy zdecydować.', /wtedy/u],
    ['Ich will mein Studium bis 2027 abschließen, mir fehlen noch 4 Prüfungen.', /mir fehlen/u],
  ])('%s', (input, pasted) => {
    expect(draftGoals(input, NOW)).not.toMatch(pasted);
  });
});

it('a compound cut short before "und" is one object', () => {
  const output = draftGoals('Ich möchte bis Juni einen Excel- und Power-BI-Kurs abschließen.', NOW);
  expect(output).toMatch(/^Ich werde bis Juni einen Excel- und Power-BI-Kurs abschließen/u);
});

describe('a Slavic verb before a comma or after a time frame is conjugated', () => {
  it.each([
    ['Chtěla bych se do konce semestru rozhodnout, co dál.', /Rozhodnu se, co dál/u],
    ['Chcę się do marca zdecydować, czy wracam na etat.', /Zdecyduję się, czy wracam na etat/u],
    ['Хочу до весны решить, куда поступать.', /До весны я решу, куда поступать — /u],
    ['Хочу бегать по утрам три раза в неделю и к маю пробежать 10 км.', /^2\. Я пробегу 10 км к маю — /mu],
    ['Chci zhubnout 5 kilo a do léta uběhnout 10 km.', /^2\. Uběhnu 10 km do léta – /mu],
    ['Хочу бігати тричі на тиждень і до травня пробігти 10 км.', /^2\. Я пробіжу 10 км до травня — /mu],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});

describe('after "whether", an "or" joins the answers of one question', () => {
  it.each([
    ["Vorrei capire entro l'estate se cambiare lavoro o restare.", /se cambiare lavoro o restare/u],
    ['Quiero decidir antes de marzo si sigo estudiando o empiezo a trabajar.', /si sigo estudiando o empiezo a trabajar/u],
    ['Ich möchte bis Ostern entscheiden, ob ich kündige oder in Teilzeit gehe.', /ob ich kündige oder in Teilzeit gehe/u],
    ['Chcę do wakacji zdecydować, czy zostać w Polsce albo wyjechać do Niemiec.', /czy zostać w Polsce albo wyjechać/u],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(expected);
    expect(output.split('\n')).toHaveLength(1);
  });
});
