/**
 * Small text helpers shared by the drafter's modules. Every regular expression here is linear (no
 * nested or adjacent overlapping quantifiers): the drafter must stay fast on 100 kB of anything.
 */
import { readFileSync } from 'node:fs';

/** A data file of the drafter, its path from this folder ("./life.json", "./templates/measures.json"), parsed: read once, at start-up. */
export const readData = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** A word: letters and digits, with inner apostrophes, hyphens and combining marks. */
export const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'-]*/gu;

const SPACE_LIKE_RE = /[\t\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g;
const CONTROL_RE = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Typographic apostrophes become ASCII so that "I’m", "j’aimerais" and "п’ять" match one pattern.
const APOSTROPHE_RE = /[\u2018\u2019\u02bc\u2032]/g;
// "8kg", "10km": a figure glued to its unit is read as written apart ("lose 8kg" is a weight goal).
const GLUED_UNIT_RE = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)(kg|km|lbs?|kilos?)(?![\p{L}\p{N}])/giu;

/**
 * One spelling of the input: lone surrogates replaced (they would break NFC and the tokenizer),
 * composed characters (a decomposed "č" must match the word lists), odd spaces made plain,
 * control characters dropped, apostrophes unified, a unit glued to its figure set apart.
 */
export function normalise(input: string): string {
  return input
    .replace(LONE_SURROGATE_RE, '\ufffd')
    .normalize('NFC')
    .replace(SPACE_LIKE_RE, ' ')
    .replace(CONTROL_RE, '')
    .replace(APOSTROPHE_RE, "'")
    .replace(GLUED_UNIT_RE, '$1 $2');
}

/** Drafts begun: what `remembered` keeps is one draft's, so that a text read again in another is read again. */
let drafts = 0;
export const beginDraft = (): void => void drafts++;
/**
 * `read` with its results for the last `size` arguments of the draft under way kept: a draft asks the same
 * question of the same text dozens of times (docs/performance.md, "The drafter's own time, halved"). Only
 * for a function of its arguments alone whose result no caller changes (a text, or a frozen value).
 */
export function remembered<A extends string[], R>(read: (...args: A) => R, size = 128): (...args: A) => R {
  const kept = new Map<string, R>();
  let draft = drafts;
  return (...args) => {
    if (draft !== drafts) {
      kept.clear();
      draft = drafts;
    }
    const key = args.map((a) => `${a.length}:${a}`).join(''); // each argument's length first: no two lists share a key
    if (kept.has(key)) return kept.get(key)!;
    const result = read(...args);
    if (kept.set(key, result).size > size) kept.delete(kept.keys().next().value!);
    return result;
  };
}

export function lowerWords(text: string): string[] {
  const m = text.match(WORD_RE);
  return m ? m.map((w) => w.toLowerCase()) : [];
}

export function countWords(text: string): number {
  const m = text.match(WORD_RE);
  return m ? m.length : 0;
}

const LETTER_RE = /\p{L}/u;

/** Letters in `text`; counting stops at `enough`, so asking "at least two?" of 100 kB is cheap. */
export function countLetters(text: string, enough: number): number {
  let n = 0;
  for (const ch of text) if (LETTER_RE.test(ch) && ++n >= enough) return n;
  return n;
}

/** The first whitespace-, comma-, semicolon- or colon-delimited token. */
export function firstWord(text: string): string {
  const m = /^[^\s,;:]+/.exec(text);
  return m ? m[0] : '';
}

const LEADING_QUOTES_RE = /^[\s"'«„“”‚‘*_~¿¡]+/u;
const TRAILING_PUNCT = new Set([...' .,;:!?…。！？；、*_~-–—']);
const CLOSERS: Record<string, string> = { '"': '"', '”': '“„', '»': '«', '“': '„', ')': '(', ']': '[', "'": "'" };

/** Leading quotes and trailing punctuation off; a closing quote or bracket stays when it has a partner. */
export function stripTrailing(text: string): string {
  const t = text.replace(LEADING_QUOTES_RE, '');
  let end = t.length;
  for (;;) {
    while (end > 0 && TRAILING_PUNCT.has(t[end - 1]!)) end--;
    const last = end > 0 ? t[end - 1]! : '';
    const openers = CLOSERS[last];
    if (openers === undefined) break;
    const body = t.slice(0, end - 1);
    const paired =
      last === '"' || last === "'"
        ? body.split(last).length % 2 === 0 // an opening mark before it
        : [...openers].some((o) => body.includes(o));
    if (paired) break;
    end--;
  }
  return t.slice(0, end).trim();
}

/** A goal's own words are cut (at a word boundary) beyond this many characters. */
export const MAX_CORE_CHARS = 200;

/** `text` cut to MAX_CORE_CHARS at a comma or a space, never inside a surrogate pair. */
export function capCore(text: string): string {
  if (text.length <= MAX_CORE_CHARS) return text;
  let cut = text.slice(0, MAX_CORE_CHARS);
  const comma = cut.lastIndexOf(', ');
  const space = cut.lastIndexOf(' ');
  if (comma > MAX_CORE_CHARS / 2) cut = cut.slice(0, comma);
  else if (space > MAX_CORE_CHARS / 2) cut = cut.slice(0, space);
  else if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return stripTrailing(cut);
}

/** Upper-cases the first character (sentence start); leaves "iPhone"-like words alone only if lower already. */
export function upperFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/**
 * Lower-cases a capitalised first word ("Zlepšit" → "zlepšit") so that it can continue a sentence,
 * unless it is a name (`keep`) or not plainly capitalised ("AWS", "B2", "iPhone" stay).
 */
export function lowerFirstWord(text: string, keep: ReadonlySet<string>): string {
  const first = firstWord(text);
  if (first === '' || keep.has(first.toLowerCase())) return text;
  if (!/^\p{Lu}[\p{Ll}\p{M}'-]*$/u.test(first)) return text;
  return first.toLowerCase() + text.slice(first.length);
}

// JavaScript's \b only knows ASCII letters; these lookarounds make whole-word matches work for
// "chci", "möchte", "хочу" alike.
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

/** A case-insensitive whole-word regular expression for any of `alternatives` (regex source). */
export function wordsRe(alternatives: readonly string[], extraFlags = ''): RegExp {
  return new RegExp(`${B}(?:${alternatives.join('|')})${E}`, `iu${extraFlags}`);
}

/** Same, anchored at the start of the text. */
export function leadingWordsRe(alternatives: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join('|')})${E}`, 'iu');
}

/** The words of a line of ids as a union type ('a b' → 'a' | 'b'): id lists written as one line, typed. */
export type Words<S extends string, Acc extends string = never> = S extends `${infer H} ${infer T}` ? Words<T, Acc | H> : Acc | S;

// A bounded look back: one or two digits, then the dot, a space and a month's name in a language that writes a day's
// ordinal with a dot (language.json months of German, Czech, Slovak and Polish; the file language.ts scores with).
const LANG = readData('./language.json') as { months: Record<string, string | undefined>; abbreviations: string[]; beforeFigure: string[] };
need('language.json', LANG, 'months abbreviations beforeFigure');
const dotted = (words: string[]): string => words.map((a) => a.replaceAll('.', '\\.')).join('|');
const ORDINAL_MONTHS = ['de', 'cs', 'sk', 'pl'].flatMap((l) => list(LANG.months[l] ?? ''));
const ORDINAL_MONTH = String.raw`(?<!(?<!\d)\d{1,2}(?=\. (?:${ORDINAL_MONTHS.join('|')})(?!\p{L})))`;
/** Not after an abbreviation's dot ("z.B.", "np.", the "z." of "z. B."; language.json abbreviations), nor one's that stands before a figure ("ok. 1700 zł", "max. 30 Std."; beforeFigure): bounded look-arounds of literals. */
export const NOT_ABBREVIATED = String.raw`(?<!(?<!\p{L})(?:${dotted(LANG.abbreviations)})\.)(?!(?<=(?<!\p{L})(?:${dotted(LANG.beforeFigure)})\.)\s?\d)`;
/** Where a story's sentence ends: its stops, or a line break; not inside a figure ("4.000", "1,5"), nor after a day's ordinal before its month ("20. ledna", "am 3. Februar"), nor an abbreviation's dot. */
export const SENTENCE_END = new RegExp(String.raw`${ORDINAL_MONTH}[.!?;\n]+${NOT_ABBREVIATED}(?=\s|$)`, 'iu');

/** `text` without up to three leading matches of `re` ("Also, maybe", "- 1."), each cut whole from its start. */
export function withoutLeading(text: string, re: RegExp): string {
  let t = text;
  for (let i = 0; i < 3; i++) {
    const m = re.exec(t);
    if (!m || m[0] === '') break;
    t = t.slice(m[0].length);
  }
  return t;
}

/** Splits a space-separated word list (template literals keep the tables readable). */
export function list(words: string): string[] {
  return words.split(/\s+/).filter((w) => w !== '');
}

/** A list's words two by two ("a b c d" → [a, b], [c, d]; an odd last word left out): the pair tables of the data files. */
export function pairsOf(words: string[]): [string, string][] {
  return Array.from({ length: Math.floor(words.length / 2) }, (_, i) => [words[2 * i]!, words[2 * i + 1]!]);
}

/**
 * Stops start-up naming `file` and each path of `paths` ("know goal alone.not") where `data` has no non-empty
 * text, list or table: a misspelt or missing key of a data file is one clear line, never silently ignored.
 */
export function need(file: string, data: unknown, paths: string): void {
  const at = (p: string): unknown => p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], data);
  const given = (v: unknown): boolean =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'object' ? v !== null : typeof v === 'string' && v !== '';
  const missing = list(paths).filter((p) => !given(at(p)));
  if (missing.length) throw new Error(`${file}: no ${missing.join(', ')}`);
}

/** `value` as pairs of texts, each matching `form` (any non-empty text unless told); start-up stops at anything else, naming `file` and `what` the pairs are. */
export function pairsIn(file: string, value: unknown, what: string, form = /./u): [string, string][] {
  const pair = (p: unknown): boolean => Array.isArray(p) && p.length === 2 && p.every((w) => typeof w === 'string' && form.test(w));
  if (!Array.isArray(value) || value.length === 0 || !value.every(pair)) throw new Error(`${file}: ${what}`);
  return value as [string, string][];
}

/** The word lists of `data` named in `keys` ("a b c"), each a set of its words; start-up stops at one missing or empty, naming `file` and it. */
export function wordSets(file: string, data: Record<string, unknown>, keys: string): Set<string>[] {
  return list(keys).map((k) => {
    const words = typeof data[k] === 'string' ? list(data[k]) : [];
    if (!words.length) throw new Error(`${file}: no words for ${k}`);
    return new Set(words);
  });
}

/** A degree that the purpose after it completes: "na tyle, żeby zagrać 10 piosenek", "tak, aby som zvládol pohovor". */
export const DEGREE_END =
  /(?:^|\s)(?:na tyle|tak|so|enough|well enough|abbastanza|assez|tanto|tan|genug|настолько|настільки|natolik|natoľko|tolik|toľko|dostatečně|dostatočne|wystarczająco)$/iu;
