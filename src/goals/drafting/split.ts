/**
 * One intention per goal: a phrase that joins two verb phrases ("find a job and improve my English",
 * "najít práci a zlepšit angličtinu", "Englisch lernen und mehr Sport machen") is split into its
 * verb phrases, each of which becomes a goal of its own with its own verb, measure and time frame.
 *
 * The phrase is cut at every conjunction and comma into pieces; walking left to right, a piece is
 * glued back onto the one before it unless the language's reader says that both sides are verb
 * phrases. So noun pairs ("salt and pepper", "Excel a Word") stay together: the word after the
 * conjunction is no verb. The joiners are alternations of literal words: linear on any input.
 */
import { wordsRe } from './text.js';

export interface SplitRules {
  /** The joiner pattern (see joinerRe): conjunctions, "and also", commas. */
  joiner: RegExp;
  /**
   * Are `left` and `right` two verb phrases, each a goal of its own? `right` must start a new verb
   * phrase ("zlepšit angličtinu", "run my first 10k"); `left` must not be a verb whose object is
   * shared ("learn and improve English") or a verb whose object is another infinitive ("learn to
   * play and sing").
   */
  canSplit(left: string, right: string): boolean;
  /** Filler words dropped from the start of a piece ("also", "maybe", "také"). */
  trimStart?(piece: string): string;
}

/** At most this many pieces: a goal list holds five goals. */
const MAX_PIECES = 5;

/** ", and also ", " a ", ", ": a joiner with its spaces, as a global regular expression. */
export function joinerRe(conjunctions: readonly string[]): RegExp {
  const words = wordsRe(conjunctions).source;
  // Spaces are single by now (statements.ts collapses runs), so no repeated space is needed: one
  // literal space keeps the scan linear even on text that was never a statement.
  return new RegExp(String.raw`,? ${words} |, `, 'giu');
}

/** The verb phrases of `phrase`, in order; the phrase itself when it holds one. */
export function splitIntents(phrase: string, rules: SplitRules): string[] {
  const pieces: string[] = [];
  const joiners: string[] = [];
  let last = 0;
  rules.joiner.lastIndex = 0;
  for (const m of phrase.matchAll(rules.joiner)) {
    if (m.index === 0) continue;
    pieces.push(phrase.slice(last, m.index));
    joiners.push(m[0]);
    last = m.index + m[0].length;
    if (pieces.length > 50) break; // a phrase is capped long before this; the rest stays in the last piece
  }
  pieces.push(phrase.slice(last));
  if (pieces.length === 1) return [phrase];

  const out: string[] = [];
  let current = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) {
    const raw = pieces[i]!;
    const next = rules.trimStart ? rules.trimStart(raw) : raw;
    if (out.length + 1 < MAX_PIECES && next !== '' && rules.canSplit(current.trim(), next)) {
      out.push(current.trim());
      current = next;
    } else {
      current = `${current}${joiners[i - 1]!}${raw}`;
    }
  }
  out.push(current.trim());
  return out.filter((p) => p !== '');
}
