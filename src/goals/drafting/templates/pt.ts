/**
 * Portuguese: "Vou aprender inglês nos próximos seis meses, tendo pelo menos duas aulas por semana e
 * fazendo um teste de nível no final." "Ir" + infinitive is the everyday first-person future and
 * fits any verb; each measure is a gerund clause, which has no gender.
 */
import { framesOf, romanceSentence } from './romance.js';
import { templateOf } from './measures.js';

const FRAMES = framesOf('pt');

export const pt = templateOf('pt', 'Os meus objetivos SMART:', (parts) => romanceSentence(FRAMES, parts));
