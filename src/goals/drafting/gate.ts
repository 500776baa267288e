/**
 * The quoting gate (issue 33): a goal is built from the mentee's own clause only when that clause is
 * an aim. A hedge ("Eigentlich sollte ich mich freuen", "Debería estar contenta") is no wish; a clause
 * opening with "that"/"że"/"dass" after "my goal is" describes, it aims at nothing ("Moim celem jest,
 * żebym nie miał z czego płacić"); "do not lose my clients" cannot follow "I will". A purpose
 * ("…, żeby zdać rozmowę") belongs to the aim before it. The words are data (gate.json).
 * Linear: one pass over the first words, each looked up in a set.
 */
import { inflect, writerGender } from './gender.js';
import { detectLanguage, LANGUAGES, type Language } from './language.js';
import { timeFrameIn } from './specifics.js';
import { topicOf, type TopicId } from './topics.js';
import { isInfinitive, isSlavic, type SlavicLanguage } from './verbs.js';
import { leadingWordsRe, list, lowerWords, readData, wordsRe } from './text.js';

type Lists = Record<Language, string[]>;
const DATA = readData('./gate.json') as Record<string, Lists>;
// Every list of the file (start-up stops at one that misses a language; a list the code reads but the file lacks stops it too).
for (const key of Object.keys(DATA).filter((k) => k !== 'about')) {
  const missing = LANGUAGES.filter((l) => !Array.isArray(DATA[key]?.[l]) || DATA[key]![l].length === 0);
  if (missing.length) throw new Error(`gate.json, ${key}: no words for ${missing.join(', ')}`);
}
/** Per language, built at its first use: a draft reads one language's (hundreds of patterns in all). */
const byLanguage = <T>(read: (l: Language) => T, all = {} as Record<Language, T>): Record<Language, T> => {
  for (const l of LANGUAGES)
    Object.defineProperty(all, l, { get: () => Object.defineProperty(all, l, { value: read(l) })[l], configurable: true });
  return all;
};
/** A list's phrases as sets of their words joined by one space, of one language or all together, and their longest length in words. */
const phrases = (key: string, lang?: Language): { set: Set<string>; longest: number } => {
  const all = (lang ? [DATA[key]![lang]] : Object.values(DATA[key]!)).flatMap((ws) => ws.map((w) => lowerWords(w).join(' ')));
  return { set: new Set(all), longest: Math.max(...all.map((p) => p.split(' ').length)) };
};
const MODALS = phrases('hedgeModals');
const FEELINGS = phrases('hedgeFeelings').set;
const NOT_AIMS = phrases('notAnAimStarts');
const PURPOSES = phrases('purposeStarts');

/** A clause's words as written (split at its spaces), and each one's first word lower-cased: the words phraseAt reads. */
const spaced = (text: string, words = text.split(' ')): [string[], string[]] => [words, words.map((w) => lowerWords(w)[0] ?? '')];

/** Does a phrase of `list` start at word `i`? Its length in words, or 0. */
function phraseAt(words: readonly string[], i: number, list: { set: Set<string>; longest: number }): number {
  for (let n = list.longest; n >= 1; n--) if (i + n <= words.length && list.set.has(words.slice(i, i + n).join(' '))) return n;
  return 0;
}

/** How many words after a "should" a feeling may come ("sollte ich mich eigentlich freuen"). */
const HEDGE_REACH = 4;

/** "I should be happy", "Powinnam się cieszyć", "Мне бы радоваться": a feeling one ought to have, no wish. */
export function isHedge(text: string): boolean {
  const words = lowerWords(text.slice(0, 1000));
  for (let i = 0; i < words.length; i++) {
    const n = phraseAt(words, i, MODALS);
    if (n > 0 && words.slice(i + n, i + n + HEDGE_REACH).some((w) => FEELINGS.has(w))) return true;
  }
  return false;
}

/** The readings of a hedged statement without the feeling it hedges ("mich freuen"); another aim in it stays. */
export const withoutHedge = <T>(text: string, read: T[], words: (c: T) => string): T[] =>
  (isHedge(text) ? read.filter((c) => !lowerWords(words(c)).some((w) => FEELINGS.has(w))) : read).filter(
    (c) => !feared(text, words(c)) && !goneTo(text, words(c)),
  );

const [GOING, GONE_TO] = [phrases('goingToLeads'), phrases('goingToPlaces').set];
/** "Voy a un curso dos tardes", "I'm going to a pottery class": a going-to with a place after it tells where the mentee goes, no aim. */
function goneTo(text: string, clause: string): boolean {
  const words = lowerWords(clause.slice(0, 60));
  const before = GONE_TO.has(words[0] ?? '') ? wordsBefore(lowerWords(text.slice(0, 1000)).join(' '), words.slice(0, 3).join(' ')) : null;
  return before !== null && [1, 2, 3].some((n) => n <= before.length && GOING.set.has(before.slice(-n).join(' ')));
}

const FEARS = phrases('fearWords').set;
/** How many words before a clause a fear reaches ("I'm terrified I'll fail …", "Boję się, że do lata nie …"). */
const FEAR_REACH = 5;
/** A fear told before a clause ("Me preocupa que no voy a …"). */
export const fearTold = (prefix: string): boolean => lowerWords(prefix.slice(-300)).some((w) => FEARS.has(w));

/** The words of `joined` before the first place `head` stands, or null when it stands nowhere. */
function wordsBefore(joined: string, head: string): string[] | null {
  const at = head === '' ? -1 : joined.indexOf(head);
  return at < 0 ? null : list(joined.slice(0, at));
}

/** "a veces pienso en …", "mesmo sabendo que tenho que …": an option weighed or a duty conceded is the story told. */
const LEADS = phrases('storyLeads');
/** How many words before a clause such a lead reaches ("even though I know I have to be at work at 8"). */
const LEAD_REACH = 9;

/** Is the clause what the mentee fears ("fail the first semester" after "I'm terrified I'll"; after "and", the part before's fear: "… lose the flat and never find one") or what another says ("Mama mówi mi, że powinnam …")? Then it is no aim. */
function feared(text: string, clause: string): boolean {
  const words = lowerWords(clause.slice(0, 60));
  const joined = lowerWords(text.slice(0, 1000)).join(' ');
  const before = wordsBefore(joined, words.slice(0, 3).join(' '));
  const lang = detectLanguage(text.slice(0, 300));
  const far = lang !== 'other' && ANDS![lang]!.set.has(before?.at(-1) ?? '') ? 3 : 1;
  if (before?.slice(-FEAR_REACH * far).some((w) => FEARS.has(w) || REPORTS.set.has(w))) return true;
  // The clause may be read already conjugated ("mi alzerò alle 6" of "devo alzarmi alle 6"): its words after the verb find it.
  return [0, 1, 2].some((k) => {
    const near = (k === 0 || words.length >= k + 3 ? wordsBefore(joined, words.slice(k, k + 3).join(' ')) : null)?.slice(-LEAD_REACH * far);
    return near?.some((_, i) => phraseAt(near, i, LEADS) > 0) ?? false;
  });
}

/** A clause that opens with "that", "że", "do not" …: a description or a fear, no aim a template can conjugate. */
export const notAnAim = (clause: string): boolean => {
  const words = lowerWords(clause.slice(0, 80));
  return (
    phraseAt(words, 0, NOT_AIMS) > 0 ||
    [0, 1].some((i) => phraseAt(words, i, BACK) > 0) ||
    toldDone(clause) ||
    stoppedOneOff(words) ||
    // "хочу перестать", "want to stop": a stop with nothing to stop (gate.json stopAlone).
    STOP_ALONE.has(words.join(' ')) ||
    excess(clause, words) ||
    L_PARTICIPLE.test(words[words[0] === 'nie' ? 1 : 0] ?? '') ||
    owedSum(words) ||
    DUTY.set.has(words[1] ?? '') ||
    [1, 2, 3, 4, 5].some((i) => judgedAt(words, i)) ||
    // "conseguir algo más estable", "get something better": a verb and "something" name no aim (blind reading 8).
    (words.length <= HOLLOW_WORDS && [0, 1, 2, 3].some((i) => phraseAt(words, i, HOLLOW) > 0))
  );
};
type Owed = { to: Record<string, string[]>; currencies: string[]; perTime: string[]; gotten: string[]; onCard: string[] };
const OWED = readData('./owed.json') as Owed;
const [OWED_TO, CURRENCIES, PER_TIME] = [Object.values(OWED.to).flat(), OWED.currencies, OWED.perTime].map((l) => new Set(l));
const [GOTTEN, ON_CARD] = [OWED.gotten, OWED.onCard].map((l) => new Set(l));
if ([OWED_TO, CURRENCIES, PER_TIME, GOTTEN, ON_CARD].some((set) => set.size === 0)) throw new Error('owed.json: a list is empty');
/** "1 900 € à ma sœur", "3.000 euro a mio padre": a figure owed to someone (a Romance "must" before a sum), or got "on the card", no sum to get (owed.json). */
function owedSum(words: string[]): boolean {
  const got = GOTTEN.has(words[0] ?? '');
  let i = got && CURRENCIES.has(words[1] ?? '') ? 2 : Number(got);
  const start = i;
  while (i < start + 3 && /^\d+$/u.test(words[i] ?? '')) i++;
  if (i > start && CURRENCIES.has(words[i] ?? '')) i++;
  if (got) return i > start && [2, 3].some((n) => ON_CARD.has(words.slice(i, i + n).join(' ')));
  return i > 0 && OWED_TO.has(words[i] ?? '') && words[i + 1] !== undefined && !PER_TIME.has(words[i + 1]!);
}
const STOP_ALONE = phrases('stopAlone').set;
const [HOLLOW, JUDGED] = [phrases('hollowObjects'), phrases('judgedAfterVerb')];
/** A judgement further on is a phrase, not a lone word that may be the aim's own; a Portuguese enclitic ("assusta-me") is one. */
const judgedAt = (words: string[], i: number): boolean => phraseAt(words, i, JUDGED) > (i > 1 && !words[i]?.includes('-') ? 1 : 0);
const [STOPPED, ONE_OFF, NOT_ONE_OFF, EXCESS] = ['stoppedOpeners', 'oneOffActs', 'negatedOneOff', 'excessWords'].map((k) => phrases(k));
/** Where after a stop a negated want's verb may stand ("nauczę się nie", "Smetterò di"). */
const STOP_REACH = 3;
/**
 * "No quiero renunciar al puesto" read as "dejar de renunciar": a want not to do a one-off act (resign,
 * fire, sell, move) is the story's bound, no habit to stop, and its measure would plan the very act.
 */
const stoppedOneOff = (words: string[]): boolean =>
  phraseAt(words, 0, NOT_ONE_OFF!) > 0 ||
  [0, 1, 2].some((i) => {
    const n = phraseAt(words, i, STOPPED);
    return n > 0 && i + n <= STOP_REACH + 1 && phraseAt(words, i + n, ONE_OFF) > 0;
  });
/** The words a judged amount may stand after and still be the clause's own ("in Meetings zu wenig sagen"). */
const EXCESS_REACH = 3;
/**
 * "ich würde in Meetings zu wenig sagen", "je parle trop peu": too much or too little is what one
 * complains of (or was told), no aim — unless the clause stops it ("arrêter de trop manger").
 */
function excess(clause: string, words: string[]): boolean {
  const lang = detectLanguage(clause.slice(0, 80));
  const tails = lang === 'other' ? undefined : TAILS[lang];
  for (let i = 0; i <= EXCESS_REACH && i < words.length; i++) {
    if (phraseAt(words, i, STOPPED) > 0 || (i > 0 && tails !== undefined && phraseAt(words, i, tails) > 0)) return false;
    if (phraseAt(words, i, EXCESS) > 0) return true;
  }
  return false;
}
const DONE = byLanguage((l) => new RegExp(DATA.toldDone![l]!.join('|'), 'iu'));
/** The most words before a step told done for the clause to be about it. */
const DONE_REACH = 4;
/** "документи на визнання я подала ще в жовтні", "jsem podala žádost": a step the mentee tells done is the story, no aim to do again. */
function toldDone(clause: string): boolean {
  // Not in an aside ("pass the exam (I failed it once)") and near the start: "finish the course I started in August" is an aim.
  const head = clause.slice(0, 80).replace(ASIDE_RE, '');
  const lang = detectLanguage(head);
  const m = lang === 'other' ? null : DONE[lang].exec(head);
  return m !== null && head.slice(0, m.index).trim().split(' ').length <= DONE_REACH;
}
/** "davon meine Miete decken", "viverci": a clause about a thing named before it, which the goal would not name. */
const BACK = phrases('backPointers');
/** The most words of a clause whose object is only "something" ("najít si něco lepšího"). */
const HOLLOW_WORDS = 7;
/** "Odevzdat mám do konce dubna": a duty told after its verb, which the template would conjugate beside it ("Odevzdám mám"). */
const DUTY = phrases('dutyAfterVerb');
const OF_A_RELATIVE = phrases('dutyOfARelative');
const DUTY_IN = Object.fromEntries(LANGUAGES.map((l) => [l, phrases('dutyAfterVerb', l)])) as Record<Language, typeof DUTY>;
/**
 * The phrase without the duty after its verb and object ("Odevzdat do konce dubna", "Dokončit kurz do června"): the future says it.
 * Its own language's duty words only: Ukrainian "маю" (I must) is the Russian month in "к маю".
 */
export const withoutDuty = (phrase: string, lang: Language): string => {
  const words = phrase.split(' ', 8);
  const low = words.map((w) => lowerWords(w)[0] ?? '');
  // "l'argent que je dois à ma sœur": a duty after a relative or a subject is that clause's (gate.json dutyOfARelative).
  const at = low.findIndex((_, i) => i > 0 && !OF_A_RELATIVE.set.has(low[i - 1]!) && phraseAt(low, i, DUTY_IN[lang]) > 0);
  return at < 0 ? phrase : [...words.slice(0, at), ...phrase.split(' ').slice(at + phraseAt(low, at, DUTY_IN[lang]))].join(' ');
};
/** A Polish l-participle ("miał", "zrobiła") opens no aim: "będę miał" was read as "will" + "miał", and the template conjugates an infinitive ("Zdobędę miał …"). */
const L_PARTICIPLE = /^\p{L}{1,20}(?:ł|ła|ło|ły)$/u;

/** A clause that opens with a purpose ("żeby zdać", "so that I", "um … zu", "pour réussir"). */
export const isPurposeStart = (clause: string): boolean => phraseAt(lowerWords(clause.slice(0, 80)), 0, PURPOSES) > 0;
const PURPOSE_PRONOUNS = phrases('purposePronouns').set;
/** A purpose naming people by a pronoun ("чтобы звонить им по видео"): kept in the goal, it names no one the goal has named. */
export const namesByPronoun = (purpose: string): boolean => lowerWords(purpose.slice(0, 120)).some((w) => PURPOSE_PRONOUNS.has(w));
/** A relative among `words` (gate.json kinWith: parents, partners, siblings, grandparents). */
export const namesKin = (words: readonly string[], lang: Language): boolean => words.some((k) => KIN[lang].some(([f]) => f.includes(k)));
/** "visit my mum and call her every day": a pronoun after a relative its own clause names points within it (gate.json kinWith). */
export const kinBefore = (clause: string, lang: Language, w = lowerWords(clause.slice(0, 120))): boolean =>
  w.some((x, i) => PURPOSE_PRONOUNS.has(x) && namesKin(w.slice(0, i), lang));

/** "bis dahin", "by then", "do té doby": a date the goal never names, pointed at. */
const TIMES = Object.values(DATA.timeAnaphors!).flat();
// And, in an aim the gate let through, a place pointed at but not named ("найти там работу"): the goal names
// no place for it to point at; the statement keeps it, as "budu tam plánovač" tells where one works, no aim.
const PLACES = [...TIMES, ...Object.values(DATA.placeAnaphors!).flat()];
// With its commas: "e, già che ci sono, imparare" leaves "e imparare", no "e, , imparare".
const pointers = (ws: string[]): [RegExp, RegExp] => [wordsRe(ws), new RegExp(`,? ?${wordsRe(ws).source},?`, 'giu')];
const [ANAPHOR, PLACE] = [pointers(TIMES), pointers(PLACES)];

/** The clause without a pointer at a date (and, in an aim, a place) it does not name ("wieder Teilzeit arbeiten", not "bis dahin wieder …"). */
export const withoutAnaphor = (clause: string, aim = false): string => {
  const [one, all] = aim ? PLACE : ANAPHOR;
  const named = one.test(clause) ? clause.replace(all, ' ').replace(/ {2,}/gu, ' ').trim() : clause;
  return aim ? whomFirst(withoutHedgeAtEnd(named)) : named;
};
const HEDGES_AT_END = phrases('hedgesAtEnd');
const LEARNT = new Set<TopicId>(['language', 'skills', 'exam', 'driving']);
/** "выучить английский нормально, чтобы …": a colloquial "properly" ending the aim is no target a reader can check. */
function withoutHedgeAtEnd(told: string): string {
  const [aim, clause] = withoutHedgeWithin(told);
  // Only of a thing learnt: "спать нормально", "jeść porządnie" say how much, the aim itself.
  if (!LEARNT.has(topicOf(aim))) return clause;
  // Or before the aim's date ("выучить английский нормально до конца года").
  const { words, frame } = beforeFrame(aim);
  const hedge = (ws: string[]): boolean => HEDGES_AT_END.set.has(lowerWords(ws.join(' ')).join(' '));
  const n = [3, 2, 1].find((k) => words.length > k + 1 && hedge(words.slice(-k)));
  if (n !== undefined) return [...words.slice(0, -n), ...(frame ? [frame] : [])].join(' ') + clause.slice(aim.length);
  // "imparare l'inglese per bene": a hedge read as a purpose ("per") is none.
  const rest = clause.slice(aim.length).split(' ');
  const m = rest[0] === '' ? [3, 2].find((k) => hedge(rest.slice(1, k + 1))) : undefined;
  return m === undefined ? clause : [aim, ...rest.slice(m + 1)].join(' ');
}

/** The aim's words before a time frame ending it ("… до конца года"), and that frame ('' for none), the first language's that reads one. */
function beforeFrame(aim: string): { words: string[]; frame: string } {
  const lang = LANGUAGES.find((l) => aim.endsWith(timeFrameIn(aim, l) ?? '\0'));
  const frame = lang === undefined ? '' : timeFrameIn(aim, lang)!;
  const before = aim.slice(0, aim.length - frame.length);
  return { words: before.trimEnd().split(' '), frame };
}

const FROM_PLACE = Object.values(DATA.fromAfterPlace!).flatMap((ps) => ps.map((p) => p.split('|') as [string, string]));
/** "переехать в отдельную квартиру от родителей" reads as a flat away from them: whom the aim leaves goes before the place it goes to. */
function whomFirst(clause: string): string {
  const aim = aimBeforePurpose(clause);
  const { words, frame } = beforeFrame(aim);
  const low = words.map((w) => w.toLowerCase());
  for (const [from, places] of FROM_PLACE) {
    const n = from.split(' ').length;
    // The leaving's words and one or two more end the aim, no date ("od 1 stycznia", "od września").
    const f = [1, 2]
      .map((k) => words.length - n - k)
      .find(
        (i) =>
          i >= 2 &&
          low.slice(i, i + n).join(' ') === from &&
          /^\p{L}+$/u.test(low.slice(i + n).join('')) &&
          LANGUAGES.every((l) => !timeFrameIn(low.slice(i).join(' '), l)),
      );
    const to = f === undefined ? -1 : low.findIndex((w, i) => i >= 1 && i < f && list(places).includes(w));
    if (f === undefined || to < 0 || words.slice(to, f).some((w) => /[,;:]$/u.test(w))) continue;
    const moved = [...words.slice(0, to), ...words.slice(f), ...words.slice(to, f)].join(' ');
    return `${moved}${frame ? ` ${frame}` : ''}${clause.slice(aim.length)}`;
  }
  return clause;
}

const HEDGES_WITHIN = phrases('hedgesWithin');
/** "нормально выучить", "nauczyć się porządnie hiszpańskiego": the aim of a thing learnt without its 'properly', wherever it stands; [aim, clause]. */
function withoutHedgeWithin(clause: string): [string, string] {
  const aim = aimBeforePurpose(clause);
  if (!LEARNT.has(topicOf(aim))) return [aim, clause];
  const words = aim.split(' ');
  const drop = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const n = [3, 2, 1].find((k) => HEDGES_WITHIN.set.has(lowerWords(words.slice(i, i + k).join(' ')).join(' '))) ?? 0;
    // Not one ending the aim (hedgesAtEnd's) nor one whose comma would go with it.
    if (n > 0 && i + n < words.length && /\p{L}$/u.test(words[i + n - 1]!)) for (let k = i; k < i + n; k++) drop.add(k);
  }
  const kept = words.filter((_w, i) => !drop.has(i));
  const bare = kept.join(' ');
  return kept.length > 1 && kept.length < words.length ? [bare, bare + clause.slice(aim.length)] : [aim, clause];
}

/** The clause before its purpose ("juntar 5 mil reais até dezembro" of "… para fazer o curso"), or the clause. */
export function aimBeforePurpose(clause: string): string {
  const words = clause.slice(0, 400).split(' ');
  for (let i = 1; i < Math.min(words.length, 40); i++)
    if (isPurposeStart(words.slice(i, i + 3).join(' '))) return words.slice(0, i).join(' ').replace(/,$/u, '');
  return clause;
}

const ME = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(DATA.meInTail![l])])) as Record<Language, Set<string>>;
const TAILS = Object.fromEntries(LANGUAGES.map((l) => [l, phrases('tailStarts', l)])) as Record<Language, ReturnType<typeof phrases>>;
/** A tail start ending in an apostrophe is an elided subject before any verb ("j'envoie", "j’habite" read as "j" "habite"). */
const ELIDED = Object.fromEntries(LANGUAGES.map((l) => [l, DATA.tailStarts![l]!.filter((w) => w.endsWith("'"))])) as Lists;
const elided = (word: string | undefined, lang: Language): boolean =>
  word !== undefined && ELIDED[lang].some((e) => word === e.slice(0, -1) || word.startsWith(e));
const [REPORTS, DANGLING, DUTY_ENDS, OTHERS] = ['reportVerbs', 'danglingEnds', 'dutyAtEnd', 'othersBefore'].map((k) => phrases(k));
const WISHED = byLanguage((l) => leadingWordsRe(DATA.wishAdverbs![l]!));
const MINIMA = Object.fromEntries(LANGUAGES.map((l) => [l, phrases('minimumTails', l)])) as Record<Language, ReturnType<typeof phrases>>;
/** "táta říká, že to musím dokončit", "ему нужно много ходить": a cue after someone's words, or right after another person (othersBefore), is theirs. */
export const reportedBefore = (prefix: string): boolean => {
  const words = lowerWords(prefix.slice(-60));
  return words.slice(-4).some((w) => REPORTS.set.has(w)) || OTHERS.set.has(words.at(-1) ?? '');
};

/** "aufhören, meine Kinder anzuschreien", "…, die Wohnung zu putzen": a tail ending in a German zu-infinitive is its verb's clause, no new subject. */
const ZU_END = /(?:^|\s)(?:zu \p{Ll}+|\p{Ll}{2,6}zu\p{Ll}{2,})(?:en|ern|eln)$/u;
export const zuClause = (tail: string): boolean => ZU_END.test(tail.split(/[,;.!?]/u)[0]!.trim());
/**
 * The clause cut at its aim's end (issue 33): a comma, semicolon or dash followed by a contrast ("no
 * conocer gente nueva"), a new subject or finite verb ("les inscriptions ferment", "brauche dafür"),
 * or reported speech or the mentee ("w maju mi nie poszło") within three words ("mi jefe dice que …") starts the mentee's story, no part of the goal; an aside
 * ("(weil ich es liebe)", one cut unclosed) is context (one with a figure is left to pace and asTold). Linear: one pass over the separators.
 */
export function toAim(said: string, lang: Language): string {
  // "Quero muito conseguir …", "Vorrei tanto riuscire …": how much it is wished (before a verb; German "gern") is no part of the aim.
  const [wished, clause] = [WISHED[lang].exec(said)?.[0] ?? '\0', said.replace(WISHED[lang], '').trim()];
  if (said.startsWith(wished) && (lang === 'de' || isInfinitive(lowerWords(clause)[0] ?? '', lang))) return toAim(clause, lang);
  const whole = said.replace(ASIDE_RE, (m) => (/\d/u.test(m) && m.endsWith(')') ? m : ''));
  const text = whole.slice(0, 400);
  const turn = turnAt(text, lang);
  if (turn > 0) return toAim(text.slice(0, turn).replace(/,$/u, ''), lang);
  const before = beforeBackPointer(text, lang);
  if (before !== null) return toAim(before.replace(/,$/u, ''), lang);
  for (const m of text.matchAll(/[,;] | [–—-] /gu)) {
    const tail = lowerWords(text.slice(m.index + m[0].length, m.index + 80));
    const reported = tail.slice(0, 3).some((w, i) => phraseAt(tail, i, REPORTS) > 0 || (i > 0 && ME[lang].has(w)));
    if (text.lastIndexOf('(', m.index) > text.lastIndexOf(')', m.index) || zuClause(text.slice(m.index + 1))) continue;
    if (m.index > 0 && (reported || phraseAt(tail, 0, TAILS[lang]) > 0 || elided(tail[0], lang))) return text.slice(0, m.index).trim();
    // "…, aspoň nějakou malou částku": a minimum with no figure hedges the aim; "run, at least 3 times a week" is its measure, no aside.
    const rest = text.slice(m.index + m[0].length);
    if (m.index > 0 && phraseAt(tail, 0, MINIMA[lang]) > 0)
      return /\d/u.test(rest.split(/[,;]/u)[0]!) ? toAim(`${text.slice(0, m.index)} ${rest}`, lang) : text.slice(0, m.index).trim();
  }
  return whole;
}

const ASIDE_RE = / ?\([^()\s]{0,80} [^()]{0,200}(?:\)|$)/gu;
/** "in der Schweiz arbeiten, brauche dafür": a clause ending on a pointer at nothing it names ("dafür", "на это"); "… präsentieren müssen": an aim (its purpose cut) ending on a duty, the story's. */
export function broken(clause: string): boolean {
  const [words, aim] = [lowerWords(clause.slice(-40)), lowerWords(aimBeforePurpose(clause).slice(-40))];
  // "sa" of "chcel by som sa aj viac hýbať" cut at its "aj": a clitic alone is no aim ("Získam sa").
  const told = lowerWords(clause.slice(0, 20));
  if (told.length > 0 && told.every((w) => /^(?:s[eiaę]|się)$/u.test(w))) return true;
  return [2, 1].some((n) => DANGLING.set.has(words.slice(-n).join(' ')) || DUTY_ENDS.set.has(aim.slice(-n).join(' ')));
}

// Only people ("my kids", "meine Eltern"): "with them" never becomes "with my job".
const OWN_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:${Object.values(DATA.ownPeople!).flat().join('|')}) (?:${Object.values(DATA.peopleNouns!).flat().join('|')})(?![\p{L}])`,
  'iu',
);
/** "Os meus filhos", "Meine Eltern": the first people of the story named as one's own ("os meus filhos"), or undefined. */
export const ownPeople = (text: string): string | undefined =>
  OWN_RE.exec(text.slice(0, 400))?.[0].replace(/^\p{Lu}(?=\p{Ll}* )/u, (c) => c.toLowerCase());
/** "passar mais tempo com eles" after "Os meus filhos …": the first such pronoun becomes the people it names ("com os meus filhos"). */
export const withPeople = (text: string, people: string | undefined, lang: Language | 'other'): string =>
  people === undefined || lang === 'other'
    ? text
    : // The pronoun only where it can be people: after "with", before "besuchen", a Slavic subject ("they").
      text.replace(PEOPLE_PLACES[lang], (m) => m.replace(PEOPLE_PRONOUN_RE, people));
const PEOPLE_PLACES = byLanguage((l) => wordsRe(DATA.peoplePronouns![l]!));
const PEOPLE_PRONOUN_RE = wordsRe(list('them sie eux elles ellos ellas loro eles elas oni one ony вони они'));

const [BUTS, TURNS, NEGATED, RATHER, ANDS, STORY, SUBJECT, NEEDS, NEED_RELATIVES, NEED_PRONOUNS, NEED_POINTERS] = list(
  'butWords questionTurns negatedAims ratherWords andWords storyAfterAnd subjectAfterAnd needStarts needRelatives needPronouns needPointers',
).map((k) => Object.fromEntries(LANGUAGES.map((l) => [l, phrases(k, l)])) as typeof TAILS);
const ALSO = phrases('butAlso').set;
/** "ahorrar 3000 euros pero siempre me lo gasto", "12 książek, a co potem": where a "but" (no "but also") or a question after the aim starts the story, or 0. */
function turnAt(text: string, lang: Language): number {
  const [words, low] = spaced(text);
  const need = (i: number): boolean => i > 1 && needAt(low, i, lang);
  const at = low.findIndex(
    (w, i) =>
      (i > 0 && ((phraseAt(low, i, BUTS![lang]) > 0 && !ALSO.has(low[i + 1] ?? '')) || phraseAt(low, i, TURNS![lang]) > 0)) || need(i),
  );
  if (at < 0) return 0;
  // A need's "and" and pointer go with it: "ser promovida a supervisora, para isso preciso de …" is "ser promovida a supervisora".
  let end = at;
  while (end > 1 && need(at) && (phraseAt(low, end - 1, ANDS![lang]) > 0 || DANGLING.set.has(low.slice(end - 2, end).join(' '))))
    end -= DANGLING.set.has(low.slice(end - 2, end).join(' ')) ? 2 : 1;
  return words.slice(0, end).join(' ').replace(/,$/u, '').length;
}
const needAt = (low: string[], i: number, lang: Language, and = false): boolean =>
  phraseAt(low, i, NEEDS![lang]) > 0 && (!NEED_RELATIVES![lang]!.set.has(low[i - 1] ?? '') || (and && ANDS![lang]!.set.has(low[i - 1]!)));
// The Polish need takes the genitive, the Ukrainian and Russian the nominative ("potrzebuję studiów", "мне нужна справка"):
// the goal's verb would keep that case ("Zdobędę studiów"), so there the need stays told in the story.
const NEED_IN_ITS_OWN_CASE = new Set<Language>(['pl', 'uk', 'ru']);
/**
 * "quero ir para a gestão, para isso preciso de uma pós-graduação", "… and I need a Green Belt for that":
 * the aim and the need it names, each a sentence of its own, so the need (a degree, a certificate, a
 * level) is a goal of its own, not lost with the aim's end; its pointer at the aim ("para isso") goes.
 */
export function needApart(sentence: string): string[] {
  const lang = detectLanguage(sentence.slice(0, 200));
  // "Para homologar mi título necesito un C1": a purpose before the need is no aim of its own to split from it.
  if (lang === 'other' || NEED_IN_ITS_OWN_CASE.has(lang) || isPurposeStart(sentence)) return [sentence];
  const [words, low] = spaced(sentence.slice(0, 400));
  const at = low.findIndex((_, i) => needAt(low, i, lang, true));
  const pointer = (i: number): number => (i < 0 ? 0 : phraseAt(low, i, NEED_POINTERS![lang]!));
  // "para isso preciso": the pronoun of a pointer at the aim is no object of the need.
  const it = (i: number): boolean => NEED_PRONOUNS![lang]!.set.has(low[i] ?? '') && pointer(i - 1) !== 2 && pointer(i) !== 1;
  if (at < 0 || it(at - 1) || it(at + phraseAt(low, at, NEEDS![lang]))) return [sentence];
  let end = at;
  while (end > 0 && (ANDS![lang]!.set.has(low[end - 1]!) || pointer(end - 1) === 1 || (end > 1 && pointer(end - 2) === 2)))
    end -= pointer(end - 2) === 2 ? 2 : 1;
  const need: string[] = [];
  for (let i = at; i < words.length; i++) {
    if (pointer(i) > 0) i += pointer(i) - 1;
    else need.push(words[i]!);
  }
  const told = need.join(' ').replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const aim = words.slice(0, end).join(' ').replace(/,$/u, '');
  return aim === '' ? [told] : [aim, told];
}
/** "otevřít si kavárnu a z toho platit hypotéku do roku 2028": the aim before what is done "from it", without its "and", keeping the date told after it (blind reading 10). */
function beforeBackPointer(text: string, lang: Language): string | null {
  const [words, low] = spaced(text);
  // Only after an "and": "wygrzebać się z tego wszystkiego" has no aim before its pointer.
  // Or a subject of its own after the "and": "zkoušku z angličtiny a ještě jsem ani nezačal".
  // Or a feeling about a doing after it ("… and public speaking scares me"): the story, no second part of the aim.
  const story = (i: number): boolean =>
    [i, i + 1, i + 2].some((j) => phraseAt(low, j, STORY![lang]) > 0 || phraseAt(low, j + 1, JUDGED) > 1) ||
    phraseAt(low, i, SUBJECT![lang]) > 0;
  const at = low.findIndex((_, i) => i > 1 && (phraseAt(low, i, BACK) > 0 || story(i)) && phraseAt(low, i - 1, ANDS![lang]) > 0);
  if (at < 0) return null;
  const aim = words.slice(0, at - 1).join(' ');
  const date = timeFrameIn(words.slice(at).join(' '), lang);
  return date !== null && timeFrameIn(aim, lang) === null ? `${aim} ${date}` : aim;
}

/** An aim told by what it is not ("nicht X, sondern Y", "não depender"): the words after "but rather", else after the negation; null without one. */
export function negatedAim(clause: string, lang: Language): { aim: string; rather: boolean } | null {
  const [words, low] = spaced(clause.slice(0, 400));
  const n = phraseAt(low, 0, NEGATED![lang]);
  if (n === 0) return null;
  const at = low.findIndex((_, i) => i > n && phraseAt(low, i, RATHER![lang]) > 0);
  return { aim: words.slice(at < 0 ? n : at + phraseAt(low, at, RATHER![lang])).join(' '), rather: at >= 0 };
}
/** The goal with each holiday in its standard capitals ("к новому году" → "к Новому году"); the file lists longer names first. */
const NAMED_DAYS = byLanguage((l) => wordsRe(DATA.namedDays![l]!, 'g'));
export const namedDaysCapitalised = (goal: string, lang: Language): string =>
  goal.replace(NAMED_DAYS[lang], (m) => {
    const day = DATA.namedDays![lang].find((d) => d.toLowerCase() === m.toLowerCase()) ?? m;
    // "Entro Natale smetterò …": a sentence's capital stays.
    return (/^\p{Lu}/u.test(m) ? m[0]! : day[0]!) + day.slice(1);
  });
/** Per language: the words of a "we", and each partner's pattern with the words that name them in a goal. */
const WE = byLanguage((l) => wordsRe(DATA.weWords![l]!));
const BUT_SPLIT = byLanguage((l) => wordsRe(DATA.butWords![l]!, 'g'));
const ME_TOO = byLanguage((l) => wordsRe(DATA.meToo![l]!));
const PARTNERS = byLanguage((l) =>
  DATA.partners![l]!.map((p) => p.split('|')).map(([named, withWords]) => [wordsRe([named!]), withWords!] as const),
);
const GERMAN_VERB = /^(?:Ich werde|.{0,60}? werde ich) (?:mich |mir )?/u;
/** A couple's aim ("Mi pareja y yo queremos …"): the mentee's goal names whom it is shared with ("Junto con mi pareja, voy a …"), no lone "I" against their "we". */
export function shared(goal: string, input: string, lang: Language, toldIn: (sentence: string) => boolean = () => true): string {
  // The "we" and the partner in one sentence: "my partner says I'm grumpy" beside "…and I'm exhausted"
  // is no shared goal; nor is a goal told in another sentence ("Meine Frau und ich streiten …" beside
  // back pain: the back is the mentee's own); nor is a partner told in an aside ("(my husband speaks it)").
  const sentences = input
    .slice(0, 2000)
    .replace(ASIDE_RE, '')
    .split(/[.!?;]+(?=\s|$)|\n+/u) // not inside "4.000"
    // "My wife and I take turns but I've made two mistakes at work": the "we" ends at the "but".
    .flatMap((s) => s.split(BUT_SPLIT[lang]))
    .filter((s) => WE[lang].test(s) && !ME_TOO[lang].test(s) && toldIn(s));
  const partner = PARTNERS[lang].find(([named]) => sentences.some((s) => named.test(s)))?.[1];
  // A goal that already names a partner ("… the housework with my partner", "rebuild my relationship with my sister") is not named twice.
  // "share the care with my siblings" names a sister, as asTold will write it ("with my sister"): no "Together with my sister" before it.
  const sibling = (last: string): boolean =>
    SIBLINGS[lang]!.some(([all = '', ...one]) => goal.includes(all) && one.some((o) => o.toLowerCase().endsWith(last)));
  const named = (p: string, last = lowerWords(p).pop() ?? ''): boolean =>
    lowerWords(goal).includes(last) || PARTNERS[lang].some(([n]) => n.test(goal)) || sibling(last);
  if (partner === undefined || named(partner)) return goal;
  goal = withoutTogether(goal, lang);
  const words = DATA.together![lang]![0]!.replace('{p}', partner).replace('{P}', partner[0]!.toUpperCase() + partner.slice(1));
  if (words.endsWith(', ')) return words + (lang === 'en' ? goal : goal[0]!.toLowerCase() + goal.slice(1));
  // After the verb in German and Slavic ("Bis Juni werde ich (mir)", "Я накоплю", "Přestěhuji se"), never in a frame ("Mým cílem je").
  const at = lang === 'de' ? GERMAN_VERB : /^(?:Я |(?!Mým |Mojím |Moim )\p{L}+[muęi] (?:se |si |sa |się )?)/u;
  const verb = at.exec(goal);
  return verb ? verb[0] + words + goal.slice(verb[0].length) : goal;
}

// With the space before it: "para uma viagem juntas, guardando" leaves no "viagem ,".
const TOGETHER = byLanguage((l) => new RegExp(` ?${wordsRe(DATA.togetherWords![l]!).source}`, 'iu'));
/** "walk 5 km together every weekend": the aim's "together", before its measure, says nothing once the partner is named. */
function withoutTogether(goal: string, lang: Language): string {
  const end = goal.search(/[,;:—–]/u);
  const aim = end < 0 ? goal : goal.slice(0, end);
  return aim.replace(TOGETHER[lang], '').replace(/ {2,}/gu, ' ') + goal.slice(aim.length);
}

const [POINTERS, SIBLINGS] = ['pointers', 'siblings'].map((k) => byLanguage((l) => DATA[k]![l]!.map((p) => p.split('|'))));
/** A gendered slot of a siblings form, "{feminine/masculine/neutral}" (its '|' separates the forms). */
const SLOT_RE = /\{([^{}/]*)\/([^{}/]*)\/([^{}/]*)\}/u;
const [SISTER, BROTHER, SIBLINGS_PLURAL] = list('sisterWords brotherWords siblingsPlural').map((k) =>
  byLanguage((l) => wordsRe(DATA[k]![l]!)),
);
const WITH_WHOM = byLanguage((l) =>
  DATA.namedWith![l]!.map((e) => e.split('|')).map(([p, name, forms]) => [wordsRe([p!]), name!, list(forms!)] as const),
);
/**
 * "spend more time with her": the child the story names ("Moja córka Zosia …"), for the pronoun of the mentee's aim,
 * told with the word before it ("spędzać z nią"); ours in a measure ("Ergebnisse jeden Freitag mit ihm") means the team.
 */
function withWhom(goal: string, story: string, lang: Language): string {
  const [words, low] = [new Set(lowerWords(story)), goal.toLowerCase()];
  // Told with the word before it or, where a Slavic verb moved ("być dla niej bardziej" → "Będę dla niej bardziej"), after it.
  const told = (re: RegExp, m = re.exec(story)): boolean =>
    m !== null &&
    (low.includes(`${lowerWords(story.slice(Math.max(0, m.index - 30), m.index)).pop()} ${m[0].toLowerCase()}`) ||
      low.includes(`${m[0].toLowerCase()} ${lowerWords(story.slice(m.index + m[0].length, m.index + m[0].length + 30))[0]}`));
  const hit = WITH_WHOM[lang].find(([re, , forms]) => forms.some((f) => words.has(f)) && told(re));
  return hit ? goal.replace(hit[0], hit[1]) : goal;
}
const CHILDREN = byLanguage(
  (l) => new Map(DATA.childPlural![l]!.map((p) => p.split('|').map((w, i) => (i ? w : w.toLowerCase())) as [string, string])),
);
const WEEK_HOURS = byLanguage((l) => new RegExp(`(?<!\\p{N})(\\d{2}) ?(?:${DATA.weekHours![l]!.join('|')})(?!\\p{L})`, 'iu'));
const ENERGY_TO_HOURS = byLanguage((l) => DATA.energyToHours![l]!.map((p) => p.split('|')));
const CHILDREN_RE = byLanguage((l) => wordsRe([...CHILDREN[l].keys()], 'g'));
/**
 * A goal as the story tells it: words of our wording that point back at nothing the goal names name
 * the thing or point at nothing ("say how I feel", not "say how it affects me"), "my siblings" is the one sister
 * or brother of a story that names one and no more, and the mentee's asides (context, no aim) are left out.
 */
export function asTold(goal: string, input: string, lang: Language): string {
  const story = input.slice(0, 5000);
  const unaside = goal.replace(ASIDE_RE, (m) => (story.includes(m.trim()) ? '' : m));
  // The story's child (namedWith's order: a daughter, a son, children), for "{with}" and our one child told as several.
  const words = new Set(lowerWords(story));
  const child = WITH_WHOM[lang].findIndex(([, , forms]) => forms.some((f) => words.has(f)));
  const counted = child === 2 ? unaside.replace(CHILDREN_RE[lang], (m) => CHILDREN[lang].get(m.toLowerCase()) ?? m) : unaside;
  const withChild = child < 0 ? DATA.childWith![lang]![0]! : WITH_WHOM[lang][child]![1];
  const named = POINTERS![lang].reduce(
    (g, [p, name]) => g.replaceAll(p!, name!.replace('{with}', withChild)),
    withWhom(counted, story, lang),
  );
  // "our relationship" is with the relative a sentence of "us" names ("Mein Mann hilft, aber wir streiten", the last such); else in a story of a child
  // and no partner with that child, not a "we" of nobody; else with the relative it names first ("il rapporto con mio fratello"); a partner's is "ours".
  // (Read only for a goal that says "our" in one of the ways it replaces.)
  const ties = DATA.ourTie![lang]!.map((e) => e.split('|'));
  const kin = ties.some(([ours]) => named.includes(ours!))
    ? (story
        .split(/[.!?]+/u)
        .filter((s) => WE[lang].test(s))
        .map((s) => kinIn(new Set(lowerWords(s)), lang, named))
        .filter(Boolean)
        .pop() ?? (child < 0 ? kinIn(words, lang, named) : withChild))
    : undefined;
  const tie = kin === undefined || PARTNERS[lang].some(([n]) => n.test(named)) ? [] : ties;
  const tied = tie.reduce((g, [ours, theirs]) => g.replaceAll(ours!, theirs!.replace('{with}', kin!)), named);
  // A week of 40 hours or more the story names is what the mentee counts, not a 1-to-10 energy score everyone gets.
  const hours = WEEK_HOURS[lang].exec(story)?.[1];
  const paced =
    Number(hours) >= 40
      ? ENERGY_TO_HOURS[lang].reduce((g, [ours, theirs]) => g.replaceAll(ours!, theirs!.replace('{n}', hours!)), tied)
      : tied;
  const one = SIBLINGS_PLURAL![lang].test(story) ? 0 : (SISTER![lang].test(story) ? 1 : 0) + (BROTHER![lang].test(story) ? 2 : 0);
  const own = withOwnFigures(paced, story, OWN_FIGURES[lang]);
  // "každá z nás" of two sisters, "každý z nás" of a brother and sister: the pair's gender is the sibling's and the writer's.
  const pair = (form: string): string =>
    form.replace(SLOT_RE, (_all, f: string, m: string, n: string) => inflect(`{${f}|${m}|${n}}`, writerGender(story)));
  const sibling = one === 1 || one === 2 ? SIBLINGS![lang].reduce((g, forms) => g.replaceAll(forms[0]!, pair(forms[one]!)), own) : own;
  // Our "z wychowawcą" is "z wychowawczynią" where the story's teacher is a woman ("Wychowawczyni chce się spotkać"), "mon mémoire" "ma thèse" where it says "thèse".
  return withoutFillers(
    FEMININE[lang].reduce((g, [ours, hers, re]) => (g.includes(ours) && re.test(story) ? g.replaceAll(ours, hers) : g), sibling),
    lang,
  );
}
const FILLERS = byLanguage((l) =>
  DATA.fillers![l]!.map((e) => e.split('|')).map(([w, n, o]) => [new RegExp(`${wordsRe([w!]).source} ?`, 'giu'), n!, o!] as const),
);
const VAGUE = byLanguage((l) => new RegExp(`,? (?:${DATA.vagueTails![l]!.join('|')})(?![\\p{L}\\p{N}])`, 'giu'));
/** "werde ich eigentlich einen Betrieb aufmachen", "мати хоча б 30 замовлень", "un título … o algo así": the mentee's speech in the goal's own words (before its measure), said plainly or dropped. */
function withoutFillers(goal: string, lang: Language): string {
  const at = goal.search(/[;:—–]/u);
  const head = at < 0 ? goal : goal.slice(0, at);
  const said = FILLERS[lang].reduce(
    (g, [re, n, o]) =>
      // A word said in our own ("mi English," → "mi inglés,") keeps the space only where it took one.
      g.replace(re, (m, at: number, all: string) =>
        ((/\p{N}/u.test(all[at + m.length] ?? '') ? n : o) + (m.endsWith(' ') ? ' ' : '')).trimStart(),
      ),
    head.replace(VAGUE[lang], ''),
  );
  return said + goal.slice(head.length);
}
/** "pattern | our words | theirs" entries (gate.json ownFigures, hungarian.json figures), and `goal` said from the figures `story` tells. */
export const ownFigures = (entries: string[]): (readonly [RegExp, string, string])[] =>
  entries.map((e) => e.split(' | ')).map(([re, o, t]) => [new RegExp(re!, 'iu'), o!, t!] as const);
export const withOwnFigures = (goal: string, story: string, figures: ReturnType<typeof ownFigures>): string =>
  figures.reduce((g, [re, o, t]) => (g.includes(o) ? fromOwn(g, told(re.exec(story)), o, t) : g), goal);
/** A match's named parts; a match with none (a step the story tells done: "I submitted the papers") is told too. */
const told = (m: RegExpExecArray | null): Record<string, string | undefined> | undefined => (m ? (m.groups ?? { done: m[0] }) : undefined);
const OWN_FIGURES = byLanguage((l) => ownFigures(DATA.ownFigures![l]!));
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const NUMBER = new Map(Object.values(DATA.numberWords!).flatMap((ws) => ws.map((w) => w.split('=') as [string, string])));
/** A stock step from the mentee's own figure (gate.json ownFigures): half their hours a day on screens, bed 90 minutes before their hour, the group they joined. */
function fromOwn(goal: string, told: Record<string, string | undefined> | undefined, ours: string, theirs: string): string {
  const [n, h] = [told?.n, told?.h].map((x) => Number(NUMBER.get(x?.toLowerCase() ?? '') ?? x ?? NaN)) as [number, number];
  const to = Math.max(1380, (h + 24) * 60 + Number(told?.m ?? 0) - 90);
  const fill = { ...told, fh: `${h}`, fm: told?.m ?? '00', th: `${Math.floor(to / 60) % 24}`, tm: `${to % 60}`.padStart(2, '0') };
  // A language level held ("Nemčinu mám na B1") is the start: the next one is the aim.
  const more = { up: `${n + 1}`, half: `${Math.max(2, Math.floor(n / 2))}`, next: LEVELS[LEVELS.indexOf(`${told?.l}`.toUpperCase()) + 1] };
  const text = theirs.replace(/\{(\w+)\}/gu, (_, k: string) => ({ ...fill, ...more })[k] ?? '');
  // An hour or a count outside its range is no figure of theirs; any other told part (a club, a blood pressure, a step done) is.
  const ranged = told?.n !== undefined || told?.h !== undefined;
  return (ranged ? (n >= 4 && n <= 16) || (h >= 0 && h <= 4) : told !== undefined) ? goal.replace(ours, text) : goal;
}
const KIN = byLanguage((l) => DATA.kinWith![l]!.map((e) => e.split('|')).map(([forms, name]) => [list(forms!), name!] as const));
function kinIn(words: Set<string>, lang: Language, goal: string): string | undefined {
  const order = new Map([...words].map((w, i) => [w, i])); // a set keeps each word at its first place
  const at = (forms: string[]): number => Math.min(...forms.map((f) => order.get(f) ?? Infinity));
  const first = KIN[lang].reduce((best, k) => (at(k[0]) < at(best[0]) ? k : best));
  // "Avec ma sœur, … notre relation" already says with whom.
  const told = lowerWords(goal).includes(lowerWords(first[1]).pop()!);
  return at(first[0]) < Infinity && first[1] !== '-' && !told ? first[1] : undefined;
}
const FEMININE = byLanguage((l) =>
  [...DATA.toldAs![l]!, ...DATA.feminineTold![l]!].map((e) => e.split('|')).map(([o, h, f]) => [o!, h!, wordsRe(list(f!))] as const),
);

const [PRONOUNS, PREPOSITIONS, SUBJECTS] = ['objectPronouns', 'objectPrepositions', 'subjectOpeners'].map(
  (k) => Object.fromEntries(LANGUAGES.filter(isSlavic).map((l) => [l, new Set(DATA[k]![l]!)])) as Record<SlavicLanguage, Set<string>>,
);
const INFINITIVE_END_RE = /(?:ть|ти|ться|тися|[aeiouyáéíýě]t|ť|ć)$/u;
/**
 * "Mam stary samochód. Chcę go sprzedać": a Slavic sentence drops its subject, so a short one before
 * the goal ("Пишу диплом") is a verb and the object the pronoun before or just after the goal's infinitive names
 * ("Chci ji do podzimu opravit"). Only in a Slavic text: "go", "je", "ich" are words of other languages too.
 */
export function namedObject(text: string, before = ''): string {
  const prev = lowerWords(before);
  if (prev.length < 2 || prev.length > 4) return text;
  const lang = detectLanguage(`${before} ${text}`);
  if (lang === 'other' || !isSlavic(lang)) return text;
  const [pronouns, prepositions, subjects] = [PRONOUNS![lang], PREPOSITIONS![lang], SUBJECTS![lang]];
  if (prepositions.has(prev[0]!) || subjects.has(prev[0]!) || prepositions.has(prev[1]!) || pronouns.has(prev[1]!)) return text;
  const end = /[.!…]+$/u.exec(text)?.[0] ?? '';
  const words = text.slice(0, text.length - end.length).split(' ');
  const infinitive = (w = ''): boolean => INFINITIVE_END_RE.test(w.toLowerCase());
  const at = words.findIndex((w, i) => pronouns.has(w.toLowerCase()) && [i - 1, i + 1, i + 2, i + 3].some((j) => infinitive(words[j])));
  if (at < 0) return text;
  const thing = before.slice(before.indexOf(' ') + 1).replace(/[.!…]+$/u, '');
  // The thing goes after the infinitive ("Chci do podzimu opravit malou chatu"), where an object stands.
  const verb = infinitive(words[at - 1]) ? at - 1 : [1, 2, 3].map((k) => at + k).find((j) => infinitive(words[j]))!;
  const out = [...words.slice(0, verb + 1), thing, ...words.slice(verb + 1)];
  return out.filter((_, k) => k !== (verb > at ? at : at + 1)).join(' ') + end;
}
