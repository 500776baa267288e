/**
 * Offline token counting with the o200k_base encoding (gpt-4o, gpt-4o-mini), as OpenAI counts
 * `prompt_tokens` and `completion_tokens`.
 *
 * Text that looks like a special token (`<|endoftext|>`, `<|im_start|>` …) is counted as ordinary
 * text, as the API does with message content; gpt-tokenizer would otherwise throw on it.
 *
 * gpt-tokenizer's BPE is quadratic in the length of one pre-token, and a run without whitespace
 * (100 kB of dots, one endless "word", emoji, CJK text) or a long whitespace run is one pre-token:
 * counting such an input would take seconds. Runs longer than MAX_RUN characters are therefore
 * counted in MAX_RUN pieces. Ordinary text has no such runs and is counted exactly; an input that has
 * them is counted within a token or so per piece.
 *
 * Decoding does not use gpt-tokenizer's `decode`: in v4 it shares one streaming TextDecoder across
 * calls, so decoding a prefix that ends inside a character leaves bytes behind that corrupt the next
 * decode anywhere in the process. Token bytes are read from the rank table instead.
 */
import { countTokens as countWith, encodeGenerator } from 'gpt-tokenizer/model/gpt-4o-mini';
import ranks from 'gpt-tokenizer/bpeRanks/o200k_base';
import { buildMessages, SYSTEM_INSTRUCTION, type PromptMessage } from './prompt.js';

const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Longest run of whitespace or of non-whitespace handed to the BPE in one piece. */
export const MAX_RUN = 256;

function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x85) return false;
  return /\s/.test(String.fromCharCode(code));
}

/** `text` cut inside runs longer than MAX_RUN (never inside a surrogate pair); usually `[text]`. */
function pieces(text: string): string[] {
  if (text.length <= MAX_RUN) return [text];
  const out: string[] = [];
  let start = 0;
  let runStart = 0;
  let runIsSpace = isSpace(text.charCodeAt(0));
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = isSpace(code);
    if (space !== runIsSpace) {
      runIsSpace = space;
      runStart = i;
    } else if (i - runStart >= MAX_RUN && !(code >= 0xdc00 && code <= 0xdfff)) {
      out.push(text.slice(start, i));
      start = i;
      runStart = i;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** Tokens of `text` on its own. */
export function countTokens(text: string): number {
  let n = 0;
  for (const piece of pieces(text)) if (piece.length > 0) n += countWith(piece, PLAIN_TEXT);
  return n;
}

// Chat framing, measured once: `<|im_start|>assistant<|im_sep|>` priming, and per message
// `<|im_start|>role<|im_sep|>` … `<|im_end|>`.
const PRIMING = countWith([], PLAIN_TEXT);
const overhead = (role: PromptMessage['role']): number => countWith([{ role, content: '' }], PLAIN_TEXT) - PRIMING;
// Typed by the prompt's roles, so a role added there must be measured here (no cast hides it).
const OVERHEAD: Record<PromptMessage['role'], number> = { system: overhead('system'), user: overhead('user') };
const SYSTEM_TOKENS = countTokens(SYSTEM_INSTRUCTION);

/**
 * Prompt tokens of one generation: the messages of `buildMessages(input)` in the chat format, which
 * is what the API reports as `usage.prompt_tokens` for gpt-4o-mini. The fixed system instruction is
 * counted once, at load.
 */
export function countPromptTokens(input: string): number {
  let n = PRIMING;
  for (const { role, content } of buildMessages(input))
    n += OVERHEAD[role] + (content === SYSTEM_INSTRUCTION ? SYSTEM_TOKENS : countTokens(content));
  return n;
}

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8'); // non-streaming, so no state between calls

function tokenBytes(token: number): Uint8Array {
  const entry = ranks[token];
  if (entry === undefined) throw new Error(`unknown token ${token}`);
  return typeof entry === 'string' ? utf8Encoder.encode(entry) : Uint8Array.from(entry);
}

/** Length of the longest prefix of `bytes` that ends on a UTF-8 character boundary. */
function completeUtf8Length(bytes: Uint8Array, length: number): number {
  // Look back at most 3 bytes for the lead byte of the last character.
  for (let i = length - 1, back = 0; i >= 0 && back < 4; i--, back++) {
    const b = bytes[i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    const need = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return i + need <= length ? length : i;
  }
  return length;
}

/** The first `count` tokens of `text` (fewer when the text is shorter), read lazily. */
function leadingTokens(text: string, count: number): number[] {
  const tokens: number[] = [];
  for (const piece of pieces(text)) {
    if (piece.length === 0) continue;
    for (const chunk of encodeGenerator(piece, PLAIN_TEXT)) {
      tokens.push(...chunk);
      if (tokens.length >= count) return tokens.slice(0, count);
    }
  }
  return tokens;
}

function decodePrefix(tokens: readonly number[], count: number): string {
  const bytes = Buffer.concat(tokens.slice(0, count).map(tokenBytes));
  return utf8Decoder.decode(bytes.subarray(0, completeUtf8Length(bytes, bytes.length)));
}

/**
 * Cuts `text` after its first `max` tokens, as a model reply stops at `max_tokens`: the result is a
 * prefix of `text`. A character split between two tokens is left out whole (never a U+FFFD).
 * `tokens` is the count of the returned text (≤ max; equal to max whenever the cut falls on a
 * character boundary, which is the usual case).
 */
export function truncateToTokens(text: string, max: number): { text: string; tokens: number } {
  const limit = Math.max(0, Math.floor(max));
  if (limit === 0 || text.length === 0) return { text: '', tokens: 0 };
  const head = leadingTokens(text, limit + 1);
  if (head.length <= limit) return { text, tokens: head.length };

  // Re-encoding a cut text can differ slightly at its end; step back until the count fits.
  for (let n = limit; n > 0; n--) {
    const cut = decodePrefix(head, n);
    const tokens = countTokens(cut);
    if (tokens <= limit && text.startsWith(cut)) return { text: cut, tokens };
  }
  return { text: '', tokens: 0 };
}
