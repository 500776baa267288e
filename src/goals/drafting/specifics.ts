/**
 * Has the user already made a goal measurable or time-bound? "Read 12 books by June" needs neither
 * a count nor a deadline from us: the template then adds no second time frame and picks the
 * "measured" variant of the topic's measure. Goals that already name a number or a deadline also rank
 * a little higher (they are the more concrete intentions).
 *
 * The patterns only use bounded repetition behind a literal word ("během", "within", "до"), so they
 * stay linear on any input.
 */
import { LANGUAGES, type Language } from './language.js';
import { list, lowerWords, need, readData, remembered, wordsRe, wordSets } from './text.js';
import { isPast } from './life.js';

const AMOUNT_WORDS: { currency: string } = readData('./amounts.json');
const DATA: typeof import('./specifics.json') = readData('./specifics.json');
need('specifics.json', DATA, 'targets english.time english.numbers pastBefore months yearTail fromStarts seasons spanWishes');
const TARGETS = DATA.targets;
/** Number words per language (specifics.json): a frequency is a measure, an article that doubles as "one" is none. */
export const NUMBER_WORDS = DATA.numberWords as Record<Language, string[]>;
need('specifics.json', DATA, LANGUAGES.map((l) => `numberWords.${l}`).join(' '));

// ---------------------------------------------------------------------------------------------
// English: the patterns the English reader has always used (specifics.json english).
export const EN_MEASURE_RE = new RegExp(String.raw`\d|\b(?:${DATA.english.numbers})\b|\b[abc][12]\b|\bmarathon\b`, 'i');
/** A day and month in digits ("14.03.", "1. 3.", "3/14"; specifics.json whyNumericDates): its day, its month, each either way round. */
const [D, M] = [String.raw`(?:0?[1-9]|[12]\d|3[01])`, String.raw`(?:0?[1-9]|1[0-2])`];
// The closing dot stays out, as a sentence's stop would take it ("do 31.3.").
const DM = String.raw`(?:${D}\.(?:0[1-9]|1[0-2])(?:\.20\d\d)?|${D}\. ${M}(?=\.|$)|(?:[12]\d|3[01])\.[1-9](?=\.|$)|${D}/${D}(?:/(?:20)?\d\d)?)`;
/** A deadline or a time frame written in English. */
export const EN_TIME_RE = new RegExp(DATA.english.time.join('|').replaceAll('{DM}', DM), 'iu');
/** A count without a figure ('a few', 'pár', 'unos'): a span it counts is no deadline (specifics.json whyVagueCounts). */
export const VAGUE_COUNT_RE = new RegExp(String.raw`(?<!\p{L})(?:${DATA.vagueCounts})(?!\p{L})`, 'iu');

// ---------------------------------------------------------------------------------------------
// The other languages.

const L = String.raw`\p{L}+`;
/** A word or a year: "bis Ende 2027", "к концу 2027 года". */
const LY = String.raw`(?:${L}|\d{4})`;

/** A time frame written in a goal, per language (specifics.json timeFrames; '{LY}' a word or a year). */
const TIME_PATTERNS = DATA.timeFrames as Record<Exclude<Language, 'en'>, string[]>;
need('specifics.json timeFrames', TIME_PATTERNS, 'cs sk de es fr pl uk it pt ru');

const TIME_RES = new Map<Language, RegExp>([
  ['en', EN_TIME_RE],
  ...(Object.entries(TIME_PATTERNS) as [Language, string[]][]).map(
    ([lang, patterns]) => [lang, wordsRe(patterns.map((x) => x.replaceAll('{LY}', LY).replaceAll('{DM}', DM)))] as [Language, RegExp],
  ),
]);

const MEASURE_RES = new Map<Language, RegExp>(
  (Object.keys(NUMBER_WORDS) as Language[]).map((lang) => [
    lang,
    lang === 'en' ? EN_MEASURE_RE : new RegExp(String.raw`\d|${wordsRe([...NUMBER_WORDS[lang], ...TARGETS]).source}`, 'iu'),
  ]),
);

/**
 * The year a deadline names after its month or season ("do konce příštího roku", "к лету 2028", "by
 * March next year", "hasta diciembre del año que viene"): part of the frame, never left in the goal's words.
 */
const YEAR_TAIL_RE = new RegExp(String.raw`(?:,? (?:(?:${DATA.yearTail})(?![\p{L}\d]))){1,4}`, 'iuy');
const CONNECTOR_END_RE = /(?:,? (?:de|del|of|do|da|des))+$/iu;
/** A currency just after a frame: its four digits were the sum. */
const MONEY_AFTER_RE = new RegExp(String.raw`^\s?(?:${AMOUNT_WORDS.currency})(?!\p{L})`, 'iu');
const YEAR_WORD_RE = /20\d\d|roku|roka|roce|year|jahres|année|año|anno|ano|року|года|году/iu;

/** The time frame written in `text` ("by June", "do konce roku", "bis Ende des Jahres"), if any. */
export const timeFrameIn = (text: string, lang: Language): string | null => TIME_FRAME_IN(text, lang);
function readTimeFrame(text: string, lang: Language): string | null {
  const first = TIME_RES.get(lang)!.exec(text);
  if (!first) return null;
  // "к свадьбе в конце августа", "até o casamento da minha irmã em abril": the date told just after an
  // undated event is the frame, else it stays in the goal's words beside the event (two deadlines).
  const after = first.index + first[0].length;
  const near = /\d/u.test(first[0]) || MONTH_RE.test(first[0]) ? null : text.slice(after, after + 50).split(/[.;!?\n]/u)[0]!;
  const then = near ? TIME_RES.get(lang)!.exec(near) : null;
  const m = then && (/\d/u.test(then[0]) || MONTH_RE.test(then[0])) ? Object.assign(then, { index: then.index + after }) : first;
  YEAR_TAIL_RE.lastIndex = m.index + m[0].length;
  const tail = YEAR_TAIL_RE.exec(text)?.[0].replace(CONNECTOR_END_RE, '') ?? '';
  // "do konce roku 2027", "к лету 2028": only words of a year, and at least one of them names it.
  // "entro dicembre dell'anno prossimo": a frame ending in its year word goes on with the year's "next".
  const frame = tail && YEAR_WORD_RE.test(m[0].slice(-10) + tail) ? m[0] + tail : m[0];
  // "bis Ende des Jahres 2000 Euro sparen": four digits before a currency are the sum, not the year.
  const sum = frame.replace(/,?\s\d{4}$/u, '');
  return sum !== frame && YEAR_WORD_RE.test(sum) && MONEY_AFTER_RE.test(text.slice(m.index + frame.length, m.index + frame.length + 12))
    ? sum
    : frame;
}
const TIME_FRAME_IN = remembered(readTimeFrame);

const AFTER_DATE = new Set(list(DATA.afterDate));
/** "25 czerwca, a potem chcę …", "im Juni mein Abitur und will danach …": an aim told after the date comes after it (specifics.json whyAfterDate). */
export const toldAfter = (text: string, frame: string, at = text.toLowerCase().indexOf(frame.toLowerCase())): boolean =>
  at >= 0 && lowerWords(text.slice(at + frame.length, at + frame.length + 60)).some((w, i) => i < 6 && AFTER_DATE.has(w));

/** Month, season and feast names of the eleven languages, by their beginnings (specifics.json months). */
const MONTH_RE = new RegExp(String.raw`(?<!\p{L})(?:${DATA.months})`, 'iu');
/** A month named, or one in digits ("bis 14.03."). */
const DATE_RE = new RegExp(String.raw`${MONTH_RE.source}|\d[./] ?\d`, 'iu');

/**
 * The mentee's own date in a text that describes a situation ("Abgabe ist im Juli", "защита в
 * июне", "bis 30. September", "in drei Wochen"): a month, the summer or a count from now, not a year (which may lie in the past, "in
 * 2021") nor the end of something the text describes ("avant la fin du mois"). Null when there is none.
 */
export function deadlineIn(text: string, lang: Language, now?: Date): string | null {
  const head = text.length > 4000 ? text.slice(0, 4000) : text;
  // "J'ai raté deux partiels en janvier et les rattrapages sont en juin": the month of a past event is
  // passed over for the next one the text names (at most four looked at: linear).
  for (let from = 0, tries = 0, gone = -1; tries < 4; tries++) {
    const frame = timeFrameIn(head.slice(from), lang);
    // A year is kept only when today's date tells it is not behind us ("en junio de 2027", never "in 2021").
    const year = /\d{4}/u.exec(frame ?? '');
    if (frame === null) return null;
    // "Seit ihrem Sturz im Oktober", "l'ultima a gennaio": a month the story has behind it, in its own clause ("le semestre dernier, je dois
    // les repasser en juin": the resits are ahead).
    const at = head.indexOf(frame, from);
    if (at > 0 && PAST_BEFORE.test(head.slice(Math.max(0, at - 30), at).replace(/^.*[.;!?,\n]/su, ''))) return null;
    // "přijede jednou za měsíc", "einmal in zwei Wochen": a rate, no date.
    // "Od apríla nemám prácu": a month something runs from is no deadline of the story; nor a past year ("came to the UK in
    // 2019 … buy a house in 2 years": the next frame is the story's, round 59).
    // "da novembre a marzo", "od listopadu do března": the end of a span the story runs through is no deadline either.
    const [w1, w2] = lowerWords(head.slice(Math.max(0, at - 30), at)).slice(-2);
    const span = w2 !== undefined && MONTH_RE.test(w2) && FROM_START.test(`${w1} `);
    if (FROM_START.test(frame) || span || (year && !(now && Number(year[0]) >= now.getUTCFullYear()))) {
      from = at + frame.length;
      continue;
    }
    const before = lowerWords(head.slice(Math.max(0, at - 20), at)).pop() ?? '';
    const rate = countdown(frame, lang) && (NUMBER_WORDS[lang].includes(before) || ROTATION.has(before));
    // "before my wedding, which is on 12 April": an event with no date of its own gives way to the date after it.
    // "до весны", "do wakacji": a season or the holidays after a deadline's word is the person's horizon (specifics.json seasons).
    const sentence = head
      .slice(Math.max(0, at - 80), at)
      .split(/[.;!?\n]/u)
      .pop();
    // Not after a past just before it: "Seit er im Winter ausgezogen ist", "she left for the army before spring".
    const told = lowerWords(sentence ?? '')
      .slice(-4)
      .some((w, i, ws) => isPast(w, ws[i - 1], lang) || pastEnd(w, lang));
    const dated = DATE_RE.test(frame) || countdown(frame, lang, sentence) || (byFrame(frame) && SEASON_RE.test(frame) && !told);
    // "let go in September after 19 years": a span right after a past date is of that past too.
    const past = happened(head, Math.max(from, at - 60), at, at + frame.length, lang) || (gone >= 0 && !head.slice(gone, at).trim());
    if (!rate && !past && (dated || !EVENT_BEFORE.test(frame))) return dated ? frame : null;
    [from, gone] = [at + frame.length, past ? at + frame.length : gone];
  }
  return null;
}

export const [KIN_TOPICS, KIN, KIN_NOT, OWN, ROTATION] = wordSets('specifics.json', DATA, 'kinTopics kin kinNot kinOwn rotation');
/** "My daughter starts school in September": a sentence a relative opens tells that person's matter, not "my husband and I", "we" nor a wish (specifics.json whyKin). */
export const kin = (text: string, frame = '', w = lowerWords(text.split(/[.!?\n]/u).find((x) => x.includes(frame)) ?? '')) =>
  w.slice(0, 3).some((x) => KIN.has(x)) && !w.some((x, i) => (i < 4 && KIN_NOT.has(x)) || OWN.has(x));
const SEASON_RE = new RegExp(String.raw`(?<!\p{L})(?:${DATA.seasons})`, 'iu');
export const FROM_START = new RegExp(`^(?:${DATA.fromStarts})\\s`, 'iu');

/** Is `frame`, where `text` first names it, the date of something that happened ("Ho finito la laurea a luglio e devo…")? */
export const pastDate = (text: string, frame: string, lang: Language, at = text.toLowerCase().indexOf(frame.toLowerCase())): boolean =>
  // "Seit der Trennung im Sommer": a season or month a story runs since is behind it, as in deadlineIn.
  at >= 0 && (PAST_BEFORE.test(text.slice(Math.max(0, at - 30), at)) || happened(text, Math.max(0, at - 60), at, at + frame.length, lang));

/** "before my wedding", "avant mon mariage", "před svatbou": an event's frame, whose date may follow (specifics.json eventBefore). */
const EVENT_BEFORE = new RegExp(`^(?:${list(DATA.eventBefore).join('|')})\\s`, 'iu');

/** A frame that is a deadline ("by June", "do maja", "antes de marzo"), never the date of something past. */
export const byFrame = (frame: string): boolean => /^(?:by|bis|entro|hasta|antes|até|avant|d'ici|do|до|к|przed|před|pred)\s/iu.test(frame);

/** A past verb in the clause of a date, after the date looked at before it (`from`), or two words after it: "Im Oktober hatte ich". */
function happened(text: string, from: number, start: number, end: number, lang: Language): boolean {
  if (byFrame(text.slice(start, end))) return false; // a deadline, never past
  const before = text.slice(from, start);
  const clause = before.slice(Math.max(...[...'.;!?,\n'].map((b) => before.lastIndexOf(b))) + 1);
  // "les rattrapages sont en juin": a copula right before the date is its event's own verb, ahead (specifics.json whyEventNow).
  if (EVENT_NOW_RE.test(clause)) return perfect(clause, text.slice(end, end + 80), lang);
  // A date that opens its clause has the clause's verb after it, a few words on: "In March my biggest client stopped"; a count from now is ahead.
  const opens = lowerWords(clause).length === 0 && !countdown(text.slice(start, end), lang);
  const after = text.slice(end, end + (opens ? 60 : 30)).split(/[.;!?,\n]/u)[0]!;
  const words = [...lowerWords(clause), ...lowerWords(after).slice(0, opens ? 6 : 2)];
  const had = (w: string, i: number): boolean => isPast(w, words[i - 1], lang) && !(HAVE_NOW.has(w) && HAVE_OBJECT.has(words[i + 1] ?? ''));
  return words.some((w, i) => had(w, i) || pastEnd(w, lang)) || perfect(clause, text.slice(end, end + 80), lang);
}
/** "j'ai mon examen", not "j'ai raté" (specifics.json whyHaveNow). */
const [HAVE_NOW, HAVE_OBJECT] = wordSets('specifics.json', DATA, 'haveNow haveObject');

/** German's usual past is the perfect: "Wir sind im August nach München gezogen" — an auxiliary before the date, a participle at its clause's end;
 * or the date first, the auxiliary right after it and a participle of any prefix ending the clause ("Im August habe ich ein neues Knie bekommen"). */
const PERFECT_AUX = new Set(list(DATA.perfectAux));
const perfect = (
  clause: string,
  after: string,
  lang: Language,
  told = lowerWords(after.split(/[.;!?,\n]|\s(?:und|aber|doch)\s/u)[0]!),
): boolean =>
  lang === 'de' &&
  ((lowerWords(clause).some((w) => PERFECT_AUX.has(w)) && told.some((w) => /ge\p{L}{3,}(?:t|en)$/u.test(w))) ||
    (PERFECT_AUX.has(told[0] ?? '') && told.at(-2) !== 'zu' && /^(?:ge|be|ver|er|ent|zer|emp)\p{L}{3,}(?:t|en)$/u.test(told.at(-1) ?? '')));

const PAST_NOT = new Set(list(DATA.pastNot));
const pastEnd = (w: string, lang: Language): boolean =>
  w.length >= 6 && !PAST_NOT.has(w) && PAST_ENDS.get(lang)?.some((e) => w.endsWith(e)) === true;
const PAST_ENDS = new Map(Object.entries(DATA.pastEnds as Record<string, string>).map(([l, ends]) => [l, list(ends)]));
/** Words just before a date that put it in the past: since, last, ago, the last time. */
const PAST_BEFORE = wordsRe(list(DATA.pastBefore));

/** A count from now ("in drei Wochen", "через два месяца", "za 3 týdny"): never a past duration. */
const FROM_NOW_RE = /^(?:in|within|innerhalb|dans|dentro de|tra|fra|daqui a|через|za|o)\s/iu;

/** A span told with its number ("do dvoch rokov", "за два года", "w ciągu dwóch lat"): a count from now too; with "in", "en", "em" only after a wish. */
const COUNTED_RE = /^(?:do|за|w ciągu|během|počas|протягом|в течение|(in|en|em))\s(\p{L}+|\d+)\s/iu;
const EVENT_NOW_RE = new RegExp(String.raw`(?<!\p{L})(?:${DATA.eventNow})\s+$`, 'iu');
const SPAN_WISH_RE = new RegExp(String.raw`(?<!\p{L})(?:${DATA.spanWishes})(?!\p{L})|(?<!\p{L})(?:${DATA.spanNow})\s+$`, 'iu');

/** English "in a year" is as often the past ("haven't spoken in a year"): only "within" or a wished span counts there. */
const countdown = (frame: string, lang: Language, before = ''): boolean => {
  const [, bare, n] = COUNTED_RE.exec(frame) ?? [];
  const counted =
    n !== undefined && (/\d/u.test(n) || NUMBER_WORDS[lang].includes(n.toLowerCase())) && (!bare || SPAN_WISH_RE.test(before));
  return counted || (lang === 'en' ? /^within\s/iu.test(frame) : FROM_NOW_RE.test(frame));
};

/** Does `text` already name a number, a level or a distance? */
export function hasMeasure(text: string, lang: Language): boolean {
  return MEASURE_RES.get(lang)!.test(text);
}
