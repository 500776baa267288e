/**
 * Russian: "Я выучу английский в течение шести месяцев — буду заниматься не меньше двух раз в
 * неделю, а в конце пройду тест на уровень." The measures use "буду" + infinitive and perfective
 * futures, which have no gender, so they fit every mentee; where the writer's words mark their
 * gender ("хотела бы"), three of them say "буду готова/готов", "подготовленной/подготовленным",
 * "на что я решилась/решился".
 */
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';
import { measuresOf } from './measures.js';

const MONTHS: MonthPhrases = {
  2: 'в течение двух месяцев',
  3: 'в течение трёх месяцев',
  4: 'в течение четырёх месяцев',
  6: 'в течение шести месяцев',
  12: 'в течение двенадцати месяцев',
};

export const ru: Template = {
  language: 'ru',
  heading: 'Мои SMART-цели:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: measuresOf('ru'),
  // A known verb is conjugated ("Я начну …"); any other infinitive follows "Моя цель —", which is
  // grammatical for every verb (not "Я стремлюсь", "I strive to", which commits to nothing), and so
  // does a noun phrase in the nominative.
  sentence: (parts) => slavicSentence({ language: 'ru', goalIs: 'Моя цель —', obtain: 'Я получу', pronoun: 'Я', dash: ' — ' }, parts),
};
