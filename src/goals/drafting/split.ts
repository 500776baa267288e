/**
 * One intention per goal: a phrase that joins two verb phrases ("find a job and improve my English",
 * "najít práci a zlepšit angličtinu", "Englisch lernen und mehr Sport machen") is split into its
 * verb phrases, each of which becomes a goal of its own with its own verb, measure and time frame.
 *
 * The phrase is cut at every conjunction and comma into pieces; walking left to right, a piece is
 * glued back onto the one before it unless the language's reader says that both sides are verb
 * phrases. So noun pairs ("salt and pepper", "Excel a Word") stay together: the word after the
 * conjunction is no verb. The joiners are alternations of literal words: linear on any input.
 */
import { clauseText, cutFrom, type Candidate, type GoalClause } from './candidate.js';
import { aimBeforePurpose, broken, isPurposeStart, kinBefore, namesByPronoun, notAnAim, toAim, withoutAnaphor } from './gate.js';
import { LANGUAGES, type Language } from './language.js';
import { hasMeasure, timeFrameIn } from './specifics.js';
import { stateNow } from './pace.js';
import { DEGREE_END, list, lowerWords, readData, wordSets, wordsRe } from './text.js';
import { topicOf, type TopicId } from './topics.js';

export interface SplitRules {
  /** The joiner pattern (see joinerRe): conjunctions, "and also", commas. */
  joiner: RegExp;
  /**
   * Are `left` and `right` two verb phrases, each a goal of its own? `right` must start a new verb
   * phrase ("zlepšit angličtinu", "run my first 10k"); `left` must not be a verb whose object is
   * shared ("learn and improve English") or a verb whose object is another infinitive ("learn to
   * play and sing").
   */
  canSplit(left: string, right: string, joiner?: string): boolean;
  /** Does the piece tell the method, an adverbial participle ("przestając jeść słodycze")? It is the aim's, after a comma. */
  method?(piece: string): boolean;
  /** Filler words dropped from the start of a piece ("also", "maybe", "také"). */
  trimStart?(piece: string): string;
  /** May a comma after a cut clause open the next aim ("vrátiť 800 €, ktoré mi požičala, urobiť si vodičák")? */
  commaAfterCut?(piece: string): boolean;
}

/** At most this many pieces: a goal list holds five goals. */
const MAX_PIECES = 5;

/** ", and also ", " a ", ", ": a joiner with its spaces, as a global regular expression. */
export function joinerRe(conjunctions: readonly string[]): RegExp {
  const words = wordsRe(conjunctions).source;
  // Spaces are single by now (statements.ts collapses runs), so no repeated space is needed: one
  // literal space keeps the scan linear even on text that was never a statement.
  return new RegExp(String.raw`,? ${words} |, `, 'giu');
}

/** The verb phrases of `phrase`, in order; the phrase itself when it holds one. */
export function splitIntents(phrase: string, rules: SplitRules): string[] {
  const pieces: string[] = [];
  const joiners: string[] = [];
  let last = 0;
  rules.joiner.lastIndex = 0;
  for (const m of phrase.matchAll(rules.joiner)) {
    if (m.index === 0) continue;
    pieces.push(phrase.slice(last, m.index));
    joiners.push(m[0]);
    last = m.index + m[0].length;
    if (pieces.length > 50) break; // a phrase is capped long before this; the rest stays in the last piece
  }
  pieces.push(phrase.slice(last));
  if (pieces.length === 1) return [phrase];

  const out: string[] = [];
  let current = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) {
    const raw = pieces[i]!;
    const next = rules.trimStart ? rules.trimStart(raw) : raw;
    if (stateNow(next, joiners[i - 1]!)) break;
    // "…, chodząc na siłownię i przestając jeść słodycze": how the aim is reached, never a goal, nor an "and" a future is built after.
    if (rules.method?.(raw)) {
      current = `${current}, ${raw}`;
      continue;
    }
    // "…, laut Bildschirmzeit sind es 5 Stunden am Tag, und … Klavier üben": the told piece goes, an aim after it stays.
    if (toldNow(next, joiners[i - 1]!)) continue;
    // "…к свадьбе и чтобы платье село нормально": a wished result after "and" is the aim's purpose, told after a comma.
    if (/\p{L}/u.test(joiners[i - 1]!) && AND_THAT.test(next)) {
      current = `${current}, ${next}`;
      continue;
    }
    // "…, żeby zdać rozmowę", "…, damit ich …": a purpose stays with its aim, never a verb phrase of its own.
    if (out.length + 1 < MAX_PIECES && next !== '' && !isPurposeStart(next) && rules.canSplit(current.trim(), next, joiners[i - 1])) {
      out.push(current.trim());
      current = next;
    } else {
      current = `${current}${joiners[i - 1]!}${raw}`;
    }
  }
  out.push(current.trim());
  return out.filter((p) => p !== '');
}

/**
 * "…, damit ich … kann, und 200 Euro sparen", "… so I can apply, and save": an aim after the clause that ended the one before
 * (`own`; ", a nie wydawać" has none, a contrast) is its own, the clause dropped — after a comma or a word such as "then"
 * ("e nel frattempo"); "para pagar y comprar" is the clause's.
 */
export function aimAfter(text: string, own: string, rules: SplitRules, cut: (rest: string) => string): string {
  for (const m of text.slice(own.length).matchAll(rules.joiner)) {
    const raw = text.slice(own.length + m.index + m[0].length);
    const next = rules.trimStart?.(raw) ?? raw;
    const opens = /\p{L}/u.test(m[0])
      ? m[0].trim().includes(' ') || next !== raw.trim()
      : text.startsWith(', ', own.length) && rules.commaAfterCut?.(next) === true;
    if (m.index > 0 && opens && rules.canSplit(own, next, m[0])) return `${own}${m[0]}${cut(raw)}`;
  }
  return own;
}

/** Topics a target's words may name in passing (a dinner for the family, songs for friends). */
const INCIDENTAL: ReadonlySet<TopicId> = new Set(['general', 'time', 'social', 'confidence', 'wellbeing']);

const clauseWords = (c: Candidate): string => clauseText(c.clause);
/** "… and be able to" ("zvládnu") joins a first-person future to an infinitive ("naučím se hrát a zvládnu zahrát …"). */
const SPLIT: typeof import('./split.json') = readData('./split.json');
type Words<T> = Record<Language, T>;
const [TOLD_NOW] = wordSets('split.json', SPLIT, 'toldNow');
/** ", podle statistik je to skoro 4 hodiny denně": what is so now, by its source, ends the aim (split.json toldNow). */
const toldNow = (piece: string, joiner: string): boolean => joiner === ', ' && lowerWords(piece).some((w, i) => i < 2 && TOLD_NOW.has(w));
const [INTO, AND, ABLE] = [SPLIT.into as Words<string[]>, SPLIT.and as Words<string>, SPLIT.able as Partial<Words<string>>];
/** "и чтобы", "a aby", "y que" (split.json andThat): a finite purpose after "and". */
const AND_THAT = new RegExp(`^(?:${Object.values(SPLIT.andThat).flat().join('|')})(?!\\p{L})`, 'iu');
/** The words that make a verb phrase one of learning ("learn the piano", "naučit se hrát", "научусь играть"; split.json learn). */
const LEARN_WORDS = new Set(list(SPLIT.learn));
if (LANGUAGES.some((l) => !INTO?.[l]?.length || typeof AND?.[l] !== 'string') || !SPLIT.learn || !SPLIT.backClitics?.fr)
  throw new Error('split.json: no into, and, learn or backClitics');
/** "změnit práci a jít do IT": a change of job told with where it goes is one aim, the change of career (split.json). */
const intoField = (first: Candidate, target: Candidate): boolean =>
  ['job', 'career'].includes(topicOf(first.topicText)) &&
  INTO[target.language].some((p) => `${target.topicText.toLowerCase()} `.startsWith(`${p} `));
const timed = (c: Candidate): boolean => timeFrameIn(clauseWords(c), c.language) !== null;

/**
 * One aim with its own target is one goal (issue 33): "learn the guitar and play five songs by
 * Christmas" is no second goal with a deadline of its own beside a first one in three months. A
 * phrase of learning with no figure and no date, followed in the same sentence by one that gives them
 * and names no other topic, is joined to it: "aprender a tocar la guitarra y tocar cuatro canciones
 * antes de febrero" is one goal with the learning's topic and the target's deadline; one with its purpose is two ("…, y sacar el GED").
 */
export function oneAim(read: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of read) {
    const prev = out[out.length - 1];
    if (prev && joinable(prev, c)) out[out.length - 1] = joined(prev, c);
    else out.push(c);
  }
  // An aim left as it was read (not joined to another) is alone: its pronoun can name nothing before it.
  const alone = new Set(read);
  // The quoting gate (gate.ts): no goal from a clause that describes ("że nie miał"), a fear ("do not
  // lose"), or names by a pronoun an object no earlier aim of it made ("tenerla e affittarla").
  // A date pointed at but not named ("bis dahin") leaves the clause; the text's deadline is found elsewhere.
  // A clause ends at its aim ("guardar 1.500 reais até março", not "…, não quero mais depender …").
  return out
    .map((c) => [{ ...c, clause: trimmed(c.clause, c.language) }, alone.has(c)] as const)
    .filter(([c, lone]) => !broken(clauseWords(c)) && (c.clause.form === 'quote' || !(notAnAim(clauseWords(c)) || (lone && dangling(c)))))
    .map(([c]) => (c.clause.form === 'quote' ? c : { ...c, clause: withWords(c.clause, withoutAnaphor(clauseWords(c), true)) }))
    .map(savingFor);
}

/** Money saved for a course is still money saved: the aim's topic, not its purpose's, gives the measure. */
function savingFor(c: Candidate): Candidate {
  if (c.topic !== undefined || c.clause.form === 'quote') return c;
  const aim = aimBeforePurpose(clauseWords(c));
  return aim !== clauseWords(c) && topicOf(aim) === 'money' ? { ...c, topic: 'money' } : c;
}

/** A pronoun right after the clause's verb, or a clitic on it ("tenerla", "l'envoyer", "отправить его"). */
function dangling(c: Candidate): boolean {
  const pronouns = BACK_PRONOUNS[c.language];
  // Before the verb too ("es verkaufen", "to zrobić"); a people pronoun anywhere ("passar tempo com eles").
  const words = lowerWords(clauseWords(c).slice(0, 60)).slice(0, 2);
  if (c.pointsWithin || kinBefore(c.sentence ?? clauseWords(c), c.language)) return false;
  if (namesByPronoun(clauseWords(c))) return true;
  if (pronouns) return c.language !== 'en' && words.some((w) => pronouns.has(w));
  return refersBack(c);
}

/** A pronoun among a clause's first words that names what the clause before it made ("відправити його", "send it"). */
const BACK_PRONOUNS: Partial<Record<Language, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(SPLIT.backPronouns as Partial<Words<string>>).map(([l, w]) => [l, new Set(list(w))]),
);
/** The same pronoun as Romance languages write it: before the verb ("l'envoyer", "le publier") or on it ("enviarlo", "enviá-lo"). */
const BACK_CLITIC = new Map(Object.entries(SPLIT.backClitics as Record<string, string>).map(([l, re]) => [l, new RegExp(re, 'u')]));
function refersBack(c: Candidate): boolean {
  const words = clauseWords(c);
  const pronouns = BACK_PRONOUNS[c.language];
  return pronouns !== undefined
    ? lowerWords(words.slice(0, 60)).some((w, i) => i < 3 && pronouns.has(w))
    : (BACK_CLITIC.get(c.language)?.test(words.slice(0, 40).toLowerCase()) ?? false);
}

/** "… and finish under 2 hours 10" after a race: a time limit (split.json under) and a figure in the phrase's first words. */
const UNDER = new Map(LANGUAGES.map((l) => [l, wordsRe((SPLIT.under as Words<string[]>)[l])]));
const finishTime = (first: Candidate, target: Candidate): boolean => {
  const head = clauseWords(target).slice(0, 40);
  return topicOf(clauseWords(first)) === 'running' && UNDER.get(target.language)!.test(head) && hasMeasure(head, target.language);
};

function joinable(first: Candidate, target: Candidate): boolean {
  if (first.language !== target.language || first.listItem || target.listItem) return false;
  // A Polish future with gendered forms ("będę grała") is kept as it is.
  if (first.clause.form === 'future' && first.clause.byGender !== undefined) return false;
  if (intoField(first, target)) return true;
  if (finishTime(first, target)) return formsJoin(first, target);
  // "подготовить портфолио и отправить его в три студии": what the second does is to the first's object.
  if (refersBack(target)) return formsJoin(first, target);
  if (isPurpose(first, target)) return true;
  if (first.timeBefore !== undefined) return false;
  if (!lowerWords(clauseWords(first)).some((w) => LEARN_WORDS.has(w))) return false;
  if (aimBeforePurpose(clauseWords(first)) !== clauseWords(first)) return false;
  if (hasMeasure(clauseWords(first), first.language) || timed(first)) return false;
  if (!timed(target) && !hasMeasure(clauseWords(target), target.language)) return false;
  // "preparar una cena para mi familia" names family time by its words, yet is the cooking's target;
  // "run a marathon in May" is an aim of its own.
  const topic = topicOf(clauseWords(target));
  if (!INCIDENTAL.has(topic) && topic !== topicOf(clauseWords(first))) return false;
  return formsJoin(first, target);
}

const SAME_FORMS = new Set(['english>english', 'infinitive>infinitive', 'future>future']);
function formsJoin(first: Candidate, target: Candidate): boolean {
  const forms = `${first.clause.form}>${target.clause.form}`;
  return SAME_FORMS.has(forms) || (forms === 'future>infinitive' && ABLE[first.language] !== undefined);
}

/** A purpose read as an aim of its own ("…, żeby zdać rozmowę"), or one a degree asks for ("na tyle, żeby…"): part of the aim before it. */
const isPurpose = (first: Candidate, target: Candidate): boolean =>
  isPurposeStart(clauseWords(target)) ||
  (DEGREE_END.test(clauseWords(first).slice(-24)) && /^(?:to|um|pour|para|per)\s/iu.test(clauseWords(target)));

function joined(first: Candidate, target: Candidate): Candidate {
  const lang = first.language;
  // Told in two forms ("změním práci" and "jít do IT"), the pair is read as the infinitives the mentee wrote.
  const [same, key] = [first.clause.form === target.clause.form, `${first.key} ${AND[lang]} ${target.key}`];
  const into = `${same ? clauseWords(first) : first.topicText} ${AND[lang]} ${same ? clauseWords(target) : target.topicText}`;
  const pair: GoalClause = same ? withWords(first.clause, into) : { form: 'infinitive', phrase: into };
  if (intoField(first, target)) return { ...first, clause: pair, topic: 'career', specific: true, key };
  const purpose = withWords(first.clause, `${clauseWords(first)}, ${clauseWords(target)}`);
  if (isPurpose(first, target)) return { ...first, clause: purpose, specific: true, key: `${first.key}, ${target.key}` };
  const second =
    first.clause.form === 'future' && target.clause.form === 'infinitive' ? `${ABLE[lang]!} ${target.clause.phrase}` : clauseWords(target);
  // Spanish "y" is "e" before an "i" sound; Ukrainian "і" is "й" after a vowel ("на гітарі й зможу").
  const and =
    lang === 'es' && /^h?i(?![aeou])/iu.test(second) ? 'e' : lang === 'uk' && /[аеєиіїоуюя]$/iu.test(clauseWords(first)) ? 'й' : AND[lang];
  const words = `${clauseWords(first)} ${and} ${second}`;
  const clause = withWords(first.clause, words);
  const topic = first.topic ?? topicOf(clauseWords(first));
  return { ...first, clause, specific: true, ...(topic === 'general' ? {} : { topic }), key: `${first.key} ${and} ${target.key}` };
}

/** The clause, and each gendered form of it, cut at its aim's end (gate.ts). */
const trimmed = (clause: GoalClause, lang: Language): GoalClause => cutFrom(clause, (p) => toAim(p, lang));

function withWords(clause: GoalClause, words: string): GoalClause {
  return clause.form === 'english' ? { form: 'english', core: words } : { ...clause, phrase: words };
}
