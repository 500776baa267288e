/**
 * The offline goal provider (design.md §4): no network, deterministic, honest work.
 *
 * It answers in the language of the input — English, Czech, Slovak, German, Spanish, French, Polish
 * or Ukrainian; anything else gets English goals that quote the user's words. The work is done by
 * the modules in ./drafting/, one concern each:
 *
 *   statements.ts  input → statements (lines, list markers, headings, sentences); choosing the goals
 *   language.ts    which language the input and each statement are in
 *   english.ts     reading an English statement (rewritten into a verb phrase after "I will")
 *   intents.ts     reading a statement in the seven other languages (cue words, infinitives, nouns)
 *   verbs.ts       infinitives and first-person futures ("naučit se" → "naučím se")
 *   topics.ts      what a goal is about, which picks its measure and time frame
 *   specifics.ts   whether the user already gave a number or a deadline
 *   templates/     per language: heading, time frames, measures, sentence shape
 *   compose.ts     candidate → sentence, goals → output
 *
 * The output is cut at MAX_OUTPUT_TOKENS as a model's reply would be. Every step is linear in the
 * input, so 100 kB costs milliseconds.
 */
import type { Candidate } from './drafting/candidate.js';
import { writeGoals } from './drafting/compose.js';
import { readEnglish } from './drafting/english.js';
import { readFramed, readOther } from './drafting/intents.js';
import { detectLanguage, outputLanguage, statementLanguage } from './drafting/language.js';
import { chooseGoals, isNoise, isSteering, splitStatements } from './drafting/statements.js';
import { countLetters, normalise } from './drafting/text.js';
import type { GeneratedGoals, GoalGenerator } from './generator.js';
import { MAX_OUTPUT_TOKENS, NO_RESPONSE } from './generator.js';
import { countPromptTokens, countTokens, truncateToTokens } from './tokens.js';

export { MAX_GOALS } from './drafting/statements.js';

export function createOfflineGenerator(): GoalGenerator {
  return {
    name: 'offline',
    async generate(input: string, options?: { signal?: AbortSignal }): Promise<GeneratedGoals> {
      options?.signal?.throwIfAborted();
      const draft = draftGoals(input);
      const cut = truncateToTokens(draft, MAX_OUTPUT_TOKENS);
      const output = cut.text.trim() === '' ? NO_RESPONSE : cut.text;
      return {
        output,
        inputTokens: countPromptTokens(input),
        outputTokens: output === cut.text ? cut.tokens : countTokens(output),
      };
    },
  };
}

/**
 * The goal text for `input`, before the 256-token cap: one sentence for one goal, a numbered list
 * under the heading of the input's language ("My SMART goals:", "Moje SMART cíle:" …) for several,
 * `No response.` when nothing in the input is usable.
 */
export function draftGoals(input: string): string {
  const statements = splitStatements(input);
  const language = detectLanguage(normalise(input.length > 200_000 ? input.slice(0, 200_000) : input));
  const candidates: Candidate[] = [];
  const seenKeys = new Set<string>();
  const seenText = new Set<string>();
  for (const st of statements) {
    if (seenText.has(st.text)) continue; // a repeated sentence is read once
    seenText.add(st.text);
    if (countLetters(st.text, 2) < 2 || isNoise(st.text) || isSteering(st.text)) continue;
    const own = statementLanguage(st.text, language);
    const read = own === 'en' ? readEnglish(st) : own === 'other' ? [readOther(st)] : readFramed(st, own);
    for (const c of read) {
      if (!c || c.key === '' || seenKeys.has(c.key)) continue;
      seenKeys.add(c.key);
      candidates.push(c);
    }
  }
  const chosen = chooseGoals(candidates);
  if (chosen.length === 0) return NO_RESPONSE;
  return writeGoals(chosen, outputLanguage(language));
}
