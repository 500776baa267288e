// buildApp(deps): the whole HTTP service from its dependencies, with no module-level
// state, so tests build it with the database, clock and goal generator they need.
import { METHODS } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TableVersions } from '../cache/table-versions.js';
import { DEFAULT_ALLOWED_HOSTS, type Config } from '../config.js';
import type { Database } from '../store/connect.js';
import type { GoalGenerator } from '../goals/generator.js';
import { registerAccessLog, requestIds } from '../pipeline/access-log.js';
import { Admission } from '../pipeline/admission.js';
import { AllowedHosts } from '../pipeline/allowed-hosts.js';
import { Proxies } from '../pipeline/proxies.js';
import { AnswerBatch, registerAnswerBatching } from '../pipeline/answer-batching.js';
import { registerAssets, sendPlain } from './assets.js';
import { registerCors } from '../pipeline/cors.js';
import { registerDocs } from './docs.js';
import { FastLane } from './fast-lane.js';
import { registerErrorHandler } from './error-handler.js';
import { loggableError } from '../pipeline/error-log.js';
import { registerHealth } from './health.js';
import { CLIENT_TIMEOUTS, registerRequestLimits, serverLimits, type ClientTimeouts } from './limits.js';
import { registerMetrics } from './metrics.js';
import { registerDrain } from './shutdown.js';
import { errors } from '../pipeline/errors.js';
import { Idempotency } from '../drf/idempotency.js';
import { notFoundHandler } from './not-found.js';
import { jsonBytes } from '../pipeline/json.js';
import { RateThrottle } from '../pipeline/throttling.js';
import { registerView, type ViewDefinition } from '../drf/view.js';
import { CourseRepository } from '../store/repositories/courses.js';
import { coursesView } from '../api/courses/view.js';
import { IdempotencyKeyRepository } from '../store/repositories/idempotency-keys.js';
import { FeedbackNeededRepository } from '../store/repositories/feedbacks-needed.js';
import { feedbacksNeededView } from '../api/feedbacks-needed/view.js';
import { PreLeadStatusRepository } from '../store/repositories/pre-lead-statuses.js';
import { preLeadStatusesView } from '../api/pre-lead-statuses/view.js';
import { TableVersionRepository } from '../store/repositories/table-versions.js';
import { ApiTokenRepository } from '../store/repositories/api-tokens.js';
import { TokenOwners } from '../accounts/tokens.js';
import { HealthRepository } from '../store/repositories/health.js';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { SmartGoalRepository } from '../store/repositories/smart-goals.js';
import { smartGoalsView } from '../api/smart-goals/view.js';
import { SmartGoalService } from '../api/smart-goals/service.js';
import type { Clock } from '../time/clock.js';

export interface AppDeps {
  db: Database;
  clock: Clock;
  goals: GoalGenerator;
  config: Pick<Config, 'timeZone' | 'trustProxy' | 'goalRateLimit' | 'goalTimeoutMs'> &
    Partial<Pick<Config, 'accessPolicy' | 'rateLimit' | 'writeRateLimit' | 'corsOrigins' | 'allowedHosts' | 'trustForwardedHost'>>;
  /** How long a client may take to send a request (limits.ts); tests shorten them. */
  clientTimeouts?: ClientTimeouts;
  /** Fastify logger options; false (the default in tests) for none. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, clock, config } = deps;
  // A path Fastify cannot decode (`/%zz`, `/%ff/`) matches no route: Django answers its 404
  // page there, and so do we (Fastify's own 400 is in neither shape). Set once routes exist.
  let notFoundForBadUrls: ReturnType<typeof notFoundHandler> | undefined;
  const genReqId = requestIds();
  const app = Fastify({
    genReqId,
    logger: deps.logger ?? false,
    // Who is asking is proxies.ts's to say (Fastify's request.ip and host are not used).
    trustProxy: false,
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && notFoundForBadUrls) return notFoundForBadUrls(request, reply);
      const e = errors.badRequest();
      return sendPlain(reply, e.status, 'application/json', jsonBytes(e.body));
    },
    exposeHeadRoutes: false,
    // shutdown.ts answers requests that arrive while draining, in the contract's shape.
    return503OnClosing: false,
    // URL and header sizes, slow clients (limits.ts).
    ...serverLimits(deps.clientTimeouts ?? CLIENT_TIMEOUTS, config.goalTimeoutMs),
  });
  // Every header is kept, so that admission.ts sees and counts them all.
  app.server.maxHeadersCount = 0;
  const proxies = new Proxies({ trustProxy: config.trustProxy, trustForwardedHost: config.trustForwardedHost ?? false });
  const admission = new Admission(new AllowedHosts(config.allowedHosts ?? DEFAULT_ALLOWED_HOSTS), proxies);
  const fastLane = FastLane.install(app);
  const metrics = new ServiceMetrics();
  const goals = metrics.instrument(deps.goals);

  // DRF answers 405 for any method it knows nothing of: route every method Node parses.
  // All of them are declared bodyless, so Fastify never reads or judges a body (its
  // Content-Type checks and size limit would answer before our 405): the handlers that
  // use a body read it themselves (body.ts), as DRF parses request.data lazily.
  for (const m of METHODS) {
    if (m !== 'CONNECT') app.addHttpMethod(m, { hasBody: false, overrideExisting: true });
  }
  const methods = app.supportedMethods.filter((m) => m !== 'CONNECT');

  const nowMs = () => Number(clock.nowMicros() / 1000n);
  const versions = new TableVersions(new TableVersionRepository(db));
  await versions.follow();
  const access = { policy: config.accessPolicy ?? 'open', owners: new TokenOwners(new ApiTokenRepository(db), versions) };
  const services = {
    // A pending key outlives any generation (GOAL_TIMEOUT_MS) before it counts as abandoned.
    idempotency: new Idempotency(new IdempotencyKeyRepository(db), clock, config.goalTimeoutMs + 60_000),
    access,
    proxies,
  };
  const batch = new AnswerBatch((e) => app.log.error(loggableError(e as Error), 'an answer could not be written'));
  registerAnswerBatching(app, batch);
  registerDrain(app);
  registerRequestLimits(app, admission, new RateThrottle(config.rateLimit ?? 0, nowMs), proxies);
  registerCors(app, config.corsOrigins ?? []);
  const views: ViewDefinition[] = [
    smartGoalsView(new SmartGoalService(new SmartGoalRepository(db), goals, clock, versions), {
      timeZone: config.timeZone,
      throttle: new RateThrottle(config.goalRateLimit, nowMs),
    }),
    coursesView(new CourseRepository(db), versions, {
      timeZone: config.timeZone,
      throttle: new RateThrottle(config.writeRateLimit ?? 0, nowMs),
    }),
    preLeadStatusesView(new PreLeadStatusRepository(db), versions, clock),
    feedbacksNeededView(new FeedbackNeededRepository(db), versions, clock, config.timeZone),
  ];
  for (const view of views) registerView(app, view, methods, services);
  // CORS and the rate limit act on every request in hooks: with either, Fastify answers all.
  if (!config.corsOrigins?.length && !config.rateLimit) fastLane.enable(views, { policy: access.policy, admission, metrics, log: app.log, genReqId, batch });
  // The browsable pages' files, the OpenAPI document and Swagger UI (not DRF views).
  registerAssets(app, methods);
  registerDocs(app, views, methods);
  // Operations: probes and Prometheus metrics.
  registerHealth(app, methods, new HealthRepository(db));
  registerMetrics(app, methods, metrics, access);
  const notFound = notFoundHandler(new Set(views.map((v) => v.path)));
  app.setNotFoundHandler(notFound);
  notFoundForBadUrls = notFound;

  registerErrorHandler(app);
  registerAccessLog(app);

  return app;
}
