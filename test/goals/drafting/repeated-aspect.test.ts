/**
 * Issue 33: an action repeated every week, month or evening takes the imperfective future in Polish
 * ("co miesiąc będę spłacać", not "co miesiąc spłacę"; "co tydzień będę odbywać", not "odbędę"), and
 * likewise in Ukrainian ("щомісяця дочитуватиму", not "прочитаю"). Checked over every wording the
 * drafter holds for those languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inflect } from '../../../src/goals/drafting/gender.js';
import { TEMPLATES } from '../../../src/goals/drafting/templates/index.js';
import { TOPIC_IDS } from '../../../src/goals/drafting/topics.js';

/** The word after a repetition ("co tydzień X", "w każdy piątek X", "щомісяця X"). */
const REPEATED: Record<'pl' | 'uk', RegExp> = {
  pl: /(?:co (?:tydzień|miesiąc|dwa tygodnie|cztery tygodnie|wieczór|rano|godzinę pracy|godzinę)|w każd[ąy] \p{L}+|raz w tygodniu|każdego wieczoru|codziennie|(?:razy|dni|wieczorów|wieczór) w tygodniu)(?: tego samego dnia rano)? (?:się )?(\p{L}+)/gu,
  uk: /(?:щотижня|щомісяця|щодня|щовечора|щоп’ятниці|щопонеділка|щонеділі) (\p{L}+)/gu,
};
/** Perfective futures that must not follow a repetition. */
const PERFECTIVE: Record<'pl' | 'uk', Set<string>> = {
  pl: new Set(
    `wyślę zrobię odłożę spłacę zaplanuję omówię omówimy przeczytam opanuję ukończę skończę wyznaczę sprawdzę sprawdzimy
    zapiszę porozmawiam pójdę wykonam dodam zważę odbędę napiszę przejrzę ocenię zmniejszę spotkam przetestuję obejrzę
    poproszę zabiorę skontaktuję podejmę zostawię wypiję spędzę
    przekażę poświęcę zrezygnuję policzę poprowadzę wezmę`.split(/\s+/u),
  ),
  uk: new Set(`прочитаю надішлю зроблю відкладу перегляну оціню запишу напишу завершу`.split(/\s+/u)),
};

function wordings(language: 'pl' | 'uk'): string[] {
  const template = TEMPLATES[language];
  const texts = TOPIC_IDS.flatMap((t) => [template.measures[t].measure, template.measures[t].measured ?? '']);
  // Every wording of the situations in this language, wherever it sits (measure, steps, variants).
  const own = (node: unknown): string[] =>
    Array.isArray(node)
      ? node.flatMap(own)
      : node !== null && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) => (key === language && typeof value === 'string' ? [value] : own(value)))
        : [];
  texts.push(...own(JSON.parse(readFileSync(new URL('../../../src/goals/drafting/situations.json', import.meta.url), 'utf8'))));
  return texts.flatMap((t) => [inflect(t, undefined), inflect(t, 'feminine'), inflect(t, 'masculine')]);
}

describe('a repeated action takes the imperfective future', () => {
  it.each(['pl', 'uk'] as const)('%s', (language) => {
    const faults: string[] = [];
    for (const text of wordings(language)) {
      for (const m of text.matchAll(REPEATED[language])) if (PERFECTIVE[language].has(m[1]!)) faults.push(m[0]);
    }
    expect(faults).toEqual([]);
  });
});
