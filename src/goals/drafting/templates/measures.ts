/**
 * The measure each language adds to a goal of each topic, as data (measures.json beside this file):
 * a person rewords one without reading code. Read and checked once, at start-up.
 */
import type { Language } from '../language.js';
import { TOPIC_IDS, TOPIC_MONTHS, type TopicId } from '../topics.js';
import type { Measure, Template } from './types.js';
import { readData } from '../text.js';

const DATA = readData('./templates/measures.json') as Partial<Record<Language, Record<TopicId, Measure>>>;

/** One language's measures; start-up stops naming the topics that have none. */
export function measuresOf(lang: Language): Record<TopicId, Measure> {
  const given = DATA[lang];
  const missing = TOPIC_IDS.filter((t) => typeof given?.[t]?.measure !== 'string');
  if (missing.length > 0) throw new Error(`templates/measures.json: ${lang} has no measure for ${missing.join(', ')}`);
  return given!;
}

const FRAMES = readData('./templates/time-frames.json') as {
  months: Partial<Record<Language, Record<string, string>>>;
  en: Partial<Record<TopicId, string>>;
};
/** One language's time frame for a topic (time-frames.json): English's by the topic, the others' by its months (topics.ts). */
export function timeFrameOf(lang: Language): (topic: TopicId) => string {
  const frame = (t: TopicId): string | undefined => (lang === 'en' ? FRAMES.en[t] : FRAMES.months[lang]?.[TOPIC_MONTHS[t]]);
  const missing = TOPIC_IDS.filter((t) => typeof frame(t) !== 'string');
  if (missing.length > 0) throw new Error(`templates/time-frames.json: ${lang} has no time frame for ${missing.join(', ')}`);
  return (t) => frame(t)!;
}

/** A language's template: its heading and sentence shape, with the time frames and measures of its data. */
export function templateOf(language: Language, heading: string, sentence: Template['sentence']): Template {
  return { language, heading, timeFrame: timeFrameOf(language), measures: measuresOf(language), sentence };
}
