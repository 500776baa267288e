/**
 * Ukrainian: "Я покращу англійську мову до рівня B2 протягом шести місяців — матиму
 * два заняття на тиждень і щодня практикуватимуся 20 хвилин." The synthetic future
 * ("матиму", "записуватиму") has no gender, so the measures fit every mentee; where the writer's
 * words mark their gender ("хотіла б"), three of them say "буду готова/готовий", "приходитиму
 * підготовленою/підготовленим", "на що я наважилася/наважився".
 */
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';
import { measuresOf } from './measures.js';

const MONTHS: MonthPhrases = {
  2: 'протягом двох місяців',
  3: 'протягом трьох місяців',
  4: 'протягом чотирьох місяців',
  6: 'протягом шести місяців',
  12: 'протягом дванадцяти місяців',
};

export const uk: Template = {
  language: 'uk',
  heading: 'Мої SMART-цілі:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: measuresOf('uk'),
  // A known verb is conjugated ("Я почну …"); any other infinitive follows "Моя мета —", which is
  // grammatical for every verb (not "Я прагну", "I strive to", which commits to nothing), and so
  // does a noun phrase in the nominative.
  sentence: (parts) => slavicSentence({ language: 'uk', goalIs: 'Моя мета —', obtain: 'Я отримаю', pronoun: 'Я', dash: ' — ' }, parts),
};
