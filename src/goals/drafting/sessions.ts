/**
 * The mentee's own rate of sessions (sessions.json): "I can train 4 times a week" told in a sentence of its
 * own is the rate of the goal it belongs to, in place of our stock "three times a week" (blind reading 23's 17).
 */
import { LANGUAGES, type Language } from './language.js';
import { list, lowerWords, readData } from './text.js';
import { topicOf, type TopicId } from './topics.js';

type Data = Record<'numbers' | 'fused', Record<string, number>> & Record<'times' | 'week' | 'everyWeek' | 'sport', string>;
const DATA: Data & { ours: Record<Language, string[][]>; and: Partial<Record<Language, string>> } = readData('./sessions.json');
if (LANGUAGES.some((l) => !DATA.ours[l]?.every((o) => o.length === 3 && o[1]!.includes('{n}'))))
  throw new Error('sessions.json: our rate and its two forms in every language');
const [TIMES, WEEK, EVERY_WEEK, SPORT] = [DATA.times, DATA.week, DATA.everyWeek, DATA.sport].map((w) => new Set(list(w)));

const isCount = (t: string): boolean =>
  /^\d{1,2}(?:-?\p{L}{0,5})$/u.test(t) || Object.hasOwn(DATA.numbers, t) || Object.hasOwn(DATA.fused, t);
/** A count with a week within four words after it ("6 hours a week", "due volte a settimana", "3x týdně"). */
const weekly = (s: string, w = lowerWords(s)): boolean =>
  w.some((t, i) => isCount(t) && w.slice(i + 1, i + 5).some((x) => EVERY_WEEK.has(x)));
/**
 * Our measure without its first step when that step and the goal's own words both tell a weekly rate: one rate, theirs.
 * Only where steps are gerunds that stand alone (sessions.json and).
 */
export function oneWeeklyRate(words: string, measure: string, lang: Language): string {
  if (!DATA.and[lang]) return measure;
  const and = ` ${DATA.and[lang]} `;
  const cut = measure.indexOf(', ') > 0 ? measure.indexOf(', ') + 2 : measure.indexOf(and) > 0 ? measure.indexOf(and) + and.length : -1;
  return cut > 0 && weekly(measure.slice(0, cut)) && weekly(words.slice(0, 400)) ? measure.slice(cut) : measure;
}

/** "4 times a week", "cuatro veces por semana", "viermal pro Woche", "4x týdně", "4-krát týždenne": the counts of sessions a week in `s`. */
export function sessionsIn(s: string): number[] {
  const w = lowerWords(s);
  return w.flatMap((t, i) => {
    const [, digits, rest] = /^(\d{1,2})-?(\p{L}*)$/u.exec(t) ?? [];
    const fused = DATA.fused[t] ?? (digits && rest && TIMES.has(rest) ? Number(digits) : undefined);
    const n = fused ?? DATA.numbers[t] ?? (digits && !rest ? Number(digits) : undefined);
    const times = fused !== undefined || TIMES.has(w[i + 1] ?? '');
    const week = w.slice(i + 1, i + 5).some((x) => WEEK.has(x));
    return n !== undefined && n >= 2 && n <= 7 && times && week ? [n] : [];
  });
}
/** The one count of sessions a week of each sentence, with the sentence's topic. */
function toldRate(input: string): { n: number; topic: TopicId }[] {
  return input
    .split(/(?<=[.!?;\n])\s*/u)
    .flatMap((s, _, __, found = sessionsIn(s)) => (found.length === 1 ? [{ n: found[0]!, topic: topicOf(s) }] : []));
}

/**
 * Our stock rate in a goal said as the one rate the mentee told: in the goal of the told sentence's topic, or,
 * told with no topic of its own, in the answer's one goal when it has our rate.
 */
export function theirSessions(goals: string[], topics: TopicId[], langs: Language[], input: string): string[] {
  const told = toldRate(input.slice(0, 4000));
  // Three is our own rate: said as we say it.
  if (told.length !== 1 || told[0]!.n === 3) return goals;
  const { n, topic } = told[0]!;
  const ours = (g: string, i: number) => DATA.ours[langs[i]!].find(([stock]) => g.includes(stock));
  const withOurs = goals.map((g, i) => (ours(g, i) ? i : -1)).filter((i) => i >= 0);
  // "I can study 4 times a week" beside a language and a weight goal is no rate of the weight goal's exercise.
  // "prečítať 12 kníh, chodiť plávať dvakrát do týždňa a …": else the goal that says their rate beside ours; "przepłynąć 1 km … i chodzić
  // na basen 2 razy w tygodniu": a sport's rate a goal says is that of the one goal training at our rate (round 59).
  const at =
    (topic === 'general' ? (goals.length === 1 ? withOurs[0] : undefined) : withOurs.find((i) => topics[i] === topic)) ??
    withOurs.find((i) => sessionsIn(goals[i]!).includes(n)) ??
    (SPORT.has(topic) && withOurs.length === 1 && goals.some((g) => sessionsIn(g).includes(n)) ? withOurs[0] : undefined);
  if (at === undefined) return goals;
  const [stock, few, many] = ours(goals[at]!, at)!;
  return goals.map((g, i) => (i === at ? g.replace(stock, (n <= 4 ? few : many).replace('{n}', String(n))) : g));
}
