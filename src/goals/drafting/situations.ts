/**
 * Situations: how a mentee actually writes to a mentor — "I've been out of work for eight months and
 * I'm losing hope", "Ich schiebe alles auf" — names no goal, but a situation that a goal addresses.
 * Each situation has cue words in the eleven languages and the goal that addresses it, written in
 * each of them; the template then adds the situation's topic measure and time frame.
 *
 * Cues are word beginnings and phrases matched on the folded words of the text (cues.ts: case and
 * accents ignored, the last word of a cue a stem, "~" for words between, "!" for a word that never
 * matches): linear in the input. A cue that would also start a common word of another meaning is
 * written whole (Polish "długi" rather than "dług", which starts "długo", "long").
 *
 * The situations themselves are data, in situations.json beside this file (one object a situation,
 * in the order they are tried): a person adds a cue or a situation there without reading code.
 */
import { ourCandidate, phraseClause, type Candidate, type GoalClause } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { TOPIC_IDS, topicOf, type TopicId } from './topics.js';
import { type CueIndex, firstCues, foldedWords, indexCues, lazily } from './cues.js';
import { byFrame, deadlineIn, kin, KIN_TOPICS, timeFrameIn } from './specifics.js';
import { list, readData, remembered, SENTENCE_END } from './text.js';
import { ABLE, CONCERN } from './life.js';
import { ownFigures, withOwnFigures } from './gate.js';

const DATA: unknown = readData('./situations.json');
/** A situation's id, one of situations.json's (in the order they are tried; later rounds of issue 33 appended theirs). */
export type SituationId = string;
export const SITUATION_IDS: readonly SituationId[] = Array.isArray(DATA) ? DATA.map((e: { id?: unknown }) => String(e?.id)) : [];
// The ids the code names (here, offline.ts, pace.ts): one missing from situations.json (renamed, misspelt) stops the service at start-up.
const CODE_IDS = `criticism relocation decision unsure conflict relationship exam examprep drivingfear calls driving confidence composure
  procrastination stagefright newlead unemployment jobchange career moveout coursecost weight`;
for (const id of list(CODE_IDS)) if (!SITUATION_IDS.includes(id)) throw new Error(`situations.json: no situation ${id}`);

interface Situation {
  id: SituationId;
  topic: TopicId;
  /** Word beginnings and phrases, lower case, of all languages. */
  cues: string[];
  /** The goal in each language: an English verb phrase, a first-person future, or an infinitive. */
  goal: Record<Language, string>;
  /** The situation's own measure, where its topic's would not fit (debts are repaid, not saved). */
  measure?: Record<Language, string>;
  /**
   * The goal naming what the text names ("my German is still basic" → "move up one level in German"):
   * a goal with "{}" in each language, and the names with their cues and their form in each language.
   */
  named?: {
    goal: Record<Language, string>;
    /** A name's own measure: back exercises only for a back the text names, not for any desk worker. */
    names: { cues: string[]; form: Record<Language, string>; measure?: Record<Language, string> }[];
    index: () => CueIndex;
    /** The first name the text mentions, not the nearest to the cue: who does not talk is the sentence's subject, told first. */
    first?: boolean;
    /** The most words between the cue and a name: a doubt's matter is told beside it, not a move told three sentences on. */
    near?: number;
    /** Only a text naming one of them: a card beside a car loan is no single debt to name. */
    one?: boolean;
  };
  /** The measure carries its own dates (an interview days away): no time frame of the topic is added. */
  timed?: boolean;
  /** A goal told in its sentence that names a situation it beats is this one ("muszę się wyprowadzić do końca lutego": a flat to find by then). */
  restates?: boolean;
  /** Never keeps the story's date, which is another concern's ("back at work in January" is no deadline for a baby's nights). */
  undated?: boolean;
  /** A choice to answer by a date: it keeps the date told with "by" ("odpovědět do 10. prosince"), not the new job's start before it. */
  answered?: boolean;
  /** Only for a text with nothing else to answer: never added beside a goal the mentee stated. */
  alone?: boolean;
  /**
   * A feeling that is about another situation when the text names one ("estresada por las deudas",
   * "si anxieux que je perds mes moyens" before an interview): it stands only alone.
   */
  yields?: boolean;
  /** The situations a yielding feeling is not about: beside them it stands ("stressed at work" beside weight or blood pressure). */
  apart?: SituationId[];
  /**
   * A situation told only through the people in it ("my colleague", "mein Mann"): it stands only when
   * the text names no other situation and no topic of its own, which would say what it is about.
   */
  last?: boolean;
  /**
   * The situations this one answers better when both are described ("I can't delegate, I'm in the
   * office till 9" is delegation, not a new lead's one-to-ones nor burnout): they are left out.
   */
  beats?: SituationId[];
  /**
   * Only when the text names one of its names ("my daughter doesn't talk to me", not "my husband
   * hardly talks to me", which is the relationship's to talk through).
   */
  namedOnly?: boolean;
  /** How much more a text is about this situation than about those of lower weight beside it (0 when not given). */
  weight?: number;
  /**
   * Cues one of which the sentence of the situation's cue, or one of the two before it ("Mein Sohn ist
   * 14. Er hängt am Handy"), must hold too ("can't afford" is an owner's
   * overload only beside "an employee"; a phone is the child's only beside "my son"): without one, the
   * situation is not found, or (a `last` one, told through people) found only when nothing else is.
   */
  needs?: string[];
  /** Cues that, in the sentence of the situation's cue or the one before, say it is not this one ("my husband is always on his phone" is not my screen time). */
  unless?: string[];
  /** Another person's duty or wish (others.json) told in the cue's own sentence ("Mon mari doit arrêter de fumer") makes it theirs. */
  others?: true;
  /** Only beside one of these ("my wife doesn't know" is a second concern of the debts named, not a goal alone). */
  with?: SituationId[];
  /** Its needs may follow in the very next sentence ("Ich arbeite im Nachtdienst. Ich schlafe tagsüber schlecht."). */
  needsAfter?: boolean;
  /** Cues that, in any sentence of the story, say it is done or settled ("… 40 customers a day. Sales are steady.", "Som účtovníčka … viedla účtovníctvo"). */
  after?: string[];
  /** The goal said from the mentee's own figures ("Ważę 88 kg", "acht Kilo zugenommen"): a stock weight is no goal of theirs. */
  figures?: Record<Language, ReturnType<typeof ownFigures>>;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A text in every language, or the reason it is not one. */
function inEveryLanguage(value: unknown, where: string): Record<Language, string> {
  const given = typeof value === 'object' && value !== null ? new Map(Object.entries(value)) : new Map<string, unknown>();
  const texts = LANGUAGES.map((l) => [l, given.get(l)] as const);
  const missing = texts.filter(([, text]) => typeof text !== 'string' || text === '').map(([l]) => l);
  if (missing.length) throw new Error(`${where}: no text in ${missing.join(', ')}`);
  return Object.fromEntries(texts) as Record<Language, string>;
}

/**
 * situations.json read and checked: a misspelt id or topic, a cue that is not text or a goal
 * missing a language stops the service at start-up with the situation named, rather than
 * drafting nonsense for whoever describes it.
 */
export function situationsFrom(data: unknown): Situation[] {
  if (!Array.isArray(data)) throw new Error('situations.json: not a list of situations');
  const read = new Map<unknown, Situation['named']>();
  return data.map((entry: Record<string, unknown>, i) => {
    const where = `situations.json, situation ${i + 1} (${String(entry?.id)})`;
    if (!isOneOf(SITUATION_IDS, entry?.id)) throw new Error(`${where}: an id not in SITUATION_IDS`);
    if (!isOneOf(TOPIC_IDS, entry.topic)) throw new Error(`${where}: a topic not in TOPIC_IDS`);
    const cues = entry.cues;
    if (!Array.isArray(cues) || !cues.length || !cues.every((c) => typeof c === 'string' && c !== '')) {
      throw new Error(`${where}: cues must be a list of texts`);
    }
    return {
      id: entry.id,
      topic: entry.topic,
      cues,
      goal: inEveryLanguage(entry.goal, `${where}, goal`),
      ...(entry.measure === undefined ? {} : { measure: inEveryLanguage(entry.measure, `${where}, measure`) }),
      ...(entry.named === undefined ? {} : { named: sharedNamed(entry, read, where) }),
      ...(entry.timed === true ? { timed: true } : {}),
      ...(entry.undated === true ? { undated: true } : {}),
      ...(entry.answered === true ? { answered: true } : {}),
      ...(entry.restates === true ? { restates: true } : {}),
      ...(entry.alone === true ? { alone: true } : {}),
      ...(entry.yields === true ? { yields: true } : {}),
      ...(entry.apart === undefined ? {} : { apart: beatsFrom(entry.apart, where) }),
      ...(entry.last === true ? { last: true } : {}),
      ...(entry.beats === undefined ? {} : { beats: beatsFrom(entry.beats, where) }),
      ...(typeof entry.weight === 'number' ? { weight: entry.weight } : {}),
      ...(entry.namedOnly === true && entry.named !== undefined ? { namedOnly: true } : {}),
      ...(entry.needs === undefined ? {} : { needs: textsFrom(entry.needs, `${where}, needs`) }),
      ...(entry.unless === undefined ? {} : { unless: textsFrom(entry.unless, `${where}, unless`) }),
      ...(entry.others === true ? { others: true } : {}),
      ...(entry.with === undefined ? {} : { with: beatsFrom(entry.with, where) }),
      ...(entry.needsAfter === true ? { needsAfter: true } : {}),
      ...(entry.after === undefined ? {} : { after: textsFrom(entry.after, `${where}, after`) }),
      ...(entry.figures === undefined ? {} : { figures: figuresFrom(entry.figures as Record<string, unknown>, where) }),
    };
  });
}

const figuresFrom = (value: Record<string, unknown>, where: string): Record<Language, ReturnType<typeof ownFigures>> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, ownFigures(textsFrom(value[l], `${where}, figures`))])) as Record<
    Language,
    ReturnType<typeof ownFigures>
  >;

/** A list of cues, or the reason it is not one. */
function textsFrom(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || !value.length || !value.every((c) => typeof c === 'string' && c !== ''))
    throw new Error(`${where}: not a list of texts`);
  return value as string[];
}

/** A list of situation ids, or the reason it is not one. */
function beatsFrom(value: unknown, where: string): SituationId[] {
  if (!Array.isArray(value) || !value.every((id) => isOneOf(SITUATION_IDS, id)))
    throw new Error(`${where}: beats must list ids of SITUATION_IDS`);
  return value as SituationId[];
}

/** A situation's names, or those of the earlier situation its "named" gives the id of (a loan's are the debts'). */
function sharedNamed(
  entry: Record<string, unknown>,
  read: Map<unknown, Situation['named']>,
  where: string,
): NonNullable<Situation['named']> {
  const named = typeof entry.named === 'string' ? read.get(entry.named) : namedFrom(entry.named, where);
  if (!named) throw new Error(`${where}: named after no earlier situation with names`);
  read.set(entry.id, named);
  return named;
}

/** A situation's named goal: "{}" in every language's goal, every name with cues and a form in every language. */
function namedFrom(value: unknown, where: string): NonNullable<Situation['named']> {
  const named = (typeof value === 'object' && value !== null ? value : {}) as {
    goal?: unknown;
    names?: unknown;
    first?: unknown;
    near?: unknown;
    one?: unknown;
  };
  const goal = inEveryLanguage(named.goal, `${where}, named goal`);
  if (Object.values(goal).some((g) => !g.includes('{}'))) throw new Error(`${where}: a named goal without "{}"`);
  if (!Array.isArray(named.names) || !named.names.length) throw new Error(`${where}: named without names`);
  const names = named.names.map((n: Record<string, unknown>, i) => {
    const cues = n?.cues;
    if (!Array.isArray(cues) || !cues.every((c) => typeof c === 'string' && c !== '')) throw new Error(`${where}, name ${i + 1}: no cues`);
    const measure = n.measure === undefined ? {} : { measure: inEveryLanguage(n.measure, `${where}, name ${i + 1} measure`) };
    return { cues: cues as string[], form: inEveryLanguage(n, `${where}, name ${i + 1}`), ...measure };
  });
  if (named.near !== undefined && !(Number.isInteger(named.near) && (named.near as number) > 0))
    throw new Error(`${where}: named.near is not a number of words`);
  const near = named.near !== undefined ? { near: named.near as number } : {};
  const flags = { ...(named.first === true ? { first: true } : {}), ...(named.one === true ? { one: true } : {}) };
  return { goal, names, index: lazily(names.map((n) => n.cues)), ...flags, ...near };
}

const SITUATIONS: readonly Situation[] = situationsFrom(DATA);

/** The cues of all situations, matched as word beginnings on the folded words (cues.ts): linear. */
const CUES = indexCues(SITUATIONS.map((s) => s.cues));

/** The situations whose cue counts only in a sentence with one of their `needs` and none of their `unless`. */
const SENTENCED = new Set(SITUATIONS.flatMap((s, i) => (s.needs || s.unless || s.after || s.others ? [i] : [])));
const [NEEDS, UNLESS, AFTER] = (['needs', 'unless', 'after'] as const).map((k) => lazily(SITUATIONS.map((s) => s[k] ?? [])));
/** others.json's phrases, indexed once: a match rules out every situation marked `others` in that sentence. */
const THEIRS = lazily([textsFrom((readData('./others.json') as { words?: unknown }).words, 'others.json, words')]);
const ADVICE = lazily([textsFrom((readData('./others.json') as { advice?: unknown }).advice, 'others.json, advice')]);
const THEIRS_OWNERS = SITUATIONS.flatMap((s, i) => (s.others ? [i] : []));

/**
 * The situations a text tells, read once a draft: a narrative's draft asks it of its story and its clauses
 * dozens of times over. Frozen, so no caller changes what the next one reads (mainConcernIn sorts a copy).
 */
const READ = remembered((head: string, own: string) => readCues(head, own === '+').map((f) => Object.freeze(f)));
function cuesIn(text: string, own = true): { id: SituationId; at: number }[] {
  return [...READ(text.length > 20_000 ? text.slice(0, 20_000) : text, own ? '+' : '-')];
}
/** A text's folded words, and the word where each situation's first cue starts in them, read once a draft. */
const mainCues = remembered((head: string) => {
  const words = Object.freeze(foldedWords(head));
  return Object.freeze({ words, found: firstCues(words, CUES) as ReadonlyMap<number, number> });
});
/** The situations whose cues stand in `text`, before any "unless", "after" or sentence check of cuesIn. */
const cuedAnyhow = (text: string): Situation[] => [...mainCues(text).found.keys()].map((o) => SITUATIONS[o]!);
/**
 * For each situation `head` describes, the index of the word where its first cue starts. A situation
 * with `needs` or `unless` counts from the first sentence that has its cue, one of its needs (there
 * or in the two sentences before, or the one after when `needsAfter`) and none of its unless (there, when `own`, or in the sentence
 * before): a relative named with no matter told ("Mein Mann ist Programmierer.") is no relationship to mend.
 * Each sentence is matched once against each index: linear.
 */
function readCues(head: string, own: boolean): { id: SituationId; at: number }[] {
  const { words, found: first } = mainCues(head);
  const found = new Map(first);
  if ([...found.keys()].some((owner) => SENTENCED.has(owner))) {
    for (const owner of SENTENCED) found.delete(owner);
    let offset = 0;
    // The needs of the two sentences before: "Mein Sohn ist 14. Er hängt am Handy", or one cut by "ca." between.
    let before: ReadonlyMap<number, number>[] = [];
    // The unless of the sentence before too: "Mein Mann ist auf Montage. Den Haushalt mache ich allein."
    let unlessBefore: ReadonlyMap<number, number> = new Map();
    // A cue whose need the very next sentence tells: "Trabalho em turnos da noite. Durmo mal de dia."
    let waiting = new Map<number, number>();
    const parts = head.split(SENTENCE_END);
    // Done or settled anywhere in the story: an accountant of eight years learns no accounting basics.
    const settled = firstCues(words, AFTER!);
    for (const sentence of parts) {
      const sw = foldedWords(sentence);
      const needs = firstCues(sw, NEEDS);
      const ownUnless = firstCues(sw, UNLESS);
      const unless = firstCues(sw, THEIRS).size > 0 ? new Map([...ownUnless, ...THEIRS_OWNERS.map((i) => [i, 0] as const)]) : ownUnless;
      for (const [owner, at] of waiting) if (needs.has(owner) && !unless.has(owner) && !found.has(owner)) found.set(owner, at);
      waiting = new Map();
      for (const [owner, at] of firstCues(sw, CUES)) {
        if (!SENTENCED.has(owner) || found.has(owner) || (own && (unless.has(owner) || settled.has(owner))) || unlessBefore.has(owner))
          continue;
        if (!SITUATIONS[owner]!.needs || needs.has(owner) || before.some((b) => b.has(owner))) found.set(owner, offset + at);
        if (SITUATIONS[owner]!.needsAfter === true && !found.has(owner)) waiting.set(owner, offset + at);
      }
      before = [needs, ...before.slice(0, 1)];
      // Another's duty rules out its own sentence only; nor does a relative whose advice is about the writer reach the next ("My wife thinks I should take it.").
      unlessBefore = firstCues(sw, ADVICE!).size > 0 ? new Map() : ownUnless;
      offset += sw.length;
    }
  }
  return [...found]
    .filter(([owner]) => SITUATIONS[owner]!.namedOnly !== true || firstCues(words, SITUATIONS[owner]!.named!.index).size > 0)
    .map(([owner, at]) => ({ id: SITUATIONS[owner]!.id, at }));
}

/** The situations whose cues `text` tells, none ruled out by the sentence before (a goal's own clause rules out for itself). */
export const cuedSituations = (text: string): ReadonlySet<SituationId> => new Set(cuesIn(text, false).map((f) => f.id));
/** Whether a situation goal's own cue stands in `text` (a sentence of the story). */
export const cuedIn = (text: string, key: string): boolean => cuesIn(text).some((f) => `situation:${f.id}` === key);
/** The most situations one text is answered with: the first ones the mentee mentions. */
export const MAX_SITUATIONS = 3;

/**
 * The goal of `situation` in `language`, naming what `text` names nearest the situation's cue (the
 * language whose level is low, not the one spoken well beside it), where the situation has names.
 */
function clauseFor(situation: Situation, language: Language, text = ''): GoalClause {
  return phraseClause(goalWords(situation, language, text), language);
}

function namedGoal(situation: Situation, language: Language, text: string): string | undefined {
  const name = nameIn(situation, text);
  return name && situation.named!.goal[language].replace('{}', name.form[language]);
}

function nameIn(situation: Situation, text: string): NonNullable<Situation['named']>['names'][number] | undefined {
  if (!situation.named || text === '') return undefined;
  const { words, found } = mainCues(text.length > 20_000 ? text.slice(0, 20_000) : text);
  const at = situation.named.first === true ? 0 : (found.get(SITUATIONS.indexOf(situation)) ?? 0);
  let best: { name: number; distance: number } | undefined;
  const names = firstCues(words, situation.named.index);
  if (situation.named.one === true && new Set(names.values()).size > 1) return undefined;
  for (const [name, where] of names) {
    const distance = Math.abs(where - at);
    if ((!best || distance < best.distance) && distance <= (situation.named.near ?? Infinity)) best = { name, distance };
  }
  return best && situation.named.names[best.name];
}

/** The situation of `id`. */
const situationOf = (id: SituationId): Situation => SITUATIONS.find((s) => s.id === id)!;
/** A situation's own measure, by id: an aims.json entry that borrows it ("measureOf") names it rather than copying its words. */
export const measureOf = (id: SituationId): Record<Language, string> | undefined => SITUATIONS.find((s) => s.id === id)?.measure;
/** The goal of the situation of `id` in `language`, with the measure of what `text` names for it or its own. */
function situationCandidate(id: SituationId, language: Language, text: string, order: number): Candidate {
  const situation = situationOf(id);
  const measure = (nameIn(situation, text)?.measure ?? situation.measure)?.[language];
  return ourCandidate(language, clauseFor(situation, language, text), `situation:${id}`, { order, topic: situation.topic, measure });
}

/** The measure of what `text` names for the situation of `id` (the offer's, the move's: options.ts), if it has one. */
export const namedMeasure = (id: SituationId, text: string, language: Language): string | undefined =>
  nameIn(situationOf(id), text)?.measure?.[language];

/**
 * The situations `text` describes, most specific first (at most MAX_SITUATIONS): a situation that
 * another one found `beats` in situations.json gives way to it ("I can't delegate" answers the new
 * lead's overtime; a money quarrel with a partner is their budget), the rest are ordered by their
 * `weight` and then as the text mentions them.
 */
export const situationsIn = (text: string): SituationId[] => toldSituations(text).slice(0, MAX_SITUATIONS);

/** All the situations `text` describes, in situationsIn's order: those past MAX_SITUATIONS may join a goal before them. */
export function toldSituations(text: string): SituationId[] {
  const found = cuesIn(text);
  const has = (id: SituationId): boolean => found.some((f) => f.id === id);
  // Only a situation that stands beats others: a quarrel with a co-owner told with no business beats no quarrel.
  const undecided = (id: SituationId): boolean => id === 'decision' || id === 'unsure';
  const beatsOf = (f: { id: SituationId }): SituationId[] =>
    (situationOf(f.id).with?.some(has) ?? true) ? (situationOf(f.id).beats ?? []) : [];
  // One that gives way beats no concern in its turn (children after a separation beat friends to reach out
  // to again, which then no longer hides the loneliness the story tells); a doubt is still about it.
  const givesWay = new Set(found.flatMap(beatsOf));
  // A doubt that names its matter (a move, an offer: its names) is a concern of its own: only a direction or a more specific situation answers it.
  const answers = (by: Situation, id: SituationId): boolean =>
    !undecided(id) || by.topic === 'direction' || (by.weight ?? 0) > 0 || nameIn(situationOf(id), text) === undefined;
  const beaten = new Set(
    found.flatMap((f) => beatsOf(f).filter((id) => (!givesWay.has(f.id) || undecided(id)) && answers(situationOf(f.id), id))),
  );
  // A boss's criticism of something the text names as a situation of its own ("my manager said I need
  // to get better at presenting", "mein Chef … ich bin schüchtern") is answered by that situation's goal.
  const told = found.some((f) => CRITICISED.has(f.id));
  // Stress, tiredness or lost composure beside a situation of its own ("estresada por las deudas") is
  // about that situation: its goal answers it.
  const yields = (id: SituationId): boolean => situationOf(id).yields === true;
  // The people a situation is told through ("my colleague", "mein Mann") give way to any situation named,
  // a feeling too ("I freeze whenever my boss asks me a question" is lost composure).
  const last = (id: SituationId): boolean => situationOf(id).last === true;
  const named = found.some((f) => !yields(f.id) && !last(f.id));
  const about = (id: SituationId): boolean => found.some((f) => !yields(f.id) && !last(f.id) && !situationOf(id).apart?.includes(f.id));
  // A quarrel with a partner or a parent is the relationship's to talk through, and of the people a
  // text is told through only the first mentioned stands ("meine Freundin … mit Kollegen").
  // A quarrel with them ("wir streiten über Geld") keeps the relationship beside what it is about, and
  // not knowing what to do about them (told after them, not a doubt the text opens with) is answered by
  // talking with them.
  const quarrel = (id: SituationId): boolean => id === 'conflict' && has('relationship');
  const firstLast = found.filter((f) => last(f.id)).sort((a, b) => a.at - b.at)[0];
  const doubtFirst = found.some((f) => undecided(f.id) && (firstLast === undefined || f.at < firstLast.at));
  const another = !found.some((f) => quarrel(f.id)) && found.some((f) => !last(f.id) && (!undecided(f.id) || doubtFirst));
  // A fear of driving is no licence to get (unless a driving test is ahead or failed: then the licence's
  // lessons answer it), and a fear of a concrete act is answered by doing it step by step, not by a
  // general confidence goal.
  const learner = has('exam') || has('examprep');
  const fear = has('drivingfear') || has('calls');
  const answeredBy = (id: SituationId): boolean =>
    (has('drivingfear') && (learner ? id === 'drivingfear' : id === 'driving')) ||
    (undecided(id) && firstLast !== undefined && !another) ||
    (fear && (id === 'confidence' || id === 'composure' || id === 'procrastination')) ||
    quarrel(id);
  const weight = (id: SituationId): number => situationOf(id).weight ?? 0;
  // A change weighed in a doubt ("nie wiem, czy potem szukać pracy") is an option of the plan to decide, not a search to start now.
  // A doubt of being able to ("não sei se consigo mudar de área") weighs nothing: the change it doubts is the aim, no plan to choose.
  const able = firstCues(foldedWords(text.slice(0, 20_000)), ABLE).get(0);
  const doubt = found.find((f) => undecided(f.id) && f.at !== able)?.at;
  const weighed = (f: { id: string; at: number }): boolean => OPTIONS.has(f.id) && f.at > (doubt ?? 1e9) && f.at - doubt! <= 12;
  const kept = found
    .filter((f) => !beaten.has(f.id) && !weighed(f) && (situationOf(f.id).with?.some(has) ?? true))
    .filter((f) => !(last(f.id) && (another || f.id !== firstLast?.id)) && !answeredBy(f.id))
    .filter((f) => !(named && yields(f.id) && about(f.id)))
    .filter(
      (f) => !(told && f.id === 'criticism') && !(f.at === able && found.some((o) => !undecided(o.id) && !yields(o.id) && !last(o.id))),
    );
  const main = mainConcernIn(text, new Set(kept.map((f) => f.id)));
  return kept.sort((a, b) => Number(b.id === main) - Number(a.id === main) || weight(b.id) - weight(a.id) || a.at - b.at).map((f) => f.id);
}

/**
 * What the mentee says worries them most ("the real problem is …"), answered first: the situation its own sentence tells nearest
 * after it (or just before), not one of another sentence ("Das eigentliche Problem ist, dass … Mein Freund beschwert sich"); the
 * sentence before is read with it for the words a situation needs ("Ho aperto un negozio. Il problema più grande è che perdo …").
 */
export function mainConcernIn(text: string, among?: ReadonlySet<string>): SituationId | undefined {
  const sentences = text.slice(0, 20_000).split(SENTENCE_END);
  const at = sentences.findIndex((st) => firstCues(foldedWords(st), CONCERN).size > 0);
  const [before, told] = [sentences[at - 1] ?? '', `${sentences[at - 1] ?? ''}. ${sentences[at] ?? ''}`];
  const [from, m] = [foldedWords(before).length, firstCues(foldedWords(told), CONCERN).get(0) ?? -99];
  // Else one cued again in its own sentence ("… is the money running out"), or named by its topic alone ("Найбільше мене турбує сон").
  // With no such words, the question the mentee ends on ("What should I do about the thesis?") is what they most want answered.
  const [q, head] = [text.lastIndexOf('?', 20_000), text.slice(0, 20_000)];
  const said =
    at >= 0 ? sentences[at]! : q < 0 ? '' : head.slice(Math.max(...['.', '!', '?', '\n'].map((p) => head.lastIndexOf(p, q - 1))) + 1, q);
  // A matter ("she lives alone two hours away") before the person it is told through ("my mother") or the worry's own word ("m'angoisse");
  // a short sentence naming only the person ("Lo que más me preocupa es mi padre.") or nothing ("Das macht mir am meisten Sorgen.") points at the matter the sentence before tells last.
  const aside = (f: { id: SituationId }): number => Number(situationOf(f.id).last === true || isFeeling(f.id));
  const [own, topic] = [cuesIn(said).sort((a, b) => aside(a) - aside(b)), topicOf(said)];
  const pointer =
    own.every((f) => situationOf(f.id).last === true) && (own.length > 0 || topic === 'general') && foldedWords(said).length <= 8;
  const near = (f: { at: number }): number => (f.at < from ? (pointer ? 20 : 99) : f.at >= m ? f.at - m : m - f.at <= 4 ? 20 : 99);
  // Only a situation the story keeps (`among`): one beaten by a more specific one ("hádáme kvůli penězům", a joint budget) gives way to it.
  const kept = (f: { id: SituationId }): boolean => among?.has(f.id) ?? true;
  // Torn about a job offer ("bis Juli entscheiden … schwanke"): else the stressed doubt a kept situation beats points at that one.
  const beater = (f: { id: SituationId }) => [...(among ?? [])].find((k) => situationOf(k).beats?.includes(f.id));
  const nearest = (found: { id: SituationId; at: number }[]) =>
    found.sort((a, b) => aside(a) - aside(b) || near(a) - near(b) || Number(pointer) * (b.at - a.at)).find((f) => near(f) <= 20 && kept(f));
  // The stressed sentence's own cues too: "Mon mari est en invalidité." before it rules out no computer of the writer's.
  const found = [...cuesIn(told), ...(at >= 0 ? own.map((f) => ({ ...f, at: f.at + from })) : [])];
  const cued = nearest(found) ?? nearest(found.map((f) => ({ ...f, id: beater(f) ?? f.id })));
  const named = topic === 'general' ? undefined : cuesIn(text).find((f) => kept(f) && situationOf(f.id).topic === topic);
  // A situation the story tells, named again by its cue alone ("Найбільше мене непокоїть саме садок" after the queue for a place).
  const again = cuedAnyhow(said).find((s) => among?.has(s.id));
  return (cued ?? own.find(kept) ?? again ?? named)?.id;
}

/** A feeling rather than a matter of its own: low confidence, fear, stress, lost composure. */
export const isFeeling = (id: SituationId): boolean => situationOf(id).topic === 'confidence' || situationOf(id).yields === true;

/** Topics whose goal has a date of its own, which a mentee's date among several situations belongs to. */
const DATED: ReadonlySet<TopicId> = new Set(['thesis', 'exam', 'driving', 'relocation', 'internship', 'language', 'promotion']);

/** Changes a mentee may weigh rather than start: a job search, a new field or employer, a move (leaving one's studies is weighed by its own goal). */
const OPTIONS = new Set(list('unemployment jobchange career relocation moveout'));

/** What a boss's criticism is often about, when the text names it as a situation of its own. */
const CRITICISED: ReadonlySet<SituationId> = new Set(['stagefright', 'confidence', 'procrastination', 'newlead']);

/** The first date `text` tells with "by" ("до 10 грудня", "antes del 15 de diciembre"), among the first four it names. */
function answerBy(text: string, language: Language): string | null {
  const head = text.slice(0, 4000);
  for (let from = 0, tries = 0; tries < 4; tries++) {
    const frame = timeFrameIn(head.slice(from), language);
    if (frame === null || byFrame(frame)) return frame;
    from = head.indexOf(frame, from) + frame.length;
  }
  return null;
}

/** The goals that address the situations `text` describes, written in `language`; `beside` a goal the mentee stated, not those that only stand alone. */
export function situationCandidates(text: string, language: Language, beside = false): Candidate[] {
  // The concern the mentee stresses stands beside a stated aim too ("Le pire, c'est que je me dispute avec mon mari" beside two aims).
  const told = toldSituations(text);
  const main = beside ? mainConcernIn(text, new Set(told)) : undefined;
  const standing = (id: SituationId): boolean =>
    id === main || !(beside && situationOf(id).alone === true && nameIn(situationOf(id), text) === undefined);
  const { ids, joined } = joinedTo(told.filter(standing), language, text, !beside);
  // A date the mentee named ("Abgabe ist im Juli", "здавати через місяць") is kept by the goal of the
  // one situation described, or among several by those that have a date of their own (a thesis, an
  // exam, a licence, a move), not by putting things off or sleep.
  // Beside a stated aim, only an event's date told in its own sentence ("I have my driving test on 12 January"), as its "by".
  const date = deadlineIn(text, language);
  // With none of those, the main concern told first keeps it ("V lednu se mám vrátit do práce" beside the nursery place).
  const hasDate = (id: SituationId): boolean => DATED.has(situationOf(id).topic);
  // A date told with a move ("we move to Leeds in March") is the move's: the goals it brings start now.
  const moving = firstCues(foldedWords(text.slice(0, 20_000)), CUES).has(SITUATIONS.findIndex((s) => s.id === 'relocation'));
  const dated = (id: SituationId, i: number): boolean =>
    situationOf(id).undated !== true && (hasDate(id) || (!moving && (ids.length === 1 || (i === 0 && !ids.some(hasDate)))));
  // Among several, a date told in a situation's own sentence is its own ("thèse en mai", "en janvier cinq examens"), never another's.
  // Each sentence's cues and deadline are read once, whatever the number of situations. A measure with its own dates keeps
  // none: "meine Freundin weiß nicht … bis zum Sommer in den Griff kriegen" is the debt's date, not the talk's.
  const sentences = ((beside || ids.length > 1) && date !== null ? text.slice(0, 20_000).split(SENTENCE_END) : []).map((st) => {
    // Beside a stated aim, a cue whose need an earlier sentence told ("Studium … Theoretische Informatik hab ich zweimal nicht bestanden … im Juli") is of its sentence too.
    const needed = beside ? cuedAnyhow(st).flatMap((s) => (s.needs ? [s.id] : [])) : [];
    const cued = new Set([...cuesIn(st).map((f) => f.id), ...needed].filter((id) => !situationOf(id).timed));
    return { cued, deadline: ids.some((id) => cued.has(id)) ? deadlineIn(st, language) : null };
  });
  const own = new Map(ids.map((id) => [id, sentences.find((st) => st.cued.has(id) && st.deadline !== null)?.deadline ?? null]));
  // The stressed concern beside a stated aim keeps the date its own sentence tells ("am meisten Sorgen macht: … bis Juli entscheiden").
  const stressedIn = main
    ? text
        .slice(0, 20_000)
        .split(SENTENCE_END)
        .find((st) => firstCues(foldedWords(st), CONCERN).size > 0)
    : undefined;
  const stressed = stressedIn && deadlineIn(stressedIn, language) ? answerBy(stressedIn, language) : null;
  // A decision told with the date its answer is due keeps that date; the start it weighs ("in January") dates no other goal.
  // "Odpovědět musím do konce měsíce": a month's end, no date of the story's, is still the answer's.
  const decided = ids.find((id) => situationOf(id).answered === true);
  const answer = decided === undefined ? null : answerBy(text, language);
  const when = (id: SituationId, i: number): string | null => {
    // Not a move's: its date is the aims' it presses ("we move to Spain in June and I want to learn Spanish by then").
    if (beside) return hasDate(id) && !moving && situationOf(id).undated !== true ? (own.get(id) ?? null) : id === main ? stressed : null;
    if (answer !== null) return id === decided ? answer : null;
    // With no date to answer by, the date told is the start a job or study choice weighs ("mudarme en febrero"): it keeps its own frame, before it.
    if (id === decided && situationOf(id).topic === 'direction') return null;
    if (date === null || !dated(id, i)) return null;
    // "My daughter starts school in September": a relative's date dates no work situation (specifics.json whyKin).
    const their = KIN_TOPICS.has(situationOf(id).topic) && kin(text.slice(0, 20_000), date);
    return own.get(id) ?? ([...own.values()].includes(date) || their ? null : date);
  };
  return ids.map((id, i) => ({
    ...situationCandidate(id, language, text, i),
    // A measure with its own dates counts from now: the interview's date is not the preparation's.
    ...(situationOf(id).timed === true ? { timed: true } : when(id, i) !== null ? { timeBefore: when(id, i)! } : {}),
    ...(joined.has(id) ? { also: joined.get(id)! } : {}),
  }));
}

const JOINED = readData('./joined.json') as {
  also: Record<Language, string>;
  tail: Record<Language, string>;
  tails: Partial<Record<SituationId, Record<Language, string>>>;
  hosts: Partial<Record<TopicId, TopicId[]>>;
  hostsOf: Partial<Record<SituationId, TopicId[]>>;
  steps: SituationId[];
  side: SituationId[];
};
for (const l of LANGUAGES) if (!JOINED.also[l]?.includes('{}') || !JOINED.tail[l]) throw new Error(`joined.json: no sentence in ${l}`);
for (const [id, tail] of Object.entries(JOINED.tails))
  if (!isOneOf(SITUATION_IDS, id) || LANGUAGES.some((l) => !tail?.[l])) throw new Error(`joined.json: tails of ${id}`);
for (const [key, hosts] of [...Object.entries(JOINED.hosts), ...Object.entries(JOINED.hostsOf)])
  if (!(isOneOf(TOPIC_IDS, key) || isOneOf(SITUATION_IDS, key)) || !hosts?.every((h) => isOneOf(TOPIC_IDS, h)))
    throw new Error(`joined.json: ${key} hosts no topics`);
if (![...JOINED.steps, ...JOINED.side].every((id) => isOneOf(SITUATION_IDS, id)))
  throw new Error('joined.json: steps or side are no situations');

/**
 * The story's goals (at most MAX_SITUATIONS) and the concerns said as one more sentence of one of them:
 * while the story tells more, the last concern past them that belongs beside one of them (a hobby given
 * up with stress or sleep) joins it, at most one a goal; one that is rather a step of another (a debt kept
 * from the partner) joins it even among the first, so that a concern with nowhere to join keeps a goal of
 * its own: a reader refuses an answer that drops a concern the story tells.
 */
function joinedTo(
  told: SituationId[],
  language: Language,
  text: string,
  yields = true,
): { ids: SituationId[]; joined: Map<SituationId, string> } {
  const joined = new Map<SituationId, string>();
  let ids = told;
  let cued: { st: string; ids: Set<SituationId> }[] | undefined;
  const sentences = (): NonNullable<typeof cued> =>
    (cued ??= text
      .slice(0, 20_000)
      .split(SENTENCE_END)
      .map((st) => ({ st, ids: new Set(cuesIn(st).map((f) => f.id)) })));
  const hostOf = (id: SituationId): SituationId | undefined => {
    const { hosts } = joinedSentence(id, language, text);
    const free = ids.slice(0, MAX_SITUATIONS).filter((k) => k !== id && !joined.has(k));
    return hosts.flatMap((t) => free.filter((k) => situationOf(k).topic === t))[0];
  };
  while (ids.length > MAX_SITUATIONS) {
    const past = (k: SituationId): boolean => ids.indexOf(k) >= MAX_SITUATIONS || JOINED.steps.includes(k);
    const joins = (k: SituationId): boolean => !joined.has(k) && hostOf(k) !== undefined;
    // Told alone (not beside a stated goal), a concern past the room with nowhere to join, dated or counted in its sentence ("Im März
    // steht die Beförderung an"), takes the room of one told in its host's sentence ("mein Blutdruck … 10 Kilo abnehmen"), which joins it.
    // The host is found once, not once a sentence: finding it reads the whole text.
    const paired = (k: SituationId, host = hostOf(k)): boolean => sentences().some(({ ids: at }) => at.has(k) && at.has(host!));
    const next = ids[MAX_SITUATIONS]!;
    const given = sentences().some(({ st, ids: at }) => at.has(next) && (/\p{N}/u.test(st) || deadlineIn(st, language) !== null));
    const id =
      [...ids].reverse().find((k) => past(k) && joins(k)) ??
      (!yields || !given || JOINED.side.includes(next)
        ? undefined
        : [...ids.slice(0, MAX_SITUATIONS)].reverse().find((k) => joins(k) && paired(k)));
    if (id === undefined) break;
    joined.set(hostOf(id)!, joinedSentence(id, language, text).sentence);
    ids = ids.filter((k) => k !== id);
  }
  return { ids: ids.slice(0, MAX_SITUATIONS), joined };
}

/** A concern past the goals there is room for, as one more sentence of a goal (joined.json), and the topics of the goals it may join, most fitting first. */
export function joinedSentence(id: SituationId, language: Language, text: string): { hosts: TopicId[]; sentence: string } {
  const situation = situationOf(id);
  const words = goalWords(situation, language, text, true);
  // After "Také"/"Tiež" a Czech or Slovak clitic stands second: "Také si udělám …", never "Také udělám si …".
  const also = JOINED.also[language].replace(
    '{}',
    language === 'cs' || language === 'sk' ? words.replace(/^(\p{L}+) (se|si|sa) /u, '$2 $1 ') : words,
  );
  return {
    hosts: JOINED.hostsOf[id] ?? JOINED.hosts[situation.topic] ?? [situation.topic],
    sentence: also + (JOINED.tails[id] ?? JOINED.tail)[language],
  };
}

function goalWords(situation: Situation, language: Language, text: string, joined = false): string {
  const goal = namedGoal(situation, language, text) ?? situation.goal[language];
  const figures = situation.figures?.[language] ?? [];
  // A weight told in kilos is pace.ts's to say with its loss (figured.json), but in a sentence joined to another goal: the kilos beside it say nothing more.
  const weighed = !joined && figures.some(([re, , theirs]) => theirs === '-' && re.test(text));
  return weighed
    ? goal
    : withOwnFigures(
        goal,
        text,
        figures.filter(([, , theirs]) => theirs !== '-'),
      );
}

/**
 * The situation whose goal answers a topic in general, for a text about the writer's life that names a
 * topic but no cue of a situation ("Tengo mucha ansiedad antes de las presentaciones" is speaking).
 * Topics whose situations assume more than the topic says are left out: a new lead, a failed exam, a
 * business to start ("projects" are named in any work story), a promotion, a job search ("work").
 */
const TOPIC_SITUATION = readData('./topic-situations.json') as Partial<Record<TopicId, SituationId>>;
for (const [topic, id] of Object.entries(TOPIC_SITUATION))
  if (!isOneOf(TOPIC_IDS, topic) || !isOneOf(SITUATION_IDS, id))
    throw new Error(`topic-situations.json: ${topic} → ${id} is no topic and situation`);

/** The goal for the topic of the first statement of `statements` that names one, or none. */
export function topicSituationCandidate(statements: readonly string[], language: Language): Candidate | undefined {
  for (const text of statements.slice(0, 20)) {
    const id = TOPIC_SITUATION[topicOf(text)];
    // Nor one its unless rules out: "přestěhovat do většího bytu" (a bigger flat) is no move abroad; nor another's ("sus clientes pagan tarde").
    const words = id === undefined ? [] : foldedWords(text);
    const theirs = id !== undefined && situationOf(id).others === true && firstCues(words, THEIRS!).size > 0;
    if (id === undefined || theirs || firstCues(words, UNLESS!).has(SITUATIONS.indexOf(situationOf(id)))) continue;
    // "Mon examen est en février et j'ai peur": the date told for the event it prepares for is its horizon, as a cued situation's.
    const date = DATED.has(situationOf(id).topic) ? deadlineIn(text, language) : null;
    return { ...(date === null ? {} : { timeBefore: date }), ...situationCandidate(id, language, text, 0) };
  }
  return undefined;
}

/**
 * The own measure of a situation `text` describes whose topic is `topic` ("My English is bad" →
 * lessons, minutes a day and a level; "I want to pay off my debts" → a list and a monthly repayment),
 * in `language`; undefined when none fits. Only of a situation the whole story (`told`: cuedSituations) tells: one its
 * story rules out before the goal's sentence (years at home, then "I want to go back to work") lends no measure (no manager to meet).
 */
export function situationMeasure(text: string, topic: TopicId, language: Language, told: ReadonlySet<SituationId>): string | undefined {
  const found = new Set(cuesIn(text).flatMap((f) => (told.has(f.id) ? [f.id] : [])));
  // A specific situation's measure is for its own goal: "delegate more" keeps the topic's measure, not
  // the overworked lead's hours.
  const hit = SITUATIONS.find((s) => found.has(s.id) && s.topic === topic && s.measure !== undefined && !isSpecific(s.id));
  return hit?.measure?.[language];
}

/** Fears of a concrete act (calling, driving, speaking before others), answered by doing it step by step. */
const FEARS: ReadonlySet<SituationId> = new Set(['calls', 'drivingfear', 'stagefright']);

/** A situation more specific than those it sits beside (a `weight` in situations.json): delegating, a joint budget. */
const isSpecific = (id: SituationId): boolean => (situationOf(id).weight ?? 0) > 0;

/**
 * A goal whose own words name the fear of a concrete act ("overcome my fear of calling clients") is
 * that act's graded steps (three calls a week, short drives first), not its object's measure (clients
 * are not won by fearing them); one whose words name a specific situation ("cambiar de empresa" is a
 * better-paid job in one's field) takes that situation's topic and measure: undefined when neither.
 */
export function fearIn(words: string, language: Language): { topic: TopicId; measure?: string } | undefined {
  // A goal that already names the situation's topic ("delegate more") keeps that topic's own measure.
  const topic = topicOf(words);
  const id = situationsIn(words).find(
    (f) => FEARS.has(f) || (isSpecific(f) && situationOf(f).topic !== topic && situationOf(f).measure !== undefined),
  );
  const situation = id === undefined ? undefined : situationOf(id);
  return situation && { topic: situation.topic, measure: situation.measure?.[language] };
}

/** A situation that `restates`, told in a goal's `sentence`, and beats one its `words` name ("muszę się wyprowadzić do końca lutego" is a flat to find by then; "teorię już zdałem" leaves the practical test): its topic and measure. */
export function betterIn(sentence: string, words: string, language: Language): { topic: TopicId; measure?: string } | undefined {
  const named = new Set(cuesIn(words).map((f) => f.id));
  const s = cuesIn(sentence)
    .map((f) => situationOf(f.id))
    .find((x) => x.restates === true && x.measure && x.beats?.some((b) => named.has(b)));
  return s && { topic: s.topic, measure: s.measure?.[language] };
}

/** Whether `text` describes a specific situation (one with a `weight`), which says what it is about. */
export const specificSituationIn = (text: string): boolean => cuesIn(text).some((f) => isSpecific(f.id));

/** Does the situation of `id` only say more of a matter of its topic that one of the goals `said` names (the language a profession needs beside "B2")? */
export const narrows = (id: SituationId, said: readonly string[], { beats = [], topic } = situationOf(id)): boolean =>
  beats.some((b) => situationOf(b).topic === topic && said.some((w) => situationsIn(w).includes(b)));
/** The situations that the specific situations `text` describes beat (the exam session beats putting things off). */
export const beatenBySpecific = (text: string): ReadonlySet<SituationId> =>
  new Set(cuesIn(text).flatMap((f) => (isSpecific(f.id) ? (situationOf(f.id).beats ?? []) : [])));

/**
 * Whether a goal read from `sentence` ("Ciągle odkładam naukę" → stop procrastinating) is answered
 * better by a specific situation of the text, whose `beaten` situations (beatenBySpecific) include
 * the sentence's own (the exam session weeks away): then the situation's goal stands instead.
 */
export function answeredBySituation(sentence: string, beaten: ReadonlySet<SituationId>): boolean {
  return beaten.size > 0 && cuesIn(sentence).some((f) => beaten.has(f.id));
}

/**
 * The topic and own measure of the first situation `text` describes, for a goal whose own words name
 * no topic ("chtěla bych jít učit na základní školu" is a change of career), or of the one `only` names: undefined when none.
 * Not of one the `story` (cuedSituations) rules out: a stay-at-home parent's "go back to work" is no return from leave; a story situation of the same topic that beats it and none of its words cue is the goal's ("I'm retired" beside "learn to use my computer": no job application).
 */
export function situationTopicIn(
  text: string,
  language: Language,
  only?: SituationId,
  story?: ReadonlySet<SituationId>,
): { topic: TopicId; measure?: string } | undefined {
  const told = situationsIn(text).filter((id) => story?.has(id) ?? true);
  const first = only === undefined ? told[0] : told.includes(only) ? only : undefined;
  if (first === undefined) return undefined;
  const own = situationOf(first);
  let cued: ReadonlySet<SituationId> | undefined; // read once, and only when a story situation could take the goal
  const situation =
    SITUATIONS.find(
      (s) => story?.has(s.id) && s.beats?.includes(first) && s.topic === own.topic && !(cued ??= cuedSituations(text)).has(s.id),
    ) ?? own;
  return { topic: situation.topic, measure: situation.measure?.[language] };
}
