/**
 * Polish: "Nauczę się hiszpańskiego w ciągu sześciu miesięcy – będę mieć co najmniej
 * dwie lekcje w tygodniu, a na koniec zrobię test poziomujący." The measures use "będę" with the
 * infinitive ("będę pisać"), which has no gender; where the writer's words mark it ("chciałabym"),
 * "będę" takes the l-participle instead, as Poles mostly say it: "będę pisała / pisał".
 */
import { slavicSentence } from './slavic.js';
import { templateOf } from './measures.js';

export const pl = templateOf('pl', 'Moje cele SMART:', (parts) =>
  slavicSentence({ language: 'pl', goalIs: 'Moim celem jest', obtain: 'Zdobędę', dash: ' – ' }, parts),
);
