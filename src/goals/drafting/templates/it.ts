/**
 * Italian: "Imparerò lo spagnolo entro i prossimi sei mesi, seguendo almeno due lezioni a settimana
 * e facendo un test di livello alla fine." The simple future is built for any verb (verbs.ts); a
 * phrase whose verb is not first follows "Il mio obiettivo è" as an infinitive. Each measure is a
 * gerund clause, which has no gender.
 */
import { framesOf, romanceSentence } from './romance.js';
import { templateOf } from './measures.js';

const FRAMES = framesOf('it');

export const it = templateOf('it', 'I miei obiettivi SMART:', (parts) => romanceSentence(FRAMES, parts));
