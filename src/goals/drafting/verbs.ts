/**
 * Verbs: is a word an infinitive, and how does "I will <verb>" read in each language?
 *
 * German, Spanish and French build the first-person future around any infinitive ("Ich werde …
 * verbessern", "Voy a mejorar …", "Je vais améliorer …"), so they need no table. Czech, Slovak,
 * Polish and Ukrainian mark aspect: a perfective verb has its own future ("naučit se" → "naučím
 * se"), an imperfective one takes an auxiliary ("běhat" → "budu běhat"), and the wrong choice is
 * ungrammatical ("budu naučit"). No rule tells the aspect of an unknown verb, so only the verbs in
 * the tables of verbs.json are conjugated — the common verbs of goals — and a phrase with any other verb is
 * framed as it stands ("Mým cílem je <phrase>"), which is always grammatical.
 */
import type { Gender } from './gender.js';
import type { Language } from './language.js';
import { list, need, pairsOf, readData } from './text.js';

const VERB_DATA: {
  participles: Record<'cs' | 'sk', string>;
  italianIrregular: string;
  words: Record<'cs' | 'sk' | 'pl' | 'uk' | 'ru' | 'it' | 'pt', string>;
  infinitives: Record<Exclude<Language, 'en'>, { is: string; not?: string; also?: string; cased?: boolean }>;
  aspects: Record<SlavicLanguage, { perfective: string; imperfective: string; aux: string; be: string; clitics: string }>;
  plIrregularPast?: Record<string, [string, string]>;
} = readData('./verbs.json');
const SLAVIC_KEYS = ['cs', 'sk', 'pl', 'uk', 'ru'] as const;
need('verbs.json', VERB_DATA, 'italianIrregular participles.cs participles.sk words.it words.pt plIrregularPast');
need('verbs.json', VERB_DATA.infinitives, 'cs.is sk.is pl.is uk.is ru.is it.is pt.is de.is es.is fr.is');
for (const l of SLAVIC_KEYS)
  need('verbs.json', VERB_DATA, `words.${l} aspects.${l}.perfective aspects.${l}.imperfective aspects.${l}.aux aspects.${l}.be`);

export type SlavicLanguage = (typeof SLAVIC_KEYS)[number];

interface AspectTable {
  /** Perfective infinitive → first person singular future. */
  perfective: Map<string, string>;
  /** Imperfective infinitives: auxiliary + infinitive. */
  imperfective: Set<string>;
  /** First person singular future of "to be", the auxiliary of imperfective verbs. */
  aux: string;
  /** The infinitive "to be": after the auxiliary it disappears ("budu lepším manažerem"). */
  be: string;
  /** Reflexive clitics that stand apart from the verb ("se", "si", "sa", "się"). */
  clitics: Set<string>;
}

const pairs = (text: string): Map<string, string> => new Map(pairsOf(list(text)));

const table = ({ perfective, imperfective, aux, be, clitics }: (typeof VERB_DATA.aspects)['cs']): AspectTable => ({
  perfective: pairs(perfective),
  imperfective: new Set(list(imperfective)),
  aux,
  be,
  clitics: new Set(list(clitics)),
});
const TABLES = Object.fromEntries(SLAVIC_KEYS.map((l) => [l, table(VERB_DATA.aspects[l])])) as Record<SlavicLanguage, AspectTable>;

// Czech, Slovak and Polish are often typed without diacritics ("chci se naucit"); the tables are
// also looked up without them, and the verb is then written correctly ("naučím se").
const stripMarks = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');
const UNMARKED = Object.fromEntries(SLAVIC_KEYS.map((l) => [l, new Map<string, string>()])) as Record<SlavicLanguage, Map<string, string>>;
for (const lang of ['cs', 'sk', 'pl'] as const) {
  const table = TABLES[lang];
  for (const verb of [...table.perfective.keys(), ...table.imperfective]) {
    const bare = stripMarks(verb);
    if (bare !== verb && !table.perfective.has(bare) && !table.imperfective.has(bare)) UNMARKED[lang].set(bare, verb);
  }
}

/** Look-alikes that are no infinitive, per language (verbs.json words). */
const WORDS = Object.fromEntries(Object.entries(VERB_DATA.words).map(([k, v]) => [k, new Set(list(v))])) as Record<string, Set<string>>;
/** Per language, its infinitives' endings, its look-alikes' and the infinitives they miss (verbs.json infinitives), compiled once. */
const INFINITIVES = new Map(
  Object.entries(VERB_DATA.infinitives).map(([l, r]) => {
    const not = r.not === undefined ? undefined : new RegExp(r.not, 'u');
    return [l, { is: new RegExp(r.is, 'u'), not, also: new Set(list(r.also ?? '')), cased: r.cased === true }] as const;
  }),
);

/** Is `word` (any case) an infinitive of `lang`? Only for the languages whose phrases start with one (German's as written: a noun is capitalised). */
export function isInfinitive(word: string, lang: Language): boolean {
  const [w, rule] = [word.toLowerCase(), INFINITIVES.get(lang)];
  if (w.length < 3 || rule === undefined || WORDS[lang]?.has(w)) return false;
  return rule.also.has(w) || (rule.is.test(rule.cased ? word : w) && !rule.not?.test(w));
}

export const isSlavic = (lang: Language): lang is SlavicLanguage => (SLAVIC_KEYS as readonly string[]).includes(lang);

/** The parts of a Slavic infinitive phrase: "se lépe naučit delegovat" → clitic, adverbs, verb, rest. */
export interface VerbPhrase {
  /** Words before the verb other than the clitic ("lépe", "více", "konečně"). */
  before: string[];
  clitic?: string;
  verb: string;
  rest: string;
  /** The verb is in the aspect table. */
  known: boolean;
}

const PUNCT_EDGES_RE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Finds the infinitive among the first four words of `phrase`; null when there is none. */
export function parseVerbPhrase(phrase: string, lang: SlavicLanguage): VerbPhrase | null {
  const table = TABLES[lang];
  const tokens = phrase.split(' ');
  const before: string[] = [];
  let clitic: string | undefined;
  // Only a phrase typed without any accent spells a verb without its own: "nový byt" is a flat.
  const unmarked = stripMarks(phrase) === phrase;
  for (let i = 0; i < Math.min(4, tokens.length); i++) {
    const token = tokens[i]!;
    const bare = token.replace(PUNCT_EDGES_RE, '');
    const lower = bare.toLowerCase();
    // punctuation before the verb: not a plain infinitive phrase; a comma after it ("rozhodnout, co dál") stays after it
    const comma = token === `${bare},`;
    if (bare !== token && !comma) return null;
    if (clitic === undefined && table.clitics.has(lower)) {
      clitic = lower;
      continue;
    }
    if (isInfinitive(bare, lang) || (unmarked && UNMARKED[lang].has(lower))) {
      // The table's spelling of the infinitive (`lower` itself when it is not in the table).
      const spelled = UNMARKED[lang].get(lower) ?? lower;
      const known = table.perfective.has(spelled) || table.imperfective.has(spelled);
      let rest = comma ? [',', ...tokens.slice(i + 1)] : tokens.slice(i + 1);
      // "w końcu nauczyć się X": the clitic after the verb belongs to it, so that the future keeps
      // them together ("nauczę się w końcu X", not "nauczę w końcu się X").
      if (clitic === undefined && before.length > 0 && table.clitics.has((rest[0] ?? '').toLowerCase())) {
        clitic = rest[0]!.toLowerCase();
        rest = rest.slice(1);
      }
      return { before, clitic, verb: known && spelled !== lower ? spelled : bare, rest: rest.join(' '), known };
    }
    before.push(token);
  }
  return null;
}

function join(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' ').replaceAll(' ,', ',');
}

/**
 * "I will …" for a parsed Slavic phrase whose verb is in the table: "naučit se lépe delegovat" →
 * "naučím se lépe delegovat", "se více věnovat rodině" → "budu se více věnovat rodině", "být lepším
 * manažerem" → "budu lepším manažerem". Null for a verb the table does not know.
 */
export function futureOf(vp: VerbPhrase, lang: SlavicLanguage): string | null {
  const table = TABLES[lang];
  const verb = vp.verb.toLowerCase();
  const perfective = table.perfective.get(verb);
  // "не працювати у вихідні" → "не буду працювати …", "nepracovat" aside: the negation goes before
  // the conjugated word ("nebudu", "nie będę", "не буду"), never after it ("буду не працювати").
  const negated = vp.before.length > 0 && NEGATIONS.has(vp.before[vp.before.length - 1]!.toLowerCase());
  const before = negated ? vp.before.slice(0, -1) : vp.before;
  const not = (word: string): string =>
    !negated ? word : lang === 'cs' || lang === 'sk' ? `ne${word}` : `${NEGATIONS_BY_LANGUAGE[lang]} ${word}`;
  // "učit se budu hodinu denně", "заниматься английским буду": the future's auxiliary told within three words after the verb goes,
  // one future a clause ("budu se učit hodinu denně").
  const told = vp.rest.split(' ');
  const at = told.slice(0, 3).findIndex((w) => w.toLowerCase() === table.aux);
  if (at >= 0) told.splice(at, 1);
  const rest = joinedFuture(told.join(' '), lang);
  if (rest === null) return null;
  if (perfective !== undefined) return join(not(perfective), vp.clitic, ...before, rest);
  if (!table.imperfective.has(verb)) return null;
  if (verb === table.be) return join(not(table.aux), vp.clitic, ...before, rest);
  // "psát si o nich" → "budu si psát o nich": a Czech or Slovak clitic after the verb comes second, after "budu".
  const late = (lang === 'cs' || lang === 'sk') && !vp.clitic ? /^(s[eia]) /u.exec(rest) : null;
  return join(not(table.aux), vp.clitic ?? late?.[1], ...before, vp.verb.toLowerCase(), late ? rest.slice(3) : rest);
}

const AND_WORDS = new Set(list('a i и і й та'));
/** "dokončit práci a odevzdat ji" → "dokončím práci a odevzdám ji" (never "… a odevzdat ji"); null for a verb not in the table. */
function joinedFuture(rest: string, lang: SlavicLanguage): string | null {
  const words = rest.split(' ');
  const verb = (i: number): boolean => isInfinitive((words[i] ?? '').replace(PUNCT_EDGES_RE, ''), lang);
  // "naučit se vařit, plavat a tancovat": infinitives the first verb takes, all of them.
  // "… и к маю пробежать 10 км": a time frame of a word or two may stand between "и" and the verb.
  const and = (i: number): boolean =>
    [1, 2, 3].some(
      (n) => AND_WORDS.has((words[i - n] ?? '').toLowerCase()) && !words.slice(i - n + 1, i).some((_, k) => verb(i - n + 1 + k)),
    );
  const at = verb(0) ? -1 : words.findIndex((_, i) => i > 0 && and(i) && verb(i));
  const vp = at < 0 ? null : parseVerbPhrase(words.slice(at).join(' '), lang);
  const future = vp?.known === true && vp.before.length === 0 ? futureOf(vp, lang) : null;
  return at < 0 ? rest : future === null ? null : [...words.slice(0, at), future].join(' ');
}

const STOP: Record<SlavicLanguage, string> = { cs: 'přestanu', sk: 'prestanem', pl: 'nie będę', uk: 'перестану', ru: 'перестану' };
/** "не срываться на детей" → "перестану срываться на детей": a negated verb the table does not know is a habit to stop, not "Моя цель — не …". */
export const stopping = (vp: VerbPhrase, lang: SlavicLanguage): string | null =>
  vp.before.length === 1 && NEGATIONS.has(vp.before[0]!.toLowerCase()) ? join(STOP[lang], vp.clitic, vp.verb.toLowerCase(), vp.rest) : null;

const NEGATIONS_BY_LANGUAGE: Record<SlavicLanguage, string> = { cs: 'ne', sk: 'ne', pl: 'nie', uk: 'не', ru: 'не' };
const NEGATIONS = new Set(Object.values(NEGATIONS_BY_LANGUAGE));

const PL_IRREGULAR_PAST = new Map(Object.entries(VERB_DATA.plIrregularPast ?? {}));

/**
 * The Polish l-participle of an imperfective infinitive, for the future "będę czytała / czytał":
 * "-ać/-eć" → "-ała/-ał" ("czytać", "mieć" → "miała"), "-ić/-yć/-uć" → "-iła/-yła/-uła"; the few
 * irregular ones are listed. Null for anything else (the infinitive is kept: "będę" takes both).
 */
export function polishPast(infinitive: string, gender: Gender): string | null {
  const w = infinitive.toLowerCase();
  const irregular = PL_IRREGULAR_PAST.get(w);
  if (irregular) return irregular[gender === 'feminine' ? 0 : 1]!;
  const ending = gender === 'feminine' ? 'ła' : 'ł';
  if (w.endsWith('ać') || w.endsWith('eć')) return `${w.slice(0, -2)}a${ending}`;
  if (/[iyu]ć$/u.test(w)) return `${w.slice(0, -1)}${ending}`;
  return null;
}

/**
 * The Polish future of an imperfective verb with the writer's gender: "będę czytała / czytał
 * więcej książek" beside the neutral "będę czytać …" of futureOf. Undefined for the other languages
 * (their futures have no gender), for a perfective verb and for "być" ("będę lepszą menedżerką").
 */
export function genderedFutures(vp: VerbPhrase, lang: SlavicLanguage): Record<Gender, string> | undefined {
  if (lang !== 'pl') return undefined;
  const table = TABLES.pl;
  const verb = vp.verb.toLowerCase();
  if (!table.imperfective.has(verb) || verb === table.be) return undefined;
  const [feminine, masculine] = [polishPast(verb, 'feminine'), polishPast(verb, 'masculine')];
  if (feminine === null || masculine === null) return undefined;
  const future = (past: string): string => join(table.aux, vp.clitic, ...vp.before, past, vp.rest);
  return { feminine: future(feminine), masculine: future(masculine) };
}

/**
 * The phrase as an infinitive phrase that can follow "Mým cílem je": the clitic after the verb when
 * the verb came first ("se naučit X" → "naučit se X"); otherwise the user's order is kept, since
 * moving words around an unknown verb could garble them.
 */
export function infinitivePhraseOf(vp: VerbPhrase): string {
  if (vp.before.length === 0) return join(vp.verb, vp.clitic, vp.rest);
  return join(vp.clitic, ...vp.before, vp.verb, vp.rest);
}

const FUTURE_FORMS = Object.fromEntries(
  (['ru', 'cs', 'sk', 'pl', 'uk'] as const).map((l) => [l, new Set([...TABLES[l].perfective.values(), TABLES[l].aux])]),
) as Record<SlavicLanguage, Set<string>>;

/** Is `word` a first-person future form we know ("naučím", "budu", "nauczę", "навчуся")? */
export function isFutureForm(word: string, lang: SlavicLanguage): boolean {
  return FUTURE_FORMS[lang].has(word.toLowerCase());
}

/** Participles of the tables' verbs that the rule of participleToInfinitive misses ("našla" → "najít"). */
const IRREGULAR_PARTICIPLES = { cs: pairs(VERB_DATA.participles.cs), sk: pairs(VERB_DATA.participles.sk) };

/**
 * Czech and Slovak "rád bych se naučil(a)" use the past participle; the infinitive is recovered for
 * the regular verbs of the table ("naučil" → "naučit") and the irregular ones listed ("našla" →
 * "najít"), or null.
 */
export function participleToInfinitive(word: string, lang: 'cs' | 'sk'): string | null {
  const w = word.toLowerCase();
  const irregular = IRREGULAR_PARTICIPLES[lang].get(w);
  if (irregular !== undefined) return irregular;
  const m = /^(\p{L}+?)(i|a|ě|e)la?$/u.exec(w);
  if (!m) return null;
  const candidate = `${m[1]}${m[2]}${lang === 'cs' ? 't' : 'ť'}`;
  const table = TABLES[lang];
  return table.perfective.has(candidate) || table.imperfective.has(candidate) ? candidate : null;
}

// ---------------------------------------------------------------------------------------------
// Italian: the simple future is regular enough to build for any verb ("imparare" → "imparerò",
// "leggere" → "leggerò", "finire" → "finirò"); the common irregular ones are listed.

const IT_IRREGULAR = pairs(VERB_DATA.italianIrregular);

/**
 * The first person future of an Italian infinitive, with a joined pronoun put before it
 * ("mettermi" → "mi metterò"); null when `word` is no infinitive.
 */
export function italianFuture(word: string): string | null {
  const w = word.toLowerCase();
  const m = /^(\p{L}+?r)(mi|ti|si|ci)$/u.exec(w);
  const pronoun = m ? (m[2] === 'si' ? 'mi' : m[2]!) : undefined;
  // "mettermi" → "mettere"; "impegnarmi" → "impegnare"; "tradurmi" → "tradurre".
  const bare = m ? (m[1]!.endsWith('ur') ? `${m[1]}re` : `${m[1]}e`) : w;
  let future = IT_IRREGULAR.get(bare);
  if (future === undefined) {
    if (bare.endsWith('rre')) future = `${bare.slice(0, -1)}ò`;
    else if (/(?:c|g)iare$/u.test(bare)) future = `${bare.slice(0, -5)}${bare.slice(-5, -4)}erò`;
    else if (/(?:c|g)are$/u.test(bare)) future = `${bare.slice(0, -3)}herò`;
    else if (bare.endsWith('are') || bare.endsWith('ere')) future = `${bare.slice(0, -3)}erò`;
    else if (bare.endsWith('ire')) future = `${bare.slice(0, -3)}irò`;
    else return null;
  }
  return pronoun ? `${pronoun} ${future}` : future;
}
