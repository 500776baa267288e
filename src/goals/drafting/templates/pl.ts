/**
 * Polish: "Nauczę się hiszpańskiego w ciągu sześciu miesięcy – będę mieć co najmniej
 * dwie lekcje w tygodniu, a na koniec zrobię test poziomujący." The measures use "będę" with the
 * infinitive ("będę pisać"), which has no gender; where the writer's words mark it ("chciałabym"),
 * "będę" takes the l-participle instead, as Poles mostly say it: "będę pisała / pisał".
 */
import { slavicSentence } from './slavic.js';
import type { MonthPhrases, Template } from './types.js';
import { TOPIC_MONTHS } from '../topics.js';
import { measuresOf } from './measures.js';

const MONTHS: MonthPhrases = {
  2: 'w ciągu dwóch miesięcy',
  3: 'w ciągu trzech miesięcy',
  4: 'w ciągu czterech miesięcy',
  6: 'w ciągu sześciu miesięcy',
  12: 'w ciągu dwunastu miesięcy',
};

export const pl: Template = {
  language: 'pl',
  heading: 'Moje cele SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: measuresOf('pl'),
  sentence: (parts) => slavicSentence({ language: 'pl', goalIs: 'Moim celem jest', obtain: 'Zdobędę', dash: ' – ' }, parts),
};
