// Builds the real app on a real test database, with a fixed clock and the offline
// goal generator unless a test brings its own.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, openApiDocumentOf, type AppDeps } from '../../src/server/app.js';
import { CONFORMANCE_ON, checkAnswersOf, DocumentConformance } from './openapi-conformance.js';
import { checkAnswersAt } from './listening.js';
import type { GoalGenerator } from '../../src/goals/generator.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { fixedClock } from '../../src/time/clock.js';
import { PasswordHasher } from '../../src/accounts/passwords.js';

/**
 * Console passwords at a cost of microseconds (Django's test advice): the suite signs in
 * hundreds of times. The service's own cost is tested in test/accounts/passwords.test.ts.
 */
export const CHEAP_HASHER = new PasswordHasher({ N: 16, r: 1, p: 1 });
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './database.js';
import type { Database } from '../../src/store/connect.js';

/** 2026-11-22T04:10:29.562886Z, the morning the reference transcripts were recorded. */
export const TEST_NOW_MICROS = 1795320629562886n;
/**
 * The day the offline drafter drafts on (an amount with a deadline is paced from it): the clock's
 * start, read once, since reading the clock would move it on and change the records' created_at.
 */
const TEST_DAY = new Date(Number(TEST_NOW_MICROS / 1000n));

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  clock: ReturnType<typeof fixedClock>;
  /** The checker of the document the app serves, for answers over sockets (socket-client.ts); none with OPENAPI_CONFORMANCE=off. */
  conformance: DocumentConformance | undefined;
}

/**
 * Checks every answer `app.inject` gets against the document an app of `config` serves
 * (unless OPENAPI_CONFORMANCE=off), and once the app listens, every answer `raw()` and
 * `checkedFetch` read from its port (test/support/listening.ts); returns the checker, for
 * the socket client.
 */
async function checkAnswersAgainstDocument(app: FastifyInstance, config: AppDeps['config']): Promise<DocumentConformance | undefined> {
  if (!CONFORMANCE_ON) return undefined;
  const conformance = DocumentConformance.of(JSON.stringify(await openApiDocumentOf(config)));
  checkAnswersOf(app, conformance);
  app.server.on('listening', () => {
    const forget = checkAnswersAt((app.server.address() as AddressInfo).port, async () => conformance);
    app.server.once('close', forget);
  });
  return conformance;
}

/**
 * buildApp for a test that brings its own dependencies (a second instance, a closed database,
 * the machine's clock): every answer its `inject` gets is checked against the document it
 * serves, as createTestApp's are.
 */
export async function buildCheckedApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  await checkAnswersAgainstDocument(app, deps.config);
  return app;
}

export async function createTestApp(
  kind: DatabaseKind,
  opts: {
    /** The generator, or a factory called when the app is built (e.g. once a fake server runs). */
    goals?: GoalGenerator | (() => GoalGenerator);
    timeZone?: string;
    /** TRUST_PROXY; true is one proxy, as in the environment. */
    trustProxy?: boolean | number | string[];
    trustForwardedHost?: boolean;
    /** ALLOWED_HOSTS; any host by default (tests use many names), the service's default list with 'default'. */
    allowedHosts?: string[] | 'default';
    writeRateLimit?: number;
    goalRateLimit?: number;
    goalTimeoutMs?: number;
    accessPolicy?: 'open' | 'token-writes' | 'token';
    rateLimit?: number;
    corsOrigins?: string[];
    sessionSecure?: 'auto' | 'true' | 'false';
    clientTimeouts?: Parameters<typeof buildApp>[0]['clientTimeouts'];
    logger?: Parameters<typeof buildApp>[0]['logger'];
    /** Hooks of the test's own, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** The password hasher; a cheap one by default. */
    hasher?: AppDeps['hasher'];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const clock = fixedClock(TEST_NOW_MICROS);
  const config = {
    sessionSecure: opts.sessionSecure ?? 'auto',
    timeZone: opts.timeZone ?? 'Europe/Prague',
    trustProxy: opts.trustProxy === true ? 1 : (opts.trustProxy ?? false),
    trustForwardedHost: opts.trustForwardedHost ?? false,
    allowedHosts: opts.allowedHosts === 'default' ? undefined : (opts.allowedHosts ?? ['*']),
    writeRateLimit: opts.writeRateLimit ?? 0,
    goalRateLimit: opts.goalRateLimit ?? 0,
    goalTimeoutMs: opts.goalTimeoutMs ?? 30_000,
    accessPolicy: opts.accessPolicy ?? 'open',
    rateLimit: opts.rateLimit ?? 0,
    corsOrigins: opts.corsOrigins ?? [],
  } satisfies AppDeps['config'];
  const app = await buildApp({
    db: database.db,
    clock,
    goals: typeof opts.goals === 'function' ? opts.goals() : (opts.goals ?? createOfflineGenerator(() => TEST_DAY)),
    hasher: opts.hasher ?? CHEAP_HASHER,
    config,
    clientTimeouts: opts.clientTimeouts,
    logger: opts.logger,
  });
  opts.beforeReady?.(app);
  await app.ready();
  // Every answer a test gets is checked against the document this app serves.
  const conformance = await checkAnswersAgainstDocument(app, config);
  return {
    ...database,
    app,
    clock,
    conformance,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The usual life of a test app in a describe block: built once, rows emptied and the
 * clock put back before each test, closed at the end. Returns a stand-in that forwards
 * to the current app, so tests write `t.app`, `t.db`, `t.clock` as usual.
 */
export function useTestApp(kind: DatabaseKind, opts: Parameters<typeof createTestApp>[1] = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, opts);
  });
  beforeEach(async () => {
    await current!.reset();
    current!.clock.set(TEST_NOW_MICROS);
  });
  afterAll(async () => current?.close());
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!current) throw new Error('the test app is only there inside tests');
      return current[key as keyof TestApp];
    },
  });
}

/**
 * A second instance of the service on `a`'s database, through a connection of its own (as a
 * second process would be), built before the file's tests and closed after them: what it
 * writes, `a` must see at once. `config` adds to the settings of a plain test app.
 */
export function useSecondInstance(
  a: TestApp,
  opts: { hasher?: AppDeps['hasher']; config?: Partial<AppDeps['config']> } = {},
): { readonly app: FastifyInstance; readonly db: Database } {
  const second = {} as { app: FastifyInstance; db: Database };
  beforeAll(async () => {
    second.db = await a.connectAgain();
    second.app = await buildCheckedApp({
      db: second.db,
      clock: a.clock,
      goals: createOfflineGenerator(),
      ...(opts.hasher ? { hasher: opts.hasher } : {}),
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000, ...opts.config },
    });
  });
  afterAll(async () => {
    await second.app?.close();
    await second.db?.close();
  });
  return second;
}
