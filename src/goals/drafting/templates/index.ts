/** The templates of the eleven languages the drafter writes, by language code. */
import type { Language } from '../language.js';
import { cs } from './cs.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { sk } from './sk.js';
import type { Template } from './types.js';
import { uk } from './uk.js';

export const TEMPLATES: Record<Language, Template> = { en, cs, sk, de, es, fr, pl, uk, it, pt, ru };

export type { GoalParts, Measure, Template } from './types.js';
