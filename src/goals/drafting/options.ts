/**
 * An alternative the mentee has not decided ("Não sei se devo fechar o ginásio ou tentar mais um ano",
 * "je sais pas si je veux faire un postdoc ou aller dans le privé"): readers refused both options
 * returned as two goals, or one chosen for them. It is one goal, the decision, naming the options in
 * the person's own words after their own complementizer, with steps that fit any choice (options.json).
 */
import { ourCandidate, phraseClause, type Candidate } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { MAX_SITUATIONS, namedMeasure, situationsIn, SITUATION_IDS, toldSituations, type SituationId } from './situations.js';
import { byFrame, deadlineIn, pastDate, timeFrameIn } from './specifics.js';
import { lowerWords, need, readData } from './text.js';

interface Frame {
  know: string[];
  cause: string[];
  comp: string[];
  written?: Record<string, string>;
  or: string[];
  last: string[];
  goal: string;
  within: string;
  measure: string;
  alone: { choice: string[]; inf?: string[]; asked?: string[]; not: string; stay?: string; leave?: string[] };
  noun: { elided: Record<string, string>; work: string[]; tail?: string[] };
  asks?: Record<string, string>;
}

const OPTIONS = readData('./options.json') as Record<Language, Frame> & { specific: SituationId[] };

for (const l of LANGUAGES) {
  need(`options.json, ${l}`, OPTIONS[l], 'know or goal within measure alone.not noun.work');
  // The complementizers may be none (Russian "не знаю, уйти или остаться" has its comma).
  if (![OPTIONS[l].cause, OPTIONS[l].comp, OPTIONS[l].last].every(Array.isArray) || !OPTIONS[l].goal.includes('{when}'))
    throw new Error(`options.json: no alternative's frame in ${l}`);
}
if (!OPTIONS.specific.every((id) => SITUATION_IDS.includes(id))) throw new Error('options.json: specific names no situations');

/** The most words of the options: a longer run is a story, not two options to name. */
const MAX_WORDS = 18;
/** The words between "know" and its complementizer ("je sais pas du tout si", "ich weiß nicht, ob"). */
const GAP = 6;

const bare = (w: string): string => w.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * The reader of a text's alternatives: the decision between the options a sentence names, or undefined.
 * The text's situations are read once, whatever the number of sentences.
 */
export function alternativesOf(text: string): (sentence: string, language: Language, order: number) => Candidate | undefined {
  let specific: boolean | undefined;
  let named: string | null | undefined;
  // "szukać nowej" after "Pracuję w korporacji": the work (a job, a firm) may be told in the sentence before; looked for once in the text.
  let work: boolean | undefined;
  const worked = (f: Frame): boolean => (work ??= lowerWords(text.slice(0, 20_000)).some((w) => f.noun.work.some((s) => w.startsWith(s))));
  // A business's future weighed on its figures, a care home or care at home, studies to drop: that situation's own steps answer it.
  const answered = (): boolean => (specific ??= toldSituations(text).some((id) => OPTIONS.specific.includes(id)));
  return (sentence, language, order) => {
    const options = alternativeIn(sentence, language, worked);
    if (options === undefined || answered() || (options.one && !onlyDoubt(sentence, language))) return undefined;
    // A matter the decision situation names (a job offer, a move, a house to sell) keeps its own steps beside the person's options.
    // It is looked for once in the text, not once a sentence of options.
    named ??= namedMeasure('decision', text, language) ?? null;
    return decisionCandidate(options.said, language, sentence, order, named ?? OPTIONS[language].measure);
  };
}

/** One option is a decision only where its sentence tells no more than a doubt, without a matter (a move) whose own steps answer it. */
const onlyDoubt = (sentence: string, language: Language): boolean =>
  toldSituations(sentence).every((id) => id === 'unsure' || id === 'decision') && namedMeasure('unsure', sentence, language) === undefined;

/** The options as written, from the complementizer on ("whether to stay or go"), or undefined; `one` when a single option is weighed. */
function alternativeIn(sentence: string, language: Language, worked: (f: Frame) => boolean): { said: string; one: boolean } | undefined {
  const f = OPTIONS[language];
  // A long sentence is read in its first 600 characters, without the word they may cut.
  const words = (sentence.length > 600 ? sentence.slice(0, 600).replace(/\s\S*$/u, '') : sentence).split(/\s+/u).filter(Boolean);
  const from = words.findIndex((w, i) => f.know.includes(bare(w)) && startOf(words, i, f) > 0);
  if (from < 0) return askedIn(words, f, worked);
  const start = startOf(words, from, f);
  // "No sé si es que no sirvo o que el trabajo es demasiado": a cause wondered about, no options to choose between.
  const opening = words.slice(start + (f.comp.length > 0 ? 1 : 0), start + 5).map(bare);
  if (f.cause.some((c) => `${opening.join(' ')} `.startsWith(`${c} `))) return undefined;
  const options: string[] = [];
  // A comma ends the options unless the next word joins another option ("czy zostać, czy odejść").
  for (const w of words.slice(start)) {
    if (/^[—–-]$/u.test(w)) break; // a dash standing alone ends the options like a full stop ("czy wyjechać – pomocy")
    options.push(w);
    if (/[,;:]$/u.test(w) && options.length > 1) continue;
    if (/[.!?…]$/u.test(w)) break;
  }
  const joins = (w = ''): boolean => f.or.includes(bare(w)) || f.comp.includes(bare(w));
  const cut = options.findIndex((w, i) => /[,;:]$/u.test(w) && !joins(options[i + 1]));
  const kept = cut < 0 ? options : options.slice(0, cut + 1);
  // "aller dans le privé après" would stand before the goal's own deadline: the time word is left out.
  if (kept.length > 3 && f.last.includes(bare(kept.at(-1)!))) kept.pop();
  const one = !kept.slice(1, -1).some((w) => f.or.includes(bare(w)));
  if (kept.length < 2 || kept.length > MAX_WORDS || (one && !weighed(kept.slice(f.comp.length > 0 ? 1 : 0).map(bare), f))) return undefined;
  const written = kept.join(' ').replace(/[\s,;:.!?…—–-]+$/u, '');
  const said = worked(f) ? restored(written, f) : written;
  const comp = f.written?.[bare(kept[0]!)];
  const named = comp ? `${comp}${said.slice(kept[0]!.length)}` : said;
  // "whether to quit my job" alone: its natural alternative is named beside it, staying after an option of leaving.
  const other = f.alone.stay !== undefined && kept.some((w) => f.alone.leave?.includes(bare(w))) ? f.alone.stay : f.alone.not;
  return { said: one ? `${named}${other}` : named, one };
}

/** "Should I talk to her or look for another job?": a question between options, said as the choice it asks ("whether I should …"). */
function askedIn(words: string[], f: Frame, worked: (f: Frame) => boolean): { said: string; one: boolean } | undefined {
  const lower = words.join(' ').toLowerCase();
  const ask = Object.keys(f.asks ?? {}).find((a) => lower.startsWith(`${a} `));
  const options = words.slice(ask?.split(' ').length);
  if (!ask || !/[?？]$/u.test(lower) || !options.slice(1, -1).some((w) => f.or.includes(bare(w))) || options.length > MAX_WORDS) return;
  const said = f.asks![ask]!.replace('{}', options.join(' ').replace(/\s*[?？]$/u, ''));
  return { said: worked(f) ? restored(said, f) : said, one: false };
}

/** A single option weighed ("whether to quit", "ob ich kündigen soll", "czy rzucić studia"), not a doubt about oneself ("if I can do this"). */
function weighed(option: readonly string[], f: Frame): boolean {
  const { choice, inf = [], asked } = f.alone;
  const [first, infinitive] = [option.slice(0, 3), option.slice(0, 2).some((w) => w.length > 3 && inf.some((e) => w.endsWith(e)))];
  const chosen = first.some((w) => choice.includes(w)) || choice.includes(option.at(-1)!) || infinitive;
  return chosen && (!asked || first.some((w) => asked.includes(w)));
}

/** "czy szukać nowej" says its noun only by its adjective: restored ("nowej pracy") in a text that names work. */
function restored(said: string, f: Frame): string {
  const lower = said.toLowerCase();
  for (const [short, full] of Object.entries(f.noun.elided)) {
    const at = lower.lastIndexOf(short);
    const rest = said.slice(at + short.length);
    const next = bare(rest.trimStart().split(/\s/u)[0] ?? '');
    if (at >= 0 && (at === 0 || said[at - 1] === ' ') && (rest === '' || /^[,;]/u.test(rest) || f.noun.tail?.includes(next)))
      return `${said.slice(0, at)}${full}${rest}`;
  }
  return said;
}

/** Where the options start after the know word at `i`: its complementizer within GAP words, or (no complementizer) right past its comma. */
function startOf(words: readonly string[], i: number, f: Frame): number {
  if (f.comp.length === 0) return words[i]!.endsWith(',') ? i + 1 : -1;
  for (let j = i + 1; j <= i + GAP && j < words.length; j += 1) if (f.comp.includes(bare(words[j]!))) return j;
  return -1;
}

/** The one decision a text is answered with. */
export const DECISION = 'decision:options';

/** The decision's goal, naming the options, dated in its own words, with steps dated from now. */
function decisionCandidate(options: string, language: Language, sentence: string, order: number, measure: string): Candidate {
  const f = OPTIONS[language];
  // "Chcę do wakacji zdecydować, czy …": the person's own date for the choice, said before the options; a date inside an option ("jít do důchodu už letos") is the option's.
  const frame = timeFrameIn(sentence, language);
  const dated = deadlineIn(sentence, language) ?? (frame !== null && byFrame(frame) && !pastDate(sentence, frame, language) ? frame : null);
  const when = dated !== null && !options.includes(dated) ? dated.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : f.within;
  const clause = phraseClause(f.goal.replace('{when}', when).replace('{}', options), language);
  return ourCandidate(language, clause, DECISION, { score: 4, order, topic: 'direction', measure, sentence, timed: true });
}

/**
 * The story's situations beside the decision read from it, first: neither the decision situation's stock plan
 * nor a situation told in the very sentence of the options ("… no sé si subir precios o meterme a vender online"
 * is no goal to sell online), which the decision answers.
 */
export function besideDecision(read: readonly Candidate[], situations: readonly Candidate[]): Candidate[] {
  const decision = read.find((c) => c.key === DECISION);
  if (!decision) return [...situations];
  const told = new Set(situationsIn(decision.sentence ?? '').map((id) => `situation:${id}`));
  const rest = situations.filter((s) => s.topic !== 'direction' && !told.has(s.key));
  return [decision, ...rest].slice(0, MAX_SITUATIONS);
}

/** The situations a decision's own sentence tells: answered by the decision, no goals of their own. */
export const answeredByDecision = (c: Candidate): SituationId[] => (c.key === DECISION ? situationsIn(c.sentence ?? '') : []);
