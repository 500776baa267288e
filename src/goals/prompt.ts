/**
 * The fixed prompt of goal generation (design.md §4). Every provider sends exactly these messages, and
 * the offline provider counts them, so `input_tokens` means the same thing whichever provider wrote
 * the record. Changing the wording (prompt.json) changes stored token counts: bump PROMPT_VERSION when you do.
 */
import { readFileSync } from 'node:fs';

export const PROMPT_VERSION = '1';

export const USER_TEXT_OPEN = '<user_text>';
export const USER_TEXT_CLOSE = '</user_text>';

/** The instruction's lines (prompt.json), read once at start-up, the delimiters put in; an empty or missing list stops start-up. */
const PROMPT = JSON.parse(readFileSync(new URL('./prompt.json', import.meta.url), 'utf8')) as { system?: string[] };
if (!PROMPT.system?.length) throw new Error('prompt.json: no system instruction');
export const SYSTEM_INSTRUCTION = PROMPT.system.join('\n').replace('{open}', USER_TEXT_OPEN).replace('{close}', USER_TEXT_CLOSE);

export interface PromptMessage {
  role: 'system' | 'user';
  content: string;
}

// A user cannot close (or reopen) the delimiter: tag look-alikes inside the text are neutralised.
// Linear: no two quantifiers can share a run of spaces (`\s*\/?\s*` could split one at every
// point, quadratic on "<" + 20,000 spaces).
const DELIMITER_RE = /<(\s*(?:\/\s*)?user_text\s*)>/gi;

/** The user's text as it is placed in the user message, delimiters included. */
export function wrapUserText(input: string): string {
  return `${USER_TEXT_OPEN}\n${input.replace(DELIMITER_RE, '[$1]')}\n${USER_TEXT_CLOSE}`;
}

/** The chat messages of one generation: the fixed instruction, then the delimited user text. */
export function buildMessages(input: string): PromptMessage[] {
  return [
    { role: 'system', content: SYSTEM_INSTRUCTION },
    { role: 'user', content: wrapUserText(input) },
  ];
}
