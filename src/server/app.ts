// buildApp(deps): the whole HTTP service from its dependencies, with no module-level
// state, so tests build it with the database, clock and goal generator they need.
//
// Fastify is the server and the router. Every route's handler hands the request to the
// pipeline (src/pipeline/: one admission step, the route's answer, one response writer), and
// so does the fast lane for the exact paths it knows; Fastify has no request hooks of its own
// (test/server/one-pipeline.test.ts), so no rule can reach one path and not the other.
import { randomBytes } from 'node:crypto';
import { METHODS, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { LoginThrottle } from '../accounts/login-throttle.js';
import { PasswordHasher } from '../accounts/passwords.js';
import { SessionService } from '../accounts/sessions.js';
import { SignIn } from '../accounts/sign-in.js';
import { ApiTokenService, TokenOwners } from '../accounts/tokens.js';
import { UserService } from '../accounts/users.js';
import { coursesView } from '../api/course-list/view.js';
import { feedbacksNeededView } from '../api/feedbacks-needed/view.js';
import { preLeadStatusesView } from '../api/pre-lead-statuses/view.js';
import { SmartGoalService } from '../api/smart-goals/service.js';
import { smartGoalsView } from '../api/smart-goals/view.js';
import { TableVersions } from '../cache/table-versions.js';
import { ConsoleReads } from '../console/reads.js';
import { consoleRoutes, type ConsoleContext } from '../console/routes.js';
import { DEFAULT_ALLOWED_HOSTS, loadConfig, type Config } from '../config.js';
import { feedbackRoutes, PublicPageLimit, type FeedbackContext } from '../feedback/routes.js';
import { MailPlanner } from '../mail/planner.js';
import { Idempotency } from '../drf/idempotency.js';
import { viewRoute, type ViewDefinition } from '../drf/view.js';
import type { GoalGenerator } from '../goals/generator.js';
import type { OpenApiDocument } from '../drf/openapi.js';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { AccessLog } from '../pipeline/access-log.js';
import { Admission } from '../pipeline/admission.js';
import { AllowedHosts } from '../pipeline/allowed-hosts.js';
import { AnswerBatch } from '../pipeline/answer-batching.js';
import { Cors } from '../pipeline/cors.js';
import { Drain } from '../pipeline/drain.js';
import { plainErrorAnswer } from '../pipeline/error-answer.js';
import { loggableError } from '../pipeline/error-log.js';
import { errors } from '../pipeline/errors.js';
import type { Log, Route } from '../pipeline/exchange.js';
import { Pipeline } from '../pipeline/pipeline.js';
import { Proxies } from '../pipeline/proxies.js';
import { RequestIds } from '../pipeline/request-id.js';
import { ResponseWriter } from '../pipeline/response-writer.js';
import { RateThrottle } from '../pipeline/throttling.js';
import { detachedDatabase, type Database } from '../store/connect.js';
import { ApiTokenRepository } from '../store/repositories/api-tokens.js';
import { AuditLogRepository } from '../store/repositories/audit-log.js';
import { ConsoleRowRepository } from '../store/repositories/console-rows.js';
import { ManagerRelationRepository } from '../store/repositories/manager-relations.js';
import { DashboardRepository } from '../store/repositories/dashboard.js';
import { MailStateRepository } from '../store/repositories/mail-state.js';
import { CourseRepository } from '../store/repositories/course-list.js';
import { ProgrammeService } from '../programme/service.js';
import { FeedbackNeededRepository } from '../store/repositories/feedbacks-needed.js';
import { FeedbackSubmissionRepository, FeedbackTimelineRepository } from '../store/repositories/feedback-submissions.js';
import { FeedbackInvitationRepository } from '../store/repositories/feedback-invitations.js';
import { FeedbackQuestionRepository } from '../store/repositories/feedback-questions.js';
import { MailOutboxRepository } from '../store/repositories/mail-outbox.js';
import { MailSuppressionRepository } from '../store/repositories/mail-suppressions.js';
import { PublicPageBudgetRepository } from '../store/repositories/public-page-budgets.js';
import { LoginThrottleRepository } from '../store/repositories/login-throttles.js';
import { SessionRepository } from '../store/repositories/sessions.js';
import { TableCountRepository } from '../store/repositories/table-counts.js';
import { UserRepository } from '../store/repositories/users.js';
import { HealthRepository } from '../store/repositories/health.js';
import { IdempotencyKeyRepository } from '../store/repositories/idempotency-keys.js';
import { PreLeadStatusRepository } from '../store/repositories/pre-lead-statuses.js';
import { SmartGoalRepository } from '../store/repositories/smart-goals.js';
import { TableVersionRepository } from '../store/repositories/table-versions.js';
import { systemClock, type Clock } from '../time/clock.js';
import { assetsRoute } from './assets.js';
import { apiDocument, docsRoutes, type DocumentOptions } from './docs.js';
import { installFastLane } from './fast-lane.js';
import { healthRoutes } from './health.js';
import { CLIENT_TIMEOUTS, serverLimits, type ClientTimeouts } from './limits.js';
import { metricsRoute } from './metrics.js';
import { notFoundRoute } from './not-found.js';

export interface AppDeps {
  db: Database;
  clock: Clock;
  goals: GoalGenerator;
  /** Console passwords: OWASP's scrypt cost unless given (the tests use a cheap one). */
  hasher?: PasswordHasher;
  config: Pick<Config, 'timeZone' | 'trustProxy' | 'goalRateLimit' | 'goalTimeoutMs'> &
    Partial<
      Pick<
        Config,
        | 'accessPolicy'
        | 'rateLimit'
        | 'writeRateLimit'
        | 'corsOrigins'
        | 'allowedHosts'
        | 'trustForwardedHost'
        | 'sessionSecure'
        | 'openapiContactUrl'
        | 'openapiContactEmail'
        | 'mail'
      >
    >;
  /** How long a client may take to send a request (limits.ts); tests shorten them. */
  clientTimeouts?: ClientTimeouts;
  /** Fastify logger options; false (the default in tests) for none. */
  logger?: FastifyServerOptions['logger'];
}

/** A route at a path of Fastify's router. */
interface PathRoute extends Route {
  readonly path: string;
}

/** Fastify's answer for a request its router cannot take, set once the routes exist. */
interface Unrouted {
  answer?: (request: FastifyRequest, reply: FastifyReply, error?: Error & { code?: string }) => void;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, clock, config } = deps;
  // One sequence of request ids for the app (pipeline/request-id.ts), its prefix this app's own.
  const ids = new RequestIds(randomBytes(4).toString('hex'));
  // Requests Fastify cannot route (a path it cannot decode, `/%zz`) are the 404 route's, as
  // Django answers them; set once the routes exist.
  const unrouted: Unrouted = {};
  const app = fastifyServer(deps, ids, unrouted);

  const nowMs = () => Number(clock.nowMicros() / 1000n);
  const versions = new TableVersions(new TableVersionRepository(db));
  await versions.follow();
  const access = { policy: config.accessPolicy ?? 'open', owners: new TokenOwners(new ApiTokenRepository(db), versions) };
  const proxies = new Proxies({ trustProxy: config.trustProxy, trustForwardedHost: config.trustForwardedHost ?? false });
  const metrics = new ServiceMetrics();
  // The event-loop delay and garbage-collection watchers run while the app does.
  metrics.start();
  app.addHook('onClose', (_instance, done) => {
    metrics.stop();
    done();
  });
  const goals = metrics.instrument(deps.goals);
  const pipeline = requestPipeline(app, { config, proxies, metrics, ids, nowMs });

  const views = collectionViews({ db, clock, goals, versions, config });
  const viewServices = {
    // A pending key outlives any generation (GOAL_TIMEOUT_MS) before it counts as abandoned.
    idempotency: new Idempotency(new IdempotencyKeyRepository(db), clock, config.goalTimeoutMs + 60_000),
    access,
    proxies,
  };
  const consolePages = consoleRoutes(consoleContext(deps, versions, proxies));
  const publicPages = feedbackRoutes(feedbackContext(deps, proxies));
  const routes: PathRoute[] = [
    ...views.map((view) => ({ ...viewRoute(view, viewServices), path: view.path })),
    ...consolePages,
    // The feedback form and the unsubscribe link (design §11).
    ...publicPages,
    // The API's description, the browsable pages' files, and the operations paths.
    ...docsRoutes(views, documentOptions(config)),
    assetsRoute(),
    ...healthRoutes(new HealthRepository(db)),
    metricsRoute(metrics, access),
  ];
  // APPEND_SLASH: a known path without its slash is redirected to it (the console's fixed paths too).
  const slashed = new Set([...views.map((v) => v.path), ...consolePages.filter((r) => !r.path.includes(':')).map((r) => r.path)]);
  mountRoutes(app, pipeline, routes, slashed, unrouted, publicPages);
  return app;
}

/** The Fastify instance: its router and server limits, with the request handling left to the pipeline. */
function fastifyServer(deps: AppDeps, ids: RequestIds, unrouted: Unrouted): FastifyInstance {
  const app = Fastify({
    // Request ids are the pipeline's (request-id.ts), one sequence whichever way a request came.
    genReqId: () => '',
    logger: deps.logger ?? false,
    // Who is asking is proxies.ts's to say (Fastify's request.ip and host are not used).
    trustProxy: false,
    // One line per request, written by the response writer.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: (error, request, reply) => unrouted.answer?.(request, reply, error),
    exposeHeadRoutes: false,
    // Draining is the pipeline's (drain.ts): its 503 is in the contract's shape.
    return503OnClosing: false,
    // URL and header sizes, slow clients (limits.ts).
    ...serverLimits(deps.clientTimeouts ?? CLIENT_TIMEOUTS, deps.config.goalTimeoutMs, ids),
  });
  // Every header is kept, so that admission.ts sees and counts them all.
  app.server.maxHeadersCount = 0;

  // DRF answers 405 for any method it knows nothing of: route every method Node parses.
  // All of them are declared bodyless, so Fastify never reads or judges a body (its
  // Content-Type checks and size limit would answer before our 405): the routes that use
  // a body read it themselves (drf/parsers.ts), as DRF parses request.data lazily.
  for (const m of METHODS) {
    if (m !== 'CONNECT') app.addHttpMethod(m, { hasBody: false, overrideExisting: true });
  }
  return app;
}

interface PipelineDeps {
  config: AppDeps['config'];
  proxies: Proxies;
  metrics: ServiceMetrics;
  ids: RequestIds;
  nowMs: () => number;
}

/** The one pipeline every request goes through: admission, the route's answer, the response writer. */
function requestPipeline(app: FastifyInstance, { config, proxies, metrics, ids, nowMs }: PipelineDeps): Pipeline {
  const log = app.log as Log;
  const drain = new Drain();
  app.addHook('preClose', (done) => {
    drain.begin();
    done();
  });
  const cors = new Cors(config.corsOrigins ?? []);
  return new Pipeline(
    new Admission({
      hosts: new AllowedHosts(config.allowedHosts ?? DEFAULT_ALLOWED_HOSTS),
      proxies,
      drain,
      throttle: new RateThrottle(config.rateLimit ?? 0, nowMs),
      cors,
    }),
    new ResponseWriter({
      batch: new AnswerBatch((e) => app.log.error(loggableError(e as Error), 'an answer could not be written')),
      metrics,
      accessLog: new AccessLog(log),
      drain,
      cors,
    }),
    log,
    ids,
  );
}

/** What the console's pages are built from: its sessions, sign-in, accounts and cached reads. */
function consoleContext({ db, clock, config, hasher: given }: AppDeps, versions: TableVersions, proxies: Proxies): ConsoleContext {
  const sessions = new SessionService(new SessionRepository(db), clock);
  const hasher = given ?? new PasswordHasher();
  const consoleRows = new ConsoleRowRepository(db);
  const submissions = new FeedbackSubmissionRepository(db);
  const consoleUsers = new UserService(new UserRepository(db), hasher);
  const consoleTokens = new ApiTokenService(new ApiTokenRepository(db));
  const loginThrottle = new LoginThrottle(new LoginThrottleRepository(db), clock);
  return {
    sessions,
    signIn: new SignIn(new UserRepository(db), hasher, loginThrottle, sessions),
    loginThrottle,
    proxies,
    sessionSecure: config.sessionSecure ?? 'auto',
    clock,
    timeZone: config.timeZone,
    submissions,
    service: new ProgrammeService(consoleRows, submissions, clock, config.timeZone, new MailSuppressionRepository(db)),
    rows: consoleRows,
    reads: new ConsoleReads(versions, {
      rows: consoleRows,
      owed: new FeedbackNeededRepository(db),
      counts: new TableCountRepository(db),
      audit: new AuditLogRepository(db),
      users: consoleUsers,
      tokens: consoleTokens,
    }),
    users: consoleUsers,
    tokens: consoleTokens,
    mailPreview: mailPreview(db, config),
    timeline: new FeedbackTimelineRepository(db),
    mail: { on: config.mail?.smtpUrl !== undefined, state: new MailStateRepository(db) },
    managerRelations: new ManagerRelationRepository(db),
    dashboard: new DashboardRepository(db),
  };
}

/** What the public feedback pages are built from: the link, question and mail repositories, the one write path. */
function feedbackContext({ db, clock, config }: AppDeps, proxies: Proxies): FeedbackContext {
  const submissions = new FeedbackSubmissionRepository(db);
  return {
    invitations: new FeedbackInvitationRepository(db),
    submissions,
    questions: new FeedbackQuestionRepository(db),
    service: new ProgrammeService(new ConsoleRowRepository(db), submissions, clock, config.timeZone, new MailSuppressionRepository(db)),
    outbox: new MailOutboxRepository(db),
    suppressions: new MailSuppressionRepository(db),
    proxies,
    limit: new PublicPageLimit(new PublicPageBudgetRepository(db), proxies, clock),
    clock,
    timeZone: config.timeZone,
  };
}

/** The console's mail preview: the planner with the mail settings (their defaults when the deps give none). */
function mailPreview(db: Database, config: AppDeps['config']): ConsoleContext['mailPreview'] {
  const mail = config.mail ?? loadConfig({}).mail;
  const planner = new MailPlanner(db, { timeZone: config.timeZone, mail });
  return { preview: (date) => planner.preview(date), mailOn: mail.smtpUrl !== undefined };
}

/**
 * Every route on Fastify's router and on the fast lane, each handing its requests to the
 * pipeline; the paths no route has to the 404 route (APPEND_SLASH for `slashed`).
 */
function mountRoutes(
  app: FastifyInstance,
  pipeline: Pipeline,
  routes: readonly PathRoute[],
  slashed: Set<string>,
  unrouted: Unrouted,
  publicPages: readonly PathRoute[],
): void {
  const methods = app.supportedMethods.filter((m) => m !== 'CONNECT');
  const enter = (route: Route) => (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    pipeline.run(request.raw, reply.raw, route, 'router', request.params as Record<string, string>);
  };
  for (const route of routes) app.route({ method: methods, url: route.path, handler: enter(route) });
  const notFound = notFoundRoute(slashed);
  app.setNotFoundHandler(enter(notFound));
  const badRequest: Route = {
    label: 'unmatched',
    answer: () => {
      throw errors.badRequest();
    },
    answerError: (_exchange, error) => plainErrorAnswer(error),
  };
  unrouted.answer = (request, reply, error) => {
    reply.hijack();
    // A public page's path Fastify cannot decode (`/feedback/%zz/`) is its own unknown link, with its headers.
    const url = request.raw.url ?? '';
    const own = publicPages.find((r) => url.startsWith(r.path.slice(0, -1)));
    pipeline.run(request.raw, reply.raw, own ?? (error?.code === 'FST_ERR_BAD_URL' ? notFound : badRequest), 'router');
  };
  installFastLane(
    app.server,
    new Map(routes.filter((r) => !r.path.includes('*') && !r.path.includes(':')).map((r) => [r.path, r])),
    (req: IncomingMessage, res: ServerResponse, route: Route) => pipeline.run(req, res, route, 'lane'),
  );
}

interface CollectionDeps {
  db: Database;
  clock: Clock;
  goals: GoalGenerator;
  versions: TableVersions;
  config: AppDeps['config'];
}

/** The four public collections (design §1), in the order of the spec. */
function collectionViews({ db, clock, goals, versions, config }: CollectionDeps): ViewDefinition[] {
  const nowMs = () => Number(clock.nowMicros() / 1000n);
  return [
    smartGoalsView(new SmartGoalService(new SmartGoalRepository(db), goals, clock, versions), {
      timeZone: config.timeZone,
      throttle: new RateThrottle(config.goalRateLimit, nowMs),
    }),
    coursesView(
      new CourseRepository(db),
      new ProgrammeService(
        new ConsoleRowRepository(db),
        new FeedbackSubmissionRepository(db),
        clock,
        config.timeZone,
        new MailSuppressionRepository(db),
      ),
      versions,
      {
        timeZone: config.timeZone,
        // WRITE_RATE_LIMIT: creating a course is cheap, but not unlimited for one client.
        throttle: new RateThrottle(config.writeRateLimit ?? 0, nowMs),
      },
    ),
    preLeadStatusesView(new PreLeadStatusRepository(db), versions, clock),
    feedbacksNeededView(new FeedbackNeededRepository(db), versions, clock, config.timeZone),
  ];
}

function documentOptions(config: AppDeps['config']): DocumentOptions {
  return {
    policy: config.accessPolicy ?? 'open',
    rateLimited: (config.rateLimit ?? 0) > 0,
    contact: { url: config.openapiContactUrl, email: config.openapiContactEmail },
  };
}

/**
 * The OpenAPI document that a service with this configuration serves at /openapi.json,
 * built without a database or a network (`npm run lint:openapi`): the collections' views
 * are made over a database that is never connected.
 */
export async function openApiDocumentOf(config: AppDeps['config']): Promise<OpenApiDocument> {
  // Imported here, not at the top: the offline generator brings the drafting rules and the
  // tokenizer's tables, which a starting service loads only once it listens (goals/index.ts).
  const [db, { createOfflineGenerator }] = await Promise.all([detachedDatabase(), import('../goals/offline.js')]);
  const views = collectionViews({
    db,
    clock: systemClock(),
    goals: createOfflineGenerator(),
    versions: new TableVersions(new TableVersionRepository(db)),
    config,
  });
  return apiDocument(views, documentOptions(config));
}
