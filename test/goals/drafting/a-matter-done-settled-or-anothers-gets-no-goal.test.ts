/**
 * Issue 33 (round 50's probes): a situation's cue word fired on a matter the person had told as done, settled,
 * denied or another person's, and the answer set a goal for it — "mit dem Rauchen aufhören" for someone who has
 * not smoked for two years, "Я брошу курить" after "уже год не курю", "pay off my debts" for a friend's debt,
 * "find a new job" for a husband's unemployment, a driving licence already held, an inheritance "schon geregelt",
 * a son's school trouble "gelöst", a daughter's phone "никаких проблем", a husband's quarrel with his own boss
 * read as the mentee's relationship, a shop that "já vende bem" given a goal to win customers. Each situation's
 * `unless` (situations.json) now holds the words that say so in every language: done ("nicht mehr", "já não",
 * "уже … не", "already passed"), settled ("ist gelöst", "c'est réglé", "jde to lépe"), fine ("никаких проблем",
 * "no problem with"), another person as the subject ("my friend is … in debt", "у моего брата … долги", "husband
 * … unemployed", "seinem Chef"). Negation that precedes a past verb ("nie zdałam", "не склав", "non ho smesso")
 * would turn such words round, so each is written with "already" or with its time ("ya saqué el carnet", "уже
 * получил права") where the bare verb could be negated. The real concern told beside it keeps its goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a matter told as done, settled or another person’s gets no goal; the real concern keeps its own', () => {
  it.each([
    [
      'Ich rauche schon seit zwei Jahren nicht mehr. Ich möchte bis Juni 4 Kilo abnehmen.',
      /^Ich werde bis Juni 4 Kilo abnehmen; dafür wiege ich mich einmal pro Woche/u,
      /Rauchen aufhören|Zigaretten/u,
    ],
    [
      'Já não fumo há um ano. Quero correr 10 km até março.',
      /^Vou correr 10 km até março, treinando três vezes por semana/u,
      /parar de fumar|cigarros/u,
    ],
    [
      'Я уже год не курю. Хочу выучить немецкий до уровня A2 к июню.',
      /^Я выучу немецкий до уровня A2 к июню — буду заниматься не меньше двух раз в неделю/u,
      /брошу курить|сигарет/u,
    ],
    [
      'My best friend is deep in debt and calls me every night. My own problem is that I keep putting off my coursework.',
      /^I will stop putting things off and meet my deadlines over the next two months/u,
      /pay off my debts|debt/u,
    ],
    [
      'My husband has been unemployed since March. I want to learn Spanish to A2 by June.',
      /^I will learn Spanish to A2 by June, taking at least two lessons a week/u,
      /find a new job|applications/u,
    ],
    [
      'I already passed my driving test in the summer. Now I want to save 2,500 pounds for a car by May.',
      /^I will save 2,500 pounds for a car by May, setting aside 500 pounds every month/u,
      /driving licence|driving lessons/u,
    ],
    [
      'Mein Vater ist im Frühjahr gestorben, das Erbe ist schon geregelt. Ich schlafe seit Monaten schlecht, oft nur fünf Stunden.',
      /besser und regelmäßiger schlafen/u,
      /Erbstreit|Mediation/u,
    ],
    [
      'Spadek po babci już załatwiony. Chcę do czerwca zdać egzamin B2 z niemieckiego.',
      /^Zdam egzamin B2 z niemieckiego do czerwca – będę się uczyć co najmniej pięć godzin tygodniowo/u,
      /spór o spadek|mediacj/u,
    ],
    [
      'Mi abuelo murió en verano y nos dejó una herencia pequeña, ya repartida. Quiero ahorrar 4.000 euros para un máster en septiembre.',
      /^Mis objetivos SMART:\n1\. Voy a ahorrar 4\.000 euros para un máster en septiembre/u,
      /herencia|mediación/u,
    ],
    [
      'Mein Sohn hatte Probleme in der Schule, aber das ist gelöst. Ich will bis Mai 5 Kilo abnehmen.',
      /^Ich werde bis Mai 5 Kilo abnehmen; dafür wiege ich mich einmal pro Woche/u,
      /in der Schule besser mitzukommen|Klassenlehr/u,
    ],
    [
      'Моя дочь раньше много сидела в телефоне, сейчас с этим никаких проблем. Я хочу бегать три раза в неделю.',
      /^Я буду бегать три раза в неделю/u,
      /правилах пользования экранами/u,
    ],
    [
      'Mein Mann hat seit Monaten Streit mit seinem Chef, das belastet ihn sehr. Ich selbst möchte bis Ende März meinen Führerschein machen.',
      /^Ich werde bis Ende März meinen Führerschein machen; dafür nehme ich mindestens zwei Fahrstunden pro Woche/u,
      /Beziehung zu meinem Mann|Beratungsstelle/u,
    ],
    [
      'A minha loja de artesanato já vende bem, umas 80 encomendas por mês. Quero ter um dia de folga por semana a partir de janeiro.',
      /^Vou ter um dia de folga por semana a partir de janeiro/u,
      /mais clientes|aumentar as minhas vendas/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('a debt paid off in the story lends no repayment to the saving told beside it', () => {
    const out = draftGoals(
      'Meine Schulden habe ich letztes Jahr komplett abbezahlt. Jetzt möchte ich bis Dezember 2027 10.000 Euro für eine Wohnung ansparen.',
      NOV_25,
    );
    expect(out).toMatch(/^Ich werde bis Dezember 2027 10\.000 Euro für eine Wohnung ansparen; dafür lege ich jeden Monat 840 Euro zurück/u);
    expect(out).not.toMatch(/zahle ich|Restbetrag/u);
  });

  it('a past driving exam told negated is still the exam to pass', () => {
    expect(draftGoals('Nie zdałam egzaminu na prawo jazdy i czuję się głupio.', NOV_25)).toMatch(/Zdam egzamin na prawo jazdy/u);
    expect(draftGoals('Не склав на права.', NOV_25)).toMatch(/^Я отримаю водійські права/u);
  });
});
