/**
 * Issue 33, after blind reading 16: a thesis supervisor the story tells as a woman in Russian,
 * Ukrainian, Czech or Slovak is one in our wording ("научной руководительнице", "vedoucí práce"),
 * as she already was in Spanish, Italian, Portuguese and Polish; and what another does to the mentee
 * after an "and" ("a moje vedoucí mi odpovídá jednou za měsíc", ", a moja promotorka odpisuje mi …")
 * is the story, never pasted into the aim before it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a woman thesis supervisor the story names stays one', () => {
  it.each([
    [
      'Моя научная руководительница не отвечает уже месяц, а защита диссертации назначена на май. У меня готовы три главы из пяти.',
      /научной руководительнице/u,
    ],
    [
      'Моя наукова керівниця не відповідає вже місяць, а захист дипломної роботи в червні. Написала тільки два розділи.',
      /науковій керівниці/u,
    ],
    [
      'Musím odevzdat diplomovou práci do května a moje vedoucí mi odpovídá jednou za měsíc. Mám napsané dvě kapitoly.',
      /pošlu ji vedoucí práce/u,
    ],
    [
      'Musím odovzdať diplomovú prácu do mája a moja vedúca mi odpisuje raz za mesiac. Mám napísané dve kapitoly.',
      /pošlem ju vedúcej práce/u,
    ],
  ])('%s', (input, hers) => {
    expect(draftGoals(input, NOW)).toMatch(hers);
  });

  it.each([
    ['Мій науковий керівник не відповідає вже місяць, а захист дипломної роботи в червні.', /науковому керівникові/u],
    ['Musím odevzdat diplomovou práci do května a vedoucí práce mi odpovídá jednou za měsíc.', /vedoucímu práce/u],
  ])('a man, or no one told, keeps our wording: %s', (input, ours) => {
    expect(draftGoals(input, NOW)).toMatch(ours);
  });
});

describe('what another does to the mentee after an "and" is the story, not the aim', () => {
  it.each([
    ['Musím odevzdat diplomovou práci do května a moje vedoucí mi odpovídá jednou za měsíc.', /^Odevzdám diplomovou práci do května – /u],
    ['Musím odovzdať diplomovú prácu do mája a moja vedúca mi odpisuje raz za mesiac.', /^Odovzdám diplomovú prácu do mája – /u],
    ['Muszę oddać pracę magisterską do maja, a moja promotorka odpisuje mi raz w miesiącu.', /^Oddam pracę magisterską do maja – /u],
    ['Muszę oddać pracę magisterską do maja a promotorka mi odpisuje raz w miesiącu.', /^Oddam pracę magisterską do maja – /u],
  ])('%s', (input, aim) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(aim);
    expect(output).not.toMatch(/odpovídá|odpisuje/u);
  });
});

describe('"I will be there a planner" tells where one will work, no aim to obtain', () => {
  it.each([
    ['Od dubna nastupuju do nové práce ve Vídni, budu tam plánovač dopravy. Moje němčina je na úrovni A2.', /němčině/u],
    ['Od kwietnia zaczynam pracę w Wiedniu, będę tam planistą transportu. Mój niemiecki jest na poziomie A2.', /niemieckiego/u],
    ['С апреля выхожу на новую работу в Вене, буду там логистом. Мой немецкий на уровне A2.', /немецкого/u],
    ['Od apríla nastupujem do novej práce vo Viedni, budem tam plánovač dopravy. Moja nemčina je tak na úrovni A2.', /nemčine/u],
  ])('%s', (input, language) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(/Získ[aá]m tam|Zdobędę tam|получу там/u);
    expect(output).toMatch(language);
  });
});
