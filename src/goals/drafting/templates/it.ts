/**
 * Italian: "Imparerò lo spagnolo entro i prossimi sei mesi, seguendo almeno due lezioni a settimana
 * e facendo un test di livello alla fine." The simple future is built for any verb (verbs.ts); a
 * phrase whose verb is not first follows "Il mio obiettivo è" as an infinitive. Each measure is a
 * gerund clause, which has no gender.
 */
import { framesOf, romanceSentence } from './romance.js';
import type { Template } from './types.js';
import { measuresOf, timeFrameOf } from './measures.js';

const FRAMES = framesOf('it');

export const it: Template = {
  language: 'it',
  heading: 'I miei obiettivi SMART:',
  timeFrame: timeFrameOf('it'),
  measures: measuresOf('it'),
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
