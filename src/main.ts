// `npm start`: migrate, seed an empty embedded database with demo data, serve.
//
// Only what reads the configuration and names start-up's failures is imported before the
// configuration is read; the service itself (Fastify, the routes, the drivers, the mail
// sender) once it is known to be valid, and the demo data only to fill an empty database: a
// refused configuration exits without loading the service (figures: docs/performance.md).
import { resolve } from 'node:path';
import type { ControlServer } from './control/server.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirError } from './store/data-dir.js';
import { DataDirLockedError } from './store/lock.js';
import { oneLine } from './failure.js';
import { migrate, MigrationChecksumError } from './store/migrate.js';
import { keepNextTickShape } from './server/next-tick-shape.js';
import { dateOf, systemClock, type Clock } from './time/clock.js';
import type { DeliveryCounts } from './mail/sender.js';
import type { MailScheduler, Planner } from './mail/scheduler.js';
import type { Config } from './config.js';
import type { Database } from './store/connect.js';

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine reaches. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::ffff:127.0.0.1';
}

/** Start-up failed: one line, exit 1 (DATA_DIR's lock goes with the process). */
function fail(message: string): never {
  process.stderr.write(`mentoring-api: ${message}\n`);
  process.exit(1);
}

/**
 * Errors whose message is already one sentence for the operator, naming what to fix. (A
 * write refused for want of space is not: the line says which step it stopped.)
 */
const forOperator = (e: unknown) =>
  e instanceof ConfigError || e instanceof DataDirError || e instanceof DataDirLockedError || e instanceof MigrationChecksumError;

/** Runs one step of start-up; a failure ends it with one line saying which step failed. */
async function step<T>(doing: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    fail(forOperator(e) ? oneLine(e) : `${doing}: ${oneLine(e)}`);
  }
}

interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The mail tick (design §11) when SMTP_URL is set and MAIL_SCHEDULER is on: it sends what
 * the outbox holds, and first queues what has fallen due when given the cadence's planner.
 * Started once the service listens.
 */
async function mailScheduler(
  config: Config,
  db: Database,
  clock: Clock,
  log: MailLog,
  planner?: Planner,
): Promise<MailScheduler | undefined> {
  const { mail } = config;
  if (mail.smtpUrl === undefined || !mail.scheduler) return undefined;
  const [{ mailSenderOf }, { MailScheduler }] = await Promise.all([import('./mail/sender.js'), import('./mail/scheduler.js')]);
  const sender = mailSenderOf(db, config, clock);
  return new MailScheduler({
    sender,
    planner,
    clock,
    tickSeconds: mail.tickSeconds,
    log: {
      error: (line) => log.error({}, line),
      info: (did) => {
        const counts = did as DeliveryCounts;
        if (Object.values(counts).some((n) => n > 0)) log.info(counts, 'mail delivered');
      },
    },
  });
}

async function main() {
  keepNextTickShape();
  const config = await step('the configuration is not valid', async () => loadConfig());
  const [
    { buildApp },
    { serviceCommands },
    { PasswordHasher },
    { startControlServer },
    { openDatabase },
    { createGoalGenerator },
    { loggableError },
    { MailPlanner },
  ] = await Promise.all([
    import('./server/app.js'),
    import('./control/service-commands.js'),
    import('./accounts/passwords.js'),
    import('./control/server.js'),
    import('./store/connect.js'),
    import('./goals/index.js'),
    import('./pipeline/error-log.js'),
    import('./mail/planner.js'),
  ]);
  const clock = systemClock();
  const goals = await step('the goal generator could not be set up', async () => createGoalGenerator(config, () => dateOf(clock)));
  const db = await step('cannot open the database', () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const hasher = new PasswordHasher();
  await step('the database could not be migrated', () => migrate(db));
  if (config.seedDemo && db.kind === 'pglite') {
    const seeded = await step('the demo data could not be loaded (SEED_DEMO=false starts without it)', async () => {
      const { isEmpty, seedDemo } = await import('./demo/seed.js');
      if (!(await isEmpty(db))) return false;
      await seedDemo(db, clock, config.timeZone);
      return true;
    });
    if (seeded) process.stderr.write('mentoring-api: filled the empty database with demo data (SEED_DEMO=false turns this off)\n');
  }
  const app = await step('the service could not be set up', () =>
    buildApp({ db, clock, goals, hasher, config, logger: { level: config.logLevel } }),
  );
  if (config.accessPolicy === 'open' && !isLoopback(config.host)) {
    app.log.warn(
      { host: config.host, accessPolicy: config.accessPolicy },
      'ACCESS_POLICY=open on a non-loopback address: anyone who can reach this port can read and write; set ACCESS_POLICY=token-writes or token (docs/security.md)',
    );
  }
  // SIGTERM: stop accepting, let the requests in flight finish (a generation takes at most
  // GOAL_TIMEOUT_MS), close the database cleanly, exit 0. Past the grace period the
  // remaining connections are cut; a second signal cuts them at once.
  const graceMs = config.goalTimeoutMs + 5_000;
  let control: ControlServer | undefined;
  const mail = await mailScheduler(config, db, clock, app.log, new MailPlanner(db, { timeZone: config.timeZone, mail: config.mail }));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.server.closeAllConnections();
      return;
    }
    stopping = true;
    app.log.info({ signal, graceMs }, 'shutting down: draining requests in flight');
    const grace = setTimeout(() => {
      app.log.warn('grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, graceMs);
    try {
      // The control socket's commands in flight and the mail tick's batch finish too,
      // before the database closes.
      await Promise.all([app.close(), control?.close(), mail?.stop()]);
    } finally {
      clearTimeout(grace);
    }
    await db.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await step(`cannot listen on ${config.host} port ${config.port}`, () => app.listen({ port: config.port, host: config.host }));
  // The embedded database on disk is locked to this process: the CLI's token commands reach
  // it through DATA_DIR's control socket (src/control/). A server's database they reach directly.
  if (config.databaseUrl === undefined) {
    control = await step('the control socket could not be set up', () =>
      startControlServer(resolve(config.dataDir), serviceCommands(db, clock, hasher), {
        warn: (message) => app.log.warn(message),
        error: (e, message) => app.log.error(loggableError(e as Error), message),
      }),
    );
  }
  mail?.start();
  // Loaded after listening: start-up does not wait for the provider and its tokenizer.
  void goals.preload().catch((e: Error) => app.log.error({ error: e.message }, 'the goal generator did not load'));
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`mentoring-api listening on http://${shownHost}:${(app.server.address() as { port: number }).port}/\n`);
}

main().catch((e) => fail(oneLine(e)));
