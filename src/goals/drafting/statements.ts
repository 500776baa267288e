/**
 * From raw input to statements, and from candidates to the chosen goals.
 *
 * Statements: lines (any Unicode line break), list markers stripped (bullets, "1.", "2)", "(3)",
 * "a)", check boxes), headings dropped ("My goals:", "Moje cíle:", "# Ziele"), a short label before
 * a colon dropped ("Career: get a promotion"), lines split into sentences, and a sentence with two
 * intentions ("… and I'm going to …", "… a chci …") split in two.
 *
 * Choosing: explicit intentions beat weak ones and bare noun phrases; a goal with a number or a
 * deadline is a little stronger; at most MAX_GOALS, returned in input order.
 */
import { clauseText, type Candidate, type Statement } from './candidate.js';
import { countLetters, countWords, list, lowerWords, need, normalise, NOT_ABBREVIATED, readData, withoutLeading, wordsRe } from './text.js';
import { namedObject, needApart } from './gate.js';

const WORDS: Record<'headings' | 'steer' | 'steerTargets' | 'noise' | 'asides', string> & { conjunctionSplit: string[] } =
  readData('./statements.json');
need('statements.json', WORDS, 'headings steer steerTargets noise asides conjunctionSplit');

const SUMS: Record<'thousands' | 'currency' | 'aboutSum' | 'otherAim', string> = readData('./amounts.json');
if (!SUMS.aboutSum) throw new Error('amounts.json: no aboutSum');
const SUM_WORDS = new Set([...list(SUMS.aboutSum), ...`${SUMS.thousands}|${SUMS.currency}`.replace(/\\\./gu, '').split('|')]);
const OWN_SUM = list(SUMS.otherAim);
const THOUSAND_ABBREVIATIONS = SUMS.thousands.split('|').flatMap((w) => (w.endsWith('\\.') ? [w.slice(0, -2)] : []));
/** "necesito unos 35.000" read as "conseguir unos 35.000": a sum told for nothing is the cost of the aim beside it, no goal of its own. */
const bareSum = (c: Candidate): boolean => {
  const [verb = '', ...rest] = lowerWords(clauseText(c.clause));
  const sum = (w: string): boolean => /\d/u.test(w) || SUM_WORDS.has(w);
  return rest.some((w) => /\d/u.test(w)) && rest.every(sum) && !OWN_SUM.some((s) => verb.startsWith(s));
};

export const MAX_GOALS = 5;
/** Sentences longer than this are not inspected further (only their first part is). */
const MAX_STATEMENT_CHARS = 2000;

const LINE_BREAK_RE = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;
const MULTI_SPACE_RE = / {2,}/g;

/** One leading list marker: bullet symbols, `1.`, `2)`, `(3)`, `1.2.`, `a)`, `[ ]`, `[x]`. */
const MARKER_RE = /^(?:[-*•‣◦▪▫●○■□–—+>→⇒✓✔✗☐☑✅⁃·]|\(?\d{1,3}(?:\.\d{1,3}){0,3}[.):\]](?=\s|$)|\(?[a-z][.)](?=\s)|\[[ xX✓]?\])\s*/u;
const MD_HEADING_RE = /^#{1,6}(?:\s|$)/;
/**
 * Sentence ends: . ! ? … ; followed by a space, or CJK full stops. A day's ordinal ("bis 30.
 * September", "do 15. června", "před 1. 3.", "bis 14.3. 5 kg") ends no sentence: a number of one or two digits with its period,
 * followed by a lower-case word, a figure or a German month, or after a German article ("zu meinem 50.
 * Geburtstag", "zum 3. Mal": no sentence ends on "meinem 50.").
 */
const SENTENCE_SPLIT_RE = new RegExp(
  [
    // "odłożyć 10 tys. zł na samochód": an abbreviated thousand before its currency (amounts.json) ends no sentence.
    // "prawo jazdy kat. B", "řidičák sk. B": an abbreviated licence class before its letter ends no sentence either.
    String.raw`(?<=[.!?…;])${NOT_ABBREVIATED}(?<!(?<![\p{L}\p{N}])\d{1,2}\.)(?<!(?<!\p{L})(?:[kK]at|[kK]l|sk)\.(?=\s+\p{Lu}(?!\p{L})))(?!(?<=(?<!\p{L})(?:${THOUSAND_ABBREVIATIONS.join('|')})\.)\s+(?:${SUMS.currency})(?!\p{L}))\s+`,
    String.raw`(?<=(?<![\p{L}\p{N}])\d{1,2}\.)(?<!(?<!\p{L})(?:zum|zur|am|im|vom|beim|dem|den|der|des|meinem|meinen|meiner|seinem|seiner|ihrem|ihrer|unserem|unserer) \d{1,2}\.)\s+(?![\s\p{Ll}\d]|(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?!\p{L}))`,
    '(?<=[。！？；])',
  ].join('|'),
  'u',
);

/** "… and I'm going to …": a second intention in the same sentence becomes its own statement, also after its own date ("…, and by June I want to …"). */
const EN_CONJUNCTION_SPLIT_RE =
  /,? (?:and also|and|but also|but|plus|also) (?=(?:(?:by|before|until|in|within) [^ ,]{2,12}(?: [^ ,]{1,12})?,? )?I(?: |'[a-z]))/;
/** The same for the other languages: a conjunction followed by an intention word. */
const CONJUNCTION_SPLIT_RE = new RegExp(WORDS.conjunctionSplit.join('|'), 'iu');
/** ", aj keď je to ťažké, a naučiť sa …": a concession between commas before a second aim is left out, or the aim after it is lost. */
const ASIDE_RE = new RegExp(WORDS.asides, 'giu');

/** "2) ", "(3) " inside a line: the start of the next item of a list written on one line. */
const INLINE_MARKER_RE = /(?:^|\s)\(?\d{1,2}\)\s/gu;
const INLINE_SPLIT_RE = /\s(?=\(?\d{1,2}\)\s)/u;

/**
 * "Goals for this year: 1) save 5000 euros 2) run a 10k 3) read 20 books": a list typed on one line
 * is a list, one item a goal. Only with two markers numbered in turn ("2) … 3) …"): a lone "2) " may be part of a
 * sentence, and "(7 und 10)" beside "meine Mutter (78)" are ages told, no list.
 */
function inlineItems(line: string): string[] {
  let [last, listed] = [-1, false];
  for (const m of line.matchAll(INLINE_MARKER_RE)) {
    const n = Number(m[0].replace(/\D/gu, ''));
    listed ||= n === last + 1;
    last = n;
  }
  if (!listed) return [line];
  return line
    .split(INLINE_SPLIT_RE)
    .map((item) => item.replace(MARKER_RE, '').trim())
    .filter((item) => item !== '');
}

/** "(palę ok. 15 dziennie)": no sentence ends inside an aside, whose abbreviations' periods split the aim from its second half. */
function closedAsides(pieces: string[]): string[] {
  const out: string[] = [];
  let open = 0;
  for (const p of pieces) {
    if (open > 0) out[out.length - 1] += ` ${p}`;
    else out.push(p);
    for (const ch of p) open = ch === '(' ? open + 1 : ch === ')' && open > 0 ? open - 1 : open;
  }
  return out;
}

/** Splits the input into statements, in input order. */
export function splitStatements(input: string): Statement[] {
  const lines = normalise(input)
    .split(LINE_BREAK_RE)
    .map((l) => l.replace(MULTI_SPACE_RE, ' ').trim())
    .filter((l) => l !== '');
  const out: Statement[] = [];
  const severalLines = lines.length > 1;
  for (const raw of lines) {
    if (MD_HEADING_RE.test(raw)) continue; // "# My goals"
    let line = withoutLeading(raw, MARKER_RE);
    let marked = line !== raw;
    line = line.trim();
    if (line === '' || isHeading(line)) continue;
    line = stripLabel(line);
    const items = inlineItems(line);
    if (items.length > 1) marked = true;
    const sentences = items
      .flatMap((item) => closedAsides(item.replace(ASIDE_RE, '').split(SENTENCE_SPLIT_RE)))
      .flatMap((s) => s.split(EN_CONJUNCTION_SPLIT_RE))
      .flatMap(needApart)
      .flatMap((s) => (s.length > MAX_STATEMENT_CHARS ? [s] : s.split(CONJUNCTION_SPLIT_RE)));
    const single = sentences.length === 1;
    let before: string | undefined;
    for (const s of sentences) {
      const text = namedObject(s.trim(), before);
      before = s.trim();
      if (text === '') continue;
      const short = countWords(text) <= 12;
      out.push({
        text: text.length > MAX_STATEMENT_CHARS ? text.slice(0, MAX_STATEMENT_CHARS) : text,
        order: out.length,
        listItem: marked || (severalLines && single && short),
        solo: false,
        question: /[?？]$/.test(text),
      });
    }
  }
  if (out.length === 1) out[0]!.solo = true;
  return out;
}

/** Words a heading is made of, in every language the drafter reads. */
const HEADING_WORDS = new Set(list(WORDS.headings));

/** "My goals:", "Goals for 2025:", "Cíle", "Meine Ziele" — a heading, not a goal. */
export function isHeading(line: string): boolean {
  return /[:：]$/.test(line) || headingWords(line);
}
const headingWords = (line: string, words = lowerWords(line)): boolean =>
  words.length > 0 && words.length <= 6 && words.every((w) => HEADING_WORDS.has(w) || /^\d+$/.test(w));

/** "Career: get a promotion" → "get a promotion" (a short label before a colon is dropped). */
function stripLabel(line: string): string {
  const idx = line.search(/[:：](?:\s|$)/);
  if (idx <= 0 || idx > 40) return line;
  const label = line.slice(0, idx);
  const rest = line.slice(idx + 1).trim();
  // "My goals for next year: run …, read …": a label of heading words only is dropped however long.
  if ((countWords(label) > 4 && !headingWords(label)) || countLetters(rest, 2) < 2) return line;
  return rest;
}

// A mentee's goal never asks to ignore instructions or reveal a prompt; such a statement is an attempt
// to steer a language model and is not drafted (its words would otherwise be echoed as a "goal").
const STEER_RE = wordsRe(list(WORDS.steer));
const TARGET_RE = wordsRe(list(WORDS.steerTargets));

export function isSteering(text: string): boolean {
  return STEER_RE.test(text) && TARGET_RE.test(text);
}

/** Greetings, thanks and filler: a statement made only of these (and numbers) says nothing. */
export const NOISE_WORDS = new Set(list(WORDS.noise));

/** Is the statement nothing but greetings, thanks and numbers? */
export function isNoise(text: string): boolean {
  const words = lowerWords(text);
  return words.length === 0 || words.every((w) => NOISE_WORDS.has(w) || /^\d+$/.test(w));
}

/** At most MAX_GOALS of the strongest candidates, in input order. */
export function chooseGoals(candidates: Candidate[]): Candidate[] {
  if (candidates.length === 0) return [];
  const strongest = candidates.reduce((max, c) => Math.max(max, c.score), 0);
  // Weak prose (an unrecognised sentence) only counts when nothing clearer was said.
  const pool = candidates.filter((c) => (c.score >= 2 || c.listItem || strongest < 2) && !(candidates.length > 1 && bareSum(c)));
  const ranked = [...pool].sort((a, b) => rank(b) - rank(a) || a.order - b.order);
  return ranked.slice(0, MAX_GOALS).sort((a, b) => a.order - b.order);
}

function rank(c: Candidate): number {
  // A goal that already names a number or a deadline is a little stronger.
  return c.score + (c.specific ? 0.5 : 0);
}
