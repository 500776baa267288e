/**
 * Spanish: "Voy a mejorar mi inglés en los próximos seis meses, tomando al menos dos clases por
 * semana y haciendo una prueba de nivel al final." "Ir a" + infinitive is the everyday first-person
 * future and fits any verb, so the user's infinitive phrase is used as written.
 */
import { framesOf, romanceSentence } from './romance.js';
import { templateOf } from './measures.js';

const FRAMES = framesOf('es');

export const es = templateOf('es', 'Mis objetivos SMART:', (parts) => romanceSentence(FRAMES, parts));
