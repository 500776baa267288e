/**
 * Italian: "Imparerò lo spagnolo entro i prossimi sei mesi, seguendo almeno due lezioni a settimana
 * e facendo un test di livello alla fine." The simple future is built for any verb (verbs.ts); a
 * phrase whose verb is not first follows "Il mio obiettivo è" as an infinitive. Each measure is a
 * gerund clause, which has no gender.
 */
import { TOPIC_MONTHS } from '../topics.js';
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { MonthPhrases, Template } from './types.js';
import { measuresOf } from './measures.js';

const MONTHS: MonthPhrases = {
  2: 'entro i prossimi due mesi',
  3: 'entro i prossimi tre mesi',
  4: 'entro i prossimi quattro mesi',
  6: 'entro i prossimi sei mesi',
  12: 'entro i prossimi dodici mesi',
};

const FRAMES: RomanceFrames = {
  language: 'it',
  intend: 'il mio obiettivo è',
  obtain: 'otterrò',
  reach: 'raggiungerò questo obiettivo',
  listColon: ': ',
  afterTimeBefore: ' ',
  pointInTime: [/^(?:ad? |(?=(?:l'estate|l'inverno|l'autunno|la primavera|la prossima (?:estate|primavera))(?!\p{L})))/iu, 'entro '],
};

export const it: Template = {
  language: 'it',
  heading: 'I miei obiettivi SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: measuresOf('it'),
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
