/**
 * Issue 33 (the development set's "Zdecyduję do wakacji, czy zostać w Polsce albo wyjechać do Niemiec"): a choice
 * told with the future of "decide" ("Rozhodnu se do léta, jestli …", "Ich entscheide bis März, ob …") was not read
 * as an undecided choice, only the infinitive was (options.json know): the answer was an empty "I will decide" with
 * the generic steps and the options pasted as a second goal ("Zostanę czy w Polsce albo wyjechać"). A dash standing
 * alone ends the options as a full stop does ("czy wyjechać – pomocy", "… w Польщі —;").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a decision told in the future tense is one decision', () => {
  it.each([
    [
      'Zdecyduję do wakacji, czy zostać w Polsce albo wyjechać do Niemiec',
      'Zdecyduję do wakacji, czy zostać w Polsce albo wyjechać do Niemiec – do końca przyszłego tygodnia spiszę',
      /Zostanę czy|spiszę wszystkie potrzebne kroki/u,
    ],
    [
      'Rozhodnu se do léta, jestli zůstat v Praze nebo se odstěhovat do Brna.',
      'Rozhodnu se do léta, jestli zůstat v Praze nebo se odstěhovat do Brna – do konce příštího týdne si sepíšu',
      /Mým cílem je jestli|sepíšu všechny potřebné kroky/u,
    ],
    [
      'Rozhodnem sa do leta, či zostať v Bratislave alebo ísť do Viedne.',
      'Rozhodnem sa do leta, či zostať v Bratislave alebo ísť do Viedne – do konca budúceho týždňa si spíšem',
      /Mojím cieľom je či|spíšem všetky potrebné kroky/u,
    ],
    [
      'Ich entscheide bis März, ob ich bleibe oder gehe.',
      'Ich werde bis März entscheiden, ob ich bleibe oder gehe; dafür schreibe ich bis Ende nächster Woche auf',
      /drei Dinge aufschreiben/u,
    ],
    [
      'вирішу протягом шести тижнів, чи повертатися в Україну, чи залишатися в Польщі —',
      'Я вирішу протягом шести тижнів, чи повертатися в Україну, чи залишатися в Польщі — до кінця наступного тижня випишу',
      /—;|випишу всі потрібні кроки/u,
    ],
    [
      'Nie wiem, czy zostać w Polsce, czy wyjechać – pomocy',
      'Zdecyduję w ciągu sześciu tygodni, czy zostać w Polsce, czy wyjechać – do końca przyszłego tygodnia spiszę',
      /pomocy/u,
    ],
  ])('%s', (text, kept, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(kept);
    expect(answer).not.toMatch(broken);
  });
});
