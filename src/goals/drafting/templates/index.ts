/**
 * The templates of the eleven languages the drafter writes, by language code. English, German and French
 * build their sentences in their own modules; Spanish, Italian and Portuguese share the Romance shape
 * (romance.ts), the five Slavic languages the Slavic one (slavic.ts), each in the words of its frames file
 * (romance-frames.json, slavic-frames.json: the heading, the frames, and why they fit the language).
 */
import type { Language } from '../language.js';
import type { SlavicLanguage } from '../verbs.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { templateOf } from './measures.js';
import { framesOf, romanceSentence } from './romance.js';
import { slavicFramesOf, slavicSentence } from './slavic.js';
import type { Template } from './types.js';

const romance = (language: 'es' | 'it' | 'pt', frames = framesOf(language)): Template =>
  templateOf(language, frames.heading, (parts) => romanceSentence(frames, parts));
const slavic = (language: SlavicLanguage, frames = slavicFramesOf(language)): Template =>
  templateOf(language, frames.heading, (parts) => slavicSentence(frames, parts));

export const TEMPLATES = {
  en,
  de,
  fr,
  ...Object.fromEntries((['es', 'it', 'pt'] as const).map((l) => [l, romance(l)])),
  ...Object.fromEntries((['cs', 'sk', 'pl', 'uk', 'ru'] as const).map((l) => [l, slavic(l)])),
} as Record<Language, Template>;

export type { GoalParts, Measure, Template } from './types.js';
