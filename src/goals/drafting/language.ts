/**
 * Which language is a text written in? A small, fast, deterministic scorer — no model, no
 * dictionary — for the eleven languages the drafter writes (English, Czech, Slovak, German, Spanish,
 * French, Polish, Ukrainian, Italian, Portuguese, Russian) plus one it must tell apart from them and
 * does not write (Hungarian, whose "é", "ó", "í" would otherwise pass for Spanish or Czech).
 *
 * Two kinds of evidence, both counted per word:
 * - letters: for a word with letters outside ASCII, every language whose alphabet holds all of them
 *   gets a point, two when it is the only one ("ř" is Czech, "ľ" Slovak, "ł" Polish, "і" Ukrainian,
 *   "ы" Russian, "ñ" Spanish; "č" is Czech or Slovak, "é" half of Europe);
 * - frequent words: function words and the words people use to state a goal ("chci", "chcem",
 *   "möchte", "quiero", "veux", "chcę", "хочу" …), a point per language listing the word, two when
 *   only one language does.
 * Czech and Slovak share most letters and many words; their infinitives differ ("zlepšit" /
 * "zlepšiť") and so do their most frequent words ("jsem/som", "se/sa", "chci/chcem", "pro/pre").
 * Ukrainian and Russian share the Cyrillic core; "і ї є ґ" against "ы э ъ ё" decide nearly always.
 *
 * Ties go to the earlier language in LANGUAGES (English first). A text with no evidence at all is
 * English when its letters are plain ASCII ("Python", "Promotion") and "other" otherwise (Chinese,
 * Arabic …); Hungarian is "other" too: the drafter answers it by its own fallback (hungarian.ts),
 * the rest in English.
 */
import { list, need, readData } from './text.js';

/** The languages the drafter writes goals in. */
export const LANGUAGES = ['en', 'cs', 'sk', 'de', 'es', 'fr', 'pl', 'uk', 'it', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A detected language: one of LANGUAGES, or "other" for anything else (answered in English). */
export type DetectedLanguage = Language | 'other';

/** Languages scored only so that they are not mistaken for a supported one. */
const GUARDED = ['hu', 'nl', 'sv'] as const;
type Scored = Language | (typeof GUARDED)[number];
const SCORED: readonly Scored[] = [...LANGUAGES, ...GUARDED];

export type LanguageScores = Record<Scored, number>;

const DATA = readData('./language.json') as Record<'alphabets' | 'frequent' | 'months' | 'endings', Partial<Record<Scored, string>>> & {
  notBare: string;
};
const missing = SCORED.filter((l) => typeof DATA.alphabets?.[l] !== 'string' || !DATA.frequent?.[l]);
if (missing.length) throw new Error(`language.json: no alphabet or frequent words for ${missing.join(', ')}`);
need('language.json', DATA, 'months endings notBare');
/** Letters outside ASCII that each language's alphabet uses (lower case), and its frequent words and months (language.json). */
const ALPHABETS = DATA.alphabets as Record<Scored, string>;
const FREQUENT = Object.fromEntries(SCORED.map((l) => [l, `${DATA.frequent[l]} ${DATA.months[l] ?? ''}`])) as Record<Scored, string>;

/** Every listed word, ending or bare form, with the languages that list it. */
function indexOf(lists: Partial<Record<Scored, string>>, form = (w: string): string | undefined => w): Map<string, Scored[]> {
  const index = new Map<string, Scored[]>();
  for (const [lang, words] of Object.entries(lists) as [Scored, string][])
    for (const w of list(words).map(form)) if (w && !index.get(w)?.includes(lang)) index.set(w, [...(index.get(w) ?? []), lang]);
  return index;
}
const FREQUENT_INDEX = indexOf(FREQUENT);
// People type without accents ("nao sei", "nevim", "chce"): a listed word of a language we write stripped of
// its accents counts too, unless the bare form is listed itself ("sie" stays German) or is another word ("take").
const NOT_BARE = new Set(list(DATA.notBare));
const bareForm = (w: string): string | undefined => {
  const b = w.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
  return b !== w && /^[a-z]+$/.test(b) && !FREQUENT_INDEX.has(b) && !NOT_BARE.has(b) ? b : undefined;
};
for (const [w, langs] of indexOf(Object.fromEntries(LANGUAGES.map((l) => [l, FREQUENT[l]])), bareForm)) FREQUENT_INDEX.set(w, langs);
/** Word endings (language.json): participles ("chumbei"), first-person and reflexive forms ("почуваюся"), suffixes. */
const ENDINGS = indexOf(DATA.endings);
/** The languages of the longest listed ending of a word of five letters or more that is no frequent word. */
function endingOf(word: string): readonly Scored[] {
  if (word.length < 5 || FREQUENT_INDEX.has(word)) return [];
  for (let k = 5; k >= 2; k--) {
    const langs = ENDINGS.get(word.slice(-k));
    if (langs) return langs;
  }
  return [];
}

/** The alphabets that have letters outside ASCII (an empty one covers no word). */
const ALPHABET_SETS = new Map<Scored, Set<string>>(SCORED.filter((l) => ALPHABETS[l] !== '').map((l) => [l, new Set(ALPHABETS[l])]));

const RUSSIAN_TI = new Set(list('найти идти прийти уйти пойти войти выйти зайти дойти перейти расти вырасти нести вести везти спасти'));

const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
/**
 * Hungarian shapes no language the drafter writes has: "gy" before a vowel ("egy", "nagyon",
 * "vagyok"), infinitives in a consonant and "-ni" ("tanulni", "megszerezni"; Italian writes "-rni",
 * "-gni", "-nni"), case endings ("vitatkozunk", "munkából", "főnökről", "orvosnál"), "ny" before a
 * vowel ("nyelv", "könnyebb"; Czech and Slovak write "ň", Polish "ny" ends its words) and a
 * possessive object after a verbal noun ("tudásomat", "fejlesztésemet"): "Javítani szeretném a
 * nyelvtudásomat" tied Czech on its accented letters and was answered "No response.". A digraph and
 * an ending in one word are two pieces of evidence.
 */
const HUNGARIAN_SHAPE_RE = /gy[aeiouáéíóöőúüű]|ny[aeoáéóöőúű]/u;
const HUNGARIAN_END_RE = /[áé]s[oe]m[ae]t$|^.{3,}(?:[lzysdtv]ni|unk|ünk|ból|ből|ról|ről|nál|nél|höz)$/u;
const UKRAINIAN_LETTER_RE = /[іїєґ]/u;
/** Ukrainian reflexive infinitives ("займатися", "навчитися"): Russian writes "-ться" ("заниматься"). */
const UKRAINIAN_REFLEXIVE_RE = /(?:ти|чи)ся$/u;
/** Ukrainian infinitives no Russian word of their length ends like ("схуднути", "орендувати"; not "десяти", "памяти"). */
const UKRAINIAN_INFINITIVE_RE = /^.{3,}(?:[иуі]|[ую]ва)ти$/u;
const CYRILLIC_WORDS_WITHOUT_I = 5;

/** Words for scoring: letters only, so "j'aimerais" gives "j" and "aimerais", "I'm" gives "i" and "m". */
const SCORING_WORD_RE = /[\p{L}\p{M}]+/gu;
const ASCII_WORD_RE = /^[a-z]+$/;
const ENGLISH_SPELLING_RE = /ing$|th|wh|sh/;
const ITALIAN_SPELLING_RE = /zion[ei]$/;
/** Enough words to be sure; the rest of a 100 kB input adds nothing but time. */
const MAX_SCORED_WORDS = 5000;

function add(scores: LanguageScores, langs: readonly Scored[]): void {
  const weight = langs.length === 1 ? 2 : 1;
  for (const l of langs) scores[l] += weight;
}

/** The raw evidence per language (exported for tests and for weighing one statement against the whole). */
export function languageScores(text: string): LanguageScores {
  const scores = Object.fromEntries(SCORED.map((l) => [l, 0])) as LanguageScores;
  let n = 0;
  // Cyrillic words, and whether any has a letter Russian never writes ("і", "ї", "є", "ґ").
  let cyrillic = 0;
  let ukrainianLetter = false;
  for (const m of text.matchAll(SCORING_WORD_RE)) {
    if (++n > MAX_SCORED_WORDS) break;
    const word = m[0].toLowerCase();
    const frequent = FREQUENT_INDEX.get(word);
    if (frequent) add(scores, frequent);
    for (const l of endingOf(word)) scores[l] += 1;
    if (word.length <= 40) scores.hu += Number(HUNGARIAN_SHAPE_RE.test(word)) + Number(HUNGARIAN_END_RE.test(word));
    if (ASCII_WORD_RE.test(word)) {
      // English spelling that the other Latin-script languages here do not use: "-ing", "th", "wh",
      // "sh" (German writes "sch", Polish "sz"). Catches "Running a 10k" or "Negotiate the salary".
      if (word.length >= 3 && ENGLISH_SPELLING_RE.test(word)) scores.en += 1;
      // Italian nouns in "-zione" ("procrastinazione", "promozione"): Spanish writes "-ción".
      if (word.length >= 7 && ITALIAN_SPELLING_RE.test(word)) scores.it += 1;
      continue;
    }
    if (word.length > 40) continue;
    // Slovak plural instrumentals in "-iami" ("vstávaniami", "povinnosťami" aside): Czech writes "-ími"/"-emi".
    if (word.length >= 7 && word.endsWith('iami')) scores.sk += 3;
    if (CYRILLIC_RE.test(word)) {
      cyrillic++;
      if (UKRAINIAN_LETTER_RE.test(word)) ukrainianLetter = true;
    }
    const special = [...new Set([...word].filter((ch) => ch > '\u007f'))];
    if (special.length === 0) continue;
    const covering = SCORED.filter((l) => special.every((ch) => ALPHABET_SETS.get(l)?.has(ch)));
    if (covering.length > 0) add(scores, covering);
    // Russian and Ukrainian infinitives: "пробежать, выучить" against "стати, схуднути" (the few
    // Russian ones in "-ти" are listed), for a short text with no letter of its own.
    if (covering.includes('uk') && covering.includes('ru') && word.length >= 4) {
      if (UKRAINIAN_REFLEXIVE_RE.test(word)) {
        scores.uk += 2;
        ukrainianLetter = true;
      } else if (word.endsWith('ть')) scores.ru += 1;
      else if (word.endsWith('ти') && !RUSSIAN_TI.has(word)) {
        scores.uk += 1;
        ukrainianLetter ||= UKRAINIAN_INFINITIVE_RE.test(word);
      }
    }
    // Czech and Slovak infinitives: "zlepšit, naučit, získat" against "zlepšiť, naučiť, získať".
    if (covering.includes('cs') && covering.includes('sk')) {
      if (word.endsWith('ť')) scores.sk += 1;
      else if (/[aeiouyáéíúůýě]t$/u.test(word)) scores.cs += 1;
    }
  }
  // A Ukrainian sentence of any length writes "і" ("і", "мені", "від", "після") or a reflexive
  // infinitive in "-тися": five Cyrillic words with neither are Russian ("Я пишу магистерскую диссертацию, защита в июне …").
  if (cyrillic >= CYRILLIC_WORDS_WITHOUT_I && !ukrainianLetter) scores.ru += 2;
  // So is a shorter tie with neither ("Я должна банку 150 000 рублей"); a longer one was weighed just above.
  else if (scores.uk > 0 && scores.uk === scores.ru && !ukrainianLetter) scores.ru += 1;
  // "¿" and "¡" open Spanish questions and exclamations and nothing else.
  const head = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const inverted = head.match(/[¿¡]/g);
  if (inverted) scores.es += 2 * Math.min(inverted.length, 5);
  return scores;
}

/** Languages close enough that one input may well score for both. */
const SIBLINGS = ['cs sk pl', 'uk ru', 'es pt it fr', 'de nl sv'].map(list) as readonly (readonly Scored[])[];

/**
 * Is the text a mix of two unrelated languages ("Ich want to improve mein Englisch")? The best
 * language unrelated to the first must have real evidence (three points or more) and half the first's:
 * Czech next to Slovak is no mix, nor is a French text whose "é" scores a few Czech points.
 */
export function isMixed(scores: LanguageScores): boolean {
  const ranked = [...SCORED].sort((a, b) => scores[b] - scores[a]);
  const first = ranked[0]!;
  const second = ranked.find((l) => l !== first && !SIBLINGS.some((group) => group.includes(first) && group.includes(l)))!;
  return scores[second] >= 3 && 2 * scores[second] >= scores[first];
}

/** The best-scoring language of `scores`; ties go to the earlier one in LANGUAGES. */
export function bestLanguage(scores: LanguageScores): { language: Scored; score: number } {
  let best: Scored = 'en';
  for (const l of SCORED) if (scores[l] > scores[best]) best = l;
  return { language: best, score: scores[best] };
}

const NON_ASCII_LETTER_RE = /(?![\u0000-\u007f])\p{L}/u;

/** The language of `text`, or "other" (answered in English). */
export function detectLanguage(text: string): DetectedLanguage {
  return fromScores(text, languageScores(text));
}

export function fromScores(text: string, scores: LanguageScores): DetectedLanguage {
  const { language, score } = bestLanguage(scores);
  if (score === 0) return NON_ASCII_LETTER_RE.test(text.slice(0, 20_000)) ? 'other' : 'en';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'other';
}

/**
 * The language one statement is read in, given the language of the whole input: a statement keeps
 * the input's language unless it clearly speaks another supported one (a margin of two points), so
 * a short item like "Python a SQL" inside a Czech list stays Czech while "Learn Python" does not.
 */
export function statementLanguage(text: string, documentLanguage: DetectedLanguage): DetectedLanguage {
  const scores = languageScores(text);
  const own = fromScores(text, scores);
  if (own === documentLanguage || own === 'other') return documentLanguage;
  const base = documentLanguage === 'other' ? 0 : scores[documentLanguage];
  return scores[own] - base >= 2 ? own : documentLanguage;
}

/** The language goals are written in: the detected one, or English for everything else. */
export function outputLanguage(detected: DetectedLanguage): Language {
  return detected === 'other' ? 'en' : detected;
}
