/**
 * The mentee's own figures (issue 33): "save 2000 euros by March", "pay off 12 tysięcy złotych in a
 * year" name an amount and a deadline, so the measure says how much a month — not "a fixed amount".
 *
 * The deadline is read against the run date (`now`, an input of draftGoals): "by March" on 26
 * November is three months away, "by the end of the year" one. The amount is rounded up, so paying
 * it every month reaches the target in time. Only a written currency makes a number an amount.
 *
 * Every pattern is a bounded run of digits or an alternation of literal words: linear on any input.
 */
import { clauseText, cutFrom, type Candidate, without } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { byFrame, deadlineIn, FROM_START, hasMeasure, pastDate, kin, timeFrameIn, toldAfter, VAGUE_COUNT_RE } from './specifics.js';
import { leadingWordsRe, list, lowerWords, need, readData, wordSets, wordsRe } from './text.js';
import { isInfinitive, isSlavic } from './verbs.js';
import { cuedIn, measureOf, situationsIn } from './situations.js';
import { TOPIC_IDS, TOPIC_MONTHS, topicOf, type TopicId } from './topics.js';
import { TEMPLATES } from './templates/index.js';
import { sessionsIn } from './sessions.js';
import { namesKin } from './gate.js';

/** own-measures.json read and checked: words and a measure (and the inner date's pair) in every language, or start-up stops naming what is missing. */
type Pairs = Record<Language, [string, string]>;
const OWN_DATA = readData('./own-measures.json') as Omit<
  typeof import('./own-measures.json'),
  'measures' | 'periods' | 'weightPace' | 'counts' | 'budget' | 'milestone' | 'distance'
> & {
  measures: { for: string; topic?: string; words: string; needs?: string; without?: string; measure: Record<string, string> }[];
  periods: Record<Language, { month: [string, string]; week: [string, string] }>;
  weightPace: Pairs;
  counts: [number, string][];
  budget: Record<'left' | 'earn' | 'runway' | 'applied' | 'every' | 'notice' | 'oneMonth', string> & {
    within: Pairs;
    noticeMonths: [number, string][];
  } & Record<'five' | 'runOut', Record<Language, string>>;
  milestone: { caps: [number, string, string?][]; measure: Record<Language, string>; yearEnd: Record<Language, [string, string]> };
  distance: Record<'m' | 'km' | 'driven' | 'placed' | 'miles', string> & { race: [number, string][]; every: Pairs; units: Pairs } & Record<
      'measure' | 'ownRate',
      Record<Language, string>
    >;
};
/** "через шість тижнів" (the defence's date) borrowed as a goal's deadline is "by" it: "за шість тижнів", "innerhalb von sieben Wochen". */
export const byEvent = (frame: string, lang: Language): string =>
  // Only a count of days, weeks or months: "in diesem Jahr" stays as it is.
  !lowerWords(frame).some((w) => COUNTS.has(w) || /^\d+$/u.test(w))
    ? frame
    : OWN_DATA.fromNow[lang].reduce(
        (f, from, i, all) => (i % 2 === 0 && f.toLowerCase().startsWith(from) ? all[i + 1]! + f.slice(from.length) : f),
        frame,
      );
/** Month names (and their case forms) of the eleven languages, January first. */
const MONTHS: readonly string[][] = OWN_DATA.months.map(list);
const MONTH_OF = new Map<string, number>(MONTHS.flatMap((names, i) => names.map((n) => [n, i] as [string, number])));

const CALENDAR_JSON = readData('./calendar.json');
const CALENDAR_KEYS = list(
  `christmas newYear monthly beforeEnd then start easter summer by this halfYear half from per week weekly byFirst joins sittings yearAndHalf aside below everyBefore yearly yearNot`,
);
const CALENDAR: Record<string, string> & { byDate?: never } = CALENDAR_JSON;
if (CALENDAR_KEYS.some((k) => typeof CALENDAR[k] !== 'string')) throw new Error('calendar.json: a list is missing');
const BY_DATE: Record<Language, [string, string][]> = CALENDAR_JSON.byDate;
const TOLD_DAYS: Record<string, { months: string[]; weekdays: Record<string, number>; days: [string, string][] }> = CALENDAR_JSON.toldDays;
if (Object.values(TOLD_DAYS).some((t) => t.months.length !== 12))
  throw new Error('calendar.json: toldDays needs twelve months in each language');
/** Compiled once at start-up, not per text. */
const TOLD = new Map(
  Object.entries(TOLD_DAYS).map(([l, t]) => [l, { ...t, days: t.days.map(([re, f]) => [new RegExp(re, 'giu'), f] as const) }]),
);
/** "by the 15th", "do piątku": the next such day, written out with its month before anything is read (calendar.json whyToldDays). */
export function toldDays(text: string, lang: string, now: Date, t = TOLD.get(lang), to = now.getUTCDate()): string {
  const day = ({ p, d, w, n }: Record<string, string>, form: string, at = new Date(now)): string => {
    const k = w ? to + 1 + ((t!.weekdays[w.toLowerCase()]! + 6 - now.getUTCDay()) % 7) : +d!;
    at.setUTCMonth(at.getUTCMonth() + (n || k <= to ? 1 : 0), k);
    return p + form.replace('{d}', `${at.getUTCDate()}`).replace('{m}', t!.months[at.getUTCMonth()]!);
  };
  return (t?.days ?? []).reduce((s, [re, form]) => s.replace(re, (...g) => day(g.at(-1), form)), text);
}
const SEASONS = (CALENDAR_JSON.seasons as [number, number, string][]).map(([m, d, w]) => [m, d, new Set(list(w))] as const);
const PER_LANGUAGE = list('byDate fromMonth firstMonth launchMonth soonWeeks sooner byThen');
const bad = (l: Language): unknown => PER_LANGUAGE.some((k) => !CALENDAR_JSON[k]?.[l]?.length) || CALENDAR_JSON.fromMonth[l].length % 12;
if (LANGUAGES.some(bad) || !CALENDAR.first || !CALENDAR.thisYear) throw new Error(`calendar.json: ${PER_LANGUAGE} first or thisYear`);
const [FROM_MONTH, SOON_WEEKS, SOONER]: Record<Language, string[]>[] = list('fromMonth soonWeeks sooner').map((k) => CALENDAR_JSON[k]);
const LAUNCH_MONTH: Record<Language, string> = CALENDAR_JSON.launchMonth;
const FIRST_MONTH_RE = new Map(LANGUAGES.map((l) => [l, wordsRe(CALENDAR_JSON.firstMonth[l].split('|'))]));
/** "before then", "do té doby": a date pointed at, the one of the goal told before (calendar.json byThen). */
const BY_THEN_RE = new Map<Language, RegExp>(LANGUAGES.map((l) => [l, wordsRe(CALENDAR_JSON.byThen[l])]));
const POINTER_END = new Map(LANGUAGES.map((l) => [l, new RegExp(`,? (?:${CALENDAR_JSON.byThen[l].join('|')})$`, 'iu')]));
/** "on 5 October" told for the race is "by 5 October" for the aim that shares it (calendar.json). */
const byDate = (
  frame: string,
  lang: Language,
  [a, b] = BY_DATE[lang].find(([f]) => (f ? frame.toLowerCase().startsWith(f) : /^\d/u.test(frame))) ?? ['', ''],
  // "v srpnu 2027": the month's own "by" form, its year kept after it.
  [m, y = ''] = frame.split(/(?= \d{4}$)/u),
): string =>
  BY_MONTH.get(frame.toLowerCase()) ?? (BY_MONTH.has(m!.toLowerCase()) ? BY_MONTH.get(m!.toLowerCase())! + y : b + frame.slice(a.length));
/** month-by.json: "v auguste" told for the wedding is "do augusta" for the aim that shares it; the learning verbs and the words of
 * another event whose closing month is a learning aim's deadline (compose.ts). */
export const MONTH_BY: { learn: string; other: string; also: string; by: Record<string, string> } = readData('./month-by.json');
need('month-by.json', MONTH_BY, 'learn other by');
export const BY_MONTH = new Map(Object.entries(MONTH_BY.by));
export const ALSO = new Set(list(MONTH_BY.also));
const BEFORE_END = new RegExp(`,? (?:${CALENDAR.beforeEnd})$`, 'iu');
/** The aim sharing that day, without the bare "before" that pointed at it ("perdere 5 kg prima"). */
const dated = (c: Candidate, frame: string): Candidate => {
  // "lose 6 kg before that" beside "a half marathon in October": the pointer goes with the date it is replaced by.
  const clause = cutFrom(c.clause, (p) => p.replace(POINTER_END.get(c.language)!, ''));
  return clause.form === 'english' || 'byGender' in clause
    ? { ...c, clause, timeBefore: frame }
    : { ...c, timeBefore: frame, clause: { ...clause, phrase: clause.phrase.replace(BEFORE_END, '') } };
};
const dayTold = (f: string): boolean => /\p{N}/u.test(f) && (lowerWords(f).some((w) => MONTH_OF.has(w)) || !/\p{N}\s\p{L}/u.test(f));
const CHRISTMAS = new Set(list(CALENDAR.christmas));
/** "… e depois trocar de carro", "…, puis commencer": a "then" word after a join or a comma, which puts the aim after it after another. */
const [JOINED, THEN] = [list(CALENDAR.joins!).join('|'), list(CALENDAR.then!).join('|')];
const THEN_RE = new RegExp(`(?:,|(?<!\\p{L})(?:${JOINED}))\\s(?:(?:mich|sich|mir|me|se|si|sa|się|ся) )?(?:${THEN})(?!\\p{L})`, 'iu');
/** "mich danach selbstständig machen": a "then" word after the aim's first word (a pronoun German puts first) goes with the date it is replaced by. */
const THEN_SECOND = new RegExp(`^(\\p{L}+) (?:${THEN})(?!\\p{L})`, 'iu');
const [EASTER, SUMMER, BY, THIS, HALF_YEAR, HALF, FROM, PER, WEEK_WORDS, WEEKLY, BY_FIRST, JOINS] = CALENDAR_KEYS.slice(6).map(
  (k) => new Set(list(CALENDAR[k]!)),
);
const [YEAR_AND_HALF, BELOW, YEARLY, YEAR_NOT] = list('yearAndHalf below yearly yearNot').map((k) => new Set(list(CALENDAR[k]!)));
const ASIDE = new RegExp(`(?<!\\p{L})(?:${CALENDAR.aside!})(?!\\p{L})`, 'giu');
/** "by New Year", "к Новому году", "do Nowego Roku", "entro Capodanno": the first of January. */
const NEW_YEAR = new Set(CALENDAR.newYear.split('|'));
/** The next Easter Sunday after `now` (the anonymous Gregorian computus). */
function easterAfter(now: Date): Date {
  for (let y = now.getUTCFullYear(); ; y++) {
    const [a, b, c] = [y % 19, Math.floor(y / 100), y % 100];
    const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
    const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
    const m = Math.floor((a + 11 * h + 22 * l) / 451);
    const day = new Date(Date.UTC(y, Math.floor((h + l - 7 * m + 114) / 31) - 1, ((h + l - 7 * m + 114) % 31) + 1));
    if (day.getTime() > now.getTime()) return day;
  }
}
const WORDS = ['end', 'year', 'month', 'next', 'debt', 'owe', 'zero', 'stems', 'rest', 'still', 'repaid'] as const;
need('own-measures.json', OWN_DATA, WORDS.map((k) => `figures.${k}`).join(' '));
const [END, YEAR, MONTH, NEXT] = WORDS.slice(0, 4).map((k) => new Set(list(OWN_DATA.figures[k])));
const COUNTS = new Map<string, number>(OWN_DATA.counts.flatMap(([n, words]) => list(words).map((w) => [w, n] as [string, number])));

const DAY_MS = 86_400_000;

/** The date a deadline phrase stands for, read against `now`; null when it names none we can date. */
function dateOf(frame: string, now: Date): Date | null {
  // "dell'anno", "l'été": the word after the elided article; "entro il primo gennaio": the first day told in words.
  const words = lowerWords(frame).map((w) => (w === 'primo' ? '1' : w.slice(Math.max(w.lastIndexOf("'"), w.lastIndexOf('’')) + 1)));
  const year = now.getUTCFullYear();
  const next = words.some((w) => NEXT.has(w));
  const end = words.some((w) => END.has(w));
  const ahead = (d: Date): Date =>
    d.getTime() > now.getTime() ? d : new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate()));
  // "antes de diciembre de 2027", "к лету 2028", "do konca roka 2027": the year written out.
  const written = Number(words.find((w) => /^20\d\d$/u.test(w)) ?? NaN);
  const inYear = (m: number, d: number): Date =>
    written > year ? new Date(Date.UTC(written, m, d)) : ahead(new Date(Date.UTC(year, m, d)));
  // "bis 14.03.", "by 3/14": day then month, as the languages write it, unless the second is no month.
  const [, a, b] = /(\d{1,2})[./] ?(\d{1,2})/u.exec(frame)?.map(Number) ?? [];
  if (a && b) return Math.max(a, b) > 12 && Math.min(a, b) > 12 ? null : b > 12 ? inYear(a - 1, b) : inYear(b - 1, a);
  const at = words.findIndex((w) => MONTH_OF.has(w));
  if (at >= 0) {
    const m = MONTH_OF.get(words[at]!)!;
    // "by 20 January", "bis zum 31. März", "до 10 грудня", "before January 20th": that very day.
    // A number after the month only as an ordinal ("in May 3 times a week" is no date).
    const after = /^\d{1,2}(?:st|nd|rd|th)$/u.test(words[at + 1] ?? '') ? words[at + 1] : undefined;
    const dayOf = [words[at - 1], after]
      .map((w) => (/^\d{1,2}$/u.test(w ?? '') || w === after ? parseInt(w ?? '', 10) : NaN))
      .find((d) => d >= 1 && d <= 31);
    if (dayOf !== undefined) return inYear(m, dayOf);
    // "antes de diciembre del año que viene", "by March next year": that month of next year.
    // "before next December" written in November: the one after, not the one in five days.
    const soon = ahead(new Date(Date.UTC(year, m + 1, 0))).getTime() - now.getTime() < 62 * DAY_MS;
    const nextYear = (words.some((w) => YEAR.has(w)) && (next || words.includes('viene'))) || (NEXT.has(words[at - 1] ?? '') && soon);
    const last =
      written > year
        ? new Date(Date.UTC(written, m + 1, 0))
        : nextYear
          ? new Date(Date.UTC(year + 1, m + 1, 0))
          : ahead(new Date(Date.UTC(year, m + 1, 0)));
    // "entro dicembre" said in December: next December's end, not this month's (issue 33, round 67).
    if (end || words[0] === 'entro')
      return m === now.getUTCMonth() && !end && last.getUTCFullYear() === year ? new Date(Date.UTC(year + 1, m + 1, 0)) : last;
    // "by March" is its first day, "in March" its middle; "by December" in late November its end.
    const day = ahead(new Date(Date.UTC(last.getUTCFullYear(), m, BY.has(words[0]!) ? 1 : 15)));
    return day.getTime() - now.getTime() < 21 * DAY_MS ? last : day;
  }
  if (words.some((w) => CHRISTMAS.has(w))) return inYear(11, 24);
  if (words.some((w, i) => NEW_YEAR.has(w) || NEW_YEAR.has(`${w} ${words[i + 1]}`))) return inYear(0, 1);
  if (words.some((w) => EASTER.has(w))) return easterAfter(now);
  // "by the end of 2027", "do konce roku 2027": the last day of that year.
  if (written > year && end) return new Date(Date.UTC(written, 11, 31));
  // "do lata" is by the summer, "za trzy lata" in three years.
  const counted = (i: number): boolean => COUNTS.has(words[i - 1] ?? '') || /^\d{1,2}$/u.test(words[i - 1] ?? '');
  if (words.some((w, i) => SUMMER.has(w) && !counted(i))) return inYear(5, 21);
  const season = SEASONS.find(([, , names]) => words.some((w, i) => names.has(w) && !counted(i)));
  if (season) return inYear(season[0], season[1]);
  // "за полтора года", "w ciągu półtora roku": eighteen months, not the year the count's noun names.
  if (words.some((w) => YEAR_AND_HALF.has(w))) return new Date(now.getTime() + 18 * 30.44 * DAY_MS);
  // "за полгода", "in half a year", "w pół roku": six months.
  if (words.some((w) => HALF_YEAR.has(w)) || (words.some((w) => HALF.has(w)) && words.some((w) => YEAR.has(w))))
    return new Date(now.getTime() + 6 * 30.44 * DAY_MS);
  const count = words.map((w) => (/^\d{1,2}$/u.test(w) ? Number(w) : COUNTS.get(w))).find((n) => n !== undefined) ?? 1;
  if (words.some((w) => MONTH.has(w))) return new Date(now.getTime() + count * 30.44 * DAY_MS);
  // "by the end of (next) year", "this year", "letos": the last day of that year; "in a year": a span.
  if (words.some((w) => YEAR.has(w))) {
    if (written > year) return new Date(Date.UTC(written, 11, 31));
    if (end || next || words.some((w) => THIS.has(w)) || /quest'anno/iu.test(frame))
      return new Date(Date.UTC(year + (next ? 1 : 0), 11, 31));
    return new Date(now.getTime() + count * 365 * DAY_MS);
  }
  return words.includes('letos') ? new Date(Date.UTC(year, 11, 31)) : null;
}

/** "Ab Januar …", "Від січня", "à partir de janvier": the days before the plan starts, left out of its pace (0 without a start). */
function startIn(text: string, now: Date): number {
  const words = lowerWords(text.slice(0, 1000));
  const at = words.findIndex((w, i) => MONTH_OF.has(w) && (FROM.has(words[i - 1] ?? '') || words[i - 2] === 'partir'));
  return at < 0 ? 0 : Math.max(0, (dateOf(`by ${words[at]}`, now)!.getTime() - now.getTime()) / DAY_MS);
}

/** The time frame of `text`, unless the story dates something that happened by it ("My divorce was finalised in October"). */
const liveFrame = (text: string, lang: Language, now: Date): string | null => {
  // "Ab Juni", "od tego lata": when the plan starts, never its deadline, which is the frame told after it if any ("da novembre a marzo": none).
  const first = timeFrameIn(text, lang);
  const rest = first !== null && FROM_START.test(first) ? text.slice(text.indexOf(first) + first.length) : null;
  const next = rest === null ? first : timeFrameIn(rest, lang);
  const frame = rest !== null && next !== null && rest.trimStart().startsWith(next) ? null : next;
  if (frame !== null && lapsed(frame, now)) return null;
  // "К концу месяца денег не остаётся": the end of every month the story tells of, when nothing is left, is no deadline.
  const [w, at] = [lowerWords(frame ?? ''), text.indexOf(frame ?? '\0')];
  const monthEnd = w.some((x) => MONTH.has(x)) && !w.some((x) => MONTH_OF.has(x) || /\d/u.test(x));
  const left =
    monthEnd && lowerWords(text.slice(at, at + 80)).some((x) => LEFT_MONEY.has(x) || LEFT_MONEY.has(x.replace(/^(?:ne|не)/u, '')));
  return frame === null || left || pastDate(text, frame, lang) ? null : frame;
};

/** Days from `now` to the deadline written in `text`; null without one. */
export function daysUntil(text: string, lang: Language, now: Date): number | null {
  const frame = liveFrame(text, lang, now);
  // "in a few months" names no date (specifics.json whyVagueCounts).
  if (frame === null || VAGUE_COUNT_RE.test(frame)) return null;
  // "bis Ende des Jahres": the frame stops at "des"; the words after it say of what.
  const at = text.indexOf(frame);
  // "antes de diciembre del año que viene": four words, to the year's "next".
  const after = at < 0 ? [] : lowerWords(text.slice(at + frame.length, at + frame.length + 40)).slice(0, 4);
  const date = dateOf([frame, ...after].join(' '), now);
  return date === null ? null : (date.getTime() - now.getTime()) / DAY_MS;
}

/** A deadline up to this many days away is paced by the week, not by the month. */
const WEEKLY_DAYS = 62;

/** amounts.json: the words of an amount, and the verbs whose amount is their own aim's. */
const { thousands: THOUSANDS, currency: CURRENCY, otherAim, stillMore, ceiling } = readData('./amounts.json');
const [STILL_MORE, CEILING] = [stillMore, ceiling].map((w) => new Set(list(w)));
if ([THOUSANDS, CURRENCY, otherAim, stillMore, ceiling].some((w) => typeof w !== 'string' || !w.trim()))
  throw new Error('amounts.json: a list is missing');
const OTHER_AIM = list(otherAim);
/** "ahorrar 4.000 euros … y dejar de usar la tarjeta": an amount right after a saving or repaying verb is that aim's, when the goal's `words` name none. */
const aiming = (ws: string[]): boolean => ws.some((w) => !SAVED.has(w) && OTHER_AIM.some((s) => w.startsWith(s)));
function aimOf(a: (Amount & { start: number }) | null, text: string, words: string): boolean {
  if (a === null) return false;
  const [before, own] = [lowerWords(text.slice(Math.max(0, a.start - 30), a.start)).slice(-3), lowerWords(words)];
  // "закрыть кредит, осталось 85 тысяч рублей, и начать откладывать": a sum right after a debt is the debt's, no saving aim's beside it;
  // "pagar mi préstamo … y ahorrar 200 euros al mes", "Kredit abbezahlen und 200 Euro im Monat sparen": a sum beside a saving verb is the saving's.
  const other = (x: string[], y: string[], w = before) => hasStem(w, x) && !hasStem(w, y) && hasStem(own, y) && !hasStem(own, x);
  const after = lowerWords(text.slice(a.end, a.end + 24).split(/[,;.]/u)[0]!).slice(0, 3);
  return (aiming(before) && !aiming(own)) || other(DEBT_STEMS, SAVING) || other(SAVING, DEBT_STEMS) || other(SAVING, DEBT_STEMS, after);
}
/** "2000 Euro", "12 tysięcy złotych", "5 mil reais", "$5,000", "R$ 3.000": a bounded run of digits and a currency. */
const AMOUNT_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(r\$ ?|\$|£|€)?(\d{1,3}(?:[ .,]\d{3}){1,3}|\d{1,9})(?: ?(${THOUSANDS})(?![\p{L}]))?(?: ?(${CURRENCY})(?![\p{L}]))?`,
  'giu',
);

interface Amount {
  value: number;
  prefix: string;
  currency: string;
  /** Where the amount ends in the text. */
  end: number;
  /** Written with a word of thousands ("40 tys.", "200 тисяч"). */
  thousands?: boolean;
}

/** A rate the mentee already gave ("300 euros por mês", "500 zł miesięcznie", "250 € de côté chaque mois"): by the month or the week. */
const MONTHLY = new Set(list(CALENDAR.monthly));
function rateAfter(text: string, end: number): 'month' | 'week' | 'year' | null {
  const next = lowerWords(text.slice(end, end + 40).replace(ASIDE, ' ')).slice(0, 4);
  const at = next.findIndex((w) => !PER.has(w));
  if (at < 0 || at > 2) return null;
  const w = next[at]!;
  // "36k a year", "24 mil al año", "45.000 brutto im Jahr": a yearly pay or cost; "za rok" is also "within a year" (calendar.json whyYearly), never "im Jahr 2027" nor "l'année prochaine".
  const y = next.slice(0, at + 1).findIndex((x, i) => i > 0 && YEAR.has(x) && !/^\d/u.test(next[i + 1] ?? '') && !NEXT.has(next[i + 1]!));
  if ((at === 0 && YEARLY.has(w)) || (y > 0 && !next.slice(0, y).some((x) => YEAR_NOT.has(x)))) return 'year';
  // "monthly" right after the amount; "4 200 eur a mesačne …" is "and monthly", the next clause's rate.
  if ((at === 0 && MONTHLY.has(w)) || (at > 0 && MONTH.has(w))) return 'month';
  if ((at === 0 && WEEKLY.has(w)) || (at > 0 && WEEK_WORDS.has(w))) return 'week';
  return null;
}

/** "jeden Monat", "každý měsíc": an "every" read only before an amount (calendar.json everyBefore), as "každý" after one starts the next clause. */
const EVERY_BEFORE = new Set(list(CALENDAR.everyBefore!));
/** A rate told right before the amount ("jeden Monat 150 € zurücklegen", "every month 150 euros", "miesięcznie 500 zł"). */
function rateBefore(text: string, start: number): 'month' | 'week' | null {
  // Within its clause: "Плачу по кредиту 12 тысяч в месяц, осталось 150 тысяч" tells what is left, no 150 000 a month.
  const before = clauseEnd(text.slice(Math.max(0, start - 40), start)).slice(-4);
  // "co miesiąc odkładać 400 zł", "jeden Monat sparen 150 €", "каждый месяц откладывать по 10 тысяч": the rate may stand before the verb.
  for (const verb of [0, 1, 2]) {
    const [every, unit] = [before.at(-2 - verb) ?? '', before.at(-1 - verb) ?? ''];
    const each = PER.has(every) || EVERY_BEFORE.has(every);
    if (MONTHLY.has(unit) || (each && MONTH.has(unit))) return 'month';
    if (WEEKLY.has(unit) || (each && WEEK_WORDS.has(unit))) return 'week';
  }
  return null;
}

/** The amounts of money written in `text` (its first 2,000 characters), in order. */
function amountsIn(text: string, bare = false, costs = false): (Amount & { start: number })[] {
  const found: (Amount & { start: number })[] = [];
  for (const m of text.slice(0, 2000).matchAll(AMOUNT_RE)) {
    const prefix = (m[1] ?? '').trim();
    const suffix = m[4] ?? '';
    // A bare figure ("ne ho già 800", "вже маю 6000") only as money already saved beside an amount (stillMissing);
    // thousands right after a saving verb ("našetřit 60 tisíc", "накопить 300 тысяч") or a debt ("кредитку, там 64 тысячи") are money in the text's currency.
    const b = m[3] ? lowerWords(text.slice(Math.max(0, m.index - 30), m.index)).slice(-2) : [];
    const saving = b.some((w) => SAVING.some((s) => w.startsWith(s)) || OWE.has(w)) || hasStem(b, DEBT_STEMS);
    if (prefix === '' && suffix === '' && !bare && !saving) continue;
    const value = Number(m[2]!.replace(/[ .,]/gu, '')) * (m[3] ? 1000 : 1);
    const end = m.index + m[0].length;
    // "pago 650 € di mutuo al mese": a cost paid, no sum to reach; a month of the next clause ("dluh 240 000 Kč a každý měsíc") is none.
    const next = lowerWords(text.slice(end, end + 40).split(/[,;.!?]\s/u)[0]!).slice(0, 5);
    // "gastando no máximo 180 mil euros", "250 000 € maximum": a ceiling is a limit the goal keeps, no sum to save (amounts.json whyCeiling).
    if ([...lowerWords(text.slice(Math.max(0, m.index - 12), m.index)).slice(-1), ...next.slice(0, 2)].some((w) => CEILING.has(w)))
      continue;
    const month = next.findIndex((w) => MONTH.has(w) || MONTHLY.has(w) || WEEK_WORDS.has(w));
    const paid =
      month >= 0 && !next.slice(0, month).some((w, i) => /\d/u.test(w) || (JOINS.has(w) && (i < month - 1 || !MONTH.has(next[month]!))));
    if (paid && !costs && lowerWords(text.slice(Math.max(0, m.index - 40), end + 30)).some((w) => PAID.has(w))) continue;
    if (value > 0)
      found.push({
        value,
        prefix: prefix.toUpperCase() === 'R$' ? 'R$ ' : prefix,
        currency: suffix,
        end,
        start: m.index,
        thousands: !!m[3],
      });
  }
  return found;
}

/** The first amount of money written in `text`, the first without a rate where there is one: a bill, not the income "a month". */
export function amountIn(text: string): (Amount & { start: number }) | null {
  const amounts = amountsIn(text);
  return amounts.find((a) => rateAfter(text, a.end) === null) ?? amounts[0] ?? null;
}

/**
 * "£4,000 saved … need £10,000", "mam 12 000 zł, a na wkład potrzebuję 60 000 zł": an amount the
 * mentee already has (a word of own-measures.json's "saved" up to three words before it or two after)
 * beside a larger one, no rate: the two, whose difference the goal saves.
 */
function gapIn(text: string, inThousands = false): { saved: Amount; target: Amount } | null {
  const amounts = amountsIn(text, true).filter((a) => rateAfter(text, a.end) === null);
  // "mam 6 000 zł długu", "маю 20 тисяч гривень боргу": a sum had as a debt is owed, not saved.
  const owed = (a: Amount): boolean => hasStem(lowerWords(text.slice(a.end, a.end + 24)).slice(0, 2), DEBT_STEMS);
  // "chci mít našetřeno 100 000 Kč … Zatím mám 30 000": the smallest sum beside a word of having is had (a year alone is none).
  const year = (a: Amount & { start: number }): boolean => /^(?:19|20)\d\d$/u.test(text.slice(a.start, a.end));
  const saved = amounts
    .filter((a) => near(text, a).some((w) => SAVED.has(w)) && (a.currency || a.prefix || (a.value >= 100 && !year(a))) && !owed(a))
    .sort((a, b) => a.value - b.value)[0];
  // "вже маю 40 000 гривень, а на ноутбук потрібно 65 000": the target may be bare beside a saved sum (no year).
  // "Mam 40 tys. oszczędności, potrzebuję około 120 tys.": beside a launch, two sums in thousands are money with no currency written.
  const k = inThousands && saved?.thousands === true;
  const bare = (a: Amount): boolean =>
    (saved?.currency !== '' || (k && a.thousands === true)) && a.value >= 1000 && !(a.value >= 1900 && a.value <= 2100);
  const target = amounts
    // "Вже маю 800. Заробляю 18 000 гривень": the pay told is no sum to reach.
    .filter((a) => a !== saved && (a.currency !== '' || a.prefix !== '' || bare(a)) && !near(text, a).some((w) => EARN.has(w)))
    .reduce<(Amount & { start: number }) | undefined>((most, a) => (a.value > (most?.value ?? 0) ? a : most), undefined);
  if (saved === undefined || target === undefined) return null;
  // "потрібно ще приблизно 300 тисяч": one more sum told is the sum missing itself (amounts.json stillMore).
  const more = lowerWords(text.slice(Math.max(0, target.start - 30), target.start))
    .slice(-3)
    .some((w) => STILL_MORE.has(w));
  const whole = more ? { ...target, value: target.value + saved.value } : target;
  return whole.value > saved.value ? { saved, target: whole } : null;
}
const stillMissing = (text: string): number | null => {
  const gap = gapIn(text);
  return gap && gap.target.value - gap.saved.value;
};
/** "У нас уже отложено 200 тысяч, хотим купить квартиру": a sum had (own-measures.json hadSaved) is no sum to put aside for a goal naming none. */
const hadSum = (t: string, value: number): boolean =>
  stillMissing(t) === null &&
  amountsIn(t, true).some((a) => a.value === value && lowerWords(t.slice(Math.max(0, a.start - 30), a.end + 16)).some((x) => HAD.has(x)));

const FINANCED: Record<Language, string> = readData('./financed.json').measure;
if (LANGUAGES.some((l) => !FINANCED[l]?.includes('{missing}') || !FINANCED[l].includes('{saved}')))
  throw new Error('financed.json: a measure without {missing} or {saved}');
/** "otworzyć salon … mam 40 tys., potrzebuję 120 tys.": a launch whose gap the story tells is financed first (financed.json), in the currency written. */
function financed(c: Candidate, words: string, text: string): Candidate | null {
  const gap = lowerWords(words).some((w) => LAUNCH.has(w)) ? gapIn(text, true) : null;
  if (gap === null) return null;
  const unit = gap.saved.currency !== '' || gap.saved.prefix !== '' ? gap.saved : gap.target;
  const [missing, saved] = [gap.target.value - gap.saved.value, gap.saved.value].map((v) => written(unit, v, c.language));
  return { ...c, measure: FINANCED[c.language].replaceAll('{missing}', missing!).replace('{saved}', saved!) };
}
/** The words of a clause's end before an amount: "Gano 2.000 al mes, pago 750 de alquiler", "… por mês e pago R$ 900": no month of the clause before. */
function clauseEnd(s: string): string[] {
  const words = lowerWords(s.split(/[,;.!?]\s/u).pop()!);
  let from = 0;
  words.forEach((w, i) => (from = JOINS.has(w) ? i + 1 : from));
  return words.slice(from);
}
const near = (text: string, a: Amount & { start: number }, n = 3): string[] => [
  ...clauseEnd(text.slice(Math.max(0, a.start - 40), a.start)).slice(-n),
  ...lowerWords(text.slice(a.end, a.end + 30).split(/[,.;]/u)[0]!).slice(0, n),
];
/** "každý měsíc splácím 8 000 Kč", "pago 300 euros al mes": an instalment told, no debt of its own; a net pay ("take-home pay is £1,950") none. */
const paying = (text: string, a: Amount & { start: number }, words = near(text, a)): boolean =>
  words.some((w) => PAID.has(w)) && !words.some((w) => NET.has(w)) && words.some((w) => MONTH.has(w) || MONTHLY.has(w));
/** The most, below `total`, already repaid a month — a debt's floor; a mortgage's instalment ("Splácím hypotéku 14 000 Kč měsíčně a k tomu
 * mám půjčku 60 000 Kč") only of a sum of years of it, never of another loan (own-measures.json whyMortgage); a rent never (whyRent). */
const floors = (text: string, a: Amount & { start: number }, total: number): boolean =>
  a.value < total && paying(text, a) && !hasStem(near(text, a), RENT) && (total >= 24 * a.value || !hasStem(near(text, a, 9), MORTGAGE));
/** "из них половина уходит на платежи", "half of it goes on repayments": half the pay told is repaid a month (income.json whyHalf). */
const halfPaid = (text: string, total: number, w = lowerWords(text.slice(0, 2000))): number =>
  w.some((x, i) => HALF_PAY.has(x) && w.slice(i + 1, i + 6).some((y) => INSTALMENTS.has(y))) ? incomeIn(text, total) / 2 : 0;
const paidNow = (text: string, total: number): number =>
  amountsIn(text, true, true).reduce((m, a) => (floors(text, a, total) ? Math.max(m, a.value) : m), halfPaid(text, total));

/**
 * Two or more debts told, added up: amounts with no rate, each beside a debt word in its sentence and no income or money left; 0 for one.
 * A sum told as what is left of a debt ('zbývá', 'il me reste', 'still owe') stands in place of the larger sum told just before it.
 */
const [OWE, REST, STILL] = [OWN_DATA.figures.owe, OWN_DATA.figures.rest, OWN_DATA.figures.still].map((l) => new Set(list(l)));
const [TO_ME, PARTS] = [OWN_DATA.figures.toMe, OWN_DATA.figures.parts].map((l) => new Set(list(l)));
/** "Мне должен брат 5000", "my brother owes me 500": a sum owed to the mentee is no debt of theirs. */
const owedToMe = (b: string[]): boolean =>
  b.slice(-3).some((w, k, l) => TO_ME.has(w) && [l[k - 1], l[k + 1]].some((o) => OWE.has(o ?? '')));
function debtsIn(text: string, fewest = 2): number {
  const rests = new Set<Amount>();
  let prior = false;
  const told = amountsIn(text, true).filter((a) => {
    const [before, after] = [text.slice(Math.max(0, a.start - 40), a.start), text.slice(a.end, a.end + 30)];
    const [b, f] = [lowerWords(before.slice(before.lastIndexOf('. ') + 1)), lowerWords(after.split(/[.;!?] /u)[0]!)];
    const owed = [...b, ...f].some((w) => OWE.has(w)) || hasStem([...b, ...f], DEBT_STEMS);
    // "zbývá 85 000 Kč" beside a debt or after one: the sum left to pay, unless money left in a sentence of a month ("Co miesiąc zostaje mi 600 zł").
    const [side, wide] = [[...b.slice(-3), ...f.slice(0, 2)], text.slice(Math.max(0, a.start - 120), a.start)];
    const monthly = [...lowerWords(wide.slice(wide.lastIndexOf('. ') + 1)), ...f].some(
      (w) => MONTH.has(w) || MONTHLY.has(w) || EARN.has(w),
    );
    // "je dois encore 4 000 €", "schulde noch 6.000 €": a sum still owed is the sum left, but only beside a word of owing (alone, "still" may be a duty),
    // and right after them: "і ще винна подрузі 5 000" is one more debt, to someone else.
    const still = side.some((w) => STILL.has(w)) && side.some((w) => OWE.has(w)) && [STILL, OWE].some((s) => s.has(b.at(-1) ?? ''));
    if ((owed || prior) && !monthly && (still || side.some((w) => REST.has(w)))) rests.add(a);
    // A rent right before it or after ("nájem 7 000 Kč … a mám dluh", "600 € ide na podnájom") is a cost, and a sum a paying verb
    // follows ("a 180 € splácam študentskú pôžičku") an instalment: no debt (whyRent).
    const rent = hasStem([...lowerWords(before.split(/\d/u).pop()!).slice(-1), ...f.slice(0, 3)], RENT) || PAID.has(f[0] ?? '');
    const income = !rests.has(a) && (rent || side.some((w) => LEFT_MONEY.has(w) || EARN.has(w)));
    // "s dluhem kolem 62 000 a …": for the one debt told, a bare figure right after a debt word is that debt.
    const named = fewest === 1 && (b.slice(-2).some((w) => OWE.has(w)) || hasStem(b.slice(-2), DEBT_STEMS));
    const bare = a.currency + a.prefix === '' && ((/^ ?\p{L}/u.test(after) && !named) || (a.value >= 1900 && a.value <= 2100));
    const debt =
      a.value >= 100 && (owed || rests.has(a)) && !income && !bare && rateAfter(text, a.end) === null && !paying(text, a) && !owedToMe(b);
    prior ||= debt;
    return debt;
  });
  // "pożyczkę na 20 000 zł, zostało mi jeszcze 12 000 zł": the sum left stands in place of the larger debt told right before it.
  const debts = told.filter((a, i) => !(rests.has(told[i + 1]!) && told[i + 1]!.value < a.value));
  const [first, rest, end] = [debts[0]?.value ?? 0, debts.slice(1).reduce((sum, a) => sum + a.value, 0), debts[0]?.end ?? 0];
  // "dlhujem 6 400 € – kreditka 2 100 €, …", "£7,200 in total: …", "14.000 € Schulden, davon 5.000" (the word right before the second debt): a total told first and then its parts is no sum of them.
  const parts =
    /^[^.;\d]{0,12}[–—:(-]/u.test(text.slice(end, end + 14)) || PARTS.has(lowerWords(text.slice(end, debts[1]?.start ?? end)).at(-1)!);
  return told.length < fewest ? 0 : first >= rest && parts ? first : first + rest;
}
/** An income told as two sums or more ("ganho R$ 3.000 … ganho R$ 8.000", "between £1,800 and £3,000"): the lowest, and the sums. */
function lowMonth(text: string): [number | null, number[]] {
  let prev: Amount | undefined;
  const incomes = amountsIn(text, true, true).filter((a) => {
    const near = lowerWords(text.slice(Math.max(0, a.start - 30), a.start)).slice(-4);
    const range = prev !== undefined && a.start - prev.end <= 40 && !/[.!?]/u.test(text.slice(prev.end, a.start));
    prev = a.value >= 100 && (range || near.some((w) => EARN.has(w))) ? a : undefined;
    return prev !== undefined;
  });
  const values = [...new Set(incomes.map((a) => a.value))];
  return [values.length > 1 ? Math.min(...values) : null, values];
}
const CAPS = OWN_DATA.milestone.caps.map(([n, stems, year]) => [n, list(stems), year] as const);
if (LANGUAGES.some((l) => !OWN_DATA.milestone.measure[l]?.includes(OWN_DATA.milestone.yearEnd?.[l]?.[0] || '\0')))
  throw new Error('own-measures.json, milestone: a yearEnd pair whose first words its measure says in every language');
const [LEFT_MONEY, EARN, RUNWAY] = (['left', 'earn', 'runway'] as const).map((k) => new Set(list(OWN_DATA.budget[k])));
/** "{n} weeks/months" with no figure ending in 1 but 11: a Slavic genitive plural fits every other. */
const within = (n: number, lang: Language, months: boolean): string =>
  OWN_DATA.budget.within[lang][months ? 1 : 0].replace('{n}', String(n % 10 === 1 && n % 100 !== 11 ? n + 1 : n));
/** What is left of the month: "me quedan unos 300 €", or "gano 1.600 al mes y pago 650 de alquiler", the income less what follows it. */
function leftOver(text: string, debt: number): number | null {
  // "£5,200 left on a personal loan" is the debt, not what is left of the month: only a smaller amount.
  const all = amountsIn(text, true, true).filter(
    (a) => a.value >= 50 && a.value < debt && !(a.currency + a.prefix === '' && a.value >= 1900 && a.value <= 2100),
  );
  // "Jeden Monat bleiben mir nach Miete und Raten vielleicht 150 Euro": what is left may be told several words back, in its own clause.
  const near = (a: Amount & { start: number }, after = 0, back = 3, from = Math.max(0, a.start - 10 * back)): string[] => [
    ...lowerWords(text.slice(from, a.start).split(/[,.;]/u).pop()!).slice(-back),
    ...lowerWords(text.slice(a.end, a.end + 20)).slice(0, after),
  ];
  const left = all.find((a) => near(a, 2, 7).some((w) => LEFT_MONEY.has(w)));
  const income = all.find((a) => near(a).some((w) => EARN.has(w)) && (rateAfter(text, a.end) !== null || netPay(text, a)));
  if (left !== undefined || income === undefined) return left?.value ?? null;
  const costs = all.filter((a) => a.start > income.end && a.start < income.end + 80 && a.value < income.value);
  const pay = rateAfter(text, income.end) === 'year' ? income.value / 12 : income.value;
  return costs.length === 0 ? null : pay - costs.reduce((sum, a) => sum + a.value, 0);
}

/** The count before the first month word ("dva měsíce a …" is two, its "a" no "a month"), 9 for none. */
const monthsTold = (l: string[], m = l.findIndex((w) => MONTH.has(w))): number =>
  Math.min(9, ...l.slice(0, Math.max(0, m)).map((w) => COUNTS.get(w) ?? (Number(w) || 9)));
const [NOTICE, ONE_MONTH] = [OWN_DATA.budget.notice, OWN_DATA.budget.oneMonth].map((w) => new Set(list(w)));
/** own-measures.json noticeMonths: a count of months and the stems of its adjective ("dvouměsíční", "trzymiesięczny", "dreimonatige"), split once. */
const NOTICE_MONTHS = (OWN_DATA.budget.noticeMonths ?? []).map(([n, stems]) => [n, list(stems)] as const);
if (NOTICE_MONTHS.length === 0 || NOTICE_MONTHS.some(([n, stems]) => !(n > 0) || stems.length === 0))
  throw new Error('own-measures.json: budget.noticeMonths needs counts of months and their stems');
/** A word of a count of months told by an adjective read as the count and a month ("dvouměsíční" → "2 month"), any other word as it is. */
function monthsOfAdjective(w: string): string[] {
  const n = NOTICE_MONTHS.find(([, stems]) => stems.some((x) => w.startsWith(x)))?.[0];
  return n ? [String(n), 'month'] : [w];
}
/** "dos meses de preaviso": a notice's count told before it; "okres wypowiedzenia to miesiąc": a bare month after it is one; 9 for none. */
function notice(ws: string[], i: number): number {
  if (!NOTICE.has(ws[i] ?? '')) return 9;
  const one = ws.slice(i + 1, i + 4).some((w) => ONE_MONTH.has(w));
  return Math.min(monthsTold(ws.slice(Math.max(0, i - 3), i)), one ? 1 : 9);
}
/** "My savings will last three more months", "Úspory mi vydrží na tři měsíce": a job goal's horizon never runs past the runway told;
 * "my savings last until March", "a reserva acaba em fevereiro": the month the money ends is its deadline. */
export function runway(c: Candidate, t: string, now: Date): Candidate {
  const ws = lowerWords(t.slice(0, 2000)).flatMap(monthsOfAdjective);
  // The first runway word with a count of months or a month named after it ("last week … lasts maybe 2 months").
  const runs = (i: number): boolean =>
    monthsTold(ws.slice(i + 1, i + 7)) < 9 || ws.slice(i + 1, i + 5).some((x) => MONTH_OF.has(x)) || notice(ws, i) < 9;
  const at = ws.findIndex((w, i) => RUNWAY.has(w) && runs(i));
  const near = at < 0 ? [] : ws.slice(at + 1, at + 7);
  const n = Math.min(monthsTold(near), notice(ws, at));
  const f = timeFrameIn(near.slice(0, 4).join(' '), c.language) ?? '';
  // The frame is read from words; only a frame found as written in the text is a date ("until, March" is none).
  const where = lowerWords(f).some((w) => MONTH_OF.has(w)) ? t.toLowerCase().indexOf(f) : -1;
  const told = where < 0 ? '' : t.slice(where, where + f.length);
  const time = c.timeBefore ?? (n <= 5 ? within(n > 1 ? n : 4, c.language, n > 1) : told && byDate(told, c.language));
  const r = applied({ ...c, ...(time ? { timeBefore: time } : {}) }, t, now);
  // "Ersparnisse reichen noch zwei Monate … bis zum Sommer": the own date stays, and the goal says what happens when the money ends
  // (a date within a month after the runway's end is no date past it).
  const days = n > 5 ? null : daysUntil(c.timeBefore ?? clauseText(c.clause), c.language, now);
  if (days === null || days <= (n + 1) * 30) return r;
  const m = ownMeasure(r, clauseText(c.clause), 'job', t).measure ?? TEMPLATES[c.language].measures.job.measure;
  return { ...r, measure: m + OWN_DATA.budget.runOut[c.language].replace('{within}', within(n > 1 ? n : 4, c.language, n > 1)) };
}
const [APPLIED, EVERY] = [OWN_DATA.budget.applied, OWN_DATA.budget.every].map((w) => new Set(list(w)));
/** "I send about 10 applications a week", "mando 20 candidature al mese": the stock count a month is never below the mentee's own,
 * nor below a total sent over the months told or since the month named ("laid off in March … 80 applications", "hace 6 meses … 60 solicitudes"). */
function applied(c: Candidate, t: string, now: Date, stock = TEMPLATES[c.language].measures.job.measure): Candidate {
  const m = [...t.slice(0, 2000).matchAll(/(?<![\p{L}\d.,])(\d{1,3}) (\p{L}{2,20})(?: (\p{L}{2,20}))?/gu)].find((x) =>
    [x[2], x[3]].some((w) => APPLIED.has(w?.toLowerCase() ?? '')),
  );
  const ws = m ? lowerWords(t.slice(Math.max(0, m.index - 24), m.index + m[0].length + 16)) : [];
  const per = (one: Set<string>, every: Set<string>) =>
    ws.some((w, i) => every.has(w) || (one.has(w) && (PER.has(ws[i - 1]!) || EVERY.has(ws[i - 1]!))));
  // The months a total was sent over, told before it: a count of months, else those since the month named ("three months" of savings after it are none).
  const all = lowerWords(t.slice(0, Math.min(2000, m?.index ?? 0)));
  const told = all.findIndex((w, i) => MONTH.has(all[i + 1] ?? '') && (numberOf(w) ?? 0) > 1);
  const named = all.find((w) => MONTH_OF.has(w));
  const since = told >= 0 ? numberOf(all[told])! : named ? ((now.getUTCMonth() - MONTH_OF.get(named)! + 12) % 12) + 1 : Infinity;
  const n = Math.round(Number(m?.[1]) * (per(WEEK_WORDS, WEEKLY) ? 4 : per(MONTH, MONTHLY) ? 1 : 1 / since));
  const own = n > 5 && (c.measure ?? stock) === stock;
  return own ? { ...c, measure: stock.replace(OWN_DATA.budget.five[c.language], `${fitting(n, c.language)}`) } : c;
}
/** income.json: what a third of the income reaches and where a large pace's money comes from, in every language, or start-up stops. */
type Words = Record<'net' | 'half' | 'instalments', string>;
type Income = Record<'reach' | 'byThen' | 'means', Record<Language, string>> & Words & { large: [number, string][]; part: number };
const INCOME: Income = readData('./income.json');
/** "Zarábam 1 350 € v čistom", "32 000 Kč čistého", "Зарплата 75 тысяч": a net pay or a salary told with no rate is a month's, unless a year follows it
 * in its own clause ("… il y a deux ans. Je gagne 1 850 € net" is a month's pay, and so is "Получаю 55 тысяч, хочу к Новому году …"). */
const netPay = (t: string, a: Amount & { start: number }, back = t.slice(Math.max(0, a.start - 14), a.start)): boolean =>
  ((near) => near.some((w) => NET.has(w)) && !near.some((w) => YEAR.has(w)))(
    lowerWords(back.slice(back.lastIndexOf('. ') + 1) + t.slice(a.start, a.end + 25).split(/[.!?,;] /u)[0]!),
  );
const [NET, HALF_PAY, INSTALMENTS] = [INCOME.net, INCOME.half, INCOME.instalments].map((l) => new Set(list(l)));
const has = (l: Language, k: string): unknown => (k === '{part}' || INCOME.reach?.[l]?.includes(k)) && INCOME.byThen?.[l]?.includes(k);
if (LANGUAGES.some((l) => !INCOME.means?.[l]?.startsWith('. ') || !['{sum}', '{within}', '{part}'].every((k) => has(l, k))))
  throw new Error('income.json: "reach" and "byThen" with {sum} and {within}, "byThen" with {part}, "means" a sentence of its own (". …")');
const LARGE = new Map(INCOME.large.flatMap(([n, words]) => list(words).map((w) => [w, n] as [string, number])));
/** A pace a month large for its currency (income.json large) with no income told: the step saying where the money comes from, or ''; over six weeks it reads by the month. */
const means = (a: Amount, monthly: number, text: string, lang: Language): string =>
  monthly >= (LARGE.get((a.prefix || a.currency).trim().toLowerCase()) ?? Infinity) && !incomeIn(text, 0) ? INCOME.means[lang] : '';
/** The pay told a month (52/12 of a weekly pay, or a net pay with no rate), 0 without one; never `not`, the goal's own sum. */
function incomeIn(text: string, not: number): number {
  const earned = (a: Amount & { start: number }) => lowerWords(text.slice(Math.max(0, a.start - 30), a.start)).some((w) => EARN.has(w));
  const a = amountsIn(text, true, true).find(
    (a) => a.value > 99 && a.value !== not && earned(a) && (rateAfter(text, a.end) ?? netPay(text, a)),
  );
  const per = a && rateAfter(text, a.end);
  return a === undefined ? 0 : per === 'week' ? (a.value * 52) / 12 : per === 'year' ? a.value / 12 : a.value;
}
/** A part of the pay a month (by default what one can manage, income.json), shared among the money goals, in round tens (fifties from three thousand). */
const partOf = (pay: number, share: number, part = INCOME.part, r = pay < 3000 ? 10 : 50): number => Math.floor(pay / part / share / r) * r;
/** "save 2,000 € by February; I earn 900 € a month": more than half of it a month is no plan, nor more than a third put aside month after month
 * (income.json whySaved); `share` of it for each of several money goals. */
function beyondIncome(
  amount: Amount,
  [sum, monthly, share, days]: [number, number, number, number | null],
  text: string,
  t: Record<Language, string>,
  lang: Language,
  large = LARGE.get((amount.prefix || amount.currency).trim().toLowerCase()) ?? Infinity,
  restated = false,
  had = Math.max(0, amount.value - sum), // what the person has of a gap's sum (income.json whyHad)
): [string, number] | null {
  // No income told: a saving's near date asking twice the large pace for its currency is paced as if the pay bore the large one (income.json whyBeyond).
  const soon = t === OWN_DATA.save && (days ?? Infinity) <= WEEKLY_DAYS && monthly >= 2 * large;
  const income = incomeIn(text, amount.value) || (soon ? 3 * large : 0);
  if (monthly <= income / (t === OWN_DATA.save && sum > 3 * monthly ? 3 : 2) / share || income === 0) return null;
  // A third of it a month (shared among the money goals), and, in a sentence of its own, what that makes by their date and when it reaches the whole sum.
  const [honest, step, months] = [partOf(income, share, 3), PERIODS[lang].month, Math.round((days ?? 0) / 30.44)];
  // A goal that names its sum names what is reached by the date instead (pacedMoney): its own sentence goes on with when the whole sum is.
  const then = INCOME.byThen[lang].replace('{part}', written(amount, honest * months + had, lang));
  const reach = months <= 0 ? INCOME.reach[lang] : restated ? then.replace(/^[^;]*?(?= ?;)/u, '') : then;
  const said = reach.replace('{sum}', written(amount, sum + had, lang)).replace('{within}', within(Math.ceil(sum / honest), lang, true));
  return [`${filled(t, lang, written(amount, honest, lang), step)}${said}`, honest * months];
}
/** No date: what is paid a month sets the months, else a twelfth a month, but over the part of the income one can manage that part, for longer. */
function undated(sum: number, floor: number, text: string, share = 1): [number, number | null] {
  if (floor > 0) return [floor, Math.min(60, Math.ceil(sum / floor))];
  const [each, income] = [perPeriod(sum, 12), incomeIn(text, sum)];
  const part = partOf(income, share);
  return income === 0 || each <= income / INCOME.part / share ? [each, null] : [part, Math.ceil(sum / part)];
}

/** Rounded up to a round figure: paying it every period reaches the target in time. */
function perPeriod(value: number, periods: number): number {
  const raw = value / periods;
  const step = raw < 100 ? 5 : raw < 1000 ? 10 : raw < 10_000 ? 50 : 100;
  return Math.ceil(raw / step) * step;
}

function written(amount: Amount, value: number, lang: Language): string {
  const digits = String(value).replace(/\B(?=(\d{3})+$)/gu, OWN_DATA.separator[lang]);
  // "a 4,000 pound credit card": the unit as an adjective; a sum of pounds is plural.
  const currency = amount.currency === 'pound' || amount.currency === 'dollar' ? `${amount.currency}s` : amount.currency;
  return amount.prefix !== '' ? `${amount.prefix}${digits}` : `${digits} ${currency}`.trimEnd();
}

/** Debts are repaid, savings put aside. */
const [DEBT_STEMS, REPAID, MORTGAGE, RENT, TAKEN] = (['debt', 'repaid', 'mortgage', 'rent', 'taken'] as const).map((k) =>
  list(OWN_DATA.figures[k]),
);
/** Does one of `words` start with one of `stems` ("długu", "dívida", "splácet")? */
const hasStem = (words: string[], stems: readonly string[]): boolean => words.some((w) => stems.some((s) => w.startsWith(s)));
/** "откладывать 10% зарплаты": a share, no sum: it paces no other aim's sum. Saving answers no debt the story tells (offline.ts), and
 * "Ho un prestito … Vorrei estinguerlo … e mettere da parte 100 euro al mese": where no goal names a repaying, the debt keeps its own. */
const shareOnly = (words: string): boolean => amountIn(words) === null && /\d ?%/u.test(words);
const repays = (c: Candidate): boolean => hasStem(lowerWords(clauseText(c.clause)), DEBT_STEMS);
export const savesBeside = (goal: Candidate, debt: Candidate, goals: Candidate[], head: string): boolean =>
  hasStem(lowerWords(clauseText(goal.clause)), SAVING) &&
  repays(debt) &&
  (shareOnly(clauseText(goal.clause)) || (!goals.some(repays) && hasStem(lowerWords(head.slice(0, 2000)), REPAID)));

/** Per language: how often, and when the check is ([every, check]), by the month and by the week. */
type Period = readonly [string, string];
const PERIODS = OWN_DATA.periods;
/** A saving or repaying measure of own-measures.json with the amount and the period filled in. */
const filled = (t: Record<Language, string>, lang: Language, x: string, [every, check]: Period): string =>
  t[lang].replace('{x}', x).replace('{every}', every).replace('{check}', check);
const unfilled = (l: Language): boolean =>
  [OWN_DATA.save[l], OWN_DATA.repay[l], OWN_DATA.figures.taper[l]].some((t) => !/\{x\}/u.test(t ?? '')) || !PERIODS[l]?.week?.[1];
if (LANGUAGES.some(unfilled)) throw new Error('own-measures.json: a "save", "repay", "figures.taper" or "periods" entry is missing');

/** "clear my card by June", no sum told anywhere: the debts' plan (listed, a fixed sum a month), never a tenth of the income saved. */
const debtsPlan = (c: Candidate, goal: string[], owes: boolean): Candidate =>
  owes && c.measure === undefined && !hasStem(goal, TAKEN) ? { ...c, measure: measureOf('debts')?.[c.language] } : c;

/** "борг 38 тисяч" in a sentence of its own: thousands told with no currency are in the story's, where it names one. */
const inStory = (a: (Amount & { start: number }) | null, whole: string, u = amountsIn(whole).find((x) => x.prefix || x.currency)) =>
  a?.thousands && !a.prefix && !a.currency && u ? { ...a, prefix: u.prefix, currency: u.currency } : a;
/**
 * A money goal with an amount and a deadline in the mentee's words gets the amount a month as its
 * measure. `text` is the goal's own sentence; `words` its goal words, whose deadline comes first;
 * `around` the text the amount is looked for in when the sentence names none; `whole` the text an income is looked for in.
 */
// "My daughter is getting married in July. I still owe £3,600": a relative's date is no debt's (`their`; specifics.json whyKin).
export function pacedMoney(c: Candidate, words: string, text: string, now: Date, around = '', whole = around, share = 1): Candidate {
  // "Mam 12 tysięcy złotych długu i chcę go spłacić w ciągu roku": the amount told in the sentence before.
  // "ahorrar 3.000 euros … y terminar de pagar los 800 euros": the goal's own amount, not the sentence's first.
  // "pay back the 400 I owe my sister" beside "save 1,000 €": the goal's own bare figure, in the text's currency.
  // "ahorrar 4.000 euros y dejar de usar la tarjeta": an amount another aim's verb names is not this goal's, which names none.
  // "перестати витрачати гроші на доставку": spending stopped is a limit falling to zero (aims.json), whatever figure is told beside it.
  // A stated aim's own measure outweighs the debts measure its situation lent it ("stop using my overdraft" lists no debts).
  const aim = c.ownPlan || c.key.startsWith('situation:') ? c : { ...c, measure: undefined };
  if (ownMeasure(aim, words, 'money') !== aim) return ownMeasure(aim, words, 'money');
  if (shareOnly(words)) return c;
  // "закрыть кредит до 2030 года": the year of the goal's own date is no bare sum.
  const ownFrame = timeFrameIn(words, c.language) ?? '';
  const bare = amountsIn(words, true).find((a) => a.value >= 10 && !ownFrame.includes(String(a.value)));
  const theirs = !bare && !amountIn(words) && !c.key.startsWith('situation:') && aimOf(amountIn(text), text, words);
  // "накопичити 50 тисяч" after "кредит 30 тисяч гривень": thousands with no currency are in the text's.
  const [money, named] = [inStory(amountIn(text), whole), amountIn(words)];
  const mine =
    named && !named.currency && !named.prefix && money
      ? { ...money, value: named.value }
      : (named ?? (bare && money ? { ...money, value: bare.value } : null));
  const sums = amountsIn(text, true);
  const at = mine && sums.find((a) => a.value === mine.value);
  const own = (at && { ...at, prefix: mine!.prefix, currency: mine!.currency }) || (theirs ? null : money);
  const all = around.includes(text) ? around : `${text} ${around.slice(0, 1000)}`;
  // "ahorrar 5.000 euros … y terminar de pagar la tarjeta, que todavía debo 1.800", "juntar R$ 12.000 … e quitar o cartão, que ainda
  // devo R$ 2.500": a debt goal naming no sum takes the one debt told, never the saving's; the whole story's beside another money goal.
  const goal = lowerWords(words);
  const owes = !bare && amountIn(words) === null && hasStem(goal, DEBT_STEMS);
  const lone = owes ? debtsIn(all, 1) || (theirs ? debtsIn(whole, 1) : 0) : 0;
  const found =
    own ?? amountsIn(whole, true).find((a) => theirs && a.value === lone && lone !== money?.value) ?? (theirs ? null : amountIn(around));
  if (found === null) return debtsPlan(c, goal, owes);
  const lower = lowerWords(`${text} ${around.slice(0, 1000)}`);
  // "Zaoszczędzę 15 000 zł na remont" beside a mortgage: the goal's own saving word outweighs a debt told around it.
  const debt = hasStem(goal, DEBT_STEMS) || (hasStem(lower, DEBT_STEMS) && !hasStem(goal, SAVING));
  if (!debt && !mine && hadSum(all, found.value)) return c;
  // "выйти на доход 150 000 рублей в месяц", "earn 4,000 € a month": a rate to reach, never a sum to put aside.
  if (!debt && !hasStem(goal, SAVING) && rateAfter(words, amountIn(words)?.end ?? 0) !== null) return { ...c, topic: 'salary' };
  // "repay 800 € I owe my brother" beside "save 3,000 €": the goal's own sum, not all the sums told; with no measure yet, its one debt ("solder").
  const total = debt && amountIn(words) === null ? debtsIn(all) || (c.measure === undefined ? lone : 0) : 0;
  // "ahorrar 5.000 euros … y terminar de pagar la tarjeta, que todavía debo 1.800": the debt's bare sum is in the text's currency.
  const amount = total > 0 ? { ...found, value: total } : lone > 0 ? { ...(money ?? found), value: lone } : found;
  const ownDays = daysUntil(words, c.language, now);
  const their = c.timeBefore === undefined && !hasStem(goal, SAVING) && kin(text, liveFrame(text, c.language, now) ?? '\0');
  const until = ownDays ?? (their ? null : (daysUntil(c.timeBefore ?? text, c.language, now) ?? daysUntil(text, c.language, now)));
  // "mám už odložených … do konca budúceho roka": a gap's date may be in the next sentence; "ab Januar … bis Dezember": the plan's year.
  const date =
    until ?? (around !== '' && stillMissing(`${text} ${around.slice(0, 1000)}`) !== null ? daysUntil(around, c.language, now) : null);
  const days = date === null ? null : Math.max(7, ((d) => (d < 0 ? d + 365 : d))(date - Math.max(startIn(text, now), c.start?.days ?? 0)));
  // "debo 9.000 €, me quedan 950 € al mes": two thirds of what is left a month, never over the part of the pay one can manage (rent is
  // seldom the only cost left to bear), and the months that takes, where no date is given or the date asks for more than is left.
  const left = debt && rateAfter(text, amount.end) === null ? leftOver(all, amount.value) : null;
  const monthly =
    left === null || left <= 0
      ? 0
      : Math.min(partOf(left, 1, 1.5, left < 1500 ? 10 : 50), partOf(incomeIn(all, amount.value) || Infinity, 1));
  if (monthly > 0 && (days === null || amount.value / Math.max(1, days / 30.44) > left!)) {
    const months = Math.ceil(amount.value / monthly);
    const x = written(amount, monthly, c.language);
    const frame = within(months, c.language, true);
    return { ...c, measure: filled(OWN_DATA.repay, c.language, x, PERIODS[c.language].month), timeBefore: frame };
  }
  // "Mamy odłożone 60 tysięcy, potrzebujemy 120 tysięcy", "mam już odłożone 3000 … muszę to spłacić": the gap they told, a debt too.
  const missing = stillMissing(`${text} ${around.slice(0, 1000)}`);
  if (days === null && (missing !== null || total > 0)) {
    // "240 000 Kč … každý měsíc splácím 11 000": with no date, what is already repaid a month sets the pace and the months.
    const [each, months] = undated(missing ?? total, debt ? paidNow(all, missing ?? total) : 0, `${all} ${whole.slice(0, 1000)}`, share);
    return {
      ...c,
      measure: filled(debt ? OWN_DATA.repay : OWN_DATA.save, c.language, written(amount, each, c.language), PERIODS[c.language].month),
      timeBefore: within(months ?? 12, c.language, true),
    };
  }
  // "ganho R$ 3.000 num mês, R$ 8.000 noutro": a fixed sum the weakest month allows (a fifth), the months it takes for a sum of theirs.
  const [low, incomes] = debt ? [null, []] : lowMonth(all);
  if (low !== null && days === null) {
    const [x, target] = [perPeriod(low / 5, 1), incomes.includes(amount.value) ? 0 : amount.value];
    const frame = target > 0 ? { timeBefore: within(Math.ceil(target / x), c.language, true) } : {};
    return { ...c, measure: filled(OWN_DATA.save, c.language, written(amount, x, c.language), PERIODS[c.language].month), ...frame };
  }
  // One debt told and no date: the situation's "fixed amount" is the sum a month that clears it in its twelve months (figured.json).
  const one = debt && days === null && total === 0 && c.measure !== undefined ? debtsIn(all, 1) : 0;
  const [each, months] = one > 0 ? undated(one, paidNow(all, one), `${all} ${whole.slice(0, 1000)}`, share) : [0, null];
  const span = months !== null ? { timeBefore: within(months, c.language, true) } : {};
  if (one > 0) return { ...c, measure: figured(c.measure!, 'debts', c.language, { x: written(amount, each, c.language) }), ...span };
  // "ahorrar 3.000 euros para un coche", no date (or one gone by): the sum a month that reaches it in the frame our goal says.
  const gone = timeFrameIn(text, c.language);
  if (days === null && (debt || c.timeBefore !== undefined || gone === null || !lapsed(gone, now))) return c;
  const frame = days ?? daysUntil(TEMPLATES[c.language].timeFrame('money'), c.language, now);
  if (frame === null) return c;
  // A deadline only the text names ("by the end of 2027") becomes the goal's, so the figure and the date agree.
  const told =
    c.timed === true || c.timeBefore !== undefined || ownDays !== null
      ? null
      : ((their ? null : liveFrame(text, c.language, now)) ?? (until === null ? liveFrame(around, c.language, now) : null));
  const reach: [number, number] = [days === null ? 0 : frame / 30.44, missing ?? amount.value];
  const kept = keptRate(c, { text, words, own, amount, sums, named, debt, told, reach });
  if (kept !== null) return kept;
  const weekly = frame <= WEEKLY_DAYS && !(frame > 45 && means(amount, (missing ?? amount.value) / (frame / 30.44), whole, c.language));
  const periods = Math.max(1, Math.round(weekly ? frame / 7 : frame / 30.44));
  const need = Math.max(perPeriod(missing ?? amount.value, periods), debt && !weekly ? paidNow(all, amount.value) : 0);
  const t = debt ? OWN_DATA.repay : OWN_DATA.save;
  // The income may be told in another sentence than either of two money goals ("… Cobro 1.650 al mes.").
  const [perMonth, pay] = [weekly ? (need * 52) / 12 : need, `${all} ${whole.slice(0, 1000)}`];
  // "save 5,000 euros by December" at 1,000 a month: the goal's own sum becomes what that makes by their date (income.json whyRestated).
  const saves = !debt && missing === null && hasStem(goal, SAVING) && !goal.some((w) => OWE.has(w));
  const sum = saves && named?.value === amount.value ? words.slice(named.start, named.end) : '';
  const poor = beyondIncome(amount, [missing ?? amount.value, perMonth, share, days], pay, t, c.language, undefined, sum !== '');
  const dated = told !== null ? { timeBefore: told } : {};
  const clause = poor && poor[1] > 0 && sum ? cutFrom(c.clause, (p) => p.replace(sum, written(amount, poor[1], c.language))) : c.clause;
  if (poor !== null) return { ...c, clause, measure: poor[0] + means(amount, perMonth, pay, c.language), ...dated };
  const x = written(amount, need, c.language);
  const [every, check] = PERIODS[c.language][weekly ? 'week' : 'month'];
  const period = [c.start ? `${every} ${FROM_MONTH[c.language][c.start.month]}` : every, check] as const;
  return { ...c, measure: filled(t, c.language, x, period) + means(amount, perMonth, `${all} ${whole}`, c.language), ...dated };
}

type Told = { text: string; words: string; own: Amount | null; amount: Amount; sums: (Amount & { start: number })[] };

/** The fewest months to a date before which a mentee's own monthly saving rate, short of the sum, is raised. */
const MIN_SHORT = 3;
/**
 * A rate is kept as the mentee gave it, not paced again: "300 euros por mês" is 300 a month; so is a smaller sum a period told
 * beside the goal's ("3.600 € … also 900 € im Monat", "120 тысяч … откладывая 20 тысяч в месяц"), their own pace.
 * Told after it in the same aim: no income ("je gagne 1 400 € par mois") and no other aim joined ("and then start saving £200 a month").
 */
function keptRate(
  c: Candidate,
  t: Told & { named: Amount | null; debt: boolean; told: string | null; reach: [number, number] },
): Candidate | null {
  const { text, words, own, amount, sums, named, debt, told } = t;
  if (own === null) return null;
  const aside = (a: Amount & { start: number }, w = lowerWords(text.slice(own.end, a.start))) =>
    a.start > own.end && w.length <= 8 && !w.some((x) => EARN.has(x) || JOINS.has(x));
  // "mettre de côté 3 000 € d'ici fin juin 2027 …, en épargnant 450 € par mois", "pagar mi deuda … pagando 150 € al mes": a smaller
  // sum a period in the goal's own words (a debt's payment too) is the plan, not a second sum beside it.
  const inWords = amountsIn(words, true, debt).find((a) => a.value < amount.value && rateAfter(words, a.end) !== null);
  const pace = !rateAfter(text, own.end) ? sums.find((a) => a.value < amount.value && rateAfter(text, a.end) && aside(a)) : undefined;
  // Its own rate, told before it too ("jeden Monat 150 € zurücklegen"), never another sum's ("jeden Monat 350 Euro …, noch 7.000 offen").
  const start = sums.find((a) => a.end === own.end)?.start ?? own.end;
  const ownRate = own.value === amount.value ? (rateAfter(text, own.end) ?? rateBefore(text, start)) : null;
  const rate = pace ? rateAfter(text, pace.end) : inWords ? rateAfter(words, inWords.end) : ownRate;
  if (rate === null || rate === 'year') return null;
  const given = written(amount, (pace ?? inWords)?.value ?? amount.value, c.language);
  // Told in the goal's own words, the sum a period is not said again: a standing order and the check (plan.json standing).
  const said = amountsIn(words, true, debt).some(
    (a) => a.value === (pace ?? inWords ?? named)?.value && (rateAfter(words, a.end) ?? rateBefore(words, a.start)) !== null,
  );
  const form = said ? { [c.language]: PLAN.standing[c.language] } : debt ? OWN_DATA.repay : OWN_DATA.save;
  const dated = (pace ?? inWords) && told !== null ? { timeBefore: told } : {};
  // "3 000 € d'ici l'été, en mettant 250 € de côté chaque mois": a saving rate short of the sum by their date is raised (plan.json short).
  // Not within MIN_SHORT months: a monthly plan for a date that near means a later one ("Obiettivi per il 2027: … entro dicembre").
  const [months, sum] = t.reach;
  const short = months >= MIN_SHORT && ((pace ?? inWords)?.value ?? 0) * months < 0.9 * sum;
  if (!debt && rate === 'month' && short && ownRate === null) {
    const x = written(amount, perPeriod(sum, Math.max(1, Math.round(months))), c.language);
    return { ...c, measure: PLAN.short[c.language].replace('{x}', x).replace('{check}', PERIODS[c.language].month[1]), ...dated };
  }
  return { ...c, measure: filled(form as Record<Language, string>, c.language, given, PERIODS[c.language][rate]), ...dated };
}

// ---------------------------------------------------------------------------------------------
// Goals whose topic's measure would not fit: cooking is no piece of music, a flat is found by viewings.

/** Lower-case whole words of the goal that call for it; the one topic whose measure it replaces, where it names one; words one of which must stand beside them. */
type OwnMeasure = { words: Set<string>; topic?: string; needs: Set<string>; without: Set<string>; measure: Record<Language, string> };

const { stateNow: told, launch, rate, launchFigures } = OWN_DATA;
const [NOW, HAVE, LAUNCH, RATE, FIGURES] = [told.now, told.have, launch, rate, launchFigures].map((l) => new Set(list(l)));
/** "open my shop in March and reach 50 orders a month", "…и набрать первую тысячу": a figure after a launch is due after it, not at it (sharedDeadline). */
export const afterLaunch = (left: string, right: string): boolean =>
  left !== right && lowerWords(left).some((w) => LAUNCH.has(w)) && (/\d/u.test(right) || lowerWords(right).some((w) => FIGURES.has(w)));
/** ", вже маю 6000", "e neste momento só consigo", ", příjem mám nepravidelný": what the mentee has now, no part of the aim. */
export const stateNow = (piece: string, joiner: string): boolean =>
  lowerWords(piece)
    .slice(0, 3)
    .some((w) => NOW.has(w) || (joiner === ', ' && HAVE.has(w)));
const noWork = LANGUAGES.filter((l) =>
  [OWN_DATA.pacedWork?.measure?.[l], OWN_DATA.pacedWork?.count?.[l]].some((m) => !/\{n\}.*\{unit\}/u.test(m ?? '')),
);
if (noWork.length || typeof OWN_DATA.pacedWork.left !== 'string')
  throw new Error(`own-measures.json, pacedWork: no {n} {unit} measure in ${noWork.join(', ')}`);
/** aims.json: stated aims with measures of their own (a sales rate, spending stopped), once for each topic an entry names. */
const AIMS: typeof OWN_DATA.measures = readData('./aims.json').measures.flatMap((m: { topics: TopicId[]; measureOf?: string }) =>
  m.topics.every((t) => TOPIC_IDS.includes(t))
    ? m.topics.map((topic) => ({ ...m, topic, ...(m.measureOf ? { measure: measureOf(m.measureOf) } : {}) }))
    : [{}],
);
/** aims.json "kind": the measures of a goal that keeps them beside a situation the story tells (offline.ts, besideSituations); "yields":
 * those an unknown the mentee tells comes before (ownPlan), as does no own measure at all (undefined). */
const flagged = (f: string) => AIMS.flatMap((m) => ((m as Record<string, unknown>)[f] ? Object.values(m.measure) : []));
export const [KIND_MEASURES, YIELD] = [new Set(flagged('kind')), new Set([undefined, ...flagged('yields')])];
const OWN_MEASURES: OwnMeasure[] = [...OWN_DATA.measures, ...AIMS].map((m) => {
  const missing = LANGUAGES.filter((l) => typeof m.measure?.[l] !== 'string' || m.measure[l] === '');
  if (typeof m.words !== 'string' || missing.length)
    throw new Error(`own-measures.json or aims.json, ${m.for}: no words, a known topic or a measure in ${missing.join(', ')}`);
  const [words, needs, without] = [m.words, m.needs ?? '', m.without ?? ''].map((w) => new Set(list(w)));
  return { ...m, words, needs, without } as OwnMeasure;
});
/** The topics whose measure an own measure may replace: a hobby, no topic, and those an entry names. */
const OWN_TOPICS = new Set(['hobby', 'general', ...OWN_MEASURES.flatMap((m) => (m.topic === undefined ? [] : [m.topic]))]);
const [SAVED, PAID, SAVING_WORDS, HAD] = wordSets('own-measures.json', OWN_DATA, 'saved paid saving hadSaved');
const SAVING = [...SAVING_WORDS!];
const noPair = LANGUAGES.filter(
  (l) =>
    !(OWN_DATA.secondMonth?.[l]?.length % 2 === 0 && OWN_DATA.secondMonth[l].length > 0) ||
    typeof OWN_DATA.afterLaunch?.[l] !== 'string' ||
    !(OWN_DATA.fromNow?.[l]?.length % 2 === 0),
);
if (noPair.length) throw new Error(`own-measures.json, secondMonth, afterLaunch or fromNow: nothing in ${noPair.join(', ')}`);

/** "Trovare casa in affitto", "encontrar casa": a home named without one of the nouns above. */
const HOME_RE = /\b(?:trovare|cercare|encontrar|buscar|trouver|chercher) (?:una )?casa\b|\bcasa in affitto\b/iu;

/**
 * Cooking and finding a home get a measure of their own where the goal's topic is a hobby (whose
 * measure speaks of pieces of music) or none (the weekly-steps filler).
 */
export function ownMeasure(c: Candidate, words: string, topic: string, text = ''): Candidate {
  const said = ` ${lowerWords(words).join(' ')} `;
  // Registering as self-employed is a tax scheme chosen and a registration, whatever the topic but a licence's, an exam's … (plan.json register).
  if (c.measure === undefined && !PLAN.register.notFor.includes(topic) && PLAN.register.phrases.some((p) => said.includes(` ${p} `)))
    return { ...c, measure: PLAN.register.measure[c.language] };
  if (c.measure !== undefined || !OWN_TOPICS.has(topic)) return c;
  const funded = text === '' ? null : financed(c, words, text);
  if (funded !== null) return funded;
  // "lasciare l'agenzia", "arrêter d'acheter": the word after an elided article.
  // "Od stycznia chcę rzucić palenie": a fronted date, the goal's timeBefore, is of its words too (its figures no amount).
  const lower = lowerWords(
    `${words} ${c.timeBefore?.replace(/\d/gu, '') ?? ''}`.replace(/(?<!\p{L})\p{Script=Latin}{1,4}['’](?=\p{L})/gu, ''),
  );
  // A flat only for a goal with no topic: "make room for music" is the hobby's.
  const found = OWN_MEASURES.find(
    (m, i) =>
      (m.topic === undefined ? i === 0 || topic === 'general' : m.topic === topic) &&
      (lower.some((w) => m.words.has(w)) || (i === 1 && HOME_RE.test(words))) &&
      (m.needs.size === 0 || lower.some((w) => m.needs.has(/^\d/u.test(w) ? '#' : w))) &&
      !lower.some((w) => m.without.has(/^\d/u.test(w) ? '#' : w)),
  );
  // A measure dated in its own steps (aims.json "timed": retiring at an age told) takes no stock time frame beside the mentee's own date.
  const dated = (found as { timed?: boolean } | undefined)?.timed === true && c.timeBefore === undefined ? { timed: true } : {};
  return found ? { ...c, ...dated, measure: weeks(found.measure[c.language], c.language, c.soon) } : c;
}

/**
 * Inner dates must fit the mentee's deadline: "the theory test for the second month" means nothing
 * beside "by the end of May" or "this winter". Where the goal names its own date, the test is booked
 * within the next four weeks instead (the template's words otherwise kept).
 */
/** The topic's measure with its relative inner date replaced, for a goal with a date of its own. */
export function fittedMeasure(measure: string, lang: Language, soon?: true | 'month', pairs = OWN_DATA.secondMonth[lang]): string {
  // Pairs in a row: [relative, near, …], each relative inner date replaced where it stands; a goal due within three months steps by weeks.
  const fitted = pairs.reduce((m, r, i) => (i % 2 === 0 ? m.replace(r, pairs[i + 1]!) : m), measure);
  // Within a month ("do konca roka" on 1 December), no step "within a month" and no count "every month" (calendar.json sooner).
  return weeks(soon === 'month' ? weeks(fitted, lang, true, SOONER[lang]) : fitted, lang, soon);
}
/** A measure's month steps as week steps for a goal due soon (calendar.json soonWeeks). */
const weeks = (m: string, lang: Language, soon?: true | 'month', w = soon ? SOON_WEEKS[lang] : []): string =>
  w.reduce((t, x, i) => (i % 2 ? t : t.replace(x, w[i + 1]!)), m);

/** Days ahead beyond which a bare month ("in August", "em agosto") is one the story has behind it. */
const PAST_MONTH_DAYS = 240;
/** Days ahead beyond which a situation's bare month is one of the last two ("im Oktober hatte ich fast nichts" on 26 November). */
const RECENT_MONTH_DAYS = 300;
/** "Mudei-me para Lisboa em agosto", "moved to Leipzig in August" on 26 November: no deadline nine months ahead; "Ho finito la laurea a luglio": past in `text`. */
function behind(frame: string, lang: Language, now: Date, text: string, days = PAST_MONTH_DAYS): boolean {
  const words = lowerWords(frame);
  if (BY_FIRST.has(words[0]!) || !words.some((w) => MONTH_OF.has(w)) || words.some((w) => /^20\d\d$/u.test(w))) return false;
  return pastDate(text, frame, lang) || (daysUntil(frame, lang, now) ?? 0) > days;
}

/** A deadline naming a recent year ("by June 2025", "do konce roku 2025") whose month or year is over by `now`: "bis März 2000 Euro" names a sum, "in 2022" an event. */
function lapsed(frame: string, now: Date): boolean {
  const [words, y] = [lowerWords(frame), now.getUTCFullYear()];
  const [year, month] = [Number(words.find((w) => /^20\d\d$/u.test(w)) ?? NaN), words.find((w) => MONTH_OF.has(w))];
  if (!byFrame(frame) || !(year >= y - 3)) return false;
  return year < y || (year === y && month !== undefined && MONTH_OF.get(month)! < now.getUTCMonth());
}

const PLAN: typeof import('./plan.json') = readData('./plan.json');
const noPlan = (l: Language): boolean => ![PLAN.frame?.[l], PLAN.colon?.[l]].every((f) => f?.includes('{plan}')) || !PLAN.habit?.[l];
const noCheck = (l: Language): boolean => ![PLAN.standing, PLAN.short].every((t) => t[l].includes('{check}'));
if (LANGUAGES.some((l) => noPlan(l) || !PLAN.register?.measure?.[l] || noCheck(l)))
  throw new Error('plan.json: no frame, colon, habit, register measure, standing or short check');
/** Infinitives after the colon closing a goal ("перейти в аналитику: закончить курс … и найти работу") are its plan (plan.json colon); a
 * daily figure of any goal, outside an aside ("rzucić palenie (palę 15 dziennie)"), is a habit to keep. */
const colonPlan = (chosen: Candidate[]): Candidate[] => withoutSteps(colonPlans(chosen));
/** "перейти в аналитику: закончить курс … и найти первую работу": a situation cued by the plan told after the colon is its step, no goal beside it. */
const withoutSteps = (chosen: Candidate[]): Candidate[] =>
  chosen.filter(
    (c) => !c.key.startsWith('situation:') || !chosen.some((o) => o.ownPlan && cuedIn(`${o.sentence ?? ''} ${o.measure}`, c.key)),
  );
const colonPlans = (chosen: Candidate[]): Candidate[] =>
  chosen.map((c) => {
    const daily = clauseText(c.clause).replace(/\([^)]*\)?/gu, ' ');
    // "nájsť prácu na 4 hodiny denne": hours a day of a job wanted are its size, no habit to tick off ("one practice problem a day" is one).
    const job = DAILY_RE.test(daily) && /job/u.test(c.topic ?? topicOf(daily)) && lowerWords(daily).some((w) => BUDGET.has(w));
    const habit = !c.timed && !job && !c.key.startsWith('situation:') && DAILY_RE.test(daily) && hasMeasure(daily, c.language);
    const [s, last] = [c.sentence ?? '', lowerWords(clauseText(c.clause)).pop() ?? '\0'];
    // "before 23:00": a colon between digits is a time of day, no plan told after it.
    const at = s.search(/(?<!\d):|:(?!\d)/u);
    const steps = asStep(s.slice(at + 1).trim(), c.language);
    const infinitive = opensAims(steps, c.language);
    const alone = chosen.every((o) => o === c || o.sentence !== c.sentence);
    const ok = at > 0 && alone && c.clause.form !== 'quote' && lowerWords(s.slice(0, at)).includes(last) && steps.length >= 8 && infinitive;
    const plan = ok ? PLAN.colon[c.language].replace('{plan}', steps.slice(0, 300)) : habit ? PLAN.habit[c.language] : '';
    return plan ? { ...c, ...(ok ? { clause: cutFrom(c.clause, withoutPlanWords) } : {}), ownPlan: true as const, measure: plan } : c;
  });
/** "…: закончить курс …", "…: open an account …": aims listed after a colon open on an infinitive (English and German on no word of a story). */
export const opensAims = (steps: string, lang: Language, first = lowerWords(steps)[0] ?? ''): boolean =>
  ['en', 'de'].includes(lang) ? !COLON_STORY!.test(first) : isInfinitive(first, lang);
const PLAN_WORDS = new Set(PLAN.told.split('|'));
/** "…, seguindo meu plano" before the plan's colon: the measure says the plan with its words, so the goal ends before them. */
const withoutPlanWords = (t: string, at = t.lastIndexOf(', '), tail = lowerWords(t.slice(at + 2))): string =>
  at > 0 && tail.length <= 4 && PLAN_WORDS.has(tail[tail.length - 1] ?? '') ? t.slice(0, at) : t;
const [DAILY_RE, EVERY_WEEK_RE, COLON_STORY, STATE_RE] = [PLAN.daily, PLAN.everyWeek, PLAN.colonStory, PLAN.states].map((w) =>
  wordsRe(w.split('|')),
);
// "могу заниматься" beside the aim comes back as a future "буду могу заниматься", "budu se můžu učit": the manage word after the auxiliary goes too.
const AUX_MANAGE_RE = new RegExp(String.raw`^(\p{L}+\s)((?:${PLAN.clitics})\s)?(?:${PLAN.manage})\s`, 'iu');
const MANAGE_RE = new RegExp(`${leadingWordsRe([...PLAN.aimOpeners.split('|'), ...PLAN.manage.split('|')]).source}\\s*`, 'iu');
const PLAN_RE = new RegExp(String.raw`(?<!\p{L})(?:${PLAN.told})(?:\s(?:${PLAN.copulas})\s?[—–:]?|\s?[—–:])\s+([^.!?(]{8,300})`, 'iu');
const [BUDGET, MEANS, ONE_HOUR, SPARE, UNSTUDIED, ANY_STUDY] = wordSets('plan.json', PLAN, 'budget means oneHour spare unstudied anyStudy');
const [RATE_RE, RATE_COUNTS, RATE_TOPICS] = [wordsRe(PLAN.rate.split('|')), new Set(list(PLAN.counts)), new Set(list(PLAN.rateTopics))];
if (LANGUAGES.some((l) => !PLAN.weekly?.[l])) throw new Error('plan.json: no weekly measure');
/** "go swimming twice a week": the mentee's rate of sessions is kept, each time ticked off, where our measure would name another. */
export function ownRate(words: string, topic: string, lang: Language): string | undefined {
  if (EVERY_WEEK_RE.test(words) && RATE_TOPICS.has(topic)) return PLAN.weekly[lang];
  if (DAILY_RE.test(words) && RATE_TOPICS.has(topic) && !STATE_RE.test(words)) return PLAN.habit[lang];
  if (!RATE_TOPICS.has(topic) || !RATE_RE.test(words)) return undefined;
  const w = lowerWords(words);
  return w.some((x) => RATE_COUNTS.has(x) || /^\d{1,3}$/u.test(x)) && !w.some((x) => BUDGET.has(x)) ? PLAN.weekly[lang] : undefined;
}
const TAIL_RE = leadingWordsRe(PLAN.tail.split('|'));
/** "начать вести телеграм-канал, хотя бы один пост в неделю": a rate from "at least" on, after the last aim of its sentence, is that aim's own plan (plan.json tail). */
const trailingRate = (chosen: Candidate[]): Candidate[] =>
  chosen.map((c, i) => {
    const s = c.sentence ?? '';
    const tail = s.slice(s.lastIndexOf(', ') + 2).replace(/[\s.!?]+$/u, '');
    const n = lowerWords(tail).length;
    const last = s.includes(', ') && !chosen.some((o, j) => j > i && o.sentence === s);
    const own = !c.measure && !c.ownPlan && c.clause.form !== 'quote' && (c.topic ?? topicOf(clauseText(c.clause))) !== 'money';
    // "хотя бы немного каждый вечер": a daily rate with no figure or count of its own is a hedge (intents.json), no plan to keep.
    const counted = lowerWords(tail).some((w) => RATE_COUNTS.has(w) || /^\d/u.test(w));
    const rate = n >= 3 && n <= 8 && TAIL_RE.test(tail) && (RATE_RE.test(tail) || (DAILY_RE.test(tail) && counted));
    return last && own && rate && !clauseText(c.clause).includes(tail)
      ? { ...c, ownPlan: true as const, measure: PLAN.frame[c.language].replace('{plan}', tail) }
      : c;
  });
/** "einen Job finden und jeden Monat 12 Bewerbungen verschicken": an aim that is only a rate, of the topic of the aim before it in its
 * sentence or of none, is that aim's own plan (plan.json frame), not a second goal of stock steps beside our rate on the first; orders
 * a month after a launch are a target reached, no plan. So is one told alone in the next sentence, undated, after a dated aim ("…
 * do konce února. Budu posílat 5 životopisů týdně."); sessions a week ("training four times a week") beside a race or a weight goal
 * are the sessions its own measure says (sessions.ts), no goal beside it. */
const rateAsPlan = (chosen: Candidate[], later = false): Candidate[] => {
  const topic = (c: Candidate, t = c.topic ?? topicOf(clauseText(c.clause))): string => (t === 'general' ? topicOf(c.topicText) : t);
  const dated = (c: Candidate) => c.timed === true || !!c.timeBefore || timeFrameIn(clauseText(c.clause), c.language) !== null;
  const sessions = (c: Candidate) => sessionsIn(clauseText(c.clause)).length === 1;
  const rate = (c: Candidate, w = clauseText(c.clause)): boolean =>
    c.clause.form !== 'quote' &&
    !c.key.startsWith('situation:') &&
    (sessions(c) || (/\d/u.test(w) && (RATE_RE.test(w) || EVERY_WEEK_RE.test(w))));
  // The same sentence, or, past the plans told after a goal (ownPlan), the next aim told within two sentences, undated, after a dated aim.
  const after = (c: Candidate, n: Candidate, [x, y] = [c.order, n.order].map(Math.floor) as [number, number]): boolean =>
    n.sentence === c.sentence || (later && y > x && y <= x + 2 && !n.listItem && !c.listItem && dated(c) && !dated(n));
  const merged = new Set<Candidate>();
  const planned = chosen.map((c, i, all, next = all[i + 1]) => {
    if (!next || merged.has(c) || c.clause.form === 'quote' || !after(c, next) || rate(c) || next.language !== c.language) return c;
    if (![topic(c), 'general'].includes(topic(next)) || !rate(next) || afterLaunch(clauseText(c.clause), clauseText(next.clause))) return c;
    // A saving is a plan of no aim but a saving: "pagar o meu empréstimo … e poupar 150 euros por mês", "… а также откладывать 10 тысяч в месяц";
    // a rate that names no sum is no money aim's plan ("4.000 Euro sparen und wieder als Buchhalterin arbeiten, mindestens 25 Stunden pro Woche").
    if (hasStem(lowerWords(clauseText(next.clause)), SAVING) && !hasStem(lowerWords(clauseText(c.clause)), SAVING)) return c;
    if (topic(c) === 'money' && amountIn(clauseText(next.clause)) === null) return c;
    // "… 5 kg abnehmen. Ich will zweimal pro Woche meine Eltern anrufen": a relative's calls or visits are no sessions of the goal before.
    if (namesKin(lowerWords(clauseText(next.clause)), next.language)) return c;
    if (sessions(next) && ['running', 'fitness'].includes(topic(c))) {
      merged.add(next);
      return c;
    }
    if (c.measure || c.ownPlan) return c;
    merged.add(next);
    return { ...c, ownPlan: true as const, measure: PLAN.frame[c.language].replace('{plan}', asStep(clauseText(next.clause), c.language)) };
  });
  return planned.filter((c) => !merged.has(c));
};
const [PLAN_LIST_RE, ITEM_RE] = [new RegExp(String.raw`(?<!\p{L})(?:${PLAN.told})\s?:[ \t]*\n`, 'iu'), /^\s*(?:\d{1,2}[.)]|[-•*–])\s*/u];
/** The plan told after its word: the rest of its sentence, or the items of a list under "Plán:" joined. */
function toldPlan(whole: string, head = whole.slice(0, 4000)): string {
  const list = PLAN_LIST_RE.exec(head);
  if (list === null) return PLAN_RE.exec(head)?.[1] ?? '';
  const lines = head.slice(list.index + list[0].length, list.index + 1500).split('\n');
  const end = lines.findIndex((l) => !ITEM_RE.test(l));
  return lines
    .slice(0, end < 0 ? undefined : end)
    .map((l) => l.replace(ITEM_RE, '').replace(/[\s.;,]+$/u, ''))
    .join(', ');
}
const [UNKNOWN, STOPS, STOCK] = [PLAN.unknown, new Set(list(PLAN.unknown.stops)), new Set(list(PLAN.unknown.topics))];
const UNKNOWN_RE = new RegExp(String.raw`(?<!\p{L})(?:${UNKNOWN.cues})\s((?:${UNKNOWN.preps})\s[^.,;:!?()]{2,60})`, 'iu');
/** "non so nulla di permessi": what they do not know, from the preposition on, to its eighth word or a conjunction. */
const unknownIn = (head: string, words = UNKNOWN_RE.exec(head)?.[1]?.split(' ').slice(0, 8) ?? []): string =>
  words.slice(0, words.findIndex((w, i) => i > 0 && STOPS.has(w.toLowerCase())) >>> 0).join(' ');
/**
 * The mentee's own plan measures the goal before it (plan.json), never stock steps: one told after its word ("План — за полгода …", a
 * list under "Plán:"; "I have no plan — I just drift" names no figure or date), or hours or lessons of study and the steps beside them,
 * even in a short sentence nothing was read from ("Je travaillerai 1 heure par jour.", not a story's "…, mas trabalho 8 horas"). Without
 * one, what they do not know ("non so nulla di permessi") is the first step of a goal of stock steps. A situation cued by the goal's
 * sentence or plan ("a bookkeeping course") is its.
 */
const BUTS = new Set(list(PLAN.buts));
const HEDGE_RE = new RegExp(String.raw`(?<!\p{L})(?:${PLAN.hedges})\s+(?=\p{N})`, 'giu');
const ASIDE_RE = new RegExp(String.raw`,\s(?:${PLAN.asides})\s[^,.;]{1,30},\s`, 'giu');
// "… 3 horas por dia mesmo trabalhando": an aside with no commas, a gerund ending the plan, or its word left alone there.
const END_ASIDE_RE = new RegExp(String.raw`,?\s(?:${PLAN.endAsides})(?:\s(?:en\s|while\s)?\p{L}{2,20}(?:ndo|ant|ing))?$`, 'iu');
const CLITIC_RE = new RegExp(String.raw`^(${PLAN.clitics}) (\p{L}+)(?!\p{L})`, 'u');
/**
 * Up to a comma and a "but" that opens the story, lower-cased at its start — not an acronym ("IELTS") nor the
 * English "I", which keep their capitals where the step is said back mid-sentence.
 */
const asStep = (t: string, language: string): string => {
  const parts = t.split(', ');
  const at = parts.findIndex((p, i) => i > 0 && BUTS.has(lowerWords(p)[0] ?? ''));
  const step = (at < 0 ? t : parts.slice(0, at).join(', ')).replace(/[.!?]$/u, '');
  const word = /^\p{L}+/u.exec(step)?.[0] ?? '';
  const capitals = word.length > 1 ? word === word.toUpperCase() : word === 'I' && language === 'en';
  return capitals ? step : step.slice(0, 1).toLowerCase() + step.slice(1);
};
/** "I have 8 hours a week": the time there is, no study told. */
const spare = (t: string): boolean => lowerWords(t).every((x) => !MEANS.has(x) || SPARE.has(x));
function ownPlan(chosen: Candidate[], head: string): Candidate[] {
  const hours = (t: string, w = lowerWords(t)) =>
    w.some((x, i) => ONE_HOUR.has(x) || (BUDGET.has(x) && numberOf(w[i - 1]) !== undefined)) && w.some((x) => MEANS.has(x));
  const at = chosen.findIndex((c) => !c.key.startsWith('situation:') && !c.timed && !c.ownPlan && c.clause.form !== 'quote');
  const told = toldPlan(head);
  const from = (c: Candidate) => told !== '' && (!!c.sentence?.includes(told.slice(0, 24)) || (!!c.sentence && told.includes(c.sentence)));
  const goal = chosen[at]!;
  if (at < 0 || hours(clauseText(goal.clause))) return chosen;
  const studied = !UNSTUDIED.has(topicOf(clauseText(goal.clause)));
  // "12 книг прочитать и каждый день заниматься английским по 20 минут": time given to another topic is a goal of its own (plan.json anyStudy).
  const ofGoal = (c: Candidate, [g, t] = [goal, c].map((x) => topicOf(clauseText(x.clause)))) =>
    g === t || [g, t].includes('general') || ANY_STUDY.has(g);
  const budget = chosen.find((c, i) => studied && i > at && hours(clauseText(c.clause)) && ofGoal(c));
  // A sentence nothing was read from that tells hours of study and no situation.
  const unreadPlan = (t: string): boolean =>
    !chosen.some((c) => t.includes(c.sentence ?? '\0')) && hours(t.split(', ')[0]!) && !spare(t) && situationsIn(t).length === 0;
  const unread = (!budget && head.split(/(?<=[.!?])\s/u).find(unreadPlan)) || '';
  // "Plan: zdać ISTQB Foundation i znaleźć pierwszą pracę": steps told as infinitives are a plan without a figure too.
  const steps0 = lowerWords(told).length > 0 && opensAims(told, goal.language);
  const figured = /\d/u.test(told) || timeFrameIn(told, goal.language) !== null;
  const own = (figured || steps0) && !from(goal) && told.replace(/[\s,;:—–-]+$/u, '');
  const steps = chosen.filter((c, i) => i > at && !!budget && c.sentence === budget.sentence && !c.key.startsWith('situation:'));
  // "conseguir estudar 3 horas por dia": the plan is the studying, not the managing.
  const plan = (own || steps.map((c) => clauseText(c.clause)).join(', ') || asStep(unread, goal.language))
    .replace(MANAGE_RE, '')
    .replace(AUX_MANAGE_RE, '$1$2')
    .replace(HEDGE_RE, '')
    .replace(CLITIC_RE, '$2 $1')
    .replace(ASIDE_RE, ' ')
    .replace(END_ASIDE_RE, '');
  const timed = !!plan && (goal.timed === true || (!goal.timeBefore && timeFrameIn(plan, goal.language) !== null));
  const [words, topic] = [clauseText(goal.clause), goal.topic ?? topicOf(clauseText(goal.clause))];
  const x =
    plan || goal.measure || !STOCK.has(topic) || !YIELD.has(ownMeasure(goal, words, topic).measure) ? '' : unknownIn(head.slice(0, 4000));
  // Steps with no figure or date of their own get the monthly check of steps done, so the measure has its period.
  const frame = own && !figured ? PLAN.colon : PLAN.frame;
  // A plan of sessions at a rate is ticked off each time, so its measure is one to check, not the input said again.
  const ticked = frame === PLAN.frame && (RATE_RE.test(plan) || DAILY_RE!.test(plan)) ? PLAN.ticked[goal.language] : '';
  const measure = plan ? frame[goal.language].replace('{plan}', plan) + ticked : UNKNOWN.frame[goal.language].replace('{x}', x);
  const mine = (plan || x) && { ...goal, timed, ownPlan: true as const, measure };
  const drop = (c: Candidate) => (own ? from(c) : steps.includes(c)) || cuedIn(`${goal.sentence ?? ''} ${plan}`, c.key);
  return mine ? chosen.flatMap((c) => (c === goal ? [mine] : drop(c) ? [] : [c])) : chosen;
}

/**
 * One deadline per goal, the mentee's when they gave one (issue 33): "bis Ende Februar 10 Bewerbungen
 * schreiben und mein Portfolio fertig machen" dates both goals to the end of February, not the second
 * to a time frame of ours. The first datable frame of a stated goal is shared with the goals of its
 * language that name none; without one, a deadline the text names ("the report is due by 20 January").
 * Situations date their own goals (situations.ts), and a step with dates of its own keeps them.
 */
export function sharedDeadline(asked: Candidate[], head: string, now: Date): Candidate[] {
  const shared = shareDeadline(asked, head, now);
  // Each goal's days to its deadline, worked out once (99: none told).
  const days = shared.map(
    (x, _, __, f = x.timeBefore ?? timeFrameIn(clauseText(x.clause), x.language)) => (f ? daysUntil(f, x.language, now) : null) ?? 99,
  );
  // A goal due within three months gets the week steps of a measure whose steps fill three months (ownMeasure); one due within a month, no step "within a month"
  // nor a count "every month", unless an aim told before it in its sentence is due later ("pass the NCLEX by the end of August and land a job before Christmas").
  return shared.map((c, i) => {
    const d = days[i]!;
    const later = (o: Candidate, j: number) =>
      j < i && c.sentence !== undefined && o.sentence === c.sentence && days[j]! !== 99 && days[j]! > d;
    const month = d <= 31 && !shared.some(later);
    return d < 90
      ? { ...c, soon: month ? 'month' : true, measure: c.measure && weeks(c.measure, c.language, true, month ? SOONER[c.language] : []) }
      : c;
  });
}
function shareDeadline(asked: Candidate[], head: string, now: Date): Candidate[] {
  const [situation, given] = [(c: Candidate): boolean => c.key.startsWith('situation:'), inOrder(asked, head, now)];
  // A situation's month that the story has behind it ("im Oktober hatte ich fast nichts") dates nothing
  // either: within the last two months, as a situation's date may be one to prepare for ("Abgabe ist im August"), or told with a past verb ("В марте мне поставили диабет").
  const chosen = trailingRate(rateAsPlan(ownPlan(rateAsPlan(colonPlan(given)), head), true)).map((c) =>
    situation(c) &&
    c.timeBefore !== undefined &&
    (behind(c.timeBefore, c.language, now, '', RECENT_MONTH_DAYS) ||
      (pastDate(head, c.timeBefore, c.language) && deadlineIn(head, c.language)?.toLowerCase() !== c.timeBefore.toLowerCase()))
      ? { ...c, timeBefore: undefined }
      : // "Le 15 juin, je vais terminer mon mémoire": a day the story names is the situation's "by" ("d'ici le 15 juin"); so is a hard end's date.
        // "in 5 weeks", "em 6 semanas": a count from now is no day, its own frame said (compose.ts byEvent).
        c.timeBefore !== undefined && ((situation(c) && dayTold(c.timeBefore)) || endsAt(head, c.timeBefore, c.language))
        ? { ...c, timeBefore: byDate(c.timeBefore, c.language) }
        : c,
  );
  const stated = chosen
    .filter((c) => !situation(c) && c.clause.form !== 'quote' && !c.listItem)
    .map((c) => (!c.ahead && behind(c.timeBefore ?? '', c.language, now, head) ? { ...c, timeBefore: undefined } : c))
    // "antes de diciembre de 2025", "do maja 2026" written in November 2026: a date gone by is no deadline, and not said.
    .map((c, _, __, f = c.timeBefore ?? timeFrameIn(clauseText(c.clause), c.language)) =>
      f && lapsed(f, now) ? { ...c, timeBefore: undefined, timed: false, clause: without(c.clause, f) } : c,
    )
    // "50 commandes le premier mois" after a launch told before it: due a month after the launch, paced by the week.
    .map((c, i, all, m = FIRST_MONTH_RE.get(c.language)!.exec(clauseText(c.clause))) =>
      m && all.some((s, j) => j < i && s.sentence === c.sentence && afterLaunch(clauseText(s.clause), clauseText(c.clause)))
        ? { ...c, clause: without(c.clause, m[0]), timeBefore: LAUNCH_MONTH[c.language] }
        : c,
    );
  const undated = (c: Candidate): boolean =>
    c.timed !== true && c.timeBefore === undefined && timeFrameIn(clauseText(c.clause), c.language) === null;
  if (!stated.some(undated)) return chosen.map((c) => stated.find((s) => s.key === c.key) ?? c);
  // A frame up to a year and a bit away: "lead a department in five years" is a vision, not the others' deadline.
  const near = (f: string | null | undefined, lang: Language, days = YEAR_AND_A_BIT): f is string =>
    f != null && (daysUntil(f, lang, now) ?? Infinity) <= days;
  const frameOf = (c: Candidate): string | null | undefined => c.timeBefore ?? timeFrameIn(clauseText(c.clause), c.language);
  // Without a frame in any goal, a deadline the text names ("the report is due by 20 January").
  const lang = stated[0]!.language;
  // The dates of a plan ("entro gennaio finire un corso") are its steps', no deadline of the other goals.
  const told = stated.some((c) => frameOf(c) != null || c.ownPlan) ? null : deadlineIn(head.slice(0, 4000), lang, now);
  // An event's own day or month ("die Prüfung ist am 12. Mai", "the exam is in March 2027") is a deadline by that date.
  // Told in an aim's sentence, the one after it, or the one before an aim that is no other matter ("I also want…", month-by.json also).
  const sentences = head.slice(0, 4000).split(/[.!?\n]/u);
  const at = (s: string) => sentences.findIndex((x) => x.includes(s.replace(/[.!?]+$/u, '')));
  const toldAt = told === null ? -1 : at(told);
  const gap = (s: string, d = at(s) - toldAt) => d === 0 || d === -1 || (d === 1 && !lowerWords(s).some((w) => ALSO.has(w)));
  const beside = told !== null && stated.some((c) => c.sentence !== undefined && gap(c.sentence));
  const event = beside && !BY_FIRST.has(lowerWords(told)[0]!) && lowerWords(told).some((w) => MONTH_OF.has(w));
  // An event's day that a situation's goal keeps as its own ("I have my driving test on 12 January") dates no aim beside it.
  const kept = (f: string): boolean =>
    chosen.some(
      (c) => situation(c) && c.timeBefore && daysUntil(byDate(c.timeBefore, lang), lang, now) === daysUntil(byDate(f, lang), lang, now),
    );
  // "My son starts school in September. I need to talk to my manager": a relative's date dates no aim of another sentence but a saving (specifics.json whyKin).
  const their = told !== null && kin(head.slice(0, 4000), told) && !stated.some((c) => c.sentence?.includes(told));
  const fromText = told !== null && (event || BY_FIRST.has(lowerWords(told)[0]!)) && !kept(told) ? told : undefined;
  return chosen.map((c) => {
    const own = stated.find((s) => s.key === c.key);
    if (own === undefined || !undated(own)) return own ?? c;
    // The deadline of a goal in the same sentence: "finish the course and find a job by the end of January"; up to two years
    // from an aim told before one with no rate of its own ("Do końca 2027 roku chcę zdać ACCA i przejść do księgowości").
    const [words, topic] = [clauseText(own.clause), own.topic ?? topicOf(clauseText(own.clause))];
    const reach = RATE_RE.test(words) || DAILY_RE.test(words) ? YEAR_AND_A_BIT : 2 * 366;
    // "подати документи до кінця березня, скласти іспит до осені і перейти на роботу": dates told each for its own aim date no third.
    const siblings = stated
      .filter((s) => s !== own && s.sentence === own.sentence && s.language === own.language && s.timeBefore !== LAUNCH_MONTH[s.language])
      .map((s) => [frameOf(s), stated.indexOf(s) < stated.indexOf(own) ? reach : YEAR_AND_A_BIT] as const);
    const sibling =
      new Set(siblings.map(([f]) => f).filter(Boolean)).size < 2
        ? siblings.find(([f, days]) => near(f, own.language, days) && !wholeYear(f) && !unelided(f).some((w) => SITTINGS.has(w)))?.[0]
        : undefined;
    // The aim told after it ("… até julho e depois trocar de carro") takes its own months from that deadline on, not the deadline.
    const then = sibling && stated.indexOf(own) > 0 && THEN_RE.test(own.sentence ?? '') ? daysUntil(sibling, own.language, now) : null;
    if (then) return { ...own, clause: cutFrom(own.clause, (p) => p.replace(THEN_SECOND, '$1')), timeBefore: afterThat(own, then, now) };
    // "open my shop in March and reach 50 orders a month": the figure is due some months after the launch told before it.
    const launch = stated.some(
      (s, i) => i < stated.indexOf(own) && s.sentence === own.sentence && afterLaunch(clauseText(s.clause), clauseText(own.clause)),
    );
    // "… a half marathon in October. Also want to lose 6 kg before then.": the date pointed at is the goal's before it.
    const pointed = BY_THEN_RE.get(own.language)!.test(own.sentence ?? '')
      ? stated
          .slice(0, stated.indexOf(own))
          .map(frameOf)
          .reverse()
          .find((f) => near(f, own.language))
      : undefined;
    // A sum a period saved or paid ("ahorrar 150 euros al mes", "£150 a month into a pension"), no income, is a habit: no other aim's date.
    const told = (RATE_RE.test(words) && amountIn(words) && ['money', 'general'].includes(topic) ? undefined : sibling) ?? pointed;
    // "My contract ends in April. I want to learn Python": an end's date told before dates the aims it presses (calendar.json endsFor).
    const ended = own.sentence !== undefined && at(own.sentence) !== toldAt && lowerWords(sentences[toldAt] ?? '').some((w) => ENDS.has(w));
    // A date over a year and a bit away presses only the aim told beside it ("I want to open a bakery. I plan to do it by September 2028").
    const later = fromText !== undefined && (daysUntil(fromText, lang, now) ?? 0) > YEAR_AND_A_BIT && !lapsed(fromText, now);
    const far = fromText !== undefined && !near(fromText, lang) && !(later && own.sentence !== undefined && gap(own.sentence));
    const pressed = (!ended || ENDS_FOR.has(topic)) && !far && !(their && !hasStem(lowerWords(words), SAVING));
    const shared = launch ? OWN_DATA.afterLaunch[own.language] : (told ?? (own.language === lang && pressed ? fromText : undefined));
    // "Státnice mám 1. června a potom si najdu práci": an aim told after the event takes its months from its date on.
    // Or in the next sentence's first words ("… začíná v únoru. Potom bych ráda pracovala v hospici", "After that I …").
    const next =
      own.sentence !== undefined && at(own.sentence) === toldAt + 1 && toldAfter(`${shared} ${own.sentence.slice(0, 12)}`, shared ?? '');
    const after =
      shared !== undefined && shared === fromText && (next || toldAfter(own.sentence ?? '', shared)) && daysUntil(shared, lang, now);
    if (after) return { ...own, clause: cutFrom(own.clause, (p) => p.replace(THEN_SECOND, '$1')), timeBefore: afterThat(own, after, now) };
    return shared === undefined
      ? own
      : shared === told || event || endsAt(head, shared, own.language)
        ? dated(own, byDate(shared, own.language))
        : { ...own, timeBefore: shared };
  });
}

const [ENDS, ENDS_NOT, ENDS_FOR] = [new Set(list(CALENDAR.ends!)), new Set(list(CALENDAR.endsNot!)), new Set(list(CALENDAR.endsFor!))];
/** "My severance pay runs out at the end of February" (calendar.json ends), in a form that says "by" ("v březnu", not "do koncem února"). */
const endsAt = (head: string, frame: string, lang: Language, at = head.indexOf(frame), f = frame.toLowerCase()): boolean => {
  const near = at < 0 ? [] : lowerWords(head.slice(Math.max(0, at - 40), at + f.length + 30));
  const by = BY_MONTH.has(f) || BY_DATE[lang].some(([b]) => b && f.startsWith(b));
  return by && near.some((w) => ENDS.has(w)) && !near.some((w) => ENDS_NOT.has(w));
};
const YEAR_AND_A_BIT = 400;
const START = new Set(list(CALENDAR.start!));
/** An exam sitting's words: its date is the exam's, not the sentence's other aim's (calendar.json sittings). */
const SITTINGS = new Set(list(CALENDAR.sittings!));
/** A frame's words without an elided article ("l'examen" is "examen"). */
const unelided = (f: string): string[] => lowerWords(f).map((w) => w.slice(w.lastIndexOf("'") + 1));
/** "no ano que vem", "next year": a whole year ahead, whose end's distance turns with the day, would put a sibling's change off. */
const wholeYear = (f: string, w = unelided(f)): boolean =>
  w.some((x) => YEAR.has(x)) && w.some((x) => NEXT.has(x) || x === 'viene') && !w.some((x) => END.has(x) || MONTH_OF.has(x));
/** An aim after another's deadline `days` away: an aim that starts something from the month after it, any other its topic's months from then on. */
function afterThat(c: Candidate, days: number, now: Date, end = new Date(now.getTime() + days * DAY_MS)): string {
  const words = clauseText(c.clause);
  if (!lowerWords(words).some((w) => START.has(w))) return within(Math.ceil(days / 30.44) + TOPIC_MONTHS[topicOf(words)], c.language, true);
  return FROM_MONTH[c.language][(end.getUTCMonth() + (end.getUTCDate() > 1 ? 1 : 0)) % 12]!;
}

const [FIRST_RE, FIRST_WORD_RE] = [wordsRe(list(CALENDAR.first!)), new RegExp(` (?:${list(CALENDAR.first!).join('|')})(?!\\p{L})`, 'iu')];
/** "pay off the £1,800 on my card first" beside "save £5,000 by next December": one sum a month to that date, the card's share of the months first, the saving from the month after; a bare sum of a money aim ("накопичити 50 тисяч") counts. */
function inOrder(chosen: Candidate[], head: string, now: Date): Candidate[] {
  const own = (c?: Candidate): string => clauseText(c!.clause);
  const sum = (c: Candidate): number | undefined =>
    (amountIn(own(c)) ?? (topicOf(own(c)) === 'money' ? amountsIn(own(c), true)[0] : null))?.value;
  const money = chosen.filter((c) => sum(c) && !c.key.startsWith('situation:'));
  // The aim whose own words hold the word "first" or end right before it (gate.json's timeAnaphors take it off an aim's end), else the one told nearest it ("pay off the £1,800 on my card first", "nejdřív splatit 30 000 Kč").
  const [said, at] = [money[0]?.sentence ?? '', FIRST_RE.exec(money[0]?.sentence ?? '')?.index ?? -1];
  const [a, b] = money.map(sum);
  const far = (c: Candidate, s = said.indexOf(own(c))): number =>
    s < 0 ? 1e9 : s <= at && at <= s + own(c).length + 1 ? -1 : Math.abs(s - at);
  const [first, then] = money.length === 2 && money[1]!.sentence === said && at >= 0 ? [...money].sort((x, y) => far(x) - far(y)) : [];
  const frame = then && (timeFrameIn(own(then), then.language) ?? then.timeBefore ?? deadlineIn(head, then.language));
  const months = ((frame && daysUntil(frame, then!.language, now)) || 0) / 30.44;
  const k = Math.round((months * (first === money[0] ? a! : b!)) / (a! + b!));
  if (!(k >= 1) || k >= months - 1 || timeFrameIn(own(first), first!.language) !== null) return chosen;
  const next = now.getUTCMonth() + k + 1;
  const start = { days: (Date.UTC(now.getUTCFullYear(), next, 1) - now.getTime()) / DAY_MS, month: next % 12 };
  // "clear my overdraft first" is said by its months now; the other aim keeps the deadline they shared.
  const clause = cutFrom(first!.clause, (p) => p.replace(FIRST_WORD_RE, ''));
  const later = { ...then!, start, timeBefore: then!.timeBefore ?? (timeFrameIn(own(then), then!.language) ? undefined : frame!) };
  return [{ ...first!, clause, timeBefore: within(k, first!.language, true) }, later, ...chosen.filter((c) => c !== first && c !== then)];
}

// ---------------------------------------------------------------------------------------------
// Remaining work paced to the deadline: "20 of 80 pages by 15 February" is 60 pages, so many a week.

/** "12 of the 40 pages", "25 von 70 Seiten", "5 сторінок із 30", "me quedan 6 de 10 módulos": bounded digits and words. */
const PART_RE =
  /(?<![\p{L}\d]|\d[.,  ])(\d{1,4}) (?:(\p{L}{3,20}) )?(?:of|von|z|ze|zo|із|з|из|su|de|sur|di|od)(?: (?:the|my|den|des|los|las|les|i|le|la|moich|mých))? (\d{1,4})(?:\s(\p{L}{3,20}))?/u;
const LEFT = new Set(list(OWN_DATA.pacedWork.left));
const NOT_UNITS = new Set(list(OWN_DATA.pacedWork.notUnits));
const THOUSAND_WORD_RE = new RegExp(`^(?:${THOUSANDS})$`, 'iu');
/** Topics whose goal is a piece of work counted in parts (pages, chapters, modules, questions). */
const WORK_TOPICS: ReadonlySet<string> = new Set(list(`thesis exam writing reading language skills hobby procrastination time general`));
/** A count its unit's genitive plural follows in Slavic ("5 stran", "12 сторінок"); two or more elsewhere. */
const fits = (n: number, lang: Language): boolean =>
  isSlavic(lang) ? n % 10 >= 5 || n % 10 === 0 || (n % 100 >= 11 && n % 100 <= 14) : n >= 2;
/** "24 books this year" in late November: the next twelve months at a pace by the month its unit's form fits (else the months of the milestone), said honestly; null for any other deadline. */
function yearLeft(c: Candidate, unit: string, rest: number, count: number, days: number, milestone = ''): Candidate | null {
  const [frame, n] = [timeFrameIn(clauseText(c.clause), c.language) ?? c.timeBefore ?? '', Math.ceil(rest / 12)];
  const year = lowerWords(frame).some((w) => YEAR.has(w.slice(w.lastIndexOf("'") + 1)) || THIS.has(w) || THIS_YEAR.has(w));
  const monthly = isSlavic(c.language) ? kind(n, c.language) === kind(count, c.language) && (c.language !== 'ru' || kind(n) === 5) : n > 1;
  if (days > 45 || !year || (!monthly && !milestone)) return null;
  const paced = filled(OWN_DATA.pacedWork.count, c.language, '', PERIODS[c.language].month).replace('{n}', `${n}`).replace('{unit}', unit);
  // The milestone's own "the rest within …" is then the goal's one time bound; the milestone is the year's end (yearEnd), said honestly.
  const clause = without(c.clause, frame);
  const time = monthly ? { timeBefore: within(12, c.language, true) } : { timeBefore: undefined, timed: true };
  return { ...c, clause, ...time, measure: monthly ? paced : milestone.replace(...OWN_DATA.milestone.yearEnd[c.language]) };
}
/** A Slavic count's form: one, two to four, or five and more ("1 kniha", "2 knihy", "5 knih"); Czech and Slovak say "24 knih", as after five. */
const kind = (n: number, lang?: Language, t = n % 10, h = n % 100): number =>
  (lang === 'cs' || lang === 'sk') && n > 4 ? 5 : t === 1 && h !== 11 ? 1 : t >= 2 && t <= 4 && (h < 12 || h > 14) ? 2 : 5;
const THIS_YEAR = new Set(list(CALENDAR.thisYear!));
/** The least count from `n` up that its unit's form fits. */
const fitting = (n: number, lang: Language): number => (fits(n, lang) ? n : fitting(n + 1, lang));

/** "montar uma reserva de R$ 15.000", "ein Polster von 10.000 € aufbauen": a sum to save is paced as money whatever the topic. */
const saved = (c: Candidate, text: string, now: Date, g = clauseText(c.clause)): Candidate =>
  amountIn(g) !== null && SAVING.some((s) => lowerWords(g).some((w) => w.startsWith(s))) ? pacedMoney(c, g, g, now, text) : c;

/**
 * "My supervisor wants the thesis by 15 February, I have 20 of 80 pages": the 60 pages left paced to
 * that date from today (a week's share, or a month's where a week's is too small to say), rounded up.
 * The unit is the mentee's own word, in the form their count gave it.
 */
export function pacedWork(c: Candidate, topic: string, text: string, now: Date): Candidate {
  if (c.key === 'situation:weight') return weighed(c, text, now) === c ? kiloPaced(c, text, now) : weighed(c, text, now);
  if (c.clause.form === 'quote' || c.timed === true || c.ownPlan || topic === 'money') return c;
  const kept = topic === 'smoking' ? tapered(c, text, now) : topic === 'language' ? levelled(c, text, now) : saved(c, text, now);
  if (kept !== c || topic === 'smoking') return kept;
  const far = pacedDistance(c, text, now);
  if (far !== c) return far;
  const kilos = kiloPaced(c, text, now);
  if (kilos !== c) return kilos;
  // "15 Bewerbungen bis Ende März", "vendere 30 pezzi entro settembre": a count the goal names, all of it to do.
  const m = (WORK_TOPICS.has(topic) ? (PART_RE.exec(text.slice(0, 4000)) ?? leftIn(text)) : null) ?? countIn(clauseText(c.clause));
  // "den Ruhepuls unter 65 bringen", "pulse below 60": a figure under a limit word is a bound to stay under, no count of work (calendar.json below).
  if (!m || BELOW.has(lowerWords(clauseText(c.clause).slice(Math.max(0, m.index - 12), m.index)).at(-1) ?? '')) return c;
  const counted = m[3] === undefined;
  const [done, total] = counted ? [doneIn(text, Number(m[1])), Number(m[1])] : [Number(m[1]), Number(m[3])];
  // "50 orders a month": a rate the mentee set, no count to pace.
  const [goal, end] = [clauseText(c.clause), clauseText(c.clause).indexOf(m[2] ?? '') + (m[2]?.length ?? 0)];
  // "каждый день 10 000 шагов", "50 Kunden am Tag": a rate word just before or after the count.
  const near = [
    ...lowerWords(goal.slice(Math.max(0, m.index - 24), m.index)).slice(-2),
    ...lowerWords(goal.slice(end, end + 40)).slice(0, 2),
  ];
  // "30 jars of my chutney a month", "30 quadri all'anno", "30 por semana": a rate a few words after the count too.
  const rated = lowerWords(goal.slice(m.index, end + 50).replace(/\ball['’]/giu, 'al '))
    .slice(0, 10)
    .some((w, i, a) => MONTHLY.has(w) || (PER.has(a[i - 1] ?? '') && (MONTH.has(w) || YEAR.has(w) || WEEK_WORDS.has(w))));
  // "trovare un lavoro …, mandando 10 candidature al mese": the mentee's own rate of applications is the plan, ticked off, not our five.
  if (counted && (rated || rateAfter(goal, end) !== null || near.some((w) => RATE.has(w)) || RATE_RE.test(goal)))
    return topic === 'job' && !c.measure ? { ...c, ownPlan: true, measure: PLAN.weekly[c.language] } : c;
  // "12 of the 30 so far": the unit the goal's own count names.
  const unit = (NOT_UNITS.has((m[4] ?? '').toLowerCase()) || m[4] === undefined ? m[2] : m[4]) ?? countIn(goal)?.[2];
  // "3 kapitoly z 10": a Slavic unit after a count below five is no genitive plural.
  const count = counted ? total : done;
  // "с зарплатой от 250 тысяч": thousands are a sum of money, no piece of work to pace.
  if (unit === undefined || NOT_UNITS.has(unit.toLowerCase()) || THOUSAND_WORD_RE.test(unit)) return c;
  if (MILES.has(unit.toLowerCase()) && lowerWords(goal).some((w) => PLACED.has(w))) return c;
  // "12 von 30 Kapiteln": German puts the unit after "von" in the dative; "mindestens 2 Kapitel".
  const said = c.language === 'de' && unit === m[4] ? unit.replace(/([lr])n$/u, '$1') : unit;
  const before = lowerWords(text.slice(Math.max(0, m.index - 25), m.index + m[0].length + 12));
  const rest = before.some((w) => LEFT.has(w)) && !counted ? done : total - done;
  const own = daysUntil(clauseText(c.clause), c.language, now) ?? daysUntil(c.timeBefore ?? '', c.language, now);
  // A deadline only the text names ("Abgabe bis 15. Februar") becomes the goal's, so figure and date agree.
  const told = own === null ? (deadlineIn(text, c.language) ?? yearFrame(text, c.language)) : null;
  const until = own ?? (told === null ? null : daysUntil(told, c.language, now));
  const days = until === null ? null : until - startIn(c.sentence ?? text, now);
  if (rest <= 0 || done > total || days === null || days < 7 || (told !== null && behind(told, c.language, now, text))) return c;
  // "12 books this year" in late November: a book a week by then as a first milestone, the rest after it; "10 new songs" only so (whyYearCaps).
  const hit = counted ? CAPS.find(([, s, y]) => s.some((x) => lowerWords(said).some((w, i) => (y || !i) && w.startsWith(x)))) : undefined;
  const cap = hit?.[0];
  if (unit === m[2] && isSlavic(c.language) && !fits(count, c.language))
    return (cap !== undefined && rest / (days / 7) > cap * 1.5 ? yearLeft(c, said, rest, count, days) : null) ?? c;
  const first = fitting(Math.max(2, Math.floor(((cap ?? 0) * days) / 7)), c.language);
  if (cap !== undefined && rest / (days / 7) > cap * 1.5 && first / (days / 7) <= cap * 1.35 && first < rest) {
    const weeks = Math.ceil(rest / cap);
    const after = weeks > 26 ? within(Math.ceil(weeks / 4.35), c.language, true) : within(weeks, c.language, false);
    const m = OWN_DATA.milestone.measure[c.language].replace('{n}', String(first)).replace('{unit}', said);
    const measure = m.replace('{within}', after).replace('{check}', PERIODS[c.language].week[1]);
    const year = yearLeft(c, said, rest, count, days, measure);
    if (year !== null || !hit?.[2]) return year ?? { ...c, measure };
  }
  // "12 books this year" is one a month: a hair over a whole number is rounding, not a second book.
  // "45 000 mots": a large count is said in round fifties.
  const up = (v: number): number => (v >= 200 ? Math.ceil(v / 50) * 50 : v);
  const weekly = up(Math.ceil(rest / (days / 7) - 0.005));
  const monthly = up(Math.ceil(rest / Math.max(1, days / 30.44) - 0.005));
  // Too few a month to say with a plural ("one module every four weeks"): the measure of the topic stays.
  // A count (or parts whose week's pace is a third over) is paced by the month where that overshoots less: "12 applications by January's end" is 6 a month.
  const byMonth =
    !fits(weekly, c.language) ||
    ((counted || weekly * days > rest * 9.45) && days > 45 && weekly < 10 && fits(monthly, c.language) && monthly * 7 < weekly * 30.44);
  if (byMonth && (days <= 45 || monthly < (isSlavic(c.language) ? 5 : 2))) return c;
  // A count is not raised to a Slavic plural form: "at least 5 books" where 2 a month do is no honest pace.
  if (counted && !fits(byMonth ? monthly : weekly, c.language)) return c;
  let n = Math.min(rest, fitting(byMonth ? monthly : weekly, c.language));
  let [every, check] = PERIODS[c.language][byMonth ? 'month' : 'week'];
  // "5 canciones antes de Navidad": 2 a week would be 8, 3 every two weeks is 6; a pace a third above the count is none.
  if (n * (byMonth ? days / 30.44 : days / 7) > rest * 1.35) {
    const twice = fitting(Math.ceil(rest / (days / 14) - 0.005), c.language);
    if (days >= 21 && twice * (days / 14) <= rest * 1.35)
      [n, every, check] = [twice, OWN_DATA.distance.every[c.language][1], PERIODS[c.language].week[1]];
    else if (n * (byMonth ? days / 30.44 : days / 7) > rest * 2) return c;
  }
  const round = String(n).replace(/\B(?=(\d{3})+$)/gu, OWN_DATA.separator[c.language]);
  const measure = OWN_DATA.pacedWork[counted ? 'count' : 'measure'][c.language]
    .replace('{n}', round)
    .replace('{unit}', said)
    .replace('{every}', every)
    .replace('{check}', check);
  return { ...c, measure, ...(told !== null && c.timeBefore === undefined ? { timeBefore: told } : {}) };
}

/** The kilos' own span at half a kilo a week (own-measures.json kiloFrames): four months up to 8 kg, six up to 13, then twelve. */
const kiloSpan = (kilos: number, lang: Language): string => OWN_DATA.kiloFrames[lang][kilos > 13 ? 2 : kilos > 8 ? 1 : 0];

/** "12 kg bis Ende März": the half kilo a week that would not reach it said as the pace that does, up to a safe kilo; else `c`. */
function kiloPaced(c: Candidate, text: string, now: Date): Candidate {
  const words = clauseText(c.clause);
  const kg = [...words.matchAll(KILO_RE)].find(([, , u]) => KILO_WORDS.has(u!.toLowerCase()));
  // "prima del mio matrimonio, che è il 14 giugno": a day only the text names is the kilos' "by" (blind reading 20's 23).
  const told = daysUntil(words, c.language, now);
  const day = kg && c.timeBefore === undefined && told === null ? deadlineIn(text, c.language) : null;
  const weeks = (told ?? daysUntil(c.timeBefore ?? day ?? '', c.language, now) ?? 0) / 7;
  // "lose 8 kg" told with no date: half a kilo a week takes 16 weeks, so four months (own-measures.json kiloFrames), never three; a story's
  // first six of them, a body weight ("von 95 kg auf 89 kg") or a count told before ("pierwsze 6 z 10 kg") keep three.
  const own = kg && !/\d/u.test(words.slice(0, kg.index)) && !c.key.startsWith('situation:') && !c.timed && !c.timeBefore;
  const n = own && !day && weeks === 0 ? Number(kg[1]) : 0;
  if (n > 6 && n <= 30) return { ...c, timeBefore: kiloSpan(n, c.language) };
  // "8 chili entro giugno": about 0.3 kg a week, not the half kilo that would be 15. Rounded up to a
  // twentieth, so the pace reaches the kilos by the day: 10 kilos in 31 weeks is 0.35 kg (0.3 would be 9.3).
  const x = kg && weeks >= 1 ? Number(kg[1]) / weeks : 0;
  const a = x > 0 ? Math.max(0.1, Math.ceil(x * 20 - 1e-9) / 20) : 0;
  // "8 quilos até ao Natal" in 24 days: no safe kilo a week reaches it, so the kilos' own span (kiloFrames) and no date (blind reading 111's 20).
  if (x > 1 && weeks < 9 && c.measure?.includes(OWN_DATA.weightPace[c.language][0]))
    return { ...c, clause: without(c.clause, timeFrameIn(words, c.language) ?? ''), timeBefore: kiloSpan(Number(kg![1]), c.language) };
  if (a > 0 && a <= 1) {
    const measure = kiloPace(c, a);
    if (measure !== c.measure) return { ...c, measure, ...(day ? { timeBefore: byDate(day, c.language) } : {}) };
  }
  return c;
}

/** "6 kg", "6 kilogramů", "6 кілограмів" (amounts.json kilos): a count of up to 99 and the word after it, its unit checked in a set. */
const KILO_RE = /(?<![\d.,])(\d{1,2}) ?(\p{L}{2,14})(?!\p{L})/gu;
const [KILO_WORDS] = wordSets('amounts.json', readData('./amounts.json'), 'kilos');
/** "8 scarves", "15 Bewerbungen", "12 kníh": a count of two to 999 and the word after it, in the goal's own words. */
const COUNT_RE = /(?<![\p{L}\d.,:/])(\d{1,3}(?:[ .,]\d{3})?) (\p{L}{3,20})(?![\p{L}\d])(?: (\p{L}{3,20})(?![\p{L}\d]))?/gu;
/** "Il me reste 45 000 mots", "57,000 words left": a count of work the text says is left, all of it to do. */
function leftIn(text: string): RegExpExecArray | null {
  COUNT_RE.lastIndex = 0; // matchAll starts where countIn's exec left it: one request's count must not hide the next one's
  for (const m of text.slice(0, 2000).matchAll(COUNT_RE)) {
    const near = lowerWords(text.slice(Math.max(0, m.index - 25), m.index + m[0].length + 12));
    if (near.some((w) => LEFT.has(w)) && !NOT_UNITS.has(m[2]!.toLowerCase()))
      return Object.assign(m, { 1: m[1]!.replace(/[ .,]/gu, ''), 3: undefined }) as RegExpExecArray;
  }
  return null;
}
/** "zwei davon hab ich schon", "já tenho três", "two of the ten": a smaller count beside "already" or before the total is done.
 * "teď jich mám 1 200", "I have 30,000 already": its thousands joined, up to six figures, a year none (followers had counted from zero). */
function doneIn(text: string, total: number): number {
  const words = lowerWords(text.slice(0, 2000).replace(/(?<=\d)[ .,\u00a0\u202f](?=\d{3}(?!\d))/gu, ''));
  const n = (w: string): number | undefined => (/^(?:(?!19|20)\d{4}|\d{5,6})$/u.test(w) ? Number(w) : numberOf(w));
  const at = words.findIndex((w, i) => {
    const [v, near] = [n(w), words.slice(Math.max(0, i - 3), i + 5)];
    // "do 15. března poslat 20 žádostí": a day of a date is nothing done.
    return (
      v! > 0 &&
      v! < total &&
      !NOT_UNITS.has(words[i + 1] ?? '') &&
      !isDay(words, i) &&
      near.some((x, j) => NOW.has(x) || (j > 3 && n(x) === total))
    );
  });
  return at < 0 ? 0 : n(words[at])!;
}
const numberOf = (w = ''): number | undefined => (/^\d{1,3}$/u.test(w) ? Number(w) : COUNTS.get(w));
/** Where the goal's first figure starts, a day of its date passed over: "bis zum 15. März 20 Bewerbungen" counts 20. */
const firstFigure = (words: string): number =>
  [...words.slice(0, 1000).matchAll(/\d+/gu)].find((d) => !isDay(lowerWords(words.slice(d.index, d.index + 24)), 0))?.index ?? -1;
/** Is the figure at `i` a day before its month ("15. März", "15 de marzo", "10 mars")? */
const isDay = (words: string[], i: number): boolean => [words[i + 1], words[i + 2]].some((w) => MONTH_OF.has(w ?? ''));
function countIn(words: string): RegExpExecArray | null {
  COUNT_RE.lastIndex = 0;
  const m = COUNT_RE.exec(words.slice(0, 1000));
  if (m) m[1] = m[1]!.replace(/[ .,]/gu, '');
  // "25 job applications": a noun before the plural one names it with it ("15 Bewerbungen als …": "als" is no plural).
  if (m && !/s$/u.test(m[2]!) && /^\p{L}{2,}[^s]s$/u.test(m[3] ?? '')) m[2] = `${m[2]} ${m[3]}`;
  // "600 английских слов", "20 anglických knih": a Slavic plural adjective names nothing without its noun (blind reading 10).
  else if (m?.[3] && /(?:ых|их|ые|ие|ých|ích|ych|ich)$/u.test(m[2]!)) m[2] = `${m[2]} ${m[3]}`;
  // "500 neue spanische Wörter": German adjectives are lower case before the capital of their noun, which they need.
  else if (m?.[3] && /^\p{Ll}\p{L}*(?:e|en|er|es)$/u.test(m[2]!)) {
    const noun = /^\p{Lu}/u.test(m[3]) ? '' : /^ (\p{Lu}\p{L}{1,20})(?![\p{L}\d])/u.exec(words.slice(m.index + m[0].length))?.[1];
    if (noun !== undefined) m[2] = `${m[2]} ${m[3]}${noun === '' ? '' : ` ${noun}`}`;
  }
  if (m) m[3] = undefined as unknown as string;
  // The goal's first figure only: "12 kg by 6 March" counts no March.
  const unit = m?.[2]!.toLowerCase() ?? '';
  return m && m.index === firstFigure(words) && Number(m[1]) >= 2 && !NOT_UNITS.has(unit) && !MONTH_OF.has(unit) ? m : null;
}

/** "do konca roka 2027", "к лету 2028": a frame with its year, which deadlineIn leaves out (a year may be past). */
function yearFrame(text: string, lang: Language): string | null {
  const frame = timeFrameIn(text, lang);
  return frame !== null && /20\d\d/u.test(frame) ? frame : null;
}

const [METRES, KMS, DRIVEN, PLACED, MILES] = (['m', 'km', 'driven', 'placed', 'miles'] as const).map(
  (k) => new Set(list(OWN_DATA.distance[k])),
);
if (LANGUAGES.some((l) => !OWN_DATA.distance.ownRate[l]?.includes('{target}'))) throw new Error('own-measures.json: no distance.ownRate');
const RACES = OWN_DATA.distance.race.map(([m, words]) => [m, new Set(list(words))] as const);
/** "1 km", "500 metrů", "1,5 km", "10.000 m": a bounded run of digits and a word (its unit checked in a set). */
const DISTANCE_RE = /(?<![\p{L}\d.,])(\d{1,2}[ .,]\d{3}(?!\d)|\d{1,2}[.,]\d(?!\d)|\d{1,5}) ?(\p{L}{1,12})(?!\p{L})/gu;
const metresIn = (text: string): number[] =>
  [...text.slice(0, 2000).matchAll(DISTANCE_RE)].flatMap(([, n, u]) => {
    const v = Number(/^\d{1,2}[.,]\d$/u.test(n!) ? n!.replace(',', '.') : n!.replace(/[ .,]/gu, ''));
    return METRES.has(u!.toLowerCase()) ? [v] : KMS.has(u!.toLowerCase()) ? [v * 1000] : [];
  });
/** "Swim 1 km without stopping by 20 April", "a half marathon in October": a distance is built by sessions and a longest one made
 * longer step by step, from the distance the text says they manage now (a smaller one) to the goal's: never "19 metres a week". */
function pacedDistance(c: Candidate, text: string, now: Date): Candidate {
  const goal = clauseText(c.clause);
  const words = lowerWords(goal);
  // A race named is the target: "un semi-marathon en mai, pour l'instant je cours 6 km".
  const target = RACES.find(([, r]) => words.some((w, i) => r.has(w) || r.has(`${w}-${words[i + 1]}`)))?.[0] ?? metresIn(goal)[0];
  const until = daysUntil(goal, c.language, now) ?? daysUntil(c.timeBefore ?? '', c.language, now) ?? daysUntil(text, c.language, now);
  const days = until === null ? null : until - startIn(c.sentence ?? text, now);
  // Kilometres driven are no run, nor a job's or a place's distance ("проїздити без інструктора 500 км", "un poste à moins de 30 km").
  if (target === undefined || days === null || days < 21 || words.some((w) => DRIVEN.has(w) || PLACED.has(w))) return c;
  const [from, km] = [Math.max(0, ...metresIn(text).filter((m) => m < target)), target >= 3000];
  const step = (target - from) / (km ? 1000 : 1) / (days / 7 - 1);
  const nice = (km ? [0.5, 1, 2, 3, 5] : [25, 50, 100, 200, 250, 500]).find((n) => n >= step) ?? Math.ceil(step);
  const [unit, say] = [OWN_DATA.distance.units[c.language], (v: number) => (c.language === 'en' ? String(v) : String(v).replace('.', ','))];
  // The goal's own rate ("en m'entraînant trois fois par semaine") is never said again by ours.
  const measure = OWN_DATA.distance[sessionsIn(goal).length ? 'ownRate' : 'measure'][c.language]
    .replace('{n}', say(nice))
    .replace('{every}', OWN_DATA.distance.every[c.language][nice >= 2 * step ? 1 : 0])
    .replace('{unit}', unit[km ? 1 : 0]!)
    .replace('{target}', target >= 1000 ? `${say(target / 1000)} ${unit[1]}` : `${target} ${unit[0]}`);
  return { ...c, measure };
}

const FIGURED: Record<'debts' | 'weight', Record<Language, [string, string]>> & Record<'kilos' | 'weigh', string> =
  readData('./figured.json');
if ((['debts', 'weight'] as const).some((id) => LANGUAGES.some((l) => !FIGURED[id]?.[l]?.[1]?.includes(id === 'debts' ? '{x}' : '{t}'))))
  throw new Error('figured.json: a vague target and its figured words in every language');
/** The situation's vague words with the story's figures in their place (figured.json); as they were where they are not found. */
const figured = (said: string, id: 'debts' | 'weight', lang: Language, fill: Record<string, string | number>): string =>
  said.replace(
    FIGURED[id][lang][0],
    Object.entries(fill).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), FIGURED[id][lang][1]),
  );
const [KILOS, WEIGH] = wordSets('figured.json', FIGURED, 'kilos weigh');
/** The weight measure's half a kilo a week said as the pace `a` (kg a week) that reaches the mentee's kilos (own-measures.json weightPace). */
function kiloPace(c: Candidate, a: number): string | undefined {
  const [half, pace] = OWN_DATA.weightPace[c.language];
  return a !== 0.5 && c.measure?.includes(half)
    ? c.measure.replace(half, pace.replace('{n}', c.language === 'en' ? String(a) : String(a).replace('.', ',')))
    : c.measure;
}
/** "ich wiege 94 kg", "adesso peso 96" and "perdere dieci chili": the weight told now and the loss named (figured.json), never with two weights told. */
function weighed(c: Candidate, text: string, now: Date): Candidate {
  const words = lowerWords(text.slice(0, 2000));
  const told = words.flatMap((x, i) =>
    KILOS.has(x) && numberOf(words[i - 2]) === undefined
      ? [numberOf(words[i - 1])]
      : WEIGH.has(x)
        ? [numberOf(words[i + 1]) ?? numberOf(words[i + 2])]
        : [],
  );
  const between = (low: number, high: number) => new Set(told.filter((n) => n !== undefined && n >= low && n <= high));
  const [weights, losses] = [between(45, Infinity), between(2, 30)];
  const [w] = weights;
  if (weights.size !== 1 || 'byGender' in c.clause) return c;
  const weeks = (daysUntil(c.timeBefore ?? '', c.language, now) ?? daysUntil(TEMPLATES.en.timeFrame('fitness'), 'en', now) ?? 91) / 7;
  // The loss they named, at the pace that reaches it in the frame, up to a safe kilo a week; else half a kilo a week.
  const loss = losses.size === 1 ? [...losses][0]! : 0;
  const a = Math.round((loss / weeks) * 10) / 10;
  const kept = loss > 0 && a <= 1;
  const said = (t: string): string => figured(t, 'weight', c.language, { w: w!, t: w! - (kept ? loss : Math.floor(weeks / 2)) });
  return { ...c, ...(kept ? { measure: kiloPace(c, a) } : {}), clause: cutFrom(c.clause, said) };
}

const TAPER = list(OWN_DATA.figures.stems);
/** "15 sigarette al giorno" tapered to none by the quit date: so many fewer a day each week that the weeks to it reach zero (two without one, the deadline then theirs). */
function tapered(c: Candidate, text: string, now: Date): Candidate {
  const words = lowerWords(text.slice(0, 2000));
  // "15 al giorno", "15 sigarette al giorno"; not "94 chili per 1,75" (a rate word after another noun).
  const smoked = (i: number): boolean =>
    RATE.has(words[i + 1] ?? '') ||
    ((words[i + 1]?.length ?? 9) <= 3 && RATE.has(words[i + 2] ?? '')) ||
    words.slice(i + 1, i + 3).some((n) => TAPER.some((s) => n.startsWith(s)));
  const daily = words.map((w, i) => (smoked(i) ? (numberOf(w) ?? 0) : 0)).find((n) => n >= 4);
  if (daily === undefined) return c;
  const days = daysUntil(clauseText(c.clause), c.language, now) ?? daysUntil(c.timeBefore ?? '', c.language, now);
  const step = days === null || days < 7 ? 2 : Math.max(2, Math.ceil(daily / Math.max(1, Math.floor(days / 7))));
  const measure = OWN_DATA.figures.taper[c.language].replace('{x}', String(step));
  return { ...c, measure, ...(days === null ? { timeBefore: within(Math.ceil(daily / step), c.language, false) } : {}) };
}
const [LEVELS, ZERO] = [list('a1 a2 b1 b2 c1 c2'), new Set(list(OWN_DATA.figures.zero))];
/** "B2 required, A2 now", "с нуля до B1": about six months a level at a few hours a week, as the deadline where the goal names none. */
function levelled(c: Candidate, text: string, now: Date): Candidate {
  const words = lowerWords(text.slice(0, 2000));
  const told = words.map((w) => LEVELS.indexOf(w) + 1).filter((l) => l > 0);
  const [target, from] = [Math.max(0, ...told), words.some((w) => ZERO.has(w)) ? 0 : Math.min(...told)];
  // "до осені" written before the verb is a deadline of theirs, even one no date of ours reads.
  const dated = c.timeBefore !== undefined || daysUntil(clauseText(c.clause), c.language, now) !== null;
  return target <= from || dated ? c : { ...c, timeBefore: within(6 * (target - from), c.language, true) };
}
