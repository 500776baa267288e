// An in-process OpenAI-compatible HTTP server at the network boundary: it records every
// request and answers from a script, so the real SDK and provider code run unchanged.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** What a server reports as `usage`; `unknown` values let a test send counts that are not counts. */
export interface Usage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
}

export type Behaviour =
  | {
      kind: 'reply';
      content: string | null;
      usage?: Usage | null;
      finishReason?: string;
      /** Answers only after this many milliseconds (a slow model). */
      delayMs?: number;
    }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown }
  | { kind: 'hang' } // never answers (the client's time limit must act)
  | { kind: 'drop' }; // closes the connection without an answer

export interface FakeOpenAi {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  calls: RecordedCall[];
  /** Behaviours for the next requests, in order; the last one repeats. */
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

export const reply = (
  content: string | null,
  usage: Usage | null = { prompt_tokens: 250, completion_tokens: 20 },
  finishReason = 'stop',
): Extract<Behaviour, { kind: 'reply' }> => ({ kind: 'reply', content, usage, finishReason });

/** total_tokens as a server sums it, when both counts are numbers. */
function total(u: Usage): { total_tokens?: number } {
  return typeof u.prompt_tokens === 'number' && typeof u.completion_tokens === 'number'
    ? { total_tokens: u.prompt_tokens + u.completion_tokens }
    : {};
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: RecordedCall[] = [];
  let queue: Behaviour[] = [reply('I will practise every day.')];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null });
      const b = queue.length > 1 ? queue.shift()! : queue[0];
      switch (b.kind) {
        case 'hang':
          hanging.add(res);
          return;
        case 'drop':
          req.socket.destroy();
          return;
        case 'status':
          res.writeHead(b.status, { 'content-type': 'application/json', ...b.headers });
          res.end(JSON.stringify(b.body ?? { error: { message: `status ${b.status}`, type: 'server_error' } }));
          return;
        case 'reply': {
          const body = {
            id: `chatcmpl-${calls.length}`,
            object: 'chat.completion',
            created: 1795320629,
            model: calls[calls.length - 1].body?.model ?? 'unknown',
            choices: [{ index: 0, message: { role: 'assistant', content: b.content }, finish_reason: b.finishReason ?? 'stop' }],
            ...(b.usage ? { usage: { ...b.usage, ...total(b.usage) } } : {}),
          };
          const send = () => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(body));
          };
          if (b.delayMs) setTimeout(send, b.delayMs);
          else send();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    script(...behaviours) {
      queue = behaviours;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
