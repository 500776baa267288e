/**
 * Readers for Czech, Slovak, German, Spanish, French, Polish, Ukrainian, Italian, Portuguese and
 * Russian statements, and the quoting reader for languages the drafter does not write.
 *
 * A statement is a goal when it states an intention:
 * - a cue word or phrase ("chci", "chcem", "ich möchte", "quiero", "je veux", "chcę", "хочу"; "mým
 *   cílem je", "mein Ziel ist", "mi objetivo es" …; weaker: "musím", "ich sollte", "necesito" …)
 *   followed by what the user wants, cut where a reason or a relative clause begins;
 * - or, without a cue, an infinitive at its start ("Zlepšit angličtinu na úroveň C1", "Aprender
 *   inglés", "Englisch verbessern" — German puts the verb last);
 * - or, as a list item or the only statement, a short noun phrase with a recognisable topic ("Nová
 *   práce v IT", "Besseres Englisch").
 * - or a described problem ("Mám problém s prokrastinací", narrative.ts).
 * Narrative sentences without any of these ("Pracuji jako účetní") are not goals. One statement may
 * state several goals: its words are split at a conjunction of two verb phrases (split.ts).
 *
 * The user's words are kept; only their first person future is built (verbs.ts) or a frame is put
 * around them (templates). The regular expressions are alternations of literal words behind
 * Unicode word boundaries: linear on any input.
 */
import { clauseText, readCandidate, type Candidate, type GoalClause, type Statement } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { hasMeasure, timeFrameIn, toldAfter } from './specifics.js';
import {
  capCore,
  countLetters,
  countWords,
  DEGREE_END,
  leadingWordsRe,
  list,
  lowerFirstWord,
  lowerWords,
  need,
  readData,
  stripTrailing,
  withoutLeading,
  wordSets,
  wordsRe,
} from './text.js';
import { fearTold, isPurposeStart, namesByPronoun, negatedAim, reportedBefore, withoutDuty, withoutHedge, zuClause } from './gate.js';
import { problemGoal } from './narrative.js';
import { amountIn } from './pace.js';
import { aimAfter, splitIntents, joinerRe, type SplitRules } from './split.js';
import { topicOf } from './topics.js';
import {
  futureOf,
  genderedFutures,
  infinitivePhraseOf,
  isFutureForm,
  isInfinitive,
  italianFuture,
  isSlavic,
  parseVerbPhrase,
  stopping,
  participleToInfinitive,
  type SlavicLanguage,
} from './verbs.js';

export type FramedLanguage = Exclude<Language, 'en'>;

/**
 * want: the intention verb ("chci", "quiero") — an infinitive or an object follows;
 * goal: "my goal is" — an infinitive or a noun phrase in the nominative follows;
 * will: the user already wrote the future ("budu", "ich werde", "voy a");
 * wish: Czech and Slovak "rád bych" with a past participle ("rád bych se naučil");
 * weak: "I must", "I should", "I need".
 */
const KINDS = ['want', 'goal', 'will', 'wish', 'weak'] as const;
type CueKind = (typeof KINDS)[number];

interface Cue {
  re: RegExp;
  kind: CueKind;
  score: number;
  /** The cue itself negates ("nechci"). */
  negated?: boolean;
}

interface Rules {
  cues: Cue[];
  /** Connectives at the start of a statement ("Také", "Außerdem", "Además"). */
  fillers: RegExp;
  /** Where the goal's own words end: reasons, purposes, relative clauses, dashes. */
  clauseCut: RegExp;
  /** A phrase that starts with one of these is a subordinate clause ("aby", "dass", "que"), not a goal. */
  subordinators: RegExp;
  /** Words between the cue and the phrase ("de", "d'", "es,"). */
  lead?: RegExp;
  /**
   * "Also" right after the cue ("Chcę też lepiej …"): dropped, since it would stand before the verb
   * and hide it from the verb tables (and "also" adds nothing to a goal).
   */
  also?: RegExp;
  /** The word before a cue that negates it ("no quiero", "nie chcę", "не хочу"). */
  negation?: RegExp;
  /** Subject pronouns and finite verbs: a line with one of these is a sentence, not a noun phrase. */
  sentenceWords: Set<string>;
  /** Determiners: a phrase starting with one is a noun phrase (Spanish, French). */
  determiners?: Set<string>;
  /** Conjunctions that may join two intentions ("a", "und", "y"; longest first). */
  joiners: string[];
  /**
   * A first-person verb of the story after a comma ("…, na pohovoroch vždy zlyhám"): the goal's words
   * end at that comma (Czech and Slovak, whose first person ends in "-ám", "-ím", "-uji").
   */
  storyVerb?: RegExp;
  /**
   * Possessives that open the story after a comma ("ganhar mais dinheiro, o meu salário mal chega"):
   * the goal ends at that comma unless a joiner follows, as in a list ("mi inglés, mi alemán y …").
   */
  possessives?: RegExp;
}

const FILLER_TAIL = String.raw`[\s,:;-]*`;
const alsoWords = (words: string[]): RegExp => new RegExp(`${leadingWordsRe(words).source}\\s*`, 'iu');
/** A statement's opening connectives, "a | b | …" in intents.json, with the punctuation after them. */
const fillers = (words: string): RegExp =>
  new RegExp(`^(?:${words.trim().replace(/\s*\|\s*/gu, '|')})(?![\\p{L}\\p{N}])${FILLER_TAIL}`, 'iu');

/** One language's words as intents.json writes them (its "about" says how). */
interface RulesData {
  cues: { kind: CueKind; score: number; negated?: boolean; words: string[] }[];
  fillers: string;
  clauseCut: { optional: string[]; commaOnly: string[] };
  subordinators: string[];
  lead?: string;
  also?: string[];
  negation?: string;
  storyVerb?: string;
  possessives?: string[];
  joiners: string[];
  sentenceWords: string;
  determiners?: string;
}
type Lists = Partial<Record<FramedLanguage, string[]>>;

/**
 * The words of the readers, read from intents.json once at start-up (issue 33). Why some words are
 * there is said beside them ("why"): hedges, the present, first-person verbs of how things are, how
 * often and the past after a comma are the mentee's story, not the goal's words; what the aim is set
 * against ("а не существовать") is no aim of its own.
 */
const DATA = readData('./intents.json') as {
  hedges: Lists;
  asides: Lists;
  now: Lists;
  nowVerbs: Lists;
  often: Lists;
  frontOften: Lists;
  atLeast: Record<FramedLanguage, string>;
  past: Lists;
  contrasts: string;
  pointingBack: string;
  aimBack: string;
  forLife: string;
  whether?: Lists;
  or?: Lists;
  rules: Partial<Record<FramedLanguage, RulesData>>;
  storyVerbs: Record<string, string>;
  words: Record<(typeof WORD_LISTS)[number], string>;
  topicFirst: Record<FramedLanguage, string>;
  gerunds: { endings: Record<FramedLanguage, string>; lead: Partial<Record<FramedLanguage, string>>; not: string };
  ownClitics: Partial<Record<FramedLanguage, { before: string; plural: string; own: string }>>;
  participles: { strong: Record<string, string> };
};
need('intents.json', DATA, 'contrasts pointingBack aimBack forLife');
const WORD_LISTS = ['names', 'germanLower', 'intransitive', 'notVerbs', 'frReVerbs', 'backPointers', 'germanClauses', 'otherCues'] as const;
if (WORD_LISTS.some((k) => typeof DATA.words?.[k] !== 'string')) throw new Error(`intents.json: "words" needs ${WORD_LISTS.join(', ')}`);
const CONTRASTS = list(DATA.contrasts);
/** "…, um …", "…, bevor ich nach Madrid ziehe": a clause after the aim's infinitive (intents.json words.germanClauses). */
const GERMAN_CLAUSE = new RegExp(`,? (?:um|damit) .*$|, (?:${list(DATA.words.germanClauses).join('|')}) .*$`, 'u');
/** "…, pour y arriver": a purpose naming only the aim before it is no words of the goal; what follows it ("…, dafür einen Kurs machen") is listed as after a comma. */
const AIM_BACK = new RegExp(`,? ${wordsRe(DATA.aimBack.split(',').map((p) => p.trim())).source}`, 'iu');
/** ", осталось 85 тысяч рублей, и …", ", quizás cuatro días, y …": a sum still to go or a hedge, up to the next comma, is no words of the goal. */
const ASIDE = new RegExp(`, ${wordsRe([DATA.asides, DATA.hedges].flatMap((l) => Object.values(l).flat())).source}[^;]{0,80}?(?=, )`, 'iu');
const FOR_LIFE = wordsRe(DATA.forLife.split(',').map((p) => p.trim()));
const POINTING_BACK = new Set(DATA.pointingBack.split(',').map((p) => p.trim()));
/** Where a pronoun pointing back ("по ним", "zu jedem", "chacun") starts among lower-case `words`, or -1. */
const pointingBackAt = (words: string[]): number =>
  words.findIndex((w, i) => POINTING_BACK.has(w) || POINTING_BACK.has(`${w} ${words[i + 1] ?? ''}`));
/** The lists a commaOnly entry may name ("@hedges"), and the patterns a storyVerb may name. */
const REFS: Record<string, Lists | undefined> = Object.fromEntries(
  (['hedges', 'asides', 'now', 'nowVerbs', 'often', 'past'] as const).map((k) => [`@${k}`, DATA[k]]),
);
/** The patterns a storyVerb may name (intents.json storyVerbs, each a first-person verb of the story, flag u). */
const STORY_VERBS: Record<string, RegExp> = Object.fromEntries(Object.entries(DATA.storyVerbs).map(([k, p]) => [k, new RegExp(p, 'u')]));
const isList = (x: unknown): x is string[] => Array.isArray(x) && x.every((w) => typeof w === 'string' && w !== '');

/** ", weil …", " - …": a clause boundary; `optional` words may come without a comma, `commaOnly` need one. */
function clauseCut(optional: string[], commaOnly: string[]): RegExp {
  const parts = [
    `,? (?:${[...optional, ...CONTRASTS.map((c) => c.replaceAll(',', ' '))].join('|')})(?![\\p{L}\\p{N}])`,
    commaOnly.length > 0 ? `, (?:${commaOnly.join('|')})(?![\\p{L}\\p{N}])` : '',
    ',? [-–—] ',
    ': ',
    '; ',
  ].filter((p) => p !== '');
  return new RegExp(parts.join('|'), 'iu');
}

/** One language's rules, checked (start-up stops naming the language and what is missing or malformed) and built. */
function rulesOf(lang: FramedLanguage, r: RulesData | undefined): Rules {
  const fail = (what: string): never => {
    throw new Error(`intents.json, rules.${lang}: ${what}`);
  };
  if (!r || !Array.isArray(r.cues) || r.cues.length === 0) return fail('no cues');
  for (const [key, ok] of Object.entries({
    fillers: typeof r.fillers === 'string',
    'clauseCut.optional': isList(r.clauseCut?.optional),
    'clauseCut.commaOnly': isList(r.clauseCut?.commaOnly),
    subordinators: isList(r.subordinators),
    joiners: isList(r.joiners),
    sentenceWords: typeof r.sentenceWords === 'string',
    also: r.also === undefined || isList(r.also),
    possessives: r.possessives === undefined || isList(r.possessives),
    ...Object.fromEntries(
      (['lead', 'negation', 'storyVerb', 'determiners'] as const).map((k) => [k, r[k] === undefined || typeof r[k] === 'string']),
    ),
  }))
    if (!ok) fail(`${key} missing or malformed`);
  for (const [i, c] of r.cues.entries())
    if (!(KINDS as readonly string[]).includes(c.kind) || typeof c.score !== 'number' || !isList(c.words)) fail(`cue ${i}`);
  const named = (w: string): string[] => {
    const ws = REFS[w]?.[lang];
    return isList(ws) && ws.length > 0 ? ws : fail(`no list ${w}`);
  };
  const commaOnly = r.clauseCut.commaOnly.flatMap((w) => (w.startsWith('@') ? named(w) : [w]));
  const storyVerb = r.storyVerb === undefined ? undefined : (STORY_VERBS[r.storyVerb] ?? fail(`no pattern ${r.storyVerb}`));
  try {
    return built(r, commaOnly, storyVerb);
  } catch (e) {
    return fail(`a pattern does not compile (${(e as Error).message})`);
  }
}

function built(r: RulesData, commaOnly: string[], storyVerb: RegExp | undefined): Rules {
  return {
    cues: r.cues.map((c) => ({ re: wordsRe(c.words), kind: c.kind, score: c.score, negated: c.negated ?? false })),
    fillers: fillers(r.fillers),
    clauseCut: clauseCut(r.clauseCut.optional, commaOnly),
    subordinators: leadingWordsRe(r.subordinators),
    ...(r.lead === undefined ? {} : { lead: new RegExp(r.lead, 'iu') }),
    ...(r.also ? { also: alsoWords(r.also) } : {}),
    ...(r.negation === undefined ? {} : { negation: new RegExp(String.raw`(?:^|\s)${r.negation}\s*$`, 'iu') }),
    ...(storyVerb ? { storyVerb } : {}),
    ...(r.possessives ? { possessives: leadingWordsRe(r.possessives) } : {}),
    joiners: r.joiners,
    sentenceWords: new Set(list(r.sentenceWords)),
    ...(r.determiners === undefined ? {} : { determiners: new Set(list(r.determiners)) }),
  };
}

const FRAMED = LANGUAGES.filter((l) => l !== 'en');
const RULES = Object.fromEntries(FRAMED.map((l) => [l, rulesOf(l, DATA.rules[l])])) as Record<FramedLanguage, Rules>;
/** "se cambiare lavoro o restare": after a "whether", an "or" joins the answers of one question (intents.json whether, or). */
if (FRAMED.some((l) => !isList(DATA.whether?.[l]) || !isList(DATA.or?.[l]) || !isList(DATA.frontOften?.[l]) || !DATA.atLeast?.[l]))
  throw new Error('intents.json: whether, or, frontOften and atLeast in every language');
const FRONT_OFTEN = new Map(FRAMED.map((l) => [l, wordsRe([`(?:(?:${DATA.atLeast[l]}) )?(?:${DATA.frontOften[l]!.join('|')})`])]));
/** The words of "at least" in every language, split once at start-up for `isNoiseOnly`. */
const AT_LEAST_WORDS = new Set(Object.values(DATA.atLeast).flatMap((a) => a.split(/[| ]/u)));
const ALTERNATIVES = Object.fromEntries(
  FRAMED.map((l) => [l, { whether: wordsRe(DATA.whether![l]!), or: new RegExp(`(?:^|[ ,])(?:${DATA.or![l]!.join('|')}) $`, 'iu') }]),
) as Record<FramedLanguage, { whether: RegExp; or: RegExp }>;

interface CueMatch {
  index: number;
  length: number;
  cue: Cue;
}

function findCue(text: string, rules: Rules): CueMatch | null {
  let best: CueMatch | null = null;
  for (const c of rules.cues) {
    const m = c.re.exec(text);
    if (!m) continue;
    if (!best || m.index < best.index || (m.index === best.index && m[0].length > best.length))
      best = { index: m.index, length: m[0].length, cue: c };
  }
  return best;
}

/** The most words of a purpose kept with its aim: a sentence's end, not a story. */
const PURPOSE_WORDS = 10;

function cutClause(whole: string, rules: Rules): string {
  const text = whole.replace(ASIDE, '').replace(AIM_BACK, (m) => (m.startsWith(',') ? ',' : ''));
  let m = rules.clauseCut.exec(text);
  // Cut after the purpose a degree asks for, not before it ("Nauczę się grać na gitarze na tyle" is no
  // sentence); a short purpose closing the sentence is kept too ("…, żeby zdać egzamin B1 w czerwcu"), as is a zu-infinitive's clause.
  const purpose = (at: number): boolean =>
    isPurposeStart(text.slice(at).replace(/^[, ]+/u, '')) && countWords(text.slice(at)) <= PURPOSE_WORDS && !namesByPronoun(text.slice(at));
  if (m && m.index > 0 && (DEGREE_END.test(text.slice(0, m.index).slice(-24)) || purpose(m.index) || zuClause(text.slice(m.index + 1)))) {
    const from = m.index + m[0].length;
    const next = rules.clauseCut.exec(text.slice(from));
    m = next === null ? null : ({ ...next, index: from + next.index } as RegExpExecArray);
  }
  const cut = !m || m.index === 0 ? text : text.slice(0, m.index);
  const head = countLetters(cut, 2) >= 2 ? cut : text;
  const comma = head.indexOf(', ');
  const after = comma > 0 ? head.slice(comma + 2) : '';
  const verb = rules.storyVerb?.test(after) === true;
  const mine = rules.possessives?.test(after) === true && !listGoesOn(after, rules) && !zuClause(after);
  const own = comma > 0 && countLetters(head.slice(0, comma), 2) >= 2 && (verb || mine) ? head.slice(0, comma) : head;
  return aimAfter(text, own, splitRulesOf(FRAMED.find((l) => RULES[l] === rules)!), (r) => cutClause(r, rules));
}

/** "mi alemán y mi francés": a joiner after the comma's words makes them a list, not the story. */
function listGoesOn(after: string, rules: Rules): boolean {
  const words = lowerWords(after);
  return rules.joiners.some((j) => !j.includes(' ') && words.includes(j));
}

const stripFillers = (text: string, rules: Rules): string => withoutLeading(text, rules.fillers).trim();

/** Names that keep their capital when they start a phrase ("Python a SQL"). */
const NAMES = new Set(list(DATA.words.names));

/** German words that are lower case inside a sentence although a list item starts with them. */
const GERMAN_LOWER = new Set(list(DATA.words.germanLower));

// ---------------------------------------------------------------------------------------------

/**
 * The goals a statement in `lang` states, one per intention (none when it states none): "Chci najít
 * práci a zlepšit angličtinu" states two.
 */
export function readFramed(st: Statement, lang: FramedLanguage): Candidate[] {
  return withoutHedge(st.text, readFramedStatement(st, lang), (c) => clauseText(c.clause));
}

/** "Do wakacji odłożyć 6 000 zł", "(И) ещё бросить курить": a bare infinitive after a deadline (which then follows its verb phrase) or "also". */
function bareAim(text: string, lang: FramedLanguage, rules: Rules): string {
  const rest = rules.also ? text.replace(rules.also, '') : text;
  const told = lang === 'de' ? null : leadingTimeFrame(rest, lang);
  const aim = told ? `${rest.slice(told.length).trim()} ${told.charAt(0).toLowerCase()}${told.slice(1)}` : rest;
  // A deadline a duty word would cut (withoutDuty) stays where it is.
  return startsWithInfinitive(aim, lang) && withoutDuty(aim, lang) === aim ? aim : text;
}

function readFramedStatement(st: Statement, lang: FramedLanguage): Candidate[] {
  if (st.question) return [];
  const rules = RULES[lang];
  const text = bareAim(stripFillers(stripTrailing(st.text), rules), lang, rules);
  if (countLetters(text, 2) < 2) return [];

  const cueFound = findCue(text, rules);
  // "не понимаю, чем хочу заниматься", "nevím, co chci dělat": a question the mentee asks, not a goal.
  const before = cueFound ? text.slice(0, cueFound.index) : '';
  const found = cueFound && (EMBEDDED_QUESTION.test(before) || reportedBefore(before)) ? null : cueFound;
  if (cueFound && !found) return [];
  const startsWithVerb = startsWithInfinitive(text, lang) && !TOPIC_FIRST[FRAMED.indexOf(lang)]!.has(lowerWords(text)[1] ?? '');
  if (found && (found.index === 0 || !startsWithVerb)) return fromCue(st, text, found, lang, rules);
  if (startsWithVerb) {
    const phrase = finish(withoutDuty(cutClause(text, rules), lang));
    if (phrase === '') return [];
    return eachIntent(st, phrase, lang, (part) => {
      const clause = verbClause(part, lang, 'bare');
      return clause ? { clause, score: 3 } : null;
    });
  }
  if (isSlavic(lang)) {
    // "Naučím se španělsky", "Budu víc sportovat": the user already wrote the first person future.
    const first = text.split(' ', 1)[0]!;
    if (isFutureForm(first, lang)) {
      const phrase = finish(cutClause(text, rules));
      if (phrase === '') return [];
      return eachIntent(st, phrase, lang, (part, i) => {
        if (i === 0) return { clause: { form: 'verbatim', phrase: part }, score: 4 };
        const clause = verbClause(part, lang, 'want');
        return clause ? { clause, score: 4 } : null;
      });
    }
  }
  // "Mám problém s prokrastinací": the goal addresses the problem the sentence describes.
  const problem = problemGoal(cutClause(text, rules), lang);
  if (problem) return [candidate(st, lang, problem, 3, text)];
  const np = fromNounPhrase(st, text, lang, rules);
  return np ? [np] : [];
}

type PartReader = (part: string, index: number) => { clause: GoalClause; score: number } | null;

/** One candidate per intention of `phrase` (split at a conjunction of two verb phrases). */
function eachIntent(st: Statement, phrase: string, lang: FramedLanguage, read: PartReader, timeBefore?: string): Candidate[] {
  const parts = splitIntents(phrase, splitRulesOf(lang));
  const out: Candidate[] = [];
  parts.forEach((part, i) => {
    const p = finish(part);
    if (p === '' || isNoiseOnly(p)) return;
    const read1 = read(p, i);
    if (!read1) return;
    // The second and later intentions rank by their own words; the order keeps them after the first.
    // "přečíst 10 knih a psát si o nich poznámky": a part joined by a pronoun pointing back is about its antecedent.
    const words = lowerWords(p);
    let joiner = pointingBackAt(words);
    while (joiner > 0 && !RULES[lang].joiners.includes(words[joiner]!)) joiner--;
    const c = candidate(st, lang, read1.clause, read1.score, parts.length > 1 ? p : phrase, i === 0 ? timeBefore : undefined);
    if (joiner > 0) c.pointsWithin = true;
    const about = joiner > 0 ? topicOf(words.slice(0, joiner).join(' ')) : 'general';
    if (about !== 'general') c.topic = about;
    c.order = st.order + i / 10;
    out.push(c);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// One goal per intention: where a phrase joins two verb phrases.

/** Verbs that make a goal without an object ("zhubnout a běhat" is two goals, "naučit se a zlepšit X" one). */
const INTRANSITIVE = new Set(list(DATA.words.intransitive));
/** "Učiť ma baví", "Studiare mi piace", "Cvičiť nemám kedy": a leading infinitive the next word makes a statement's topic, no aim. */
const TOPIC_FIRST = wordSets('intents.json', DATA.topicFirst, FRAMED.join(' '));

/** Words ending like an infinitive that are nouns or adjectives ("hogar", "métier", "livre"). */
const NOT_VERBS = new Set(list(DATA.words.notVerbs));
/** French infinitives in -re (most words in -re are nouns: "livre", "carrière", "salaire"). */
const FR_RE_VERBS = new Set(list(DATA.words.frReVerbs));
const ROMANCE_PRONOUNS_RE = /^(?:(?:me|te|se|nous|vous) |m'|t'|s')\s*/iu;
const ROMANCE_ADVERB_RE = /^(?:mieux|plus|moins|davantage|más|mejor|menos|meglio|più|meno|melhor|mais|menos) /iu;

/** Words of a piece, clitics ("se", "si", "sa", "się") left out. */
function contentWords(piece: string): string[] {
  return piece.split(' ').filter((w) => w !== '' && !CLITICS.has(w.toLowerCase()));
}

/** Does `piece` start with a verb of `lang` (German: end with one)? */
function startsVerbPhrase(piece: string, lang: FramedLanguage, negated = false): boolean {
  if (isSlavic(lang)) {
    const vp = parseVerbPhrase(piece, lang);
    // "… и больше не брать новых": after "and", "no more" before a verb still starts its phrase.
    if (vp && (vp.before.length <= 1 || (negated && vp.before.length === 2 && ['не', 'nie', 'ne'].includes(vp.before[1]!.toLowerCase()))))
      return true;
    return isFutureForm(piece.split(' ', 1)[0]!, lang);
  }
  if (lang === 'de') {
    const p = dropZu(piece);
    // "… und zwei Abende pro Woche frei haben": the last word is the infinitive, though "haben" is a finite form too.
    return countWords(p) >= 2 && isInfinitive(lastWord(p), 'de') && !startsLikeSentence(p.slice(0, p.trimEnd().lastIndexOf(' ')), RULES.de);
  }
  // "mieux dormir", "más leer": one adverb may stand before the infinitive.
  // "… y no sentirme tan mayor": a state to avoid is the aim's, not a verb phrase of its own.
  if (
    negated &&
    /^(?:no|non|não|ne(?: plus| pas| jamais)?) (?:sent|ser |estar |être |essere |stare |ficar |avoir |avere |tener |ter )/iu.test(piece)
  )
    return false;
  const bare = (negated ? piece.replace(/^(?:no|non|não|ne(?: plus| pas| jamais)?) /iu, '') : piece)
    .replace(ROMANCE_ADVERB_RE, '')
    .replace(ROMANCE_PRONOUNS_RE, '');
  return isRomanceInfinitive((bare.split(' ', 1)[0] ?? '').replace(/[^\p{L}'-]+/gu, ''), lang);
}

/** A Romance infinitive, not a noun or determiner that ends like one ("lugar", "entre", "notre"). */
function isRomanceInfinitive(word: string, lang: 'es' | 'fr' | 'it' | 'pt'): boolean {
  const w = word.toLowerCase();
  if (w === '' || NOT_VERBS.has(w) || (RULES[lang].determiners?.has(w) ?? false) || !isInfinitive(w, lang)) return false;
  return lang !== 'fr' || !w.endsWith('re') || FR_RE_VERBS.has(w);
}

/**
 * The verb of a piece when it is a bare verb ("zhubnout", "se naučit", "lernen"), else null. A lone
 * noun ("awans" in "Chcę awans, a także nauczyć się delegować") is no verb: the verb phrase after it
 * is a goal of its own.
 */
function bareVerb(piece: string, lang: FramedLanguage): string | null {
  const words = contentWords(piece);
  if (words.length !== 1) return null;
  const word = words[0]!.toLowerCase();
  // German puts the verb last: "Englisch und Spanisch lernen" shares it, so a lone word stays bare there.
  if (lang === 'de') return word;
  const verb = isSlavic(lang) ? parseVerbPhrase(word, lang) !== null || isFutureForm(word, lang) : isInfinitive(word, lang);
  return verb ? word : null;
}

/** Pronouns that point back to the first part ("přeložit knihu a vydat ji"): the two are one goal. */
const BACK_POINTERS = new Set(list(DATA.words.backPointers));

/**
 * A German "zu" infinitive at the end ("nein zu sagen", "Aufgaben abzugeben"): after a verb ("lernen, …"),
 * its complement. Word look-ups, no regular expression: linear on any text.
 */
function endsInZuInfinitive(piece: string): boolean {
  const text = piece.trim();
  let end = text.length;
  while (end > 0 && '.!?'.includes(text[end - 1]!)) end--;
  const words = text.slice(0, end).split(/\s+/u);
  const last = (words[words.length - 1] ?? '').toLowerCase();
  const infinitive = last.endsWith('en') || last.endsWith('ern') || last.endsWith('eln');
  return infinitive && (words[words.length - 2]?.toLowerCase() === 'zu' || last.indexOf('zu', 1) > 0);
}

/** "Me quiero mudar", "queremos casarnos": the reflexive is the mentee's infinitive's, in the singular (intents.json ownClitics). */
const CLITICS_TOLD = Object.values(DATA.ownClitics ?? {});
if (!CLITICS_TOLD.length || CLITICS_TOLD.some((c) => [c?.before, c?.plural, c?.own].some((w) => typeof w !== 'string')))
  throw new Error('intents.json: ownClitics needs before, plural and own for each language');
const OWN_CLITICS = new Map(
  Object.entries(DATA.ownClitics).map(([l, c]) => [l, { ...c, before: new RegExp(`(?:^|\\s)(?:${list(c.before).join('|')})\\s*$`, 'iu') }]),
);
function withOwnClitic(phrase: string, prefix: string, lang: FramedLanguage): string {
  const c = OWN_CLITICS.get(lang);
  const verb = /^\p{L}+/u.exec(phrase)?.[0] ?? '';
  if (!c || !isInfinitive(verb, lang)) return phrase;
  const stem =
    c.plural !== '' && verb.endsWith(`r${c.plural}`)
      ? verb.slice(0, -c.plural.length)
      : c.before.test(prefix) && /re?$/u.test(verb)
        ? verb.replace(/e$/u, '')
        : '';
  return stem === '' ? phrase : `${stem}${c.own}${phrase.slice(verb.length)}`;
}

/** "…, бігаючи чотири рази на тиждень", "et en arrêtant": the method, an adverbial participle, is no aim of its own (intents.json gerunds). */
const GERUND_ENDS = new Map(FRAMED.map((l) => [l, list(DATA.gerunds.endings[l] ?? '\0')]));
const NOT_GERUNDS = new Set(list(DATA.gerunds.not));
const gerundFirst = (piece: string, lang: FramedLanguage, [a = '', b = ''] = lowerWords(piece.slice(0, 80))): boolean =>
  ((w) => !NOT_GERUNDS.has(w) && GERUND_ENDS.get(lang)!.some((e) => w.length > e.length + 1 && w.endsWith(e)))(
    DATA.gerunds.lead[lang] === a ? b : a,
  );

function canSplit(left: string, right: string, lang: FramedLanguage, joiner: string): boolean {
  if (left.endsWith('-')) return false; // "einen Excel- und Power-BI-Kurs": one compound, cut short
  if (lang === 'de' && /\p{L}(?:en|ern|eln)$/u.test(left.trim()) && endsInZuInfinitive(right)) return false;
  // "die Steuererklärungen für 2024 und 2025 abgeben", "mit meiner Frau und den Kindern auswandern": a left part ending in a figure, or in a word and no verb before "und", shares the verb German puts last.
  if (lang === 'de' && (joiner === ', ' ? /\d$/u : /[\p{L}\d]$/u).test(left) && !isInfinitive(lastWord(left), lang)) return false;
  // "… і до літа закрити кредитку", "y antes de mayo pagar la tarjeta": a deadline may lead the second aim's verb.
  const [rest, told] = [verbFirst(right.replace(FRONT_OFTEN.get(lang)!, '').trimStart(), lang), leadingTimeFrame(right, lang) ?? ''];
  const and = /\p{L}/u.test(joiner); // "y no pedir más préstamos": a negated verb after "and", never after a comma ("…, no conocer gente nueva")
  if (!startsVerbPhrase(rest, lang, and) && !(told && startsVerbPhrase(right.slice(told.length).replace(/^[\s,]+/u, ''), lang, and)))
    return false;
  const tail = contentWords(right).slice(1);
  if (tail.length === 1 && BACK_POINTERS.has(tail[0]!.toLowerCase())) return false;
  // "… и вести по ним заметки", "… und zu jedem eine Zusammenfassung schreiben": it points back (intents.json).
  if (pointingBackAt(lowerWords(right)) >= 0) return false;
  const leftBare = bareVerb(left, lang);
  const rightBare = bareVerb(right, lang);
  if (leftBare !== null) {
    // "naučit se a zlepšit angličtinu": one object for both verbs, one goal; "zhubnout a běhat": two.
    return INTRANSITIVE.has(leftBare) || rightBare !== null;
  }
  // "naučit se hrát na kytaru a zpívat": the second infinitive depends on the first verb too.
  if (rightBare !== null) return lang === 'de' ? false : !dependsOnInfinitive(left, lang);
  return true;
}

/** Does the first verb of `left` take another infinitive ("naučit se hrát", "aprender a nadar")? */
function dependsOnInfinitive(left: string, lang: FramedLanguage): boolean {
  if (isSlavic(lang)) {
    const vp = parseVerbPhrase(left, lang);
    if (!vp) return false;
    const next = (contentWords(vp.rest)[0] ?? '').replace(/[^\p{L}]+$/u, '');
    return isInfinitive(next, lang);
  }
  const words = left.split(' ');
  return words.some((w, i) => i > 0 && /^(?:a|à|de|di|d')$/iu.test(w) && isInfinitive(words[i + 1] ?? '', lang));
}

const SPLIT_RULES = new Map<FramedLanguage, SplitRules>();

function splitRulesOf(lang: FramedLanguage): SplitRules {
  let rules = SPLIT_RULES.get(lang);
  if (!rules) {
    const r = RULES[lang];
    rules = {
      joiner: joinerRe(r.joiners),
      // An infinitive right after the comma that closes a relative clause is the next aim of a list; a relative clause's own verbs are finite.
      commaAfterCut: (piece) => lang !== 'de' && isInfinitive(lowerWords(piece.slice(0, 40))[0] ?? '', lang),
      canSplit: (left, right, joiner) =>
        !(joiner !== undefined && ALTERNATIVES[lang].or.test(joiner) && ALTERNATIVES[lang].whether.test(left)) &&
        canSplit(left, right, lang, joiner ?? ''),
      // "…, každý den 45 minut": how often and how long, no verb after them, is the aim's too (German puts its verb last).
      method: (piece, o = FRONT_OFTEN.get(lang)!.exec(piece)) =>
        gerundFirst(piece, lang) || (lang !== 'de' && o?.index === 0 && /^ \d{1,3} \p{L}+$/u.test(piece.slice(o[0].length, 60).trimEnd())),
      trimStart: (piece) => {
        let t = stripFillers(piece, r);
        // "… a každý den ujít 10 000 kroků", "y cada día caminar": the verb (and its clitic) leads the goal, how often follows it.
        const often = FRONT_OFTEN.get(lang)!.exec(t)?.[0] ?? '\0';
        t = t.startsWith(often) ? `${often} ${verbFirst(t.slice(often.length).trim(), lang)}` : verbFirst(t, lang);
        const [verb = '', clitic = ''] = t.slice(often.length).trim().split(' ');
        const lead = CLITICS.has(clitic) ? `${verb} ${clitic}` : verb;
        if (t.startsWith(often) && isInfinitive(verb, lang)) t = `${lead} ${often}${t.slice(often.length).trim().slice(lead.length)}`;
        // "до літа закрити кредитку": the deadline leading the second aim follows its verb phrase, to be read as its own; a clitic told before the verb follows it ("do konce roku si udělat řidičák").
        const [told = '', next = '', after = ''] = ((f) => [f, ...lowerWords(t.slice(f.length))])(leadingTimeFrame(t, lang) ?? '');
        const verbal = CLITICS.has(next) && isInfinitive(after, lang) ? t.slice(told.length).replace(/^\s*(\S+) (\S+)/u, '$2 $1') : '';
        if (told && lang !== 'de' && (isInfinitive(next, lang) || verbal)) t = `${verbal || t.slice(told.length).trim()} ${told}`;
        if (r.also) t = t.replace(r.also, '');
        // "…, et d'arrêter de …": the cue's "de" stands before each aim it introduces.
        if (r.lead && isInfinitive(lowerWords(t.replace(r.lead, ''))[0] ?? '', lang)) t = t.replace(r.lead, '');
        return lang === 'cs' || lang === 'sk' ? participleFirst(t.trim(), lang) : t.trim();
      },
    };
    SPLIT_RULES.set(lang, rules);
  }
  return rules;
}

/**
 * "Chtěla bych dokončit školu a našla si stáž": the second verb continues the conditional as a past
 * participle; as the infinitive it stands for ("najít si stáž") it is a verb phrase of its own.
 */
function participleFirst(piece: string, lang: 'cs' | 'sk'): string {
  const space = piece.indexOf(' ');
  const first = space < 0 ? piece : piece.slice(0, space);
  const inf = participleToInfinitive(first, lang);
  return inf === null ? piece : `${inf}${space < 0 ? '' : piece.slice(space)}`;
}

const CLITICS = new Set(['se', 'si', 'sa', 'się']);

/**
 * Does `text` start like a goal of `lang` (an infinitive first, German: last)? A short list item
 * such as "Mettermi in forma" is read in the language of the whole input when it does, even though
 * its few words ("in") look English.
 */
export function startsLikeGoalIn(text: string, lang: FramedLanguage): boolean {
  return startsWithInfinitive(stripFillers(stripTrailing(text), RULES[lang]), lang);
}

function startsWithInfinitive(text: string, lang: FramedLanguage): boolean {
  const words = text.split(' ', 4).map((w) => w.replace(/[^\p{L}'-]+/gu, ''));
  const first = words[0] ?? '';
  switch (lang) {
    case 'cs':
    case 'sk':
    case 'pl':
      // "Naučit se …"; also "Se naučit …" (a clitic first is unusual but harmless).
      return isInfinitive(first, lang) || (CLITICS.has(first.toLowerCase()) && isInfinitive(words[1] ?? '', lang));
    case 'uk':
    case 'ru':
      return isInfinitive(first, lang);
    case 'es':
    case 'fr':
    case 'it':
    case 'pt':
      return isRomanceInfinitive(first, lang);
    case 'de': {
      // German infinitive phrases end with the verb: "Mehr Sport machen", "Englisch verbessern".
      const phrase = cutClause(text, RULES.de);
      const last = lastWord(phrase);
      return countWords(phrase) <= 12 && isInfinitive(last, 'de') && !startsLikeSentence(phrase, RULES.de);
    }
  }
}

/**
 * A question word right before a cue: "не знаю, чем хочу …", "nevím, co chci …", "je ne sais pas ce que je veux …";
 * "nunca sé cuánto voy a cobrar", "quando provo a parlargli": how much or when, the story, not a goal (blind reading 8).
 */
const EMBEDDED_QUESTION =
  /(?<!\p{L})(?:что|чем|чего|куда|що|чим|чого|куди|co|čo|čím|czym|czego|was|wohin|qué|lo que|ce que|quoi|cosa|che cosa|o que|dove|où|kam|dokąd|сколько|скільки|когда|коли|kolik|koľko|ile|kiedy|gdy|kdy|když|keď|wie viel|wieviel|wenn|cuánto|cuánta|cuando|combien|quand|lorsque|quanto|quanta|quando)(?: (?:ich|je|j'|io|yo|eu|ja|я|se|si|sa|się))?\s*$/iu;

/** "(a každý měsíc) 2 000 Kč spořit", "(y) 150 euros al mes ahorrar para …", "по 5 тысяч откладывать": a sum of money before its infinitive (in six words), the verb led; German's stays last. */
function verbFirst(piece: string, lang: FramedLanguage): string {
  const [words, sum] = [piece.split(' '), lang === 'de' ? null : amountIn(piece)];
  const at = sum && sum.start <= 3 ? words.slice(0, 6).findIndex((w) => isInfinitive(w.replace(/\P{L}+$/u, ''), lang)) : -1;
  return at > 0 ? [words[at], ...words.filter((_, k) => k !== at)].join(' ') : piece;
}

function lastWord(text: string): string {
  const words = text.trim().split(' ');
  return (words[words.length - 1] ?? '').replace(/[^\p{L}]+$/u, '');
}

function startsLikeSentence(text: string, rules: Rules): boolean {
  return lowerWords(text.slice(0, 200)).some((w) => rules.sentenceWords.has(w));
}

/** "werde ich acht Kilo abgenommen", "… 5000 € gespart": a German participle closing a future is its infinitive (intents.json participles). */
const PARTICIPLE_END = /(?<=\s)((?:ab|an|auf|aus|ein|mit|vor|weg|zu|zurück)?)ge(\p{Ll}{2,20}?)(e?t|en)$/u;
const infinitiveLast = (p: string, lang: FramedLanguage, s = DATA.participles.strong): string =>
  lang !== 'de' ? p : p.replace(PARTICIPLE_END, (_, pre, x, end) => pre + (end === 'en' ? (s[x + end] ?? `ge${x}en`) : `${x}en`));
/** Trailing punctuation off, length capped; '' when fewer than two letters remain. */
function finish(phrase: string): string {
  const p = capCore(stripTrailing(phrase));
  return countLetters(p, 2) < 2 ? '' : p;
}

function fromCue(st: Statement, text: string, found: CueMatch, lang: FramedLanguage, rules: Rules): Candidate[] {
  const prefix = text.slice(0, found.index);
  let rest = text.slice(found.index + found.length).replace(/^[\s,:;–—-]+/u, '');
  // "Chci, chci se naučit …": a repeated cue is skipped (a few times at most, to stay linear).
  for (let i = 0; i < 3; i++) {
    const again = findCue(rest, rules);
    if (!again || again.index !== 0) break;
    rest = rest.slice(again.length).replace(/^[\s,:;–—-]+/u, '');
  }
  if (rules.lead) rest = rest.replace(rules.lead, '');
  if (rules.subordinators.test(rest)) return []; // "Chci, aby tým …", "Ich möchte, dass …"
  // "auch endlich", "taky konečně": two such words may stand together.
  if (rules.also) rest = rest.replace(rules.also, '').replace(rules.also, '');
  // "Mein Ziel ist nicht, reich zu werden, sondern weniger zu arbeiten": the aim is after "sondern".
  const rather = negatedAim(rest, lang);
  if (rather?.rather) rest = rather.aim;
  let phrase = finish(cutClause(rest, rules));
  if (phrase === '') return [];
  if (isNoiseOnly(phrase)) return [];
  // "Me preocupa que no voy a encontrar trabajo": the aim is what is feared to be missed, no "dejar de encontrar".
  const negated =
    (found.cue.negated === true || (rules.negation?.test(prefix) ?? false)) && !(found.cue.kind === 'will' && fearTold(prefix));
  const before = timeFrameIn(prefix, lang);
  // "Obrona jest 25 czerwca, a potem chcę …": the date before "then" is the event's, not the aim's (specifics.json whyAfterDate).
  let timeBefore = before === null || toldAfter(text, before) ? undefined : before;
  // "Chcę w tym roku nauczyć się …", "Хочу к лету выучить …": a time frame right after the cue is the
  // goal's deadline, not part of its words (left there, it splits the verb from its clitic).
  const lead = timeBefore === undefined && isSlavic(lang) ? leadingTimeFrame(phrase, lang) : null;
  if (lead !== null) {
    timeBefore = lead;
    phrase = phrase.slice(lead.length).replace(/^[\s,]+/u, '');
    if (phrase === '') return [];
  }
  // "Chcel by som si o dva roky otvoriť …", "Chcę się w tym roku nauczyć …": the clitic comes first
  // and the time frame after it; the frame is the deadline and the clitic stays with the infinitive.
  const clitic = timeBefore === undefined && isSlavic(lang) ? /^(se|si|sa|się)\s+/iu.exec(phrase) : null;
  const afterClitic = clitic ? leadingTimeFrame(phrase.slice(clitic[0].length), lang) : null;
  if (clitic && afterClitic !== null) {
    timeBefore = afterClitic;
    const verb = phrase.slice(clitic[0].length + afterClitic.length).replace(/^[\s,]+/u, '');
    if (verb === '') return [];
    phrase = `${clitic[1]!.toLowerCase()} ${verb}`;
  }
  // "Letos se chci naučit německy": the clitic before the cue belongs to the infinitive after it.
  const cliticBefore = isSlavic(lang) ? /(?:^|\s)(se|si|sa|się)\s*$/iu.exec(prefix) : null;
  if (cliticBefore && !/^(?:se|si|sa|się)\s/iu.test(phrase)) phrase = `${cliticBefore[1]!.toLowerCase()} ${phrase}`;
  // "Každý den se budu učit …", "Jeden Tag will ich …": how often, told before the cue, is the aim's (before its comma; German before its verb).
  const [often, cut] = [lowerFirstWord(FRONT_OFTEN.get(lang)!.exec(prefix)?.[0] ?? '', NAMES), phrase.indexOf(', ') >>> 0];
  if (often && countWords(prefix) <= countWords(often) + 1 && !FRONT_OFTEN.get(lang)!.test(phrase))
    phrase = lang === 'de' ? `${often} ${phrase}` : `${phrase.slice(0, cut)} ${often}${phrase.slice(cut)}`;
  const kind = found.cue.kind;
  const score = found.cue.score;

  const [told, frame] = [prefix.replace(/[\s,]+$/u, '').toLowerCase(), timeBefore?.toLowerCase()];
  const beside = lead ?? afterClitic ?? (frame && told.endsWith(frame));
  const read = eachIntent(
    st,
    phrase,
    lang,
    (told, i) => {
      // The clitic only in the goal's words: its topic text stays as told, to find its sentence by.
      const part = withOwnClitic(told, i === 0 ? prefix : '', lang);
      let clause: GoalClause | null;
      // "Meu objetivo é não depender …": a Romance "I will not" reads "I will stop" ("Vou deixar de depender").
      const own = negated || isSlavic(lang) ? null : negatedAim(part, lang);
      if (negated || own) clause = negatedClause(own?.aim ?? part, lang);
      else if (kind === 'wish') clause = wishClause(part, lang, `${text.slice(found.index, found.index + found.length)} ${part}`);
      else if (kind === 'will') {
        const [said, own] = [part, i === 0 ? finish(cutClause(text.slice(found.index), rules)) : part].map((p) => infinitiveLast(p, lang));
        clause = verbClause(said!, lang, 'will') ?? { form: 'verbatim', phrase: own! };
      } else clause = verbClause(part, lang, kind);
      return clause ? { clause, score } : null;
    },
    timeBefore,
  );
  return beside ? read.map((c) => (c.timeBefore === undefined ? c : { ...c, ahead: true as const })) : read;
}

/** The time frame `phrase` starts with, as written, if any. */
function leadingTimeFrame(phrase: string, lang: FramedLanguage): string | null {
  const frame = timeFrameIn(phrase, lang);
  return frame !== null && phrase.toLowerCase().startsWith(frame.toLowerCase()) && frame.length < phrase.length ? frame : null;
}

function isNoiseOnly(phrase: string): boolean {
  // "ich brauche mindestens 5": a figure with only "at least" names nothing to reach.
  return lowerWords(phrase).every((w) => /^\d+$/.test(w) || AT_LEAST_WORDS.has(w));
}

/**
 * The clause for a phrase that follows an intention (or starts the statement): a future when the
 * verb is known, an infinitive phrase otherwise, a noun phrase when there is no infinitive.
 */
function verbClause(phrase: string, lang: FramedLanguage, kind: CueKind | 'bare'): GoalClause | null {
  if (isSlavic(lang)) {
    // "… a naučím se vařit", "i w tym roku przeczytam …": the mentee already wrote the future of this part, maybe after its time frame.
    const told = phrase.slice(leadingTimeFrame(phrase, lang)?.length ?? 0).trimStart();
    if (isFutureForm(told.split(' ', 1)[0]!, lang)) return { form: 'verbatim', phrase };
    const vp = parseVerbPhrase(phrase, lang) ?? parseVerbPhrase(infinitiveFirst(phrase, lang), lang);
    if (vp) {
      const future = vp.known ? futureOf(vp, lang) : stopping(vp, lang);
      const byGender = future === null ? undefined : genderedFutures(vp, lang);
      if (future !== null) return byGender ? { form: 'future', phrase: future, byGender } : { form: 'future', phrase: future };
      return { form: 'infinitive', phrase: lowerFirstWord(infinitivePhraseOf(vp), NAMES) };
    }
    return nounClause(phrase, kind);
  }
  if (lang === 'de') {
    // "Ich brauche aber …": a conjunction left before the object is no part of the aim.
    const p = germanFrameFirst(dropZu(phrase).replace(/^(?:aber|doch|jedoch|also|und) /iu, ''));
    // "mindestens 14.000 €, um kostendeckend zu arbeiten", "…, damit wir weniger leihen müssen": a purpose's verb and subject are not the aim's.
    const aim = p.replace(GERMAN_CLAUSE, '');
    if (isInfinitive(lastWord(aim), 'de') && !startsLikeSentence(aim, RULES.de)) {
      return { form: 'infinitive', phrase: germanLower(p) };
    }
    return nounClause(germanLower(p), kind);
  }
  // Spanish, French: verb first, possibly after a pronoun or an adverb ("me remettre", "mieux gérer").
  const rules = RULES[lang];
  const words = phrase.split(' ', 3).map((w) => w.toLowerCase().replace(/[^\p{L}'-]+/gu, ''));
  // "je veux le réussir", "je veux l'obtenir": an object pronoun before the infinitive, not an article.
  if (lang === 'fr' && objectPronounFirst(words)) return { form: 'infinitive', phrase: lowerFirstWord(phrase, NAMES) };
  // "moins utiliser mon portable": an adverb before the infinitive, no determiner of a noun ("moins de sucre").
  const adverb = ROMANCE_ADVERB_RE.test(phrase) && isRomanceInfinitive(words[1] ?? '', lang);
  if (!adverb && (rules.determiners?.has(words[0]!.replace(/'.*$/u, '')) || /^(?:l|d)'/u.test(words[0]!))) {
    return nounClause(lowerFirstWord(phrase, NAMES), kind);
  }
  if (words.some((w) => isInfinitive(w.replace(/^(?:m|t|s|l)'/u, ''), lang))) {
    const infinitive = lowerFirstWord(phrase, NAMES);
    return lang === 'it' ? italianClause(infinitive) : { form: 'infinitive', phrase: infinitive };
  }
  return nounClause(lowerFirstWord(phrase, NAMES), kind);
}

/** "10 kg abnehmen bis Juni": a deadline spoken after the infinitive goes before it, so the verb ends the phrase. */
function germanFrameFirst(p: string): string {
  const frame = timeFrameIn(p, 'de');
  const head = frame !== null && p.endsWith(frame) ? p.slice(0, p.length - frame.length).replace(/[\s,]+$/u, '') : '';
  return head !== '' && isInfinitive(lastWord(head), 'de') ? `${frame} ${head}` : p;
}

/**
 * "Chci se s přítelkyní do září přestěhovat", "chcemy z żoną do końca roku spłacić kredyt": Slavic
 * puts the clitic second and may leave the infinitive last. A phrase that opens with the clitic or a
 * preposition and reaches an infinitive within six words is read with the infinitive (and its
 * clitic) first: "přestěhovat se s přítelkyní do září …". Any other phrase is left as it is.
 */
function infinitiveFirst(phrase: string, lang: SlavicLanguage): string {
  const words = phrase.split(' ');
  if (!SLAVIC_OPENERS.has(words[0]!.toLowerCase())) return phrase;
  const at = words.slice(1, 7).findIndex((w) => isInfinitive(w.replace(/\P{L}+$/u, ''), lang)) + 1;
  if (at === 0) return phrase;
  // "s ním do jara vyřešit, jestli …": the comma after the infinitive stays where the clause ends ("vyřešit s ním do jara, jestli").
  const [verb, mark] = [words[at]!.replace(/\P{L}+$/u, ''), words[at]!.replace(/^.*\p{L}/u, '')];
  words[at - 1] += mark;
  const clitic = CLITICS.has(words[0]!.toLowerCase()) ? [words[0]!] : [];
  const rest = words.filter((_, i) => i !== at && (clitic.length === 0 || i !== 0));
  return [verb, ...clitic, ...rest].join(' ');
}

const SLAVIC_OPENERS = new Set(list(`se si sa się s z ze do v ve na w we od po przez u k с з со в во до на от по у к после після`));

/** French words that start with an object pronoun and go on with an infinitive ("le réussir", "l'obtenir", "y arriver"). */
function objectPronounFirst(words: string[]): boolean {
  // Most French words in -re are nouns ("la voiture", "les livres"): only the known verbs count.
  const verb = (w: string): boolean => isInfinitive(w, 'fr') && !NOT_VERBS.has(w) && (!w.endsWith('re') || FR_RE_VERBS.has(w));
  const elided = /^(?:l|m|t|s)'(.+)$/u.exec(words[0] ?? '');
  if (elided) return verb(elided[1]!);
  return /^(?:le|la|les|lui|leur|y|en)$/u.test(words[0] ?? '') && verb(words[1] ?? '');
}

/**
 * Italian: "imparare lo spagnolo" → "imparerò lo spagnolo". A phrase whose verb is not first, or
 * whose verb is joined to another ("imparare e migliorare l'inglese"), follows "Il mio obiettivo è"
 * as an infinitive instead: a future of the first verb would leave the second an infinitive.
 */
function italianClause(phrase: string): GoalClause {
  const words = phrase.split(' ');
  const first = words[0] ?? '';
  const future = isInfinitive(first, 'it') ? italianFuture(first) : null;
  // "leggere 10 libri e scrivere su ognuno …": a verb joined by "e" is a future too ("… e scriverò …").
  const joined = words.map((w, i) => (i > 0 && /^(?:e|ed)$/iu.test(words[i - 1]!) && isInfinitive(w, 'it') ? italianFuture(w) : null));
  if (future === null || (joined.some((f) => f !== null) && dependsOnInfinitive(phrase, 'it'))) return { form: 'infinitive', phrase };
  return { form: 'future', phrase: words.map((w, i) => (i === 0 ? future : (joined[i] ?? w))).join(' ') };
}

function nounClause(phrase: string, kind: CueKind | 'bare'): GoalClause | null {
  if (kind === 'bare') return null;
  // After "my goal is" the noun phrase is a subject; after "I want"/"I need" it is an object.
  return kind === 'goal' ? { form: 'subject', phrase } : { form: 'object', phrase };
}

/** "Mein Ziel ist es, mehr zu lesen" → "mehr lesen"; "abzunehmen" → "abnehmen". */
function dropZu(phrase: string): string {
  if (phrase.includes(',')) return phrase; // "lernen, besser Nein zu sagen": the "zu" belongs to a clause of its own
  const words = phrase.split(' ');
  const last = words.length - 1;
  // "aufhören zu rauchen", "anfangen zu joggen": after a lower-case infinitive the "zu" is that verb's, kept.
  const ruled = last >= 2 && /^\p{Ll}/u.test(words[last - 2]!) && isInfinitive(words[last - 2]!, 'de');
  if (last >= 1 && words[last - 1]!.toLowerCase() === 'zu' && !ruled) words.splice(last - 1, 1);
  else {
    const m =
      /^(ab|an|auf|aus|ein|mit|nach|vor|zurück|weg|fort|los|teil|fest|kennen|heraus|hin|her|dazu|zusammen|weiter|durch|um)zu(\p{Ll}+)$/u.exec(
        words[last] ?? '',
      );
    if (m) words[last] = `${m[1]}${m[2]}`;
  }
  return words.join(' ');
}

/** A German phrase continues "Ich werde": its first word is lower-cased unless it is a noun. */
function germanLower(phrase: string): string {
  const words = phrase.split(' ');
  const first = words[0]!;
  const lower = first.toLowerCase();
  // "Befördert werden": a participle before "werden" (a noun there ends otherwise: "Teamleiter werden").
  const participle = words.length === 2 && words[1] === 'werden' && /^(?:be|ge|ver|er|ent|zer)\p{L}+t$/iu.test(first);
  if (GERMAN_LOWER.has(lower) || words.length === 1 || participle) return lower + phrase.slice(first.length);
  return phrase;
}

/** "No quiero trabajar …", "Nechci pracovat …", "Не хочу працювати …": kept as a negated infinitive. */
function negatedClause(said: string, lang: FramedLanguage): GoalClause | null {
  if (FOR_LIFE.test(said)) return null; // "… pastiglie per tutta la vita": a fear, not a habit to drop
  const phrase = said.replace(/^(\S+) (?:mais|más|più) /u, '$1 '); // "não depender mais" → "deixar de depender"
  switch (lang) {
    case 'cs':
    case 'sk': {
      const vp = parseVerbPhrase(phrase, lang);
      if (!vp || vp.before.length > 0) return null;
      return { form: 'infinitive', phrase: infinitivePhraseOf({ ...vp, verb: `ne${vp.verb.toLowerCase()}` }) };
    }
    case 'pl':
      return parseVerbPhrase(phrase, lang) ? { form: 'infinitive', phrase: `nie ${lowerFirstWord(phrase, NAMES)}` } : null;
    case 'uk':
    case 'ru':
      return parseVerbPhrase(phrase, lang) ? { form: 'infinitive', phrase: `не ${lowerFirstWord(phrase, NAMES)}` } : null;
    case 'it':
      // "Non voglio lavorare nel weekend" → "Smetterò di lavorare nel weekend".
      return { form: 'future', phrase: `smetterò di ${lowerFirstWord(phrase, NAMES)}` };
    case 'pt':
      return { form: 'infinitive', phrase: `deixar de ${lowerFirstWord(phrase, NAMES)}` };
    case 'fr':
      // "ne plus prendre de crédits" → "arrêter de prendre des crédits": the negation's "de" becomes the plural's article.
      return {
        form: 'infinitive',
        phrase: `arrêter de ${lowerFirstWord(phrase, NAMES).replace(/^(\S+) de (?=\p{L}+s(?!\p{L}))/u, '$1 des ')}`,
      };
    case 'es':
      // "No quiero trabajar los fines de semana" → "Voy a dejar de trabajar …" reads better than "voy a no".
      return { form: 'infinitive', phrase: `dejar de ${lowerFirstWord(phrase, NAMES)}` };
    default:
      return null;
  }
}

/**
 * Czech and Slovak "rád bych se naučil vařit": the participle becomes the infinitive when the verb
 * is known; otherwise the user's own clause is kept (it is first person already).
 */
function wishClause(phrase: string, lang: FramedLanguage, fromCue: string): GoalClause | null {
  if (lang !== 'cs' && lang !== 'sk') return verbClause(phrase, lang, 'want');
  const words = phrase.split(' ');
  for (let i = 0; i < Math.min(4, words.length); i++) {
    const inf = participleToInfinitive(words[i]!.replace(/[^\p{L}]+$/u, ''), lang);
    if (inf !== null) {
      const rewritten = [...words.slice(0, i), inf, ...words.slice(i + 1)].join(' ');
      return verbClause(rewritten, lang, 'want');
    }
  }
  // "Rád bych zlepšit angličtinu": an infinitive where the participle belongs reads as "I want to".
  const vp = parseVerbPhrase(phrase, lang);
  if (vp && vp.before.length === 0) return verbClause(phrase, lang, 'want');
  const own = finish(cutClause(fromCue, RULES[lang]));
  return own === '' ? null : { form: 'verbatim', phrase: own };
}

/** "Nová práce v IT", "Besseres Englisch": a short noun phrase with a known topic, in a list. */
function fromNounPhrase(st: Statement, text: string, lang: FramedLanguage, rules: Rules): Candidate | null {
  if (!st.listItem && !st.solo) return null; // in prose, a verbless sentence is not a goal
  if (countWords(text) > 8 || startsLikeSentence(text, rules)) return null;
  if (topicOf(text) === 'general') return null;
  const phrase = finish(cutClause(text, rules));
  if (phrase === '') return null;
  const np = lang === 'de' ? germanLower(phrase) : lowerFirstWord(phrase, NAMES);
  return candidate(st, lang, { form: 'subject', phrase: np }, 1, text);
}

function candidate(st: Statement, lang: Language, clause: GoalClause, score: number, topicText: string, timeBefore?: string): Candidate {
  const words = clauseText(clause);
  const specific = hasMeasure(words, lang) || timeFrameIn(words, lang) !== null;
  return readCandidate(st, lang, clause, { score, specific, timeBefore, topicText });
}

// ---------------------------------------------------------------------------------------------
// Languages the drafter does not write: the user's words, quoted in an English frame.

/** Beginnings of intention words in other languages; a statement with one ranks higher. */
const OTHER_CUES = list(DATA.words.otherCues);

/** No sentence of 8 words or more is quoted (issue 33): its first clause when short, else nothing (the frame alone). */
const shortQuote = (core: string): string => [core, core.split(', ')[0]!].find((q) => countWords(q) < 8) ?? '';

/** A statement of a language the drafter does not write, quoted (a short one whole). */
export function readOther(st: Statement): Candidate | null {
  if (st.question) return null;
  const core = capCore(stripTrailing(st.text));
  if (countLetters(core, 2) < 2) return null;
  const words = lowerWords(core);
  const cueWord = words.some((w) => OTHER_CUES.some((c) => w.startsWith(c)));
  const clause: GoalClause = { form: 'quote', phrase: shortQuote(core) };
  // Its key is all its words, not only the short quote's.
  return readCandidate(st, 'en', clause, { score: cueWord ? 2 : 1, specific: false, topicText: core, key: words.join(' ') });
}
