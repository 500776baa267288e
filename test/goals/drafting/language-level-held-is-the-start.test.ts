/**
 * Issue 33 (round 55's probes): a language level the person already has was taken for the aim or
 * dropped. "Nemčinu mám tak na B1" (blind reading 87's 25) gave "Dosiahnem v nemčine úroveň B1", since
 * "na B1" read as a level to reach; "английский у меня примерно B1" (87's 13) and "hasta que tenga el B2
 * de alemán" (88's 13) gave "the next level" and "el siguiente nivel". A level held (after "mám", "у меня",
 * "estoy en", "my English is") is the start and the next level the aim (gate.ts `{next}`); a level needed
 * or wanted ("wants C1", "tenga el B2", "potrzebuję B2") is the aim whatever is held, and names the exam
 * of that level too, in every language, not "the official exam of the next level".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a language level held is the start, the next one the aim', () => {
  it.each([
    [
      'Mám 23 rokov, skončila som vysokú školu (manažment) v Bratislave a rok som bola au-pair vo Viedni. Teraz som späť a neviem, či zostať na Slovensku alebo ísť späť do Rakúska, kde sú vyššie platy. Nemčinu mám tak na B1. Mám študentskú pôžičku 6 000 eur a ešte nemám žiadnu skutočnú prácu v odbore.',
      /Dosiahnem v nemčine úroveň B2 .*oficiálnu skúšku úrovne B2/u,
      /úroveň B1|ďalšej úrovne/u,
    ],
    [
      'Мне 34, я переехал в Сербию год назад, работаю удалённо тестировщиком на российскую компанию. Хочу перейти в автоматизацию на Python и найти работу в европейской компании, но английский у меня примерно B1, на собеседованиях теряюсь.',
      /Я достигну уровня B2 знания английского языка .*официальный экзамен уровня B2/u,
      /следующего уровня/u,
    ],
    [
      'Me mudé a Alemania hace 6 meses. Yo era enfermera en Sevilla pero aquí no puedo trabajar hasta que tenga el B2 de alemán y homologue el título. Ahora estoy en A2.',
      /voy a alcanzar el nivel B2 de alemán.*examen oficial del nivel B2/u,
      /siguiente nivel|nivel siguiente|nivel B1/u,
    ],
    [
      "I moved to Ireland two years ago. I'm a physiotherapist from Brazil and my English is B1 now, but the council wants C1 before they register me.",
      /I will reach level C1 in English .*the official exam of level C1/u,
      /the next level|level B2/u,
    ],
    [
      'Mam niemiecki na B1, a do uznania dyplomu pielęgniarki potrzebuję B2.',
      /Osiągnę poziom B2 znajomości języka niemieckiego.*oficjalnego egzaminu z poziomu B2/u,
      /poziom B1|kolejnego poziomu/u,
    ],
    [
      'Ho bisogno del B2 di tedesco per lavorare come infermiera, adesso sono al B1.',
      /raggiungerò il livello B2 di tedesco.*l'esame ufficiale del livello B2/u,
      /livello B1/u,
    ],
    [
      'Ich bin Ärztin aus Syrien und habe B1 in Deutsch.',
      /werde ich mein Deutsch auf das Niveau B2 bringen.*die offizielle Prüfung für B2/u,
      /nächste Niveaustufe|nächsten Stufe/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
