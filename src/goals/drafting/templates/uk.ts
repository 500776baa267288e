/**
 * Ukrainian: "Я покращу англійську мову до рівня B2 протягом шести місяців — матиму
 * два заняття на тиждень і щодня практикуватимуся 20 хвилин." The synthetic future
 * ("матиму", "записуватиму") has no gender, so the measures fit every mentee; where the writer's
 * words mark their gender ("хотіла б"), three of them say "буду готова/готовий", "приходитиму
 * підготовленою/підготовленим", "на що я наважилася/наважився".
 */
import { slavicSentence } from './slavic.js';
import { templateOf } from './measures.js';

// A known verb is conjugated ("Я почну …"); any other infinitive follows "Моя мета —", which is
// grammatical for every verb (not "Я прагну", "I strive to", which commits to nothing), and so
// does a noun phrase in the nominative.
export const uk = templateOf('uk', 'Мої SMART-цілі:', (parts) =>
  slavicSentence({ language: 'uk', goalIs: 'Моя мета —', obtain: 'Я отримаю', pronoun: 'Я', dash: ' — ' }, parts),
);
