/**
 * Portuguese: "Vou aprender inglês nos próximos seis meses, tendo pelo menos duas aulas por semana e
 * fazendo um teste de nível no final." "Ir" + infinitive is the everyday first-person future and
 * fits any verb; each measure is a gerund clause, which has no gender.
 */
import { TOPIC_MONTHS } from '../topics.js';
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { MonthPhrases, Template } from './types.js';
import { measuresOf } from './measures.js';

const MONTHS: MonthPhrases = {
  2: 'nos próximos dois meses',
  3: 'nos próximos três meses',
  4: 'nos próximos quatro meses',
  6: 'nos próximos seis meses',
  12: 'nos próximos doze meses',
};

const FRAMES: RomanceFrames = {
  language: 'pt',
  intend: 'vou',
  obtain: 'vou conseguir',
  reach: 'vou alcançar este objetivo',
  listColon: ': ',
  afterTimeBefore: ' ',
  pointInTime: [/^em (?=(?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b)/iu, 'até '],
};

export const pt: Template = {
  language: 'pt',
  heading: 'Os meus objetivos SMART:',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: measuresOf('pt'),
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
