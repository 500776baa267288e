// The OpenAI-compatible provider (GOAL_GENERATOR=openai): one chat completion with the
// fixed prompt, through the official SDK, against any compatible endpoint (OpenAI, Azure
// OpenAI's v1 API, vLLM, Ollama, a llama.cpp server).
import OpenAI from 'openai';
import { GenerationTimeoutError, GenerationUnavailableError } from './errors.js';
import { MAX_OUTPUT_TOKENS, NO_RESPONSE, type GeneratedGoals, type GoalGenerator } from './generator.js';
import { buildMessages } from './prompt.js';
import { countPromptTokens, countTokens, truncateToTokens } from './tokens.js';

export interface OpenAiOptions {
  /** OPENAI_BASE_URL; the SDK's default (api.openai.com) when undefined. */
  baseURL?: string;
  apiKey?: string;
  model: string;
  /** GOAL_TIMEOUT_MS: one generation's whole time, the SDK's retries included. */
  timeoutMs: number;
  /** The SDK's retries of connection errors, 408, 409, 429 and 5xx (default 2). */
  maxRetries?: number;
}

/** When a provider failed without saying when to come back. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** The provider's own wait hint (retry-after-ms or retry-after), in ms; null when it gave none. */
function retryHintMs(headers: Headers | undefined): number | null {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms > 0) return ms;
  const raw = headers?.get('retry-after');
  if (raw) {
    const seconds = Number.parseFloat(raw);
    if (Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
    const date = Date.parse(raw);
    if (Number.isFinite(date)) return Math.max(1000, date - Date.now());
  }
  return null;
}

/**
 * fetch for one generation: when the provider asks us to wait past our deadline, the SDK
 * is told not to retry (x-should-retry: false), so the client hears 503 with the
 * provider's Retry-After at once instead of a 504 after a wait that cannot succeed.
 */
function fetchBefore(deadlineAt: number): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (res.status !== 429 && res.status < 500) return res;
    const hint = retryHintMs(res.headers);
    if (hint === null || Date.now() + hint <= deadlineAt) return res;
    const headers = new Headers(res.headers);
    headers.set('x-should-retry', 'false');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}

function unavailable(e: unknown, opts: OpenAiOptions): GenerationUnavailableError {
  if (!(e instanceof OpenAI.APIError) || e.status === undefined)
    return new GenerationUnavailableError(`the goal generator could not be reached (${(e as Error).message})`, DEFAULT_RETRY_AFTER_SECONDS);
  const hint = retryHintMs(e.headers);
  const retryAfter = hint === null ? DEFAULT_RETRY_AFTER_SECONDS : Math.ceil(hint / 1000);
  // Named for the operator; the key itself never reaches a log.
  const answered = `goal generator at ${opts.baseURL ?? 'the OpenAI default endpoint'} answered HTTP ${e.status}`;
  if (e.status === 401 || e.status === 403) {
    const check = `${answered}: check OPENAI_API_KEY`;
    return new GenerationUnavailableError(`the goal generator refused our credentials (HTTP ${e.status})`, retryAfter, check);
  }
  if (e.status === 404) {
    const check = `${answered}: check GOAL_MODEL (${opts.model}) and OPENAI_BASE_URL`;
    return new GenerationUnavailableError('the goal generator does not know the configured model (HTTP 404)', retryAfter, check);
  }
  return new GenerationUnavailableError(`the goal generator failed (HTTP ${e.status})`, retryAfter);
}

/** Largest value of the integer columns the counts are stored in. */
const MAX_STORED_COUNT = 2 ** 31 - 1;

/**
 * A token count from the provider's `usage`, or null when it sent none or something that
 * is not a count (negative, fractional, not a number, too large to store): counted locally then.
 */
function reportedCount(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_STORED_COUNT ? (value as number) : null;
}

export function createOpenAiGenerator(opts: OpenAiOptions): GoalGenerator {
  const client = new OpenAI({
    baseURL: opts.baseURL,
    // Local servers (Ollama, vLLM, llama.cpp) take no key, but the SDK insists on one.
    apiKey: opts.apiKey ?? 'not-needed',
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries ?? 2,
  });
  return {
    name: 'openai',
    async generate(input, options = {}): Promise<GeneratedGoals> {
      const deadline = AbortSignal.timeout(opts.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client
          .withOptions({ fetch: fetchBefore(Date.now() + opts.timeoutMs) })
          .chat.completions.create({ model: opts.model, messages: buildMessages(input), max_tokens: MAX_OUTPUT_TOKENS }, { signal });
      } catch (e) {
        if (deadline.aborted || e instanceof OpenAI.APIConnectionTimeoutError) throw new GenerationTimeoutError(opts.timeoutMs);
        if (options.signal?.aborted) throw e;
        throw unavailable(e, opts);
      }
      const usage = completion.usage;
      const inputTokens = reportedCount(usage?.prompt_tokens) ?? countPromptTokens(input);
      const content = (completion.choices[0]?.message?.content ?? '').trim();
      if (content === '') return { output: NO_RESPONSE, inputTokens, outputTokens: countTokens(NO_RESPONSE) };
      // The provider's count is the truth about its reply: a reply it cut at max_tokens
      // (finish_reason "length", 256 tokens) is stored as it came, though our tokenizer may
      // count its text differently (another model's encoding, a piece cut inside a word).
      // Only a count over the contract's 256 (a server that ignored max_tokens, or our own
      // count when the provider sent none) has the reply cut here.
      const outputTokens = reportedCount(usage?.completion_tokens) ?? countTokens(content);
      if (outputTokens <= MAX_OUTPUT_TOKENS) return { output: content, inputTokens, outputTokens };
      const cut = truncateToTokens(content, MAX_OUTPUT_TOKENS);
      return { output: cut.text, inputTokens, outputTokens: cut.tokens };
    },
  };
}
