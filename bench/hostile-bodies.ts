// The bench's hostile-bodies scenario (issue 15, item 1): the lists' latency while one client
// keeps sending the costliest bodies it can, against the lists alone. Before the linear-time
// fixes, one of these bodies held the event loop for 12 to 40 s and every other client waited.
//
// The client sends one body at a time on one keep-alive connection (fetch), as fast as the
// service answers, rotating through the bodies below; each stays under the 1 MiB body limit.
// It runs as a process of its own (run.ts starts it with the service's address and sends it
// 'stop'; it answers with its figures), so that sending 1 MB bodies does not slow the load
// generator that measures the lists.
import { fileURLToPath } from 'node:url';

export interface HostileBody {
  name: string;
  path: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

/** Just under the body limit (body.ts: 1 MiB), leaving room for the JSON around a value. */
const SIZE = 1_000_000;

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
/** n distinct CJK characters (the old punycode's work grew with their count, squared). */
const distinct = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(0x4e00 + (i % 20_000))).join('');
const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const json = (value: unknown) => bytes(JSON.stringify(value));
const COURSE = { title: 'Hostile', code: 1, gsheet_name: 'H' };
const B = 'b0und';

export const HOSTILE_BODIES: HostileBody[] = [
  // The two bodies of the report, then the costliest we found for each reader of client data.
  {
    name: 'title "a" + 100,000 spaces + "b"',
    path: '/courses/',
    contentType: 'application/json',
    body: json({ ...COURSE, title: `a${fill(' ', 100_000)}b` }),
  },
  {
    name: 'three recording URLs, hosts of 32,000 non-ASCII characters',
    path: '/courses/',
    contentType: 'application/json',
    body: json({
      ...COURSE,
      recording_w1: `http://${distinct(32_000)}.com`,
      recording_w2: `http://${distinct(32_000)}.org`,
      recording_w3: `http://${distinct(32_000)}.net`,
    }),
  },
  {
    name: 'title of 1 MB of inner spaces',
    path: '/courses/',
    contentType: 'application/json',
    body: json({ ...COURSE, title: `a${fill(' ', SIZE - 100)}b` }),
  },
  {
    name: 'smart-goal input of 1 MB of inner spaces',
    path: '/smart-goals/',
    contentType: 'application/json',
    body: json({ input: `a${fill(' ', SIZE - 100)}b` }),
  },
  {
    name: 'recording URLs of 2,048 distinct non-ASCII characters',
    path: '/courses/',
    contentType: 'application/json',
    body: json({
      ...COURSE,
      recording_w1: `http://${distinct(2_036)}.com`,
      recording_w2: `http://${distinct(2_036)}.org`,
      recording_w3: `http://${distinct(2_036)}.net`,
    }),
  },
  {
    name: 'JSON object of 90,000 keys',
    path: '/courses/',
    contentType: 'application/json',
    body: bytes(`{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',')}}`),
  },
  {
    name: 'title as a list of 200,000 blank strings',
    path: '/courses/',
    contentType: 'application/json',
    body: json({ ...COURSE, title: Array.from({ length: 200_000 }, () => ' ') }),
  },
  {
    name: 'form of 125,000 pairs',
    path: '/courses/',
    contentType: 'application/x-www-form-urlencoded',
    body: bytes(fill('title=a&', SIZE)),
  },
  {
    name: 'multipart of 20,000 parts',
    path: '/courses/',
    contentType: `multipart/form-data; boundary=${B}`,
    body: bytes(`${fill(`--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\nv\r\n`, SIZE - 20)}--${B}--\r\n`),
  },
  {
    name: 'smart-goal input of 20,000 characters, generated',
    path: '/smart-goals/',
    contentType: 'application/json',
    body: json({ input: fill('I want to learn Spanish, run a marathon and lead my team. ', 20_000) }),
  },
];

export interface HostileFigures {
  requests: number;
  /** Answers by status. */
  statuses: Record<number, number>;
  /** Per body: requests and the slowest answer (ms). */
  bodies: { name: string; requests: number; meanMs: number; maxMs: number }[];
}

/** Sends HOSTILE_BODIES in turn to `base` until `stop()`; what it saw. */
export async function hostileClient(base: string, stop: () => boolean): Promise<HostileFigures> {
  const statuses: Record<number, number> = {};
  const perBody = HOSTILE_BODIES.map((b) => ({ name: b.name, requests: 0, totalMs: 0, maxMs: 0 }));
  let requests = 0;
  for (let i = 0; !stop(); i = (i + 1) % HOSTILE_BODIES.length) {
    const b = HOSTILE_BODIES[i];
    const started = performance.now();
    let status: number;
    try {
      const res = await fetch(`${base}${b.path}`, { method: 'POST', headers: { 'content-type': b.contentType }, body: b.body });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0; // connection failed
    }
    const ms = performance.now() - started;
    requests++;
    statuses[status] = (statuses[status] ?? 0) + 1;
    const s = perBody[i];
    s.requests++;
    s.totalMs += ms;
    s.maxMs = Math.max(s.maxMs, ms);
  }
  return {
    requests,
    statuses,
    bodies: perBody.map((s) => ({
      name: s.name,
      requests: s.requests,
      meanMs: s.requests ? Number((s.totalMs / s.requests).toFixed(1)) : 0,
      maxMs: Number(s.maxMs.toFixed(1)),
    })),
  };
}

// As a process of its own: `node --import tsx bench/hostile-bodies.ts http://127.0.0.1:PORT`.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  let stopped = false;
  process.on('message', (m) => {
    if (m === 'stop') stopped = true;
  });
  const figures = await hostileClient(process.argv[2], () => stopped);
  process.send(figures, () => process.disconnect());
}
