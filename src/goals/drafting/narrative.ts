/**
 * Narrative intents: a sentence that describes a problem states a goal too — the one that addresses
 * it. "My confidence is low" → "build my confidence"; "I have a problem with procrastination" →
 * "overcome my problem with procrastination"; "Mám problém s prokrastinací" → "Poradím si s
 * prokrastinací" (the noun keeps the case the mentee gave it: "s" takes the instrumental in both).
 *
 * The rules are data, in narrative.json beside this file, read and checked once at start-up: per
 * language a pattern ("{B}"/"{E}" for Unicode word boundaries; its one capture, if any, the rest of
 * the sentence, kept in the mentee's words), the clause form and the goal ("{}" for that rest,
 * lower-cased where `lower`, or a whole goal `for` a given rest). The patterns are alternations of
 * literal words behind word boundaries: linear.
 */
import type { GoalClause } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { readData } from './text.js';

interface ProblemRule {
  re: RegExp;
  /** The goal, given the words after the cue (`rest` is '' for a rule without a capture). */
  goal: (rest: string) => GoalClause;
}

const [B, E] = [String.raw`(?<![\p{L}\p{N}])`, String.raw`(?![\p{L}\p{N}])`];
const FORMS = { english: 'core', future: 'phrase', infinitive: 'phrase' } as const;

type Rule = { re: string; form: keyof typeof FORMS; goal: string; lower?: boolean; for?: Record<string, string> };
function ruleOf(lang: string, { re, form, goal, lower, for: whole }: Rule, i: number): ProblemRule {
  if (!(form in FORMS) || typeof goal !== 'string' || typeof re !== 'string') throw new Error(`narrative.json: ${lang} rule ${i + 1}`);
  const say = (rest: string): string => whole?.[rest.toLowerCase()] ?? goal.replace('{}', lower === true ? rest.toLowerCase() : rest);
  const pattern = new RegExp(re.replaceAll('{B}', B).replaceAll('{E}', E), 'iu');
  return { re: pattern, goal: (rest) => ({ form, [FORMS[form]]: say(rest) }) as GoalClause };
}
/** narrative.json read and checked: an unknown language or form, or a pattern that does not compile, stops the service at start-up. */
const RULES = Object.fromEntries(
  Object.entries(readData('./narrative.json') as Record<string, Rule[]>).map(([lang, rules]) => {
    if (!(LANGUAGES as readonly string[]).includes(lang)) throw new Error(`narrative.json: no language ${lang}`);
    return [lang, rules.map((rule, i) => ruleOf(lang, rule, i))];
  }),
) as Partial<Record<Language, ProblemRule[]>>;

/** The goal that addresses a problem the statement describes, or null. `text` is one statement. */
export function problemGoal(text: string, lang: Language): GoalClause | null {
  const head = text.length > 600 ? text.slice(0, 600) : text;
  for (const rule of RULES[lang] ?? []) {
    const m = rule.re.exec(head);
    if (m) return rule.goal((m[1] ?? '').trim());
  }
  return null;
}
