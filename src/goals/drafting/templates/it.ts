/**
 * Italian: "Imparerò lo spagnolo entro i prossimi sei mesi, seguendo almeno due lezioni a settimana
 * e facendo un test di livello alla fine." The simple future is built for any verb (verbs.ts); a
 * phrase whose verb is not first follows "Il mio obiettivo è" as an infinitive. Each measure is a
 * gerund clause, which has no gender.
 */
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { Template } from './types.js';
import { measuresOf, timeFrameOf } from './measures.js';

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
  timeFrame: timeFrameOf('it'),
  measures: measuresOf('it'),
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
