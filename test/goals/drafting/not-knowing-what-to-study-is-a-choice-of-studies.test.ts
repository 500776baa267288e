/**
 * Issue 33 (round 64, the lead's probes): "Nevím, co studovat." was answered "No response.", and "nevim co
 * studovat" pasted as an aim ("Mým cílem je nevim co studovat … budu studovat alespoň čtyři hodiny týdně"). Not
 * knowing what to study is a choice of studies (situations.json `studychoice`): three fields written down, a
 * student or graduate of each asked, an open day before choosing. A Polish, Russian or Ukrainian aim with a clause
 * after a comma ("выберу, что буду изучать") takes its time frame first (slavic-frames.json `relative`).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('not knowing what to study is a choice of studies', () => {
  it.each([
    ['Nevím, co studovat.', /^Během dvou měsíců vyberu obor, který budu studovat – do konce příštího týdne si sepíšu tři obory/u],
    ['neviem co studovat', /^Do dvoch mesiacov vyberiem odbor, ktorý budem študovať – do konca budúceho týždňa si spíšem tri odbory/u],
    [
      "I don't know what to study.",
      /^I will choose what to study over the next two months, writing down by the end of next week three subjects/u,
    ],
    ['No sé qué estudiar, tengo 18 años.', /^Voy a elegir qué estudiar en los próximos dos meses, anotando/u],
    ['Nie wiem, co studiować.', /^W ciągu dwóch miesięcy wybiorę, co chcę studiować – do końca przyszłego tygodnia spiszę trzy kierunki/u],
    ['Не знаю, куда поступать после школы.', /^В течение двух месяцев я выберу, что буду изучать — /u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/No response|cílem je nev|cieľom je nev/u);
  });
});
