/**
 * The writer's grammatical gender, where Czech, Slovak, Polish, Ukrainian, Russian (and, after a copula,
 * Italian, Spanish, Portuguese and French) mark it, and
 * the gendered words of a template.
 *
 * Only first-person forms count, and only where the grammar ties them to the writer:
 * - Czech and Slovak: an l-participle or a predicative adjective next to a first-person auxiliary
 *   ("chtěla bych", "bych se naučila", "plánovala jsem", "ráda bych", "jsem připravená"; "chcela by
 *   som", "som sa rozhodla", "rada by som"), "-la" feminine, "-l" masculine;
 * - Polish: the person ending of the past and the conditional ("chciałam", "chciałabym", "mogłem",
 *   "chciałbym"), "powinnam/powinienem", and an adjective after "jestem/będę" ("jestem gotowa");
 * - Ukrainian and Russian: a past form or a short adjective after "я", or a past form next to
 *   "б/би/бы" ("я хотіла", "хотіла б", "я готова"; "хотел бы", "я намерена").
 * "Zamierzam", "chci", "хочу" say nothing. Feminine and masculine markers both present (a quoted
 * colleague, "chtěla/chtěl bych") give no gender, and so does an input without any: the goals are
 * then written without gendered forms, as they always were.
 *
 * The start of the input (20 000 characters) is read once as a list of words, each looked at with
 * at most three neighbours and set look-ups: linear, no regular expression over its text but the
 * word pattern.
 */
import { list, pairsOf, readData, WORD_RE } from './text.js';

const DATA = readData('./gender.json') as Record<string, unknown>;
/** gender.json slavic: one language's lists, each a string of words (start-up stops at a missing or empty one). */
const SLAVIC = DATA.slavic as Record<string, Record<string, unknown>>;
const slavicWords = (lang: string, key: string): string[] => {
  const value = SLAVIC[lang]?.[key];
  if (typeof value !== 'string' || list(value).length === 0) throw new Error(`gender.json slavic.${lang}: no words for ${key}`);
  return list(value);
};
const slavicSets = (lang: string, keys: string): Set<string>[] => list(keys).map((k) => new Set(slavicWords(lang, k)));

export type Gender = 'feminine' | 'masculine';

interface Word {
  lower: string;
  /** Written in lower case (a participle after the auxiliary is; a name is not). */
  lowerCase: boolean;
  /** A sentence or clause break (. , ; : ! ? or a new line) stands between it and the word before. */
  breakBefore: boolean;
  /** A slash stands between it and the word before ("chtěla/chtěl"). */
  slashBefore: boolean;
  /** Another ending is offered right after it: "naučil(a)", "gotowy/a". */
  alternativeAfter: boolean;
}

const BREAK_RE = /[.,;:!?\n]/;

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let end = 0;
  for (const m of text.matchAll(WORD_RE)) {
    const gap = text.slice(end, m.index);
    const lower = m[0].toLowerCase();
    const last = words.at(-1);
    if (last) last.alternativeAfter = gap.startsWith('(') || gap.startsWith('/');
    words.push({
      lower,
      lowerCase: lower === m[0],
      breakBefore: BREAK_RE.test(gap),
      slashBefore: gap.includes('/'),
      alternativeAfter: false,
    });
    end = m.index + m[0].length;
  }
  return words;
}

/**
 * Does one of `anchors` stand right before word `i`, within its clause, with at most one word of
 * `skip` between, or two ("jsem si jistá", "я вже вирішила")?
 */
function anchoredBefore(words: Word[], i: number, anchors: ReadonlySet<string>, skip: ReadonlySet<string>): boolean {
  if (words[i]!.breakBefore) return false;
  let j = i - 1;
  // Two adverbs at most ("jsem už úplně vyčerpaná", "я уже совсем вымоталась").
  for (let n = 0; n < 2 && j >= 0 && skip.has(words[j]!.lower) && !words[j]!.breakBefore; n++) j--;
  return j >= 0 && anchors.has(words[j]!.lower);
}

/** gender.json's "fem masc fem masc …" → word → gender. */
const genders = (lang: string): Map<string, Gender> =>
  new Map(pairsOf(slavicWords(lang, 'adjectives')).flatMap(([f, m]) => [[f, 'feminine'] as const, [m, 'masculine'] as const]));

// ---------------------------------------------------------------------------------------------
// Czech and Slovak: the l-participle ("chtěla", "chtěl") or an adjective ("ráda", "připravená") next
// to "jsem", "bych" / "som", "by som".

interface AuxRules {
  /** First-person auxiliaries ("jsem", "bych"). */
  aux: Set<string>;
  /** Also before an adjective ("budu připravená"). */
  adjectiveAux: Set<string>;
  /** Words that may stand between the auxiliary and the participle ("se", "si", "velmi"). */
  skip: Set<string>;
  adjectives: Map<string, Gender>;
  /** Nouns that end like a participle and can stand before an auxiliary ("Cíl jsem si …"). */
  nouns: Set<string>;
  /** The conditional particle before a first-person auxiliary (Slovak "by som"; Czech "bych" is one word). */
  particle?: string;
}

const auxRules = (lang: string): AuxRules => {
  const [aux, adjectiveAux, skip, nouns] = slavicSets(lang, 'aux adjectiveAux skip nouns');
  return { aux, adjectiveAux, skip, nouns, adjectives: genders(lang), particle: SLAVIC[lang]!.particle as string | undefined };
};
const [CS, SK] = [auxRules('cs'), auxRules('sk')];

/** "-la" feminine, "-l" masculine: the Czech and Slovak l-participle (also "šla", "šel", "mohol"). */
function lParticiple(word: string): Gender | undefined {
  if (word.length < 3) return undefined;
  if (word.endsWith('la')) return 'feminine';
  if (word.endsWith('l')) return 'masculine';
  return undefined;
}

function auxGender(words: Word[], i: number, rules: AuxRules): Gender | undefined {
  const w = words[i]!;
  if (rules.nouns.has(w.lower)) return undefined;
  const adjective = rules.adjectives.get(w.lower);
  const participle = adjective ? undefined : lParticiple(w.lower);
  const gender = adjective ?? participle;
  if (gender === undefined) return undefined;
  const auxes = adjective ? rules.adjectiveAux : rules.aux;
  // After the auxiliary, one skippable word between: "bych se naučila", "jsem si jistá".
  if (w.lowerCase && anchoredBefore(words, i, auxes, rules.skip)) return gender;
  // Before it: "chtěla bych", "plánovala jsem", "chcela by som", "rada by som".
  const next = words[i + 1];
  if (next && !next.breakBefore) {
    if (auxes.has(next.lower)) return gender;
    const after = words[i + 2];
    if (next.lower === rules.particle && after && !after.breakBefore && rules.aux.has(after.lower)) return gender;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Polish: the person ending itself is first person ("chciałam", "chciałabym", "chciałem").

/** Letters before "ł" in past forms ("chciałam", "mogłam", "szłam", "jadłam", "wzięłam"). */
const PL_PAST_STEM = new Set([...'aiyąęgdszkr']);
/** Nouns in the instrumental ("działem", "pomysłem") and present forms ("działam") that end like a past form. */
const [PL_NOT_PAST, PL_ADJECTIVE_AUX, PL_SKIP] = slavicSets('pl', 'notPast adjectiveAux skip');
const PL_ADJECTIVES = genders('pl');

function polishForm(word: string): Gender | undefined {
  if (word === 'powinnam') return 'feminine';
  if (word === 'powinienem') return 'masculine';
  if (word.endsWith('łabym')) return 'feminine';
  if (word.endsWith('łbym')) return 'masculine';
  if (word.length < 5 || PL_NOT_PAST.has(word)) return undefined;
  const ending = word.slice(-3);
  if ((ending !== 'łam' && ending !== 'łem') || !PL_PAST_STEM.has(word.at(-4)!)) return undefined;
  return ending === 'łam' ? 'feminine' : 'masculine';
}

function polishGender(words: Word[], i: number): Gender | undefined {
  const w = words[i]!;
  const form = polishForm(w.lower);
  if (form) return form;
  // "chciała bym": the conditional written apart.
  const next = words[i + 1];
  if (next && !next.breakBefore && next.lower === 'bym') {
    if (w.lower.endsWith('ła')) return 'feminine';
    if (w.lower.endsWith('ł')) return 'masculine';
  }
  const adjective = PL_ADJECTIVES.get(w.lower);
  return adjective !== undefined && anchoredBefore(words, i, PL_ADJECTIVE_AUX, PL_SKIP) ? adjective : undefined;
}

// ---------------------------------------------------------------------------------------------
// Ukrainian and Russian: a past form or a short adjective after "я", or a past form next to the
// conditional particle ("хотіла б", "б хотіла", "хотел бы").

/** otherPerson: another person before "хотіла б" ("вона хотіла б"), not the writer. */
const [EAST_PRONOUN, EAST_PARTICLE, EAST_SKIP, EAST_OTHER_PERSON] = slavicSets('east', 'pronoun particle skip otherPerson');
/** Masculine past forms without "-в"/"-л" ("міг", "мог", "шёл"). */
const [EAST_MASCULINE_PAST, EAST_NOT_PAST] = slavicSets('east', 'masculinePast notPast');
const EAST_ADJECTIVES = genders('east');
const CYRILLIC_RE = /^[\u0400-\u04ff'-]+$/u;

/** A Ukrainian or Russian past form: "-ла" feminine; "-в" (Ukrainian), "-л" (Russian) masculine. */
function eastPast(word: string): Gender | undefined {
  if (word.length < 3 || EAST_NOT_PAST.has(word) || !CYRILLIC_RE.test(word)) return undefined;
  // A reflexive past keeps its gender before "-ся"/"-сь" ("вымоталась", "втомився").
  if (word.endsWith('ла') || word.endsWith('лась') || word.endsWith('лася')) return 'feminine';
  if (word.endsWith('лся') || word.endsWith('вся') || word.endsWith('в') || word.endsWith('л') || EAST_MASCULINE_PAST.has(word))
    return 'masculine';
  return undefined;
}

function eastGender(words: Word[], i: number): Gender | undefined {
  const w = words[i]!;
  const adjective = EAST_ADJECTIVES.get(w.lower);
  const past = adjective ? undefined : eastPast(w.lower);
  const gender = adjective ?? past;
  if (gender === undefined) return undefined;
  // After "я", one word between at most: "я хотіла", "я вже вирішила", "я готова".
  if (anchoredBefore(words, i, EAST_PRONOUN, EAST_SKIP)) return gender;
  if (past === undefined) return undefined;
  // Next to the particle: "хотіла б", "б хотіла" — unless another person is the subject.
  const prev = i > 0 && !w.breakBefore ? words[i - 1] : undefined;
  const next = words[i + 1] && !words[i + 1]!.breakBefore ? words[i + 1] : undefined;
  if (next && EAST_PARTICLE.has(next.lower)) return prev && EAST_OTHER_PERSON.has(prev.lower) ? undefined : gender;
  if (prev && EAST_PARTICLE.has(prev.lower)) {
    const before = i > 1 && !prev.breakBefore ? words[i - 2] : undefined;
    return before && EAST_OTHER_PERSON.has(before.lower) ? undefined : gender;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Italian, Spanish, Portuguese, French: an adjective or participle after a first-person copula ("sono
// stanca", "estoy agotada", "estou cansada", "je suis épuisée"); a two sisters' pair is "ciascuna".

const ROMANCE = DATA as Record<string, string[]>;
const [R_ANCHORS, R_NOT_BEFORE, R_SKIP, R_NOT] = ['anchors', 'notBefore', 'skip', 'notWords'].map((k) => new Set(ROMANCE[k]));
const R_ENDINGS = (['feminine', 'masculine'] as const)
  .flatMap((g) => ROMANCE[g]!.map((e) => [e, g] as const))
  .sort((a, b) => b[0].length - a[0].length);

function romanceGender(words: Word[], i: number): Gender | undefined {
  const w = words[i]!;
  if (!w.lowerCase || w.lower.length < 4 || R_NOT.has(w.lower) || ROMANCE.notEndings!.some((e) => w.lower.endsWith(e))) return undefined;
  let j = i - 1;
  // Two adverbs at most, within the clause ("sono davvero stanca", "je suis un peu perdue").
  for (let n = 0; n < 2 && j >= 0 && !words[j + 1]!.breakBefore && R_SKIP.has(words[j]!.lower); n++) j--;
  if (j < 0 || words[j + 1]!.breakBefore) return undefined;
  const two = j > 0 && !words[j]!.breakBefore ? `${words[j - 1]!.lower} ${words[j]!.lower}` : '';
  const anchor = R_ANCHORS.has(two) ? j - 1 : R_ANCHORS.has(words[j]!.lower) ? j : -1;
  // "ci sono", Portuguese "o meu sono" (sleep): no first person.
  if (anchor < 0 || (anchor > 0 && !words[anchor]!.breakBefore && R_NOT_BEFORE.has(words[anchor - 1]!.lower))) return undefined;
  return R_ENDINGS.find(([e]) => w.lower.endsWith(e))?.[1];
}

// ---------------------------------------------------------------------------------------------

/** The gender a word marks in the writer's own first-person statement, if any. */
function markOf(words: Word[], i: number): Gender | undefined {
  return auxGender(words, i, CS) ?? auxGender(words, i, SK) ?? polishGender(words, i) ?? eastGender(words, i) ?? romanceGender(words, i);
}

/** The gender a word would mark if it stood in first-person context (for "chtěla/chtěl"). */
function formOf(word: string): Gender | undefined {
  const adjective = [CS.adjectives, SK.adjectives, PL_ADJECTIVES, EAST_ADJECTIVES].find((m) => m.has(word))?.get(word);
  return adjective ?? polishForm(word) ?? eastPast(word) ?? lParticiple(word);
}

const opposite = (g: Gender): Gender => (g === 'feminine' ? 'masculine' : 'feminine');

/**
 * Markers are looked for in this many characters at the start of the input: a mentee's own words
 * say it early, and reading 100 kB of pasted text for them would cost ~10 ms for nothing.
 */
const READ_CHARS = 20_000;

/**
 * The writer's gender as their own words mark it, or undefined when they do not (or mark both, or
 * offer both: "naučil(a)"). Linear: one pass over the words, each compared with at most three
 * neighbours.
 */
export function writerGender(text: string): Gender | undefined {
  const words = wordsOf(text.length > READ_CHARS ? text.slice(0, READ_CHARS) : text);
  let feminine = false;
  let masculine = false;
  for (let i = 0; i < words.length && !(feminine && masculine); i++) {
    const gender = markOf(words, i);
    if (gender === undefined) continue;
    if (gender === 'feminine') feminine = true;
    else masculine = true;
    // "naučil(a)", "chtěla/chtěl bych", "хотіла/хотів би": both forms offered, neither is the writer's.
    if (words[i]!.alternativeAfter) return undefined;
    const before = words[i]!.slashBefore ? words[i - 1] : undefined;
    const after = words[i + 1]?.slashBefore ? words[i + 1] : undefined;
    for (const other of [before, after]) {
      if (other && formOf(other.lower) === opposite(gender)) {
        feminine = true;
        masculine = true;
      }
    }
  }
  return feminine === masculine ? undefined : feminine ? 'feminine' : 'masculine';
}

// ---------------------------------------------------------------------------------------------
// Gendered words in a template: "{feminine|masculine|neutral}", written with `gendered`.

/** A template's words for the three cases: a writer known to be a woman, a man, or neither. */
export function gendered(feminine: string, masculine: string, neutral: string): string {
  return `{${feminine}|${masculine}|${neutral}}`;
}

const SLOT_RE = /\{([^{}|]*)\|([^{}|]*)\|([^{}|]*)\}/g;

/** A template's text with its gendered words chosen (only the template's own text: never the user's). */
export function inflect(text: string, gender: Gender | undefined): string {
  if (!text.includes('{')) return text;
  return text.replace(SLOT_RE, (_all, f: string, m: string, n: string) => (gender === 'feminine' ? f : gender === 'masculine' ? m : n));
}

// ---------------------------------------------------------------------------------------------
// One person, one name: our neutral "partner" takes the name the story gives them (gender.json partner).

const PARTNER = DATA.partner as
  { told?: Record<string, string[]>; ours?: Record<string, Record<string, Record<string, string>>> } | undefined;
if (!PARTNER?.told || !PARTNER.ours || Object.values(PARTNER.told).some((l) => !Array.isArray(l)))
  throw new Error('gender.json: "partner", the told names by role and our phrases by language');
const TOLD_ROLE = new Map(Object.entries(PARTNER.told).flatMap(([role, phrases]) => phrases.map((p) => [p, role] as const)));
const OURS_RE = new Map(
  Object.entries(PARTNER.ours).map(([language, phrases]) => [
    language,
    new RegExp(`(?<!\\p{L})(?:${Object.keys(phrases).join('|')})(?!\\p{L})`, 'gu'),
  ]),
);

/** The one role (husband, wife, boyfriend, girlfriend) the story names the writer's partner by; undefined for none or two. */
export function partnerIn(text: string): string | undefined {
  const head = text.slice(0, READ_CHARS).toLowerCase();
  const words = head.match(/[\p{L}\p{M}’']+/gu) ?? [];
  const roles = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const role =
      TOLD_ROLE.get(words[i]!) ??
      TOLD_ROLE.get(`${words[i]} ${words[i + 1]}`) ??
      TOLD_ROLE.get(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
    if (role) roles.add(role);
  }
  return roles.size === 1 ? [...roles][0] : undefined;
}

/** Our sentence with "partner" called by the story's name for them, where the language has that name's form. */
export function named(sentence: string, language: string, role: string | undefined): string {
  const re = role === undefined ? undefined : OURS_RE.get(language);
  return re ? sentence.replace(re, (m) => PARTNER!.ours![language]![m]![role!] ?? m) : sentence;
}
