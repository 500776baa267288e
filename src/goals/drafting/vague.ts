/**
 * Vague input: "I want to be better" names neither a goal nor a situation, and echoing it back
 * ("I will be better …") helps nobody. It is answered with a concrete first step that has a figure
 * and a deadline of its own: write down three areas by the end of next week and pick one.
 *
 * The deadline is relative ("by the end of next week"), not a calendar date: the offline generator is
 * deterministic, and the same text must give the same goals on any day (docs/decisions.md).
 *
 * Only a whole input that is nothing but such a wish counts; "I want to be better at Python" has a
 * topic and is read as usual. The patterns are anchored alternations of literal words: linear.
 */
import { ourCandidate, phraseClause, type Candidate } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { list, lowerWords, need, readData } from './text.js';

/** vague.json, read and checked once at start-up: the wish (a pattern) and its first step in every language. */
type PerLanguage = Record<'wish' | 'firstStep', Record<Language, string>>;
const VAGUE_DATA: PerLanguage = readData('./vague.json');
for (const l of LANGUAGES) need('vague.json', VAGUE_DATA, `wish.${l} firstStep.${l}`);
const VAGUE = new Map(LANGUAGES.map((l) => [l, new RegExp(VAGUE_DATA.wish[l], 'u')]));
const FIRST_STEP = VAGUE_DATA.firstStep;

/** Is the whole input only a wish without content ("I want to be better")? */
export function isVague(text: string, language: Language): boolean {
  if (text.length > 200) return false;
  const bare = text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[.!?…,;:\s]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return VAGUE.get(language)!.test(
    bare
      .split(' ')
      .filter((w) => !SOFT.has(w))
      .join(' '),
  );
}

/**
 * A step of ours with its own deadline ("by the end of next week"), so no time frame is added: the
 * first step of a vague wish, or the step about a situation told in the writer's own words.
 */
export function stepCandidate(language: Language, phrase: string, key: string, measure?: string): Candidate {
  const more = measure === undefined ? {} : { measure };
  return ourCandidate(language, phraseClause(phrase, language), key, { specific: true, timed: true, topic: 'direction', ...more });
}

/** "Life" in the eleven languages, as a word of a short wish ("être plus organisé dans ma vie", "żyć dla siebie"). */
const LIFE = new Set(list(`life leben lebens vie vida vita život životě života živote życie życiu życia żyć життя житті жизнь жизни`));

/**
 * A short wish about one's life as a whole that names no topic ("J'aimerais être plus organisé dans
 * ma vie", "Хочу навести лад у своєму житті"): as vague as "I want to be better", so it gets the
 * first step too, not "… within three months, in weekly steps". `topicless` says that nothing read
 * from it has a topic of its own.
 */
export const isLifeWish = (text: string, topicless: boolean): boolean =>
  topicless &&
  text.length <= 160 &&
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => LIFE.has(w));

/** The concrete first step that answers a vague input, in `language`. */
export function firstStepCandidate(language: Language): Candidate {
  return stepCandidate(language, FIRST_STEP[language], 'first-step');
}

/** A family of vague wishes (wishes.json): its cue groups, the topics its step replaces, its step in each language. */
interface WishFamily {
  family: string;
  over: string[];
  cues: string[][];
  step: Record<Language, string>;
  measure: Record<Language, string>;
  /** Its measure beside another aim, without the step ("alone": the measure itself stands without it). */
  beside?: Record<Language, string>;
  alone?: true;
  hu: string;
}

/**
 * wishes.json read and checked at start-up (a person extends it without reading code): every family
 * with cue groups, the topics it replaces, and a step and a measure in all eleven languages and Hungarian.
 */
export function wishesFrom(data: unknown): WishFamily[] {
  const families = (data as { families?: Record<string, unknown>[] } | null)?.families;
  if (!Array.isArray(families) || families.length === 0) throw new Error('wishes.json: no list of families');
  // "@stuck" among a group's cues stands for wishes.json's group of that name: families that share cues share one list.
  const groups = (data as { groups?: Record<string, unknown> }).groups ?? {};
  const named = (cue: string): string[] => {
    if (!cue.trim().startsWith('@')) return [cue.trim().toLowerCase()];
    const group = groups[cue.trim().slice(1)];
    if (typeof group !== 'string') throw new Error(`wishes.json: no group of cues named ${cue.trim()}`);
    return group.split('|').map((c) => c.trim().toLowerCase());
  };
  return families.map((f, i) => {
    const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
    const texts = (v: unknown): boolean =>
      typeof v === 'object' && v !== null && LANGUAGES.every((l) => text((v as Record<string, unknown>)[l]));
    const measures = [f.step, f.measure, f.beside ?? f.measure];
    const ok = text(f.family) && Array.isArray(f.over) && Array.isArray(f.cues) && f.cues.every(text) && measures.every(texts);
    if (!ok || !text(f.hu))
      throw new Error(`wishes.json, family ${i + 1} (${String(f.family)}): cues, topics, a step and a measure per language`);
    return { ...(f as unknown as WishFamily), cues: (f.cues as string[]).map((g) => g.split('|').flatMap(named)) };
  });
}

const WISH_DATA = readData('./wishes.json') as { soft?: unknown };
const WISHES = wishesFrom(WISH_DATA);
/** "Хочу нарешті знайти себе": words that change nothing in a vague wish (wishes.json "soft"). */
const SOFT = new Set(typeof WISH_DATA.soft === 'string' ? list(WISH_DATA.soft) : []);

/** The longest wish read as one of a family: a sentence or two, not a story. */
const WISH_CHARS = 200;

/**
 * The family of a short wish ("I just feel so lost lately", "Chtěla bych mít víc motivace", "Szeretnék
 * boldogabb lenni") whose goals read from it have only topics the family replaces (`topicsOf`), or none.
 * A cue is a whole word, a word start ("motivat*") or words in a row, looked up once per word of a
 * text of at most WISH_CHARS characters: linear.
 */
export function wishFamily(text: string, topicsOf: () => readonly string[]): WishFamily | undefined {
  if (text.length > WISH_CHARS) return undefined;
  const words = lowerWords(text).filter((w) => !SOFT.has(w));
  const joined = ` ${words.join(' ')} `;
  const hit = (cue: string): boolean =>
    cue.includes(' ')
      ? joined.includes(` ${cue} `)
      : cue.endsWith('*')
        ? words.some((w) => w.startsWith(cue.slice(0, -1)))
        : words.includes(cue);
  const matching = WISHES.filter((f) => f.cues.every((group) => group.some(hit)));
  if (matching.length === 0) return undefined;
  // The topics are read only for a wish of a family: a story's situations cost a pass of their own.
  const topics = topicsOf();
  return matching.find((f) => topics.every((t) => f.over.includes(t)));
}

/** A wish of a known family told beside another aim, measured without the family's step it would point back to. */
export function besideMeasure(words: string, language: Language): string | undefined {
  const f = wishFamily(words, () => ['general']);
  return f?.beside?.[language] ?? (f?.alone ? f.measure[language] : undefined);
}

/** The step of a family of wishes in `language`, with its own deadline and measure. */
export const familyCandidate = (f: WishFamily, language: Language): Candidate =>
  stepCandidate(language, f.step[language], `wish:${f.family}`, f.measure[language]);
