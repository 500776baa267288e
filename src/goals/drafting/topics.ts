/**
 * What a goal is about. The topic chooses the measure and the time frame the templates add, so that
 * "learn Spanish" gets lessons a week and a level test while "find a new job" gets applications a
 * month. Keywords of all eleven languages live in one table: a Czech stem never occurs in a German
 * goal, and one table keeps the topics in step across languages.
 *
 * The first topic with a matching keyword wins, so the order matters: "read books about leadership"
 * is reading, "work-life balance" is time (before "job" sees "práci"/"Arbeit"), "prepare for the
 * AWS certification" is an exam rather than a skill.
 */
import { list, lowerWords, readData, remembered, type Words } from './text.js';

/** The topics by the months of the time frame a template adds (when the user gave none). */
const TOPICS_BY_MONTHS = {
  2: 'sleep procrastination time wellbeing direction',
  3: 'gapyear sidejob conflict salary speaking delegation feedback networking skills hobby fitness confidence social smoking internship general',
  4: 'exam thesis writing building',
  6: 'driving running language clients job leadership',
  12: 'relocation career reading promotion money',
} as const;
export type TopicId = Words<(typeof TOPICS_BY_MONTHS)[keyof typeof TOPICS_BY_MONTHS]>;
/** Months of the time frame a template adds for each topic; its keys are the topics. */
export const TOPIC_MONTHS = Object.fromEntries(
  Object.entries(TOPICS_BY_MONTHS).flatMap(([months, ids]) => ids.split(' ').map((id) => [id, Number(months)])),
) as Record<TopicId, keyof typeof TOPICS_BY_MONTHS>;
export const TOPIC_IDS = Object.keys(TOPIC_MONTHS) as TopicId[];

interface TopicRule {
  id: TopicId;
  /** Lower-case whole words. */
  words?: string;
  /** Lower-case word beginnings. */
  stems?: string;
  /** Lower-case phrases looked for anywhere in the text. */
  phrases?: string[];
  /** Two word lists: a word of the second within three words of one of the first ("pass maths and biology", "сдать химию"). */
  after?: [string, string];
}

// The rules are data, in topics.json beside this file, in the order they are tried; each rule's
// "why" says what it must come before. Stems are chosen so that they do not start common words of
// another meaning: Czech "běh" would catch "během" (during), so running in Czech is listed as whole
// words; Polish "prac" would catch "pracować" (to work), so the job nouns are whole words. Read and
// checked at start-up: an unknown topic, or a rule with no words, stops it naming which. ("social"
// and "direction" have no words: other readings set them.)
const RULES = rulesFrom(readData('./topics.json'));

export function rulesFrom(data: unknown): TopicRule[] {
  if (!Array.isArray(data)) throw new Error('topics.json: not a list of topic rules');
  const rules = data as (TopicRule & { why?: string })[];
  rules.forEach((r, i) => {
    const known = (TOPIC_IDS as readonly string[]).includes(r?.id) && r.id !== 'general';
    const texts = [r?.words, r?.stems, ...(Array.isArray(r?.phrases) ? r.phrases : []), ...(r?.after ?? [])];
    if (
      !known ||
      !texts.some((t) => typeof t === 'string' && t.trim()) ||
      texts.some((t) => t !== undefined && typeof t !== 'string') ||
      r.phrases?.some((p) => p.length < 3)
    )
      throw new Error(
        `topics.json, rule ${i + 1} (${String(r?.id)}): a known topic and words, stems or phrases (of three characters or more) are needed`,
      );
  });
  return rules;
}

// Czech, Slovak and Polish are often typed without diacritics ("anglictinu"): Latin keywords of five
// letters or more match either way. Shorter ones would collide once bare ("síť" → English "sit",
// "tým" → Polish "tym"), and Cyrillic keeps its marks ("й", "ї" are letters of their own).
const stripMarks = (text: string): string => (/\p{Script=Cyrillic}/u.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, ''));
const withBare = (items: string[]): string[] => [...new Set([...items, ...items.map(stripMarks).filter((bare) => bare.length >= 5)])];

const COMPILED = RULES.map((r) => ({
  id: r.id,
  words: new Set(withBare(list(r.words ?? ''))),
  stems: withBare(list(r.stems ?? '')),
  phrases: withBare(r.phrases ?? []),
  after: [0, 1].map((k) => new Set(withBare(list(r.after?.[k] ?? '')))),
}));

const { before: BEFORE, purpose: PURPOSE } = readData('./before.json') as Record<string, string[]>;
if (![BEFORE, PURPOSE].every((l) => Array.isArray(l) && l.length > 0)) throw new Error('before.json: no "before" or "purpose" words');
/** The topic of a goal's words, `general` when nothing matches; that of the words before an event they name first, or before a move's purpose (before.json). */
export const topicOf = (text: string): TopicId => TOPIC_OF(text);
function readTopic(text: string): TopicId {
  const lower = ` ${text.slice(0, 4000).toLowerCase()} `;
  const firstAt = (words: string[]): number => Math.min(...words.map((b) => lower.indexOf(b)).map((at) => (at > 1 ? at : Infinity)));
  const cut = firstAt(BEFORE);
  const [first, all] = [cut < Infinity ? wordsTopic(text.slice(0, cut - 1)) : 'general', wordsTopic(text)];
  const aim = all === 'relocation' ? firstAt(PURPOSE) : Infinity;
  const own = first === 'general' && aim < Infinity ? wordsTopic(text.slice(0, aim - 1)) : 'general';
  return first !== 'general' ? first : own !== 'general' ? own : all;
}
const TOPIC_OF = remembered(readTopic);
function wordsTopic(text: string): TopicId {
  const words = lowerWords(text.length > 4000 ? text.slice(0, 4000) : text);
  // French and Italian elide articles into the next word: "l'espagnol" is also "espagnol"; a verb after a pronoun is none ("j'ai" is no "ai").
  for (const w of [...words]) {
    const at = w.lastIndexOf("'");
    if (at > 0 && at < w.length - 1 && !/^[cjmnst]$/u.test(w.slice(0, at))) words.push(w.slice(at + 1));
  }
  // "DELF-Prüfung", "B2-Niveau": a compound opened by an abbreviation is of that abbreviation's topic too.
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])([\p{Lu}\p{N}]{2,6})-\p{L}/gu)) words.push(m[1]!.toLowerCase());
  const lower = text.toLowerCase();
  // The first rule a word, a stem or a phrase names, unless a rule before it finds a verb near its word.
  const named = firstPhrased(lower, firstNamed(words));
  for (const rule of COMPILED.slice(0, named)) {
    const [verbs, near] = rule.after;
    if (verbs!.size && words.some((w, i) => verbs!.has(w) && words.slice(Math.max(0, i - 3), i + 4).some((x) => near!.has(x))))
      return rule.id;
  }
  return COMPILED[named]?.id ?? 'general';
}

/** Each word's first rule, and each stem's first rule filed letter by letter (a trie): a text word looks them up, rather than every rule's lists. */
interface StemNode {
  rule: number;
  next: Map<string, StemNode>;
}
const [WORD_RULE, STEMS] = [new Map<string, number>(), { rule: Infinity, next: new Map() } as StemNode];
COMPILED.forEach((rule, i) => {
  for (const w of rule.words) if (!WORD_RULE.has(w)) WORD_RULE.set(w, i);
  for (const stem of rule.stems) {
    let node = STEMS;
    for (let k = 0; k < stem.length; k++)
      node = node.next.get(stem[k]!) ?? node.next.set(stem[k]!, { rule: Infinity, next: new Map() }).get(stem[k]!)!;
    node.rule = Math.min(node.rule, i);
  }
});
/** Phrases filed by their first three characters (none is shorter: topics.json is checked for it). */
const PHRASES = new Map<string, { rule: number; phrase: string }[]>();
COMPILED.forEach((rule, i) =>
  rule.phrases.forEach((phrase) =>
    (PHRASES.get(phrase.slice(0, 3)) ?? PHRASES.set(phrase.slice(0, 3), []).get(phrase.slice(0, 3))!).push({ rule: i, phrase }),
  ),
);
/** The index of the first rule before `before` with a phrase anywhere in `lower`, else `before`. */
function firstPhrased(lower: string, before: number): number {
  let first = before;
  for (let at = 0; at + 3 <= lower.length; at++)
    for (const { rule, phrase } of PHRASES.get(lower.slice(at, at + 3)) ?? [])
      if (rule < first && lower.startsWith(phrase, at)) first = rule;
  return first;
}
/** The index of the first rule one of `words` is a word of, or begins with a stem of (Infinity when none is). */
function firstNamed(words: readonly string[]): number {
  let first = Infinity;
  for (const w of words) {
    first = Math.min(first, WORD_RULE.get(w) ?? Infinity);
    for (let k = 0, node = STEMS.next.get(w[0]!); node && k < w.length; node = node.next.get(w[++k]!)) first = Math.min(first, node.rule);
  }
  return first;
}
