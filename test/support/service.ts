// The real entry point as `npm start` runs it (dist/main.js, which the global setup builds
// from src/ as `npm start` does) as a child process, spoken to over real sockets, as
// test/main.test.ts does; plus timed HTTP requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceArgs, serviceEnv } from '../../scripts/service-command.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { checkAnswersAt, checkOfFetch } from './listening.js';
import { TEST_NODE_FLAGS } from './paths.js';
import { CONFORMANCE_ON, DocumentConformance } from './openapi-conformance.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const URL_LINE = /^mentoring-api listening on (http:\/\/\S+\/)\n/m;
// Every variable config.ts reads: the children see only what a test gives them.
export const CONFIG_VARS = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'TIME_ZONE',
  'GOAL_GENERATOR',
  'OPENAI_BASE_URL',
  'OPENAI_API_KEY',
  'GOAL_MODEL',
  'GOAL_TIMEOUT_MS',
  'GOAL_RATE_LIMIT',
  'RATE_LIMIT',
  'CORS_ORIGINS',
  'SEED_DEMO',
  'ACCESS_POLICY',
  'TRUST_PROXY',
  'TRUST_FORWARDED_HOST',
  'ALLOWED_HOSTS',
  'WRITE_RATE_LIMIT',
  'SESSION_SECURE',
  'LOG_LEVEL',
  'OPENAPI_CONTACT_URL',
  'OPENAPI_CONTACT_EMAIL',
  'SMTP_URL',
  'PUBLIC_BASE_URL',
  'MAIL_FROM',
  'MAIL_SCHEDULER',
  'MAIL_SEND_HOURS',
  'MAIL_TICK_SECONDS',
  'FEEDBACK_INVITE_DAYS',
  'FEEDBACK_REMINDER_DAYS',
  'FEEDBACK_ESCALATION_DAYS',
];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Service {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** Resolves with the printed URL; rejects if the process exits or prints nothing in time. */
  url(timeoutMs?: number): Promise<string>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
}

const running = new Set<Service>();

/**
 * The answers of the service at `url` (`checkedFetch`, `request`, `raw`) are checked against
 * the document a service of this environment serves (its configuration read as the service
 * reads it, the document built in process, at the first answer), until the returned function
 * is called. An environment the service refuses serves nothing to check; nothing is checked
 * with OPENAPI_CONFORMANCE=off.
 */
export function checkAnswersOfService(url: string, env: Record<string, string | undefined>): () => void {
  if (!CONFORMANCE_ON) return () => {};
  return checkAnswersAt(Number(new URL(url).port), async () => {
    let config;
    try {
      config = loadConfig(env);
    } catch (e) {
      if (e instanceof ConfigError) return undefined;
      throw e;
    }
    const { openApiDocumentOf } = await import('../../src/server/app.js');
    return DocumentConformance.of(JSON.stringify(await openApiDocumentOf(config)));
  });
}

/**
 * dist/main.js with npm start's node flags and these variables only (and HOST, PORT=0, LOG_LEVEL=warn unless given),
 * as another user if `as` is given (root only), from the checkout with this node unless
 * `from` names a build and node placed where that user can read them
 * (test/faults/support/readable-build.ts); `from.wrap` runs it under another command
 * (`unshare …`), given node, the flags and dist/main.js as its last arguments.
 */
export function startService(
  env: Record<string, string>,
  as?: { uid: number; gid: number },
  from: { root?: string; node?: string; wrap?: string[] } = {},
): Service {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  // npm start's flags, after TEST_NODE_FLAGS: V8 keeps PGlite's WebAssembly on its baseline compiler (the same code, run
  // the same way; TurboFan's optimising of it cost a started service about 1.2 s of CPU in its first seconds, paths.ts).
  const command = [...(from.wrap ?? []), from.node ?? process.execPath, ...TEST_NODE_FLAGS, ...serviceArgs()];
  const childEnv = { ...base, ...serviceEnv(), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env };
  const child = spawn(command[0], command.slice(1), {
    cwd: from.root ?? ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  let out = '';
  let err = '';
  // Its answers are checked from the moment it prints where it listens until it exits.
  let forget: (() => void) | undefined;
  child.stdout!.setEncoding('utf8').on('data', (s: string) => {
    out += s;
    const m = forget === undefined ? URL_LINE.exec(out) : null;
    if (m) forget = checkAnswersOfService(m[1], childEnv);
  });
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (err += s));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  void exited.then(() => forget?.());
  const service: Service = {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    url(timeoutMs = 45_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = URL_LINE.exec(out);
          if (m) {
            done();
            resolve(m[1]);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no URL after ${timeoutMs} ms\nstdout: ${out}\nstderr: ${err}`));
        }, timeoutMs);
        const onExit = () => {
          done();
          reject(new Error(`exited before listening (${child.exitCode ?? child.signalCode})\nstdout: ${out}\nstderr: ${err}`));
        };
        const done = () => {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.off('exit', onExit);
        };
        child.stdout!.on('data', check);
        child.on('exit', onExit);
        check();
        if (child.exitCode !== null || child.signalCode !== null) onExit();
      });
    },
    async stop(graceMs = 5_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        try {
          return await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      return exited;
    },
  };
  running.add(service);
  void exited.then(() => running.delete(service));
  return service;
}

/** Every child still running, stopped with SIGTERM (SIGKILL after 5 s). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

/** Every child still running, SIGKILLed (for afterAll). */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map((s) => {
      s.child.kill('SIGKILL');
      return s.exited;
    }),
  );
}

/** stderr lines that are not noise (blank lines, node/tsx warnings). */
export function meaningfulLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((l) => l.trim() !== '')
    .filter((l) => !/^\(node:\d+\)|^\(Use `node --trace-warnings/.test(l));
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** From sending the request to the end of the body. */
  ms: number;
}

/**
 * One request with a JSON body (if any), timed; Accept: application/json. The answer is
 * checked against the service's document after the timing (test/support/listening.ts).
 */
export async function request(
  url: string,
  init: { method?: string; json?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  const sent: RequestInit = {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { Accept: 'application/json', ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
  };
  const check = checkOfFetch(url, sent);
  const res = await fetch(url, sent);
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  await check(res, body);
  return { status: res.status, headers: res.headers, text: new TextDecoder().decode(body), ms };
}
