/**
 * Cue matching on a folded token stream. A mentee rewords and inflects ("Streit", "streiten",
 * "Streits"; "nevedla", "nevedl"; "підвищили"), and types with or without accents ("vedouci"), so a
 * cue is not a literal phrase of the text but a sequence of word beginnings compared with the text's
 * words after both are folded: lower case, marks stripped, a few letters that carry no mark of their
 * own spelt plainly ("ł" → "l", "ß" → "ss").
 *
 * A cue's syntax:
 *  - words separated by spaces must follow each other; every word but the last must be the text's
 *    word whole, the last may begin a longer one ("streit" matches "streiten");
 *  - a word ending in "=" must be whole too ("nevedla=" is not "nevedlo", it did not go well);
 *  - "~" lets up to GAP words stand between two parts ("підвищ ~ керівн" finds "підвищили до
 *    керівника");
 *  - a cue starting with "!" is an exclusion: a text word beginning with it never matches a cue of
 *    the same list ("!vedle", beside, is no "ved…");
 *  - a word starting with "*" is the head of a compound: the text's word ends with it ("*studium"
 *    finds "Informatikstudium" and "Studium"). German and Dutch put the head last, so it says what
 *    the compound is; only for heads long and plain enough to say it alone.
 *
 * Matching is linear: each text word looks up the cues whose first word it begins with, or is when
 * more words follow (a walk down a trie of letters, as far as the word's letters and the space after
 * it go), or whose head it ends with, and each such cue checks a bounded number of following words.
 */

import { remembered } from './text.js';

/** The most words a "~" lets stand between two parts of a cue. */
const GAP = 4;

type Sentences = string[] & { ends?: Set<number> };
/** Words foldedWords gave: one array a text a draft, shared by every caller, so frozen. */
type Words = readonly string[] & { readonly ends?: ReadonlySet<number> };
const PLAIN: Record<string, string> = { ł: 'l', ß: 'ss', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ı: 'i' };

/** `text` in lower case with its marks stripped ("Ständig" → "standig", "підвищили" → "пiдвищили"). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łßđøæœı]/gu, (ch) => PLAIN[ch] ?? ch);
}

/** The folded words of `text` (apostrophes and hyphens separate); `ends` marks those ending a sentence, which no "~" gap spans ("in meetings. My girlfriend says" is no stage fright). One array a text a draft, whose cues firstCues then finds once; no caller changes it. */
export const foldedWords = remembered((text: string): Words => {
  const words: Sentences = Object.defineProperty([], 'ends', { value: new Set<number>() });
  for (const m of fold(text).matchAll(/([\p{L}\p{N}]+)([^\p{L}\p{N}]*)/gu))
    if (words.push(m[1]!) && /[.!?…]["'»”)]?\s|\n/u.test(m[2]!)) words.ends!.add(words.length - 1);
  return Object.freeze(words);
});

interface Word {
  stem: string;
  whole: boolean;
  /** The head of a compound: the text's word ends with the stem. */
  head?: boolean;
}

/** A compiled cue: parts of consecutive words, a gap allowed between parts; a plain cue's (PLAIN_CUE) parsed at its first use. */
interface Cue {
  owner: number;
  text: string;
  parts?: Word[][];
  /**
   * Which of the cues found at one word is filed first: those whose first stem is shorter than three
   * letters, then the others, the compounds' heads last, each in the order of the lists. The order
   * the situations are found in decides between them (a goal each, the first ones first).
   */
  rank: number;
}

/** Cues filed letter by letter of their first word's stem (a trie): a text word walks it as far as its letters go. */
interface Trie {
  cues: Cue[];
  next: Map<string, Trie>;
}

export interface CueIndex {
  /** Cues by the letters of their first word, then a space when more words follow ("je " of "je n arrive"), from the first. */
  begins: Trie;
  /** Compounds' heads, by their letters from the last. */
  heads: Trie;
  /** Per owner, the word beginnings that never match its cues. */
  excluded: string[][];
}

const trie = (): Trie => ({ cues: [], next: new Map() });
function fileIn(root: Trie, stem: string, fromEnd: boolean, cue: Cue): void {
  let node = root;
  for (let k = 0; k < stem.length; k++) {
    const ch = stem[fromEnd ? stem.length - 1 - k : k]!;
    node = node.next.get(ch) ?? node.next.set(ch, trie()).get(ch)!;
  }
  node.cues.push(cue);
}

/** The cues on `root`'s path along `word`'s letters (from its last when `fromEnd`), then the space after it when `more` words follow. */
function path(root: Trie, word: string, fromEnd: boolean, more: boolean): Cue[][] {
  const found: Cue[][] = [];
  let node: Trie | undefined = root;
  for (let k = 0; node && k < word.length; k++)
    if ((node = node.next.get(word[fromEnd ? word.length - 1 - k : k]!))?.cues.length) found.push(node.cues);
  if (more && (node = node?.next.get(' '))?.cues.length) found.push(node.cues);
  return found;
}

/** A folded token's words, as foldedWords finds them, without the sentence ends a cue has none of. */
const TOKEN_WORDS = /[\p{L}\p{N}]+/gu;
const PLAIN_CUE = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** A folded cue's parts (most are plain words split at their single spaces). Apostrophes and hyphens split a cue as they split the text ("it's closing" → it, s, closing). */
function partsOf(cue: string): Word[][] {
  if (PLAIN_CUE.test(cue)) return [cue.split(' ').map((stem, i, all) => ({ stem, whole: i < all.length - 1 }))];
  return cue
    .split('~')
    .map((part) => {
      const tokens = part.trim().split(/\s+/u);
      const whole = tokens[tokens.length - 1]!.endsWith('=');
      const words: Word[] = tokens.flatMap((t) =>
        (t.match(TOKEN_WORDS) ?? []).map((stem, j) => (j === 0 && t[0] === '*' ? { stem, whole: true, head: true } : { stem, whole })),
      );
      for (const w of words.slice(0, -1)) w.whole = true;
      return words;
    })
    .filter((words) => words.length > 0);
}

/**
 * Files the cues of each owner (a situation, a topic) by their first word, so that a text word looks up
 * only the cues whose first word it is, begins with or ends with: a handful of map lookups a letter.
 */
export function indexCues(lists: readonly (readonly string[])[]): CueIndex {
  const [begins, heads] = [trie(), trie()];
  const excluded: string[][] = lists.map(() => []);
  let filed = 0;
  lists.forEach((cues, owner) => {
    // Folded once an owner, not once a cue: tens of thousands of cues are parsed at start-up.
    for (const raw of cues.length ? fold(cues.join('\0')).split('\0') : []) {
      if (raw.startsWith('!')) {
        excluded[owner]!.push(raw.slice(1));
        continue;
      }
      // Punctuation in a cue ("marzę, żeby") is not compared: the words are.
      const [parts, end] = [PLAIN_CUE.test(raw) ? undefined : partsOf(raw), raw.indexOf(' ')];
      if (parts?.length === 0) continue;
      const first: Word = parts ? parts[0]![0]! : { stem: end < 0 ? raw : raw.slice(0, end), whole: end >= 0 };
      const cue: Cue = { owner, text: raw, parts, rank: (first.head ? 4 : Math.min(first.stem.length, 3)) * 1e7 + filed++ };
      // Filed by the first word, and the space after it when more words follow (that word is then whole); cueAt checks the
      // rest. Filed to the end of the first part, the trie took far more memory for no time saved (docs/performance.md).
      const more = parts ? parts[0]!.length > 1 : end >= 0;
      fileIn(first.head ? heads : begins, first.head ? first.stem : `${first.stem}${more ? ' ' : ''}`, !!first.head, cue);
    }
  });
  return { begins, heads, excluded };
}

const fits = (word: string, w: Word): boolean => (w.head ? word.endsWith(w.stem) : w.whole ? word === w.stem : word.startsWith(w.stem));

/** Where `part` matches at `at`: the index after it, or -1. */
function partAt(words: readonly string[], at: number, part: readonly Word[], banned: readonly string[]): number {
  if (at + part.length > words.length) return -1;
  for (let j = 0; j < part.length; j++) {
    const word = words[at + j]!;
    if (!fits(word, part[j]!)) return -1;
    if (!part[j]!.whole && banned.some((b) => word.startsWith(b))) return -1;
  }
  return at + part.length;
}

function cueAt(words: readonly string[], at: number, cue: Cue, banned: readonly string[]): boolean {
  const parts = (cue.parts ??= partsOf(cue.text));
  let end = partAt(words, at, parts[0]!, banned);
  for (let p = 1; p < parts.length && end >= 0; p++) {
    let next = -1;
    for (let k = end; k <= Math.min(end + GAP, words.length - 1) && next < 0 && (words as Words).ends?.has(k - 1) !== true; k++)
      next = partAt(words, k, parts[p]!, banned);
    end = next;
  }
  return end >= 0;
}

/** An index built at its first use: cues that count only beside another cue (a situation's needs, its names) wait for a text that has it. */
export const lazily = (lists: readonly (readonly string[])[], built?: CueIndex) => (): CueIndex => (built ??= indexCues(lists));
/** What firstCues found, by words array, then index: a draft asks one sentence for the same cues dozens of times. */
const FOUND = new WeakMap<readonly string[], Map<CueIndex, ReadonlyMap<number, number>>>();

/** For each owner with a cue in `words`, the index of the first word where one starts. */
export function firstCues(words: readonly string[], cues: CueIndex | (() => CueIndex)): ReadonlyMap<number, number> {
  const index = typeof cues === 'function' ? cues() : cues;
  const asked = FOUND.get(words) ?? FOUND.set(words, new Map()).get(words)!;
  return asked.get(index) ?? asked.set(index, cuesIn(words, index)).get(index)!;
}

function cuesIn(words: readonly string[], index: CueIndex): Map<number, number> {
  const found = new Map<number, number>();
  for (let i = 0; i < words.length; i++) {
    // The cues whose first word the text's word is, begins with, or (a compound's head) ends with.
    const lists = [...path(index.begins, words[i]!, false, i + 1 < words.length), ...path(index.heads, words[i]!, true, false)];
    const here = lists.flatMap((cues) => cues.filter((cue) => !found.has(cue.owner) && cueAt(words, i, cue, index.excluded[cue.owner]!)));
    for (const cue of here.sort((a, b) => a.rank - b.rank)) if (!found.has(cue.owner)) found.set(cue.owner, i);
  }
  return found;
}
