// POST /smart-goals/ with the OpenAI-compatible provider against an in-process fake
// server: the request it sends, what it stores, and every failure storing nothing.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiGenerator } from '../../src/goals/openai.js';
import { buildMessages } from '../../src/goals/prompt.js';
import { countPromptTokens, countTokens } from '../../src/goals/tokens.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { reply, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

const API_KEY = 'sk-test-0123456789abcdef';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => fake?.close());

function generator(opts: { timeoutMs?: number; maxRetries?: number; baseURL?: string } = {}) {
  return createOpenAiGenerator({
    baseURL: opts.baseURL ?? fake.url,
    apiKey: API_KEY,
    model: 'gpt-4o-mini',
    timeoutMs: opts.timeoutMs ?? 2_000,
    maxRetries: opts.maxRetries ?? 0,
  });
}

async function count(t: TestApp): Promise<number> {
  return JSON.parse((await t.app.inject({ method: 'GET', url: '/smart-goals/' })).body).count;
}

function post(t: TestApp, input: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/smart-goals/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ input }),
  });
}

describe.each(databaseKinds())('the OpenAI-compatible provider on %s', (kind) => {
  // The generator is made when the app is built, once the fake server runs.
  const t = useTestApp(kind, { goals: () => generator({ maxRetries: 1 }), logger: { level: 'info', stream: logStream } });

  beforeEach(() => {
    fake.calls.length = 0;
    logLines.length = 0;
    fake.script(reply('I will practise every day.'));
  });

  it('sends one chat completion: the model, the fixed prompt with the delimited text, max_tokens 256, the key', async () => {
    fake.script(reply('I will run 5 km three times a week until June.', { prompt_tokens: 241, completion_tokens: 14 }));
    const res = await post(t, '  Run a half marathon  ');
    expect(res.statusCode).toBe(201);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call.body).toEqual({ model: 'gpt-4o-mini', messages: buildMessages('Run a half marathon'), max_tokens: 256 });
  });

  it('stores the reply with the token counts of the provider’s usage', async () => {
    fake.script(reply('I will run 5 km three times a week until June.', { prompt_tokens: 241, completion_tokens: 14 }));
    const body = JSON.parse((await post(t, 'Run a half marathon')).body);
    expect(body).toMatchObject({
      input: 'Run a half marathon',
      output: 'I will run 5 km three times a week until June.',
      input_tokens: 241,
      output_tokens: 14,
    });
    const listed = JSON.parse((await t.app.inject({ method: 'GET', url: '/smart-goals/' })).body).results[0];
    expect(listed).toEqual(body);
  });

  it('counts the tokens itself when the server sends no usage', async () => {
    const output = 'My SMART goals:\n1. I will read 12 books by December.';
    fake.script(reply(output, null));
    const body = JSON.parse((await post(t, 'Read more')).body);
    expect(body.input_tokens).toBe(countPromptTokens('Read more'));
    expect(body.output_tokens).toBe(countTokens(output));
  });

  it('stores a reply cut at 256 tokens (finish_reason "length") as it came', async () => {
    const cut = 'I will write one page every day and ' + 'keep going '.repeat(80);
    fake.script(reply(cut, { prompt_tokens: 260, completion_tokens: 256 }, 'length'));
    const body = JSON.parse((await post(t, 'Write a book')).body);
    expect(body.output).toBe(cut.trim());
    expect(body.output_tokens).toBe(256);
  });

  it('stores a reply the provider counts as 256 tokens as it came, though the local count is higher', async () => {
    // Another model's encoding: text the local tokenizer counts as more than 256 tokens.
    const reply256 = 'Ich werde jeden Tag eine Seite schreiben. ' + 'Schritt für Schritt, Tag für Tag. '.repeat(40);
    expect(countTokens(reply256.trim())).toBeGreaterThan(256);
    fake.script(reply(reply256, { prompt_tokens: 260, completion_tokens: 256 }, 'length'));
    const body = JSON.parse((await post(t, 'Write a book')).body);
    expect(body.output).toBe(reply256.trim());
    expect(body.output_tokens).toBe(256);
    const listed = JSON.parse((await t.app.inject({ method: 'GET', url: '/smart-goals/' })).body).results[0];
    expect(listed).toEqual(body);
  });

  it('cuts a reply of a server that ignored max_tokens to 256 tokens', async () => {
    fake.script(reply('word '.repeat(600), { prompt_tokens: 260, completion_tokens: 600 }));
    const body = JSON.parse((await post(t, 'Write a book')).body);
    expect(body.output_tokens).toBe(256);
    expect(countTokens(body.output)).toBe(256);
    expect('word '.repeat(600).startsWith(body.output)).toBe(true);
  });

  it('counts a reply without usage itself and cuts it only past 256 tokens', async () => {
    const long = 'step '.repeat(400).trim();
    fake.script(reply(long, null));
    const body = JSON.parse((await post(t, 'Walk more')).body);
    expect(body.output_tokens).toBe(256);
    expect(countTokens(body.output)).toBe(256);
    expect(long.startsWith(body.output)).toBe(true);
    expect(body.input_tokens).toBe(countPromptTokens('Walk more'));
  });

  it.each([
    ['negative', -5],
    ['fractional', 12.5],
    ['text', '12'],
    ['past the integer column', 2 ** 31],
  ])('counts the tokens itself when the usage holds a %s count, and stores the reply', async (_name, value) => {
    const output = 'I will swim twice a week.';
    fake.script(reply(output, { prompt_tokens: value, completion_tokens: value }));
    const res = await post(t, 'Swim');
    expect(res.statusCode, res.body).toBe(201);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ output, input_tokens: countPromptTokens('Swim'), output_tokens: countTokens(output) });
  });

  it.each([
    ['empty content', ''],
    ['only whitespace', ' \n\n '],
    ['null content', null],
  ])('stores "No response." for %s', async (_name, content) => {
    fake.script(reply(content, { prompt_tokens: 240, completion_tokens: 0 }));
    const body = JSON.parse((await post(t, 'test')).body);
    expect(body.output).toBe('No response.');
    expect(body.output_tokens).toBe(countTokens('No response.'));
    expect(body.input_tokens).toBe(240);
  });

  it.each([
    [500, {}, '30', 2],
    [502, {}, '30', 2],
    [429, { 'retry-after': '1' }, '1', 2],
    // A wait past GOAL_TIMEOUT_MS (2 s here) cannot succeed: no retry, the hint passed on.
    [503, { 'retry-after': '12' }, '12', 1],
    [429, { 'retry-after': '7' }, '7', 1],
    [429, { 'retry-after-ms': '2500' }, '3', 1],
  ])(
    'answers 503 with Retry-After and stores nothing when the provider answers %i (hint %o)',
    async (status, headers, retryAfter, calls) => {
      fake.script({ kind: 'status', status, headers });
      const before = await count(t);
      const res = await post(t, 'Learn Spanish');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(retryAfter);
      expect(res.headers['content-type']).toBe('application/json');
      expect(JSON.parse(res.body)).toEqual({ detail: 'The goal generator is unavailable; nothing was stored. Please try again later.' });
      expect(fake.calls).toHaveLength(calls); // the first try, and one retry (maxRetries 1) when there is time
      expect(await count(t)).toBe(before);
    },
  );

  it.each([401, 403])('answers 503 to an HTTP %i from the provider and logs the misconfiguration without the key', async (status) => {
    fake.script({ kind: 'status', status });
    const before = await count(t);
    const res = await post(t, 'Learn Spanish');
    expect(res.statusCode).toBe(503);
    expect(await count(t)).toBe(before);
    const errorsLogged = logLines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errorsLogged).toHaveLength(1);
    expect(errorsLogged[0].msg).toContain(`answered HTTP ${status}: check OPENAI_API_KEY`);
    expect(logLines.join('')).not.toContain(API_KEY);
    expect(logLines.join('')).not.toContain('Learn Spanish'); // nor the personal text
  });

  it('answers 503 when the provider drops the connection', async () => {
    fake.script({ kind: 'drop' });
    const before = await count(t);
    const res = await post(t, 'Learn Spanish');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(await count(t)).toBe(before);
  });

  it('keeps serving after every failure', async () => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, reply('I will stretch daily.'));
    expect((await post(t, 'Stretch')).statusCode).toBe(503);
    expect((await post(t, 'Stretch')).statusCode).toBe(201);
  });
});

describe.each(databaseKinds())('provider time limits and refusals on %s', (kind) => {
  const t = useTestApp(kind, { goals: () => generator({ timeoutMs: 300, maxRetries: 2 }) });

  it('answers 504 with Retry-After and stores nothing when the provider does not answer within GOAL_TIMEOUT_MS', async () => {
    fake.script({ kind: 'hang' });
    const before = await count(t);
    const res = await post(t, 'Learn Spanish');
    expect(res.statusCode).toBe(504);
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.parse(res.body)).toEqual({ detail: 'The goal generator did not answer in time; nothing was stored. Please try again.' });
    expect(await count(t)).toBe(before);
  });
});

describe.each(databaseKinds())('a provider that cannot be reached on %s', (kind) => {
  // Port 9 on loopback: nothing listens there, the connection is refused at once.
  const t = useTestApp(kind, { goals: () => generator({ baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 }) });

  it('answers 503 and stores nothing when the connection is refused', async () => {
    const res = await post(t, 'Learn Spanish');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(await count(t)).toBe(0);
  });
});
