/**
 * The English reader: one statement in, one goal candidate out (or nothing).
 *
 * English is read more closely than the other languages, because its goals are rewritten rather
 * than framed: "I want to learn Spanish" → "learn Spanish", "Learning Spanish" → "learn Spanish",
 * "I struggle to say no" → "get better at saying no", "I'm afraid of public speaking" → "overcome
 * my fear of public speaking", "Better work-life balance" → "make progress in better work-life
 * balance". The English template puts "I will" in front.
 *
 * Every regular expression here is linear: no nested or adjacent overlapping quantifiers.
 */
import { clauseText, readCandidate, type Candidate, type Statement } from './candidate.js';
import { withoutHedge } from './gate.js';
import { EN_MEASURE_RE, EN_TIME_RE, toldAfter } from './specifics.js';
import { NOISE_WORDS } from './statements.js';
import { capCore, countLetters, countWords, firstWord, lowerWords, need, readData, stripTrailing, withoutLeading } from './text.js';
import { problemGoal } from './narrative.js';
import { aimAfter, joinerRe, splitIntents, type SplitRules } from './split.js';
import { topicOf } from './topics.js';

const DATA = readData('./english.json') as Record<string, unknown>;
const WORDS = (key: string): Set<string> => {
  const words = DATA[key];
  if (!Array.isArray(words) || words.length === 0 || words.some((w) => typeof w !== 'string' || w === ''))
    throw new Error(`english.json: no words for ${key}`);
  return new Set(words as string[]);
};

/** A level or an exam score needed ("B2", "IELTS 7"): a thing to get, not a verb after "I need" (english.json levels). */
const LEVELS = ['[abc][12]', ...WORDS('levels')].join('|');

const KINDS = ['intent', 'weak-intent', 'want-np', 'how', 'see-myself', 'struggle-to', 'fear'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The openings that state an intention ("I want to", "My goal is to"), each with its kind and score
 * (english.json intents; "{NAME}" stands for a shared part of intentParts, "{LEVELS}" for the levels
 * above). A wrong kind, score or part stops start-up.
 */
const PARTS: Record<string, string> = { ...(DATA.intentParts as Record<string, string>), LEVELS };
const INTENT_PATTERNS = (DATA.intents as { re: string; kind: Kind; score: number }[]).map(({ re, kind, score }) => {
  if (!KINDS.includes(kind) || typeof score !== 'number') throw new Error(`english.json: an intent needs a known kind and a score: ${re}`);
  const source = re.replace(/\{([A-Z_]+)\}/g, (_, name: string) => {
    const part = PARTS[name];
    if (part === undefined) throw new Error(`english.json: no intent part ${name}`);
    return part;
  });
  return { re: new RegExp(source, 'i'), kind, score };
});

/** Contractions spelled out so that the patterns above see one form, same-case (english.json contractions: pattern, flags, replacement; a dropped subject "Also want to …" gets its "I"). */
const CONTRACTIONS = (DATA.contractions as string[][]).map((c) => {
  if (c.length !== 3 || c.some((s) => typeof s !== 'string'))
    throw new Error(`english.json: a contraction is [pattern, flags, replacement]: ${c}`);
  return [new RegExp(c[0]!, c[1]), c[2]!] as const;
});

need('english.json', DATA, 'fillers clauseCut');
const FILLER_RE = new RegExp(DATA.fillers as string, 'i');

/** Where the goal's own words end: reasons, concessions and comma splices are left out. */
const CLAUSE_CUT_RE = new RegExp(DATA.clauseCut as string, 'i');

/**
 * The goals an English statement states, one per intention: "I want to get my AWS certification and
 * also run my first 10k" states two.
 */
export function readEnglish(st: Statement): Candidate[] {
  const extras: Candidate[] = [];
  const one = readOne(st, (c) => extras.push(c));
  const out = withoutHedge(st.text, one ? [one, ...extras] : [], (c) => clauseText(c.clause));
  return out.map((c, i) => ({ ...c, order: st.order + i / 10 }));
}

type Extra = (c: Candidate) => void;

/** The first goal of a statement; later intentions of the same sentence go to `extra`, in order. */
function readOne(st: Statement, extra: Extra): Candidate | null {
  let text = st.text;
  for (const [re, to] of CONTRACTIONS) text = text.replace(re, to);
  text = withoutLeading(stripTrailing(text), FILLER_RE).trim();
  if (text === '') return null;

  // "I have a problem with procrastination", "My confidence is low": the goal addresses the problem.
  if (!st.question) {
    const problem = problemGoal(cutClauses(text), 'en');
    if (problem?.form === 'english') return makeCandidate(st, problem.core, 3, text, undefined);
  }
  const intent = findIntent(text);
  if (intent && intent.index === 0) return fromIntent(st, text, intent, extra);
  if (!st.question) {
    const imperative = fromImperative(st, text, extra);
    if (imperative) return imperative;
  }
  if (intent && (!st.question || intent.kind === 'how')) return fromIntent(st, text, intent, extra);
  if (!st.question) return fromNounPhrase(st, text);
  return null;
}

/** The end of "I don't know what / whether / which …", "when I try to …" (the story) before an intent. */
const EMBEDDED_QUESTION_RE = /\b(?:what|whether|which|why|where|if|when|whenever|how much|how many)\s*$/iu;

type IntentMatch = { index: number; length: number; kind: Kind; score: number };

function findIntent(text: string): IntentMatch | null {
  let best: IntentMatch | null = null;
  for (const p of INTENT_PATTERNS) {
    const m = p.re.exec(text);
    if (!m) continue;
    if (!best || m.index < best.index || (m.index === best.index && p.score > best.score))
      best = { index: m.index, length: m[0].length, kind: p.kind, score: p.score };
  }
  return best;
}

function fromIntent(st: Statement, text: string, intent: IntentMatch, extra: Extra): Candidate | null {
  const prefix = text.slice(0, intent.index);
  // "I don't know what I want to do with my career": a question the mentee asks, not a goal.
  if (EMBEDDED_QUESTION_RE.test(prefix)) return null;
  let rest = text.slice(intent.index + intent.length).trim();
  rest = rest.replace(/^to /i, '');
  if (countLetters(rest, 2) < 2) return null;
  const topicText = rest;
  rest = cutClauses(rest);
  let core: string;
  switch (intent.kind) {
    case 'want-np':
      core = /^(?:to )?be\b/i.test(rest) ? rest.replace(/^to /i, '') : `get ${rest}`;
      break;
    case 'see-myself':
      core = `work towards ${/ing$/i.test(firstWord(rest)) ? '' : 'becoming '}${rest}`;
      break;
    case 'struggle-to': {
      // "I struggle with procrastination" → "get better at dealing with procrastination".
      const withNoun = /with $/i.test(text.slice(0, intent.index + intent.length)) && !GERUNDS.has(firstWord(rest).toLowerCase());
      core = withNoun ? `get better at dealing with ${rest}` : `get better at ${toGerundPhrase(rest)}`;
      break;
    }
    case 'fear':
      core = `overcome my fear of ${rest}`;
      break;
    default: {
      // "get my AWS certification and also run my first 10k": one goal per verb phrase.
      const [first, ...others] = splitIntents(rest, EN_SPLIT);
      core = baseVerbPhrase(first!);
      if (others.length > 0) {
        const head = makeCandidate(st, core, intent.score, first!, timeIn(prefix));
        for (const other of others) {
          const c = makeCandidate(st, baseVerbPhrase(other), intent.score, other, undefined);
          if (c) extra(c);
        }
        return head;
      }
    }
  }
  return makeCandidate(st, core, intent.score, topicText, timeIn(prefix));
}

/** "By the end of March I'd like …": the deadline before the wish, its names kept ("by the end of March"). */
function timeIn(prefix: string): string | undefined {
  const m = EN_TIME_RE.exec(prefix);
  return m && !toldAfter(prefix, m[0]) ? m[0].charAt(0).toLowerCase() + m[0].slice(1) : undefined;
}

function fromImperative(st: Statement, text: string, extra: Extra): Candidate | null {
  const body = text.replace(/^to /i, '');
  const words = lowerWords(body.slice(0, 80));
  const first = words[0];
  if (first === undefined) return null;
  const second = words[1];
  if (second !== undefined && COPULA.has(second)) return null; // "Work is stressful"
  const base = VERBS.has(first) ? first : GERUNDS.get(first);
  if (base === undefined) return null;
  const rest = body.slice(firstWord(body).length).trimStart();
  const whole = cutClauses(`${base}${rest === '' ? '' : ` ${rest}`}`);
  const [core, ...others] = splitIntents(whole, EN_SPLIT);
  if (countWords(core!) < 2 && !SOLO_VERBS.has(base)) return null; // "Learn" alone says nothing
  for (const other of others) {
    const c = makeCandidate(st, baseVerbPhrase(other), 3, other, undefined);
    if (c) extra(c);
  }
  return makeCandidate(st, core!, 3, others.length > 0 ? core! : body, undefined);
}

// ---------------------------------------------------------------------------------------------
// One goal per intention.

const EN_FILLERS_RE =
  /^(?:(?:maybe|perhaps|also|then|on top of (?:that|it|this)|in addition|besides|to|finally|eventually|hopefully|ideally|possibly|definitely|i would like to|i want to) )+/i;

/** The English verb a piece starts with ("also start going", "running"), in its base form. */
function leadingVerb(piece: string): string | null {
  const first = firstWord(piece).toLowerCase();
  return VERBS.has(first) ? first : (GERUNDS.get(first) ?? null);
}

/** english.json: relative pronouns, prepositions and verbs that are as often nouns ("practice", "work", "travel"). */
const [RELATIVES, PREPOSITIONS, NOUN_LIKE_VERBS] = ['relatives', 'prepositions', 'nounLikeVerbs'].map(WORDS);

/** "by April find a new job", "at least once a week make time for me": a deadline or how often fronted after "and" goes after its verb phrase, which is then one of its own. */
function afterDeadline(piece: string): string {
  const words = piece.split(' ');
  if (!/^(?:by|before|until|at|once|twice|every|each)$/iu.test(words[0] ?? '')) return piece;
  const at = [2, 3, 4, 5, 6].find((k) => k < words.length && leadingVerb(words.slice(k).join(' ')) !== null);
  return at === undefined ? piece : `${words.slice(at).join(' ')} ${words.slice(0, at).join(' ')}`;
}

const EN_SPLIT: SplitRules = {
  joiner: joinerRe(['and also', 'and maybe also', 'and maybe', 'and then', 'and', 'as well as', 'plus', 'also']),
  trimStart: (piece) => afterDeadline(piece.replace(EN_FILLERS_RE, '')),
  canSplit(left, right, joiner) {
    // "… and not take any new loans": a verb phrase too, unless it is a state to avoid ("and not get hurt").
    const not = joiner?.trim() === 'and' ? /^(?:not|never) (?!(?:get|be|become|feel|end|fall|let) )/iu.exec(right)?.[0] : undefined;
    const verb = not ? (VERBS.has(firstWord(right.slice(not.length)).toLowerCase()) ? 'not' : null) : leadingVerb(right);
    if (verb === null) return false;
    const rightWords = countWords(right);
    const leftWords = lowerWords(left);
    // "write a book and publish it": the second verb's object is the first one's.
    if (rightWords === 2 && /^(?:it|them)$/i.test(lowerWords(right)[1] ?? '')) return false;
    // "friends who support me and ask …": the second verb belongs to the relative clause; "cut that in half" has "that" for its object.
    if (leftWords.some((w, i) => RELATIVES.has(w) && !(i === 1 && w === 'that'))) return false;
    // "with patience and practice", "a job in design and travel": a noun joined to a noun ("… in April and then train" is a verb).
    const nounLike = NOUN_LIKE_VERBS.has(firstWord(right).toLowerCase()) && !joiner?.includes('then');
    if (nounLike && PREPOSITIONS.has(leftWords[leftWords.length - 2] ?? '')) return false;
    if (leftWords.length === 1) {
      // "learn and improve my English": one object, one goal; "exercise and sleep more": two.
      return SOLO_VERBS.has(leftWords[0]!) || (rightWords === 1 && SOLO_VERBS.has(verb));
    }
    // "learn to play the guitar and sing": the second verb depends on the first.
    if (rightWords === 1) return SOLO_VERBS.has(verb) && !leftWords.includes('to');
    return true;
  },
};

/** "Better work-life balance", "Public speaking", "A new job": a goal without a verb. */
function fromNounPhrase(st: Statement, text: string): Candidate | null {
  if (!st.listItem && !st.solo) return null; // in prose, a verbless sentence is not a goal
  const words = lowerWords(text);
  if (words.length > 8) return null;
  if (words.some((w) => SUBJECTS.has(w) || COPULA.has(w))) return null;
  if (topicOf(text) === 'general') return null; // only a recognisable subject ("Spanish", "A new job")
  const core = cutClauses(text);
  const frame = NP_TOWARDS.has(words[0] ?? '') ? 'work towards' : 'make progress in';
  return makeCandidate(st, `${frame} ${lowerFirst(core)}`, 1, text, undefined);
}

function makeCandidate(st: Statement, rawCore: string, score: number, topicText: string, timeSuffix: string | undefined): Candidate | null {
  let core = capCore(stripTrailing(rawCore))
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/,? (?:please|asap|pls|plz)$/i, '');
  core = stripTrailing(core);
  if (countLetters(core, 2) < 2) return null;
  const words = lowerWords(core);
  // "I want to learn." names no goal; "I want to run." does.
  if (words.length === 1 && (NOISE_WORDS.has(words[0]!) || (VERBS.has(words[0]!) && !SOLO_VERBS.has(words[0]!)))) return null;
  const specific = EN_MEASURE_RE.test(core) || EN_TIME_RE.test(core);
  return readCandidate(st, 'en', { form: 'english', core }, { score, specific, timeBefore: timeSuffix, topicText });
}

/** `rest` with its first word in the form `form` gives of it (lower-cased), or, where it gives none, only lower-cased. */
function withFirstAs(rest: string, form: (lower: string) => string | undefined): string {
  const first = firstWord(rest);
  const formed = form(first.toLowerCase());
  return formed === undefined ? lowerFirst(rest) : `${formed}${rest.slice(first.length)}`;
}

/** After "I want to": "Learn" → "learn", "Learning" → "learn"; the phrase is used after "I will". */
const baseVerbPhrase = (rest: string): string => withFirstAs(rest, (w) => (VERBS.has(w) ? undefined : GERUNDS.get(w)));

/** "say no to people" → "saying no to people"; "time management" stays. */
const toGerundPhrase = (rest: string): string => withFirstAs(rest, (w) => (VERBS.has(w) ? gerund(w) : undefined));

function cutClauses(text: string): string {
  const m = CLAUSE_CUT_RE.exec(text);
  const head = m && m.index > 0 ? aimAfter(text, text.slice(0, m.index), EN_SPLIT, cutClauses) : text;
  // "clear my overdraft first", "… too": an adverb of the story's order, not of the aim ("put my family first" is).
  const aim = countLetters(head, 2) >= 2 ? head : text;
  return /^(?:put|be|come|finish|place|rank|get)\b/iu.test(aim) ? aim : aim.replace(/ (?:first|too|as well|also)$/iu, '');
}

/**
 * english.json's words: names kept as written, the verbs an English goal starts with, those that make a goal on their own
 * ("Exercise", "Meditate"), those that double their last letter before "-ing", copulas, subjects, and the openings of a
 * noun phrase worked towards.
 */
const ENGLISH_LISTS = ['properWords', 'verbs', 'soloVerbs', 'doubling', 'copula', 'subjects', 'npTowards'];
const [PROPER_WORDS, VERBS, SOLO_VERBS, DOUBLING, COPULA, SUBJECTS, NP_TOWARDS] = ENGLISH_LISTS.map(WORDS);

/** Lower-cases a capitalised first word ("Learn" → "learn") unless it is a name or an acronym. */
function lowerFirst(text: string): string {
  const first = firstWord(text);
  if (first === '' || PROPER_WORDS.has(first.toLowerCase())) return text;
  if (!/^\p{Lu}[\p{Ll}'-]*$/u.test(first)) return text; // "AWS", "iPhone", "B1" stay
  return first.toLowerCase() + text.slice(first.length);
}

function gerund(verb: string): string {
  if (verb === 'be' || verb === 'see') return `${verb}ing`;
  if (DOUBLING.has(verb)) return `${verb}${verb.slice(-1)}ing`;
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith('e') && !verb.endsWith('ee') && !verb.endsWith('ye') && !verb.endsWith('oe')) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** "learning" → "learn", "running" → "run", "improving" → "improve". */
const GERUNDS = new Map<string, string>([...VERBS].map((v) => [gerund(v), v]));
