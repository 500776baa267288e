/**
 * Russian: "Я выучу английский в течение шести месяцев — буду заниматься не меньше двух раз в
 * неделю, а в конце пройду тест на уровень." The measures use "буду" + infinitive and perfective
 * futures, which have no gender, so they fit every mentee; where the writer's words mark their
 * gender ("хотела бы"), three of them say "буду готова/готов", "подготовленной/подготовленным",
 * "на что я решилась/решился".
 */
import { slavicSentence } from './slavic.js';
import { templateOf } from './measures.js';

// A known verb is conjugated ("Я начну …"); any other infinitive follows "Моя цель —", which is
// grammatical for every verb (not "Я стремлюсь", "I strive to", which commits to nothing), and so
// does a noun phrase in the nominative.
export const ru = templateOf('ru', 'Мои SMART-цели:', (parts) =>
  slavicSentence({ language: 'ru', goalIs: 'Моя цель —', obtain: 'Я получу', pronoun: 'Я', dash: ' — ' }, parts),
);
