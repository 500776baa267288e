/**
 * Portuguese: "Vou aprender inglês nos próximos seis meses, tendo pelo menos duas aulas por semana e
 * fazendo um teste de nível no final." "Ir" + infinitive is the everyday first-person future and
 * fits any verb; each measure is a gerund clause, which has no gender.
 */
import { framesOf, romanceSentence } from './romance.js';
import type { Template } from './types.js';
import { measuresOf, timeFrameOf } from './measures.js';

const FRAMES = framesOf('pt');

export const pt: Template = {
  language: 'pt',
  heading: 'Os meus objetivos SMART:',
  timeFrame: timeFrameOf('pt'),
  measures: measuresOf('pt'),
  sentence: (parts) => romanceSentence(FRAMES, parts),
};
