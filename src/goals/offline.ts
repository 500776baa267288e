/**
 * The offline goal provider (design.md §4): no network, deterministic, honest work.
 *
 * It answers in the language of the input — English, Czech, Slovak, German, Spanish, French, Polish,
 * Ukrainian, Italian, Portuguese or Russian; Hungarian by a smaller fallback in Hungarian (fixed
 * sentences by topic); anything else gets English goals that restate the user's words by their
 * topic and quote them. The work is done by
 * the modules in ./drafting/, one concern each:
 *
 *   statements.ts  input → statements (lines, list markers, headings, sentences); choosing the goals
 *   language.ts    which language the input and each statement are in
 *   english.ts     reading an English statement (rewritten into a verb phrase after "I will")
 *   intents.ts     reading a statement in the ten other languages (cue words, infinitives, nouns)
 *   split.ts       one goal per intention: "find a job and improve my English" is two
 *   verbs.ts       infinitives and first-person futures ("naučit se" → "naučím se")
 *   gender.ts      the writer's gender where cs/sk/pl/uk/ru mark it ("chtěla bych"), gendered words
 *   situations.ts  a described situation (out of work, burnt out, in debt) → the goals addressing it (situations.json)
 *   vague.ts       "I want to be better" → a concrete first step with a figure and a deadline
 *   described.ts   a mixed-language text nothing was read from: its words quoted in its dominant language
 *   hungarian.ts   Hungarian: its topics by word stems, each answered by a fixed Hungarian goal
 *   topics.ts      what a goal is about, which picks its measure and time frame
 *   specifics.ts   whether the user already gave a number or a deadline
 *   templates/     per language: heading, time frames, measures, sentence shape
 *   compose.ts     candidate → sentence, goals → output
 *
 * A list longer than MAX_OUTPUT_TOKENS loses its last goals whole; a longer text is cut there as a
 * model's reply would be. Every step is linear in the
 * input, so 100 kB costs milliseconds.
 */
import { clauseText, type Candidate, type Statement } from './drafting/candidate.js';
import { goalTopic, writeGoals } from './drafting/compose.js';
import { readEnglish } from './drafting/english.js';
import { writerGender } from './drafting/gender.js';
import { readFramed, readOther, startsLikeGoalIn } from './drafting/intents.js';
import {
  bestLanguage,
  detectLanguage,
  type DetectedLanguage,
  type Language,
  fromScores,
  isMixed,
  languageScores,
  outputLanguage,
  statementLanguage,
} from './drafting/language.js';
import {
  MAX_SITUATIONS,
  situationCandidates,
  situationMeasure,
  cuedSituations,
  situationsIn,
  narrows,
  specificSituationIn,
  answeredBySituation,
  beatenBySpecific,
  betterIn,
  cuedIn,
  fearIn,
  mainConcernIn,
  isFeeling,
  joinedSentence,
  type SituationId,
  situationTopicIn,
  topicSituationCandidate,
} from './drafting/situations.js';
import { describedCandidate } from './drafting/described.js';
import { withoutLastStep } from './drafting/steps.js';
import { hungarianGoals } from './drafting/hungarian.js';
import { ownWordsCandidate } from './drafting/own-words.js';
import { ownPeople, withoutAnaphor, withPeople } from './drafting/gate.js';
import { CONCERN, EMPTY_GOAL_WORDS, NOT_AN_OBJECT, START_WORDS, STOP_VERBS, STRESSED } from './drafting/life.js';
import { firstCues, foldedWords } from './drafting/cues.js';
import { ALSO, amountIn, KIND_MEASURES, ownMeasure, pacedMoney, pacedWork, runway, sharedDeadline, toldDays } from './drafting/pace.js';
import { opensAims, savesBeside } from './drafting/pace.js';
import { oneAim } from './drafting/split.js';
import { familyCandidate, firstStepCandidate, isLifeWish, isVague, wishFamily } from './drafting/vague.js';
import { chooseGoals, isNoise, isSteering, NOISE_WORDS, splitStatements } from './drafting/statements.js';
import { deadlineIn, timeFrameIn } from './drafting/specifics.js';
import { topicOf, type TopicId } from './drafting/topics.js';
import { beginDraft, countLetters, lowerWords, normalise, readData, SENTENCE_END, wordSets } from './drafting/text.js';
import { isSlavic } from './drafting/verbs.js';
import { type GeneratedGoals, type GoalGenerator, MAX_OUTPUT_TOKENS, NO_RESPONSE } from './generator.js';
import { countPromptTokens, countTokens, truncateToTokens } from './tokens.js';
import { alternativesOf, answeredByDecision, besideDecision, DECISION } from './drafting/options.js';

export { MAX_GOALS } from './drafting/statements.js';

/**
 * Word lists (offline-words.json), checked once at start-up: words pointing back ("s tím skončit", "это изменить"); "become"
 * ("zostać pielęgniarką"); "I work as …", the job one has now; working as or becoming ("trabajar en UX" names the new field);
 * the topics of the body and of energy (a burnout), and the matters apart (a child's screens or school, a benefit to claim), which a
 * goal of no topic takes only from a situation told in its own sentence.
 */
const WORD_DATA = readData('./offline-words.json');
const WORD_LISTS = 'backReferences become working work body apartMatters relatives';
const [BACK_REFERENCES, BECOME_WORDS, WORKING_WORDS, WORK_WORDS, BODY, APART_MATTERS, RELATIVES] = wordSets(
  'offline-words.json',
  WORD_DATA,
  WORD_LISTS,
);

/** Below this score the input's words are no clear evidence of a language the drafter reads. */
const WEAK_EVIDENCE = 4;
/** From this score of its own language on, a text is read in no other one. */
const SURE_EVIDENCE = 8;

/** Languages tried, in this order, for a statement nothing was read from. */
const FALLBACK_ORDER = ['it', 'pt', 'es', 'fr', 'cs', 'sk', 'pl', 'uk', 'ru', 'de'] as const;

/**
 * A list longer than the reply's 256 tokens loses its last goals whole rather than stopping
 * mid-sentence (blind reading 11 read "… про те, над чим" as a break): a model's reply is stored as it
 * came, but our own list can choose what fits. A single goal too long for it is still cut.
 */
function wholeGoals(draft: string): string {
  if (countTokens(draft) <= MAX_OUTPUT_TOKENS) return draft;
  const [heading, ...goals] = draft.split('\n');
  if (goals.length < 2 || !goals.every((g, i) => g.startsWith(`${i + 1}. `))) return draft;
  // The longest goals' last steps go first, whole, when that keeps every concern's goal (a third one beside two long ones).
  const [lang, steps, tried] = [detectLanguage(draft), [...goals], new Set<number>()];
  while (tried.size < steps.length && countTokens([heading, ...steps].join('\n')) > MAX_OUTPUT_TOKENS) {
    const longest = steps.reduce((l, g, i) => (tried.has(l) || (!tried.has(i) && g.length > steps[l]!.length) ? i : l), 0);
    tried.add(longest);
    steps[longest] = withoutLastStep(steps[longest]!, lang) ?? steps[longest]!;
  }
  if (countTokens([heading, ...steps].join('\n')) <= MAX_OUTPUT_TOKENS) return [heading, ...steps].join('\n');
  while (goals.length > 1 && countTokens([heading, ...goals].join('\n')) > MAX_OUTPUT_TOKENS) goals.pop();
  return goals.length === 1 ? goals[0]!.slice(3) : [heading, ...goals].join('\n');
}

/** The written goals, whose joined concerns give way, the last first, before a goal of its own would (wholeGoals). */
function joinedWithin(goals: Candidate[], write: (goals: Candidate[]) => string): string {
  let written = write(goals);
  for (let i = goals.length - 1; i >= 0 && countTokens(written) > MAX_OUTPUT_TOKENS; i -= 1) {
    if (goals[i]!.also === undefined) continue;
    goals = goals.map((c, j) => (j === i ? { ...c, also: undefined } : c));
    written = write(goals);
  }
  return written;
}

/** `now` is the application's clock: a goal paced to the mentee's deadline counts from today. */
export function createOfflineGenerator(now: () => Date = () => new Date()): GoalGenerator {
  return {
    name: 'offline',
    async generate(input: string, options?: { signal?: AbortSignal }): Promise<GeneratedGoals> {
      options?.signal?.throwIfAborted();
      const draft = wholeGoals(draftGoals(input, now()));
      const cut = truncateToTokens(draft, MAX_OUTPUT_TOKENS);
      const output = cut.text.trim() === '' ? NO_RESPONSE : cut.text;
      return {
        output,
        inputTokens: countPromptTokens(input),
        outputTokens: output === cut.text ? cut.tokens : countTokens(output),
      };
    },
  };
}

/** A candidate that says less than a described situation would: a quote, a bare noun, no topic. */
function isWeakRead(c: Candidate): boolean {
  if (c.clause.form === 'quote' || c.score <= 1) return true;
  const words = clauseText(c.clause);
  // "Diplomku musím odevzdat v květnu" read as "odevzdám v květnu", "сдать нужно в мае" as "в мае":
  // a verb or a date alone, its object left before the cue, says less than the situation.
  const time = timeFrameIn(words, c.language);
  if (lowerWords(time ? words.replace(time, ' ') : words).length < 2) return true;
  if (topicOf(words) !== 'general') return false;
  // A goal of its own ("Chci se naučit účetnictví") stays beside the situations; one that only
  // points back at them ("chtěl bych s tím skončit", "I want to change that") gives way to them,
  // whatever the story after it names ("m'en sortir … sans demander d'aide à ma famille").
  if (pointsBack(words, c.language)) return true;
  if (topicOf(c.topicText) !== 'general') return false;
  const lower = lowerWords(words);
  // "je veux arrêter avant …": a stop with nothing named to stop gives way to the situation too.
  if (lower.length <= 4 && lower.every((w) => EMPTY_GOAL_WORDS.has(w))) return true;
  // Past the topic's check, as before, "IT" reads as a pointer too: "… was ganz anderes machen, vielleicht Richtung IT" gives way to the career change told.
  return pointsBack(words.toLowerCase(), c.language) || lower.length < 2 || STOP_VERBS.has(lower[0]!);
}

/**
 * A goal read from a weak cue gives way to a specific situation, unless ("muszę", "I need") it names a
 * concern of its own that no situation of the text answers ("muszę nauczyć się niemieckiego" beside back
 * pain): that second concern stays. Not a figure left without its verb ("I need 15,000 to cover costs").
 */
function weakCueOf(head: string, language: DetectedLanguage): (c: Candidate) => boolean {
  const told = new Set(language === 'other' ? [] : situationCandidates(head, language, true).map((s) => s.topic));
  const own = (c: Candidate): boolean =>
    goalTopic(c) !== 'general' && !told.has(goalTopic(c)) && !/^\P{L}*\p{N}/u.test(clauseText(c.clause));
  return (c) => c.score <= 2 && !own(c);
}

/** A sum with a date of its own ("ich muss 1.500 Euro Steuern bis zum 15. Januar nachzahlen" beside card debts): a concern of its own, no weak cue. */
const dated = (t: string, lang: Candidate['language']): boolean => amountIn(t) !== null && timeFrameIn(t, lang) !== null;

/** English "to" is no Czech "to" ("I want to move to Canada … and learn French" kept only French); an acronym ("jít do IT", "sacar la ESO") names a field or a degree, not a pronoun. */
const pointsBack = (text: string, lang: Candidate['language']): boolean =>
  lowerWords(text.replace(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu, '')).some((w) => BACK_REFERENCES.has(w) && (lang !== 'en' || w !== 'to'));

/**
 * Beside a goal of its own, one that only points back with no topic ("get better at this before the
 * review") says nothing more: it is dropped rather than answered with the generic filler.
 */
function withoutBackReferences(found: Candidate[]): Candidate[] {
  const kept = found.filter(
    (c) => c.clause.form === 'quote' || goalTopic(c) !== 'general' || !pointsBack(clauseText(c.clause), c.language),
  );
  return kept.length > 0 ? kept : found;
}

/**
 * "Pracuję na kasie w markecie i chciałabym zostać pielęgniarką": becoming something, told beside the
 * job one has now, is a change of career (its measure and a year), not weekly steps in three months.
 */
function becoming(c: Candidate, head: string): { topic: TopicId; measure?: string } | undefined {
  const words = lowerWords(clauseText(c.clause));
  if (!words.some((w) => BECOME_WORDS.has(w))) return undefined;
  return lowerWords(head.slice(0, 2000)).some((w) => WORKING_WORDS.has(w)) ? { topic: 'career' } : undefined;
}

/** Italian words at least as many as English ones, or hardly any English at all (a short infinitive phrase). */
function italianEnough(text: string): boolean {
  const scores = languageScores(text);
  return scores.it >= scores.en || scores.en <= 2;
}

/** What one statement says, read in its own language (the input's when it starts like a goal of it). */
function readStatement(st: Statement, language: DetectedLanguage, people: string | undefined): Candidate[] {
  let own = statementLanguage(st.text, language);
  if (own !== language && language !== 'other' && language !== 'en' && startsLikeGoalIn(st.text, language)) own = language;
  // "zdać egzamin, a do tego czasu awansować": a time that only points at another ("by then") dates
  // nothing, and left in place it hides the second aim from the split.
  // "Quero passar mais tempo com eles": the people a pronoun names, by the story's own words (gate.ts).
  const bare = { ...st, text: withPeople(withoutAnaphor(st.text), people, own) };
  const read = own === 'en' ? readEnglish(bare) : own === 'other' ? [readOther(bare)].filter((c) => c !== null) : readFramed(bare, own);
  // "Mettermi in forma" is no English noun phrase but an Italian infinitive; "There is a safety hazard
  // at work" is English ("there" only looks like an Italian infinitive): not without Italian words.
  if (own === 'en' && read.every((c) => c.score <= 1) && startsLikeGoalIn(st.text, 'it') && italianEnough(st.text))
    return readFramed(st, 'it');
  return read.filter((c) => c !== null && c !== undefined);
}

/** The texts of the statements that are neither questions nor noise nor attempts to steer. */
const statementTexts = (statements: readonly Statement[]): string[] =>
  statements
    .filter((st) => !st.question && !isNoise(st.text) && !isSteering(st.text) && !INJECTION_HINT.test(st.text))
    .map((st) => st.text);

/** The most words of a change of career that names no field ("mudar de carreira", "зміню професію"). */
const BARE_CAREER_WORDS = 3;

/**
 * "Quero mudar de carreira … e gostaria de trabalhar com análise de dados", "змінити професію і
 * стати тестувальником": a change of career that names no field, followed by a goal with no topic
 * of its own or one of working in a field ("trabajar en UX"), is one goal — the second says where
 * the change leads. It is kept with the career's measure and time frame, and the bare change is dropped.
 */
function withCareerTarget(found: Candidate[]): Candidate[] {
  const words = (c: Candidate): string[] => lowerWords(clauseText(c.clause));
  // "devenir infirmière, pour ça j'ai besoin d'un diplôme d'État": a profession named (own-measures.json) is no bare change.
  const named = (c: Candidate): boolean => ownMeasure({ ...c, measure: undefined }, clauseText(c.clause), 'career').measure !== undefined;
  const at = found.findIndex((c) => !c.listItem && goalTopic(c) === 'career' && words(c).length <= BARE_CAREER_WORDS && !named(c));
  const next = found[at + 1];
  if (at < 0 || !next || next.listItem || next.language !== found[at]!.language) return found;
  const topic = goalTopic(next);
  const field = topic === 'general' || ((topic === 'skills' || topic === 'job') && words(next).some((w) => WORK_WORDS.has(w)));
  if (!field) return found;
  return found.flatMap((c, i) => (i === at ? [] : i === at + 1 ? [{ ...c, topic: 'career' as const }] : [c]));
}

/** "kredyt na 12 000 zł, który chcę spłacić do 2028 roku": a money verb alone, its object the relative's, is the debt its sentence tells (offline-words.json relatives). */
function ownObject(c: Candidate, sentence: string): Candidate | undefined {
  const time = timeFrameIn(clauseText(c.clause), c.language) ?? undefined;
  const lone = lowerWords(clauseText(c.clause).replace(time ?? '', ' ')).length < 2 && lowerWords(sentence).some((w) => RELATIVES.has(w));
  const s = lone && situationCandidates(sentence, c.language).find((x) => x.topic === 'money' && /^(?:money|general)$/u.test(goalTopic(c)));
  return s ? { ...s, key: c.key, timeBefore: time } : undefined;
}

/** The goals read sentence by sentence, each key once; a repeated sentence, noise and steering are not read. */
function readCandidates(statements: readonly Statement[], language: DetectedLanguage, head: string): Candidate[] {
  const candidates: Candidate[] = [];
  const seenKeys = new Set<string>();
  const seenText = new Set<string>();
  let people: string | undefined;
  const decisionIn = alternativesOf(head);
  for (const told of statements) {
    const st = { ...told, text: language === 'other' ? told.text : datedList(told.text, language) };
    if (seenText.has(st.text)) continue; // a repeated sentence is read once
    seenText.add(st.text);
    if (countLetters(st.text, 2) < 2 || isNoise(st.text) || isSteering(st.text)) continue;
    people ??= ownPeople(st.text);
    // "Não sei se devo fechar o ginásio ou tentar mais um ano": one decision naming both options, never two goals (options.ts).
    const decision = language === 'other' ? undefined : decisionIn(st.text, language, candidates.length);
    if (decision && !seenKeys.has(DECISION)) candidates.push(decision);
    if (decision) seenKeys.add(DECISION);
    else
      for (const c of oneAim(readStatement(st, language, people))) {
        if (!c || c.key === '' || seenKeys.has(c.key)) continue;
        seenKeys.add(c.key);
        candidates.push({ ...(ownObject(c, st.text) ?? c), sentence: st.text });
      }
  }
  return candidates;
}

/** "Quero pôr ordem nas finanças: separar as contas até ao fim do mês e ter uma reserva … daqui a um ano": aims listed after an undated heading's colon, dated, are the goals (an undated list is its plan, colonPlan). */
function datedList(text: string, lang: Language, at = text.search(/(?<!\d):(?!\d)/u), rest = text.slice(at + 1).trim()): string {
  const frame = timeFrameIn(rest, lang);
  // "…: do konce měsíce oddělit …" is left as it is: a date opening the list would be read as every aim's.
  const dated = at > 0 && frame !== null && !rest.startsWith(frame) && timeFrameIn(text.slice(0, at), lang) === null;
  return dated && opensAims(rest, lang) ? rest : text;
}

/**
 * The goal text for `input`, before the 256-token cap: one sentence for one goal, a numbered list
 * under the heading of the input's language ("My SMART goals:", "Moje SMART cíle:" …) for several,
 * `No response.` when nothing in the input is usable.
 */
export function draftGoals(input: string, now: Date = new Date()): string {
  beginDraft(); // what the last draft read is not this one's (text.ts, remembered)
  return drafted(input, now);
}
function drafted(input: string, now: Date): string {
  const cut = (t: string): string => normalise(t.length > 200_000 ? t.slice(0, 200_000) : t);
  const said = cut(input);
  const headScores = languageScores(said);
  const language = fromScores(said, headScores);
  // A day or a weekday told alone ("by the 15th", "do piątku") is written out as its date before anything is read (calendar.json whyToldDays).
  const told = toldDays(input, language, now);
  const statements = splitStatements(told);
  const head = told === input ? said : cut(told);
  // Hungarian is not read clause by clause, but it is answered in Hungarian (issue 33), never in English.
  if (language === 'other' && bestLanguage(headScores).language === 'hu' && statements.some((st) => !isNoise(st.text))) {
    return hungarianGoals(head);
  }
  const candidates = readCandidates(statements, language, head);
  // "I want to be better": no goal to echo, so a concrete first step with a figure and a deadline.
  const topicless = candidates.length > 0 && candidates.every((c) => c.clause.form !== 'quote' && goalTopic(c) === 'general');
  // A short wish of a known family ("I feel stuck", "être plus organisée", "найти своё дело") gets that
  // family's first step, when nothing read from it has a topic (or a kind: "stop shouting at the kids" beside "be a better husband"), and no situation it tells is one, that the family does not replace.
  const family = language !== 'other' ? wishFamily(head, () => [...candidates.map(kindOf), ...situationsIn(head)]) : undefined;
  if (family && language !== 'other') candidates.splice(0, candidates.length, familyCandidate(family, language));
  // "… 6 hours of games a day. I want to get my life back": the life wished back is the one the story tells, whose situation answers it.
  else if (language !== 'other' && (isVague(head, language) || (isLifeWish(head, topicless) && !situationsIn(head).length))) {
    candidates.splice(0, candidates.length, firstStepCandidate(language));
  }
  // A text about the mentee's life ("I've been out of work for eight months …") names no goal but a
  // situation: when nothing better than a quote, a bare noun or a goal without a topic ("s tím skončit") was
  // read, the goals that address it. Before the other languages are tried: a German narrative is no
  // Czech goal.
  // A specific situation (delegating, an exam session weeks away) says what the text is about better
  // than a goal read from a weak cue ("j'essaie", "I need") in a sentence not about it, or from a sentence it answers ("Ciągle
  // odkładam naukę" beside the session): its goal stands instead.
  const specific = language !== 'other' && specificSituationIn(head);
  const beaten = specific ? beatenBySpecific(head) : new Set<never>();
  // So does a goal with no topic and no figure of the mentee's own ("bis dahin müssen Bad und Kinderzimmer fertig sein",
  // "volver a presentarme" after a failed driving test): "mieć 20 tys. do końca 2027" stays.
  const weakCue = weakCueOf(head, language);
  // A decision read from the options gives way too, but stays first among the situations (options.ts).
  const givesWay = (c: Candidate): boolean =>
    c.key === DECISION ||
    isWeakRead(c) ||
    (specific &&
      !specificSituationIn(c.sentence ?? '') &&
      !dated(clauseText(c.clause), c.language) &&
      (weakCue(c) || answeredBySituation(c.sentence ?? '', beaten) || (goalTopic(c) === 'general' && !/\d/u.test(clauseText(c.clause)))));
  if (language !== 'other' && candidates.every(givesWay)) {
    const situations = situationCandidates(head, language);
    // No situation's cue, but a topic the text is about ("ansiedad antes de las presentaciones"):
    // the goal of that topic's situation, rather than a quote or the first step.
    // Not for a mix of languages, whose words are restated as written.
    const topical =
      situations.length === 0 && !isVague(head, language) && !isMixed(headScores)
        ? topicSituationCandidate(statementTexts(statements), language)
        : undefined;
    // "Je voudrais m'en sortir … en mars 2027": a read pointing back at the one concern told dates the goal that answers it.
    const pointer = candidates.find((c) => c.key !== DECISION && pointsBack(clauseText(c.clause), c.language));
    const date = pointer && situations.length === 1 && deadlineIn(clauseText(pointer.clause), language, now);
    if (date && !situations[0]!.timeBefore) situations[0] = { ...situations[0]!, timeBefore: date };
    if (situations.length > 0) candidates.splice(0, candidates.length, ...besideDecision(candidates, situations));
    else if (topical && candidates.every((c) => c.clause.form === 'quote' || c.score <= 1 || goalTopic(c) === 'general')) {
      candidates.splice(0, candidates.length, topical);
    }
  }
  // Nothing read: a short statement may still start like a goal of another language ("Mettermi in
  // forma" scores as English for its "in").
  // Only where the text's own language is in doubt (a German narrative is never answered in Portuguese), and in one scoring half the best.
  const [sure, best] = [language !== 'other' && headScores[language] >= SURE_EVIDENCE, Math.max(bestLanguage(headScores).score, 1)];
  if (candidates.length === 0) {
    for (const st of statements.slice(0, 20)) {
      if (countLetters(st.text, 2) < 2 || isNoise(st.text) || isSteering(st.text)) continue;
      const lang = FALLBACK_ORDER.find((l) => (!sure || l === language) && 2 * headScores[l] >= best && startsLikeGoalIn(st.text, l));
      if (lang) candidates.push(...oneAim(readFramed(st, lang)));
    }
  }
  // Still nothing, and the words give little evidence of any language we read, or mix two of them:
  // restate them rather than answer "No response." — in English for a language we do not write
  // ("Jag vill lära mig spanska") or an English-led mix ("Ich want to improve mein Englisch"), in the
  // dominant language when it is one we write ("Už dlouho hledám job jako data analyst …").
  const scores = candidates.length === 0 ? headScores : null;
  // English words inside a text of another language ("hledám job jako data analyst") mix it too, even where a sibling
  // language scores second; not the "a", "by", "in" a long Slovak or German story shares with English, beside its own words.
  const withEnglish = scores !== null && language !== 'en' && language !== 'other' && scores.en >= 3 && 6 * scores.en >= scores[language];
  if (scores && (bestLanguage(scores).score < WEAK_EVIDENCE || isMixed(scores) || withEnglish)) {
    const dominant = (isMixed(scores) || withEnglish) && bestLanguage(scores).score >= WEAK_EVIDENCE ? outputLanguage(language) : 'en';
    for (const st of statements.slice(0, 20)) {
      if (isSteering(st.text) || st.question || lowerWords(st.text).filter((w) => !NOISE_WORDS.has(w)).length < 4) continue;
      const c = dominant === 'en' ? readOther(st) : describedCandidate(st, dominant);
      if (c) candidates.push(c);
    }
  }
  const chosen = lastResort(
    besideSituations(withCareerTarget(withoutBackReferences(chooseGoals(candidates))), head, language),
    statements,
    head,
    language,
  );
  if (chosen.length === 0) return NO_RESPONSE;
  // "2000 Euro bis März": the mentee's amount and deadline give the amount a month (pace.ts), the pay shared among the goals naming a sum.
  // Cooking and finding a flat get a measure of their own, not a hobby's pieces or the weekly-steps filler.
  let worked = false;
  // A money goal whose measure carries its own dates (telling the partner, a spending log) takes no sum: the debt's still reads the whole text.
  const [money, text] = [chosen.filter((o) => goalTopic(o) === 'money' && o.timed !== true).length, head.slice(0, 1000)];
  const priced = Math.max(1, chosen.filter((o) => goalTopic(o) === 'money' && amountIn(clauseText(o.clause)) !== null).length);
  const paced = sharedDeadline(chosen, head, now).map((c) => {
    if (c.clause.form === 'quote' || keepsOwnSteps(c)) return c;
    const words = clauseText(c.clause);
    const topic = goalTopic(c);
    // "20 of 80 pages by 15 February": the pages left, paced to that date.
    // "insgesamt 20.000 € zusammenhaben bis Ende 2027": an amount of money in a goal of no topic is paced as money.
    if (topic !== 'money' && !(topic === 'general' && amountIn(words) !== null)) {
      // The pages left are the first piece of work's measure (a race and kilos are none); a language's levels, the whole story's.
      const work = worked ? c : pacedWork(c, topic, chosen.length === 1 || topic === 'language' ? head : (c.sentence ?? head), now);
      worked ||= work !== c && topic !== 'fitness' && topic !== 'running';
      return ownMeasure(topic === 'job' ? runway(work, head, now) : work, words, topic, head);
    }
    return pacedMoney(c, words, c.sentence ?? toldWith(text, c, chosen), now, chosen.length === 1 || money === 1 ? text : '', head, priced);
  });
  // Only Czech, Slovak, Polish, Ukrainian and Russian goals have gendered forms.
  const gender = paced.some((c) => isSlavic(c.language)) ? writerGender(head) : undefined;
  return joinedWithin(stressedFirst(chosen, paced, head), (goals) => writeGoals(goals, outputLanguage(language), gender, head));
}

/**
 * Among several goals, the sentence telling a money situation and the next ones up to one telling another chosen goal
 * ("… 60 000 Kč na kreditce. Manžel o tom neví. Chci to splatit do konce roku 2027."), at most three: its own sum and
 * date, not those of a concern told before it ("a seleção é em maio").
 */
function toldWith(text: string, c: Candidate, chosen: readonly Candidate[]): string {
  if (chosen.length < 2) return text;
  let from = 0;
  const starts = text.split(SENTENCE_END).map((st) => {
    const at = text.indexOf(st, from);
    from = at + st.length;
    return at;
  });
  const sentence = (i: number): string => text.slice(starts[i], starts[i + 1]);
  const other = (i: number): boolean => chosen.some((o) => goalTopic(o) !== goalTopic(c) && cuedIn(sentence(i), o.key));
  const at = starts.findIndex((_, i) => cuedIn(sentence(i), c.key));
  let end = at + 1;
  while (at >= 0 && end < starts.length && end - at < 3 && !other(end)) end += 1;
  // The text itself, not a copy: a sum found in it is not counted twice beside the text around it.
  return at < 0 ? text : text.slice(starts[at], starts[end]);
}

/** A money situation with dated steps of its own (telling a spouse, a budget on one income) is no sum to pace; a course's fee is one. */
const keepsOwnSteps = (c: Candidate): boolean =>
  c.key.startsWith('situation:') && c.timed === true && goalTopic(c) === 'money' && c.key !== 'situation:coursecost';

/**
 * What the mentee stresses (issue 33): a matter told with worry ("I'm panicking"), an aim told alone with facts of its own ("my thesis
 * (60 pages, 20 written)"), or, past a wish told with "also", a situation's figures go before a bare wish; lists and plans keep theirs.
 */
function stressedFirst(chosen: Candidate[], paced: Candidate[], head: string): Candidate[] {
  // The order is read from `chosen` and applied to `paced` by index: only while they pair one to one.
  if (chosen.length < 2 || paced.length !== chosen.length || chosen.some((c) => c.listItem) || paced.some((c) => c.ownPlan)) return paced;
  const [sentences, figures] = [head.slice(0, 5000).split(SENTENCE_END), (t: string) => t.match(/\p{N}+/gu)?.length ?? 0];
  // The situation a sentence of worry names ("what worries me most is …") goes first, before a stated aim too (blind readings 113–115).
  const worried = sentences.some((st) => firstCues(foldedWords(st), CONCERN).size > 0)
    ? mainConcernIn(head, new Set(chosen.flatMap((c) => (c.key.startsWith('situation:') ? [c.key.slice(10)] : []))))
    : undefined;
  const main = chosen.findIndex((c) => worried !== undefined && c.key === `situation:${worried}`);
  if (main > 0 && chosen[0]!.key !== DECISION) return [paced[main]!, ...paced.filter((_, i) => i !== main)];
  const told = (c: Candidate): string => c.sentence ?? sentences.find((st) => cuedIn(st, c.key)) ?? '';
  const [also, situation] = [
    (c: Candidate) => lowerWords(told(c)).some((w) => ALSO.has(w)),
    (c: Candidate) => c.key.startsWith('situation:'),
  ];
  const alone = (c: Candidate): boolean => chosen.every((o) => o === c || told(o) !== told(c));
  const weight = (c: Candidate, s = told(c)): number =>
    [CONCERN, STRESSED].some((cues) => firstCues(foldedWords(s), cues).size > 0) ||
    (!situation(c) && alone(c) && figures(s) > figures(`${clauseText(c.clause)} ${c.timeBefore ?? ''}`))
      ? 2
      : Number(situation(c) && figures(s) > 0 && !also(c));
  const bare = (c: Candidate): boolean =>
    !situation(c) && c.key !== DECISION && c.clause.form !== 'quote' && !c.specific && !c.timeBefore && weight(c) === 0;
  const top = Math.max(...chosen.filter((c) => !bare(c)).map((c) => weight(c)));
  const first = chosen.findIndex((c) => !bare(c) && weight(c) === top);
  const after = (_: Candidate, i: number): boolean => i < first && bare(chosen[i]!) && top > (also(chosen[i]!) ? 0 : 1);
  return [...paced.filter((c, i) => !after(c, i)), ...paced.filter(after)];
}

/** Markup of a chat template or a system role ("</user_text>", "<|im_start|>", "SYSTEM:"): no life story. */
const INJECTION_HINT = /<\||<\/|\bsystem(?:\s*:| prompt)/iu;

/** More words than a bare noun phrase a mentee writes as a goal ("Lepší angličtina", "A new job in Berlin"). */
const RAMBLING_WORDS = 6;

/** A job search told in the very sentence of a stated goal ("I'm looking for a new job with a higher salary") is that goal, with the search's steps, not a raise's: no second goal. */
const SEARCH = 'unemployment';
/** A goal of no topic whose kind has steps of its own (aims.json "kind": a flat sold, a care grade applied for) keeps them, no situation's measure. */
const keeps = (c: Candidate): boolean => KIND_MEASURES.has(ownMeasure(c, clauseText(c.clause), 'general').measure ?? '');
const kindOf = (c: Candidate): string => (keeps(c) ? 'kind' : goalTopic(c));

/** The fewest words, greetings and thanks not counted, that make a text someone wrote about their life. */
const LIFE_WORDS = 4;

/**
 * The last resort (issue 33): a text a person wrote about their life ("Pracuji jako účetní. Mám dvě
 * děti.", "My dad had a stroke …" where no cue was found) names neither a goal, a situation nor a
 * topic. `No response.` or a quote of their own words followed by weekly-steps filler helps nobody,
 * nor does the first step of a vague wish ("three areas of my work or life"), which ignores what they
 * wrote: a step about that situation, in their own words (own-words.ts), does.
 * Not for noise, a question, a prompt injection or a stray word or three, and not for a language we
 * do not write, whose quote restates the mentee's words in English on purpose.
 */
function lastResort(found: Candidate[], statements: readonly Statement[], head: string, language: DetectedLanguage): Candidate[] {
  if (language === 'other') return found;
  // A whole sentence read as a bare noun phrase ("Мне страшно, экзамен через две недели") is no goal:
  // "Моя цель — мне страшно, …" helps nobody.
  const rambling = (c: Candidate): boolean =>
    c.score <= 1 &&
    !c.listItem &&
    (c.clause.form === 'subject' || c.clause.form === 'object') &&
    (c.clause.phrase.includes(',') || lowerWords(c.clause.phrase).length > RAMBLING_WORDS);
  const chosen = found.filter((c) => !rambling(c));
  const filler = (c: Candidate): boolean => c.clause.form === 'quote' && goalTopic(c) === 'general';
  // Beside a goal with a topic, a quote without one ("I got into nursing school") only adds filler.
  if (chosen.some((c) => !filler(c))) return chosen.filter((c) => !filler(c));
  // A text that tries to steer the drafter gets nothing of it, not even a first step.
  if (statements.some((st) => isSteering(st.text) || INJECTION_HINT.test(st.text))) return chosen;
  const words = statements
    .slice(0, 50)
    .filter((st) => !st.question && !isNoise(st.text))
    .reduce((n, st) => n + lowerWords(st.text).filter((w) => !NOISE_WORDS.has(w)).length, 0);
  if (words < LIFE_WORDS) return chosen;
  const own = outputLanguage(language);
  return [ownWordsCandidate(head, own) ?? firstStepCandidate(own)];
}

/**
 * A narrative with an explicit wish ("I've been out of work since March and I'm losing confidence.
 * I want to learn Python.") gets the wish and the goals its situations call for, at most
 * MAX_SITUATIONS lines in all. Only for prose: a list states all the goals its writer wants; and a
 * situation whose topic a chosen goal already has adds nothing.
 */
function besideSituations(found: Candidate[], head: string, language: DetectedLanguage): Candidate[] {
  if (language === 'other' || found.length === 0) return found;
  // The decision between the mentee's own options is dated in its words, yet told beside the story's other concerns.
  const first = (c: Candidate): boolean => c.key.startsWith('situation:') || (c.timed === true && c.key !== DECISION);
  const own = found[0]!.language;
  if (found.some((c) => c.listItem || c.clause.form === 'quote' || c.language !== own)) return found;
  // What the mentee says worries them most keeps a goal of its own, first (blind readings: the main concern dropped).
  const told = situationCandidates(head, own, true);
  const main = told.find((s) => s.key === `situation:${mainConcernIn(head, new Set(told.map((t) => t.key.slice('situation:'.length))))}`);
  // Beside a dated aim or a situation, only that concern is added, first ("am meisten Sorgen" beside a move by August).
  if (found.some(first)) return !main || found.some((c) => goalTopic(c) === main.topic) ? found : [main, ...found].slice(0, MAX_SITUATIONS);
  // A goal whose own sentence describes a situation with a measure of its own takes that measure
  // ("My English is bad" → lessons, minutes a day, a level; "pay off my debts" → a monthly repayment).
  // A goal whose words name no topic takes that of the situation its own sentence describes.
  // A story of three sentences or more: its object-like fragments are the story's words, not an aim.
  const story = (head.slice(0, 5000).match(/[.!?](?:\s|$)/gu) ?? []).length >= 3;
  const cued = cuedSituations(head);
  const storyTold = story ? told : [];
  const chosen = found.flatMap((c) => {
    const named =
      fearIn(clauseText(c.clause), own) ??
      fearIn(c.topicText, own) ??
      betterIn(c.sentence ?? '', clauseText(c.clause), own) ??
      (goalTopic(c) === 'general' && !keeps(c) ? (situationTopicIn(c.topicText, own, undefined, cued) ?? becoming(c, head)) : undefined) ??
      (goalTopic(c) === 'salary' ? situationTopicIn(c.sentence ?? '', own, SEARCH) : undefined);
    // A fragment of the story naming a situation ("bis Ende April aus der Wohnung raus und suche …") is said as its goal, by its date.
    // A negation is in no goal's noun phrase: "(unser Sohn will) morgens nicht los" is the story's, said by the situation the story tells.
    const [words, lower] = [clauseText(c.clause), lowerWords(clauseText(c.clause))];
    const negated = story && lower.some((w) => NOT_AN_OBJECT.has(w));
    const pasted = c.clause.form === 'object' && (lower.length > RAMBLING_WORDS || negated);
    // In a story, a fragment with no figure of the mentee's is said by the situation of its own topic too.
    const topic = named?.topic ?? (story && !/\p{N}/u.test(words) ? goalTopic(c) : undefined);
    const s = pasted && topic ? [...situationCandidates(words, own), ...storyTold].find((x) => x.topic === topic) : undefined;
    // A story's negated fragment that no situation says is dropped: the situations the story tells answer it.
    if (!s && pasted && negated && lower.length <= RAMBLING_WORDS && storyTold.length > 0) return [];
    const said = s ? { clause: s.clause, timeBefore: timeFrameIn(words, own) ?? undefined } : {};
    const topicked = named ? { ...c, topic: named.topic, measure: c.measure ?? named.measure, ...said } : { ...c, ...said };
    const measure = topicked.measure ?? situationMeasure(c.topicText, goalTopic(topicked), own, cued);
    return [measure === undefined ? topicked : { ...topicked, measure }];
  });
  // A situation named inside a chosen goal's own words is that goal's subject ("složit zkoušku z
  // účetnictví" is no second goal to learn accounting); so is one saying more of a matter a goal names with its figure or date ("the next level" beside "B2").
  const exact = chosen.map((c) => clauseText(c.clause)).filter((w) => /\p{N}/u.test(w) || timeFrameIn(w, own) !== null);
  const narrowed = told.map((s) => s.key.slice(10)).filter((id) => narrows(id, exact));
  const inGoals = new Set([...chosen.flatMap((c) => situationsIn(clauseText(c.clause))), ...narrowed]);
  // Shame or fear told in the very sentence of a stated goal ("začať behať, ale hanbím sa behať vonku")
  // is about that goal: no confidence goal of its own beside it; so is a child's matter beside an aim of a kind ("crier sur mes enfants le matin").
  chosen.forEach((c) =>
    situationsIn(c.sentence ?? '')
      .filter((id) => isFeeling(id) || id === SEARCH || (keeps(c) && APART_MATTERS.has(id)))
      .concat(answeredByDecision(c))
      .forEach((id) => inGoals.add(id)),
  );
  // A goal with a sum of its own (the tax to pay) answers no situation whose steps are dated talks (the landlord, the partner not told).
  const covers = (c: Candidate, s: Candidate): boolean =>
    goalTopic(c) === s.topic && !(s.timed === true && amountIn(clauseText(c.clause)) !== null) && !savesBeside(c, s, chosen, head);
  let extra = told.filter((s) => !chosen.some((c) => covers(c, s)) && !inGoals.has(s.key.slice('situation:'.length) as never));
  // A goal that still names no topic is the mentee's answer to a situation told in another sentence
  // ("Arbeite als Bankkauffrau … will Lehrerin werden", "mi jefa me dijo en la evaluación … ser más
  // proactivo"): it takes that situation's topic and measure, and the situation is not added again.
  // A money situation only for a goal that names a figure: "passare alla formazione aziendale" beside
  // "ho … un mutuo" is no deposit to save (blind reading 8).
  // In a story, "sair da sala de aula" beside 12 kg gained is no weight goal: a body's situation only for a goal told in its sentence.
  // Nor is "passare alla formazione aziendale" the answer to a child's matter (a daughter's screens) told in another sentence.
  const apart = (x: Candidate): boolean => (story && BODY.has(goalTopic(x))) || APART_MATTERS.has(x.key.slice('situation:'.length));
  const mainFirst = (goals: Candidate[]): Candidate[] =>
    goals.sort((a, b) => Number(goalTopic(b) === main?.topic) - Number(goalTopic(a) === main?.topic));
  const mapped = chosen.map((c) => {
    if (goalTopic(c) !== 'general' || keeps(c)) return c;
    // A sum with its date ("get £3,000 by March for my wedding") is a saving aim of its own, no answer to the workload told beside it.
    const saving = dated(clauseText(c.clause), c.language);
    // The stressed concern only for a bare aim told in its sentence ("мне нужно до июля решить, что выбрать"), said by the concern's words.
    const bare = (x: Candidate): boolean => x === main && lowerWords(clauseText(c.clause)).length <= 2 && cuedIn(c.sentence ?? '', x.key);
    const s = extra.find((x) => (x !== main || bare(x)) && (x.topic !== 'money' ? !saving : /\p{N}/u.test(clauseText(c.clause))));
    if (!s || (apart(s) && !cuedIn(c.sentence ?? '', s.key))) return c;
    extra = extra.filter((x) => x !== s);
    // One rambling on past a comma is the story's own sentence ("ter de apresentar resultados ao cliente, sozinha pela primeira vez"), no aim: the situation's goal is said.
    const words = clauseText(c.clause);
    const pasted =
      bare(s) || (words.includes(',') && lowerWords(words).length > RAMBLING_WORDS) ? { clause: s.clause, timed: s.timed } : {};
    return { ...c, topic: s.topic, measure: c.measure ?? s.measure, ...pasted };
  });
  // "empezar en serio" beside "entregar el TFM", a thesis the story tells: a start of nothing named, that no situation
  // took, only restates the goal beside it, which would get the stock steps of no topic.
  const covered = (o: Candidate): boolean => goalTopic(o) !== 'general' && told.some((s) => s.topic === goalTopic(o));
  const restated = (c: Candidate): boolean =>
    goalTopic(c) === 'general' && lowerWords(clauseText(c.clause)).every((w) => START_WORDS.has(w));
  const answered = mapped.some(covered) ? mapped.filter((c) => c.clause.form === 'quote' || !restated(c)) : mapped;
  if (answered.length >= MAX_SITUATIONS)
    return mainFirst(main && extra.includes(main) ? [...answered.slice(0, MAX_SITUATIONS - 1), main] : answered);
  // A second situation of the topic a goal took stays: a teen's screens and the parents' disagreement are two concerns.
  const last = answered.reduce((max, c) => Math.max(max, c.order), 0);
  const room = MAX_SITUATIONS - answered.length;
  const kept = extra.slice(0, room).map((s, i) => ({ ...s, order: last + 1 + i }));
  // A concern past the room the stated goals leave joins a kept goal it belongs beside (joined.json), not dropped: a reader refuses an answer that drops it.
  for (const s of extra.slice(room)) {
    const { hosts, sentence } = joinedSentence(s.key.slice('situation:'.length) as SituationId, own, head);
    const host = hosts.flatMap((t) => kept.filter((k) => k.topic === t && k.also === undefined))[0];
    if (host) host.also = sentence;
  }
  return mainFirst([...answered, ...kept]);
}
