// GET /metrics in Prometheus' text format (the response writer counts every answer; the
// process's and Node's metrics are read now, metrics/process-metrics.ts). Under
// ACCESS_POLICY=token the scraper presents a token like any client (Prometheus:
// `authorization: {type: Token, credentials: …}`). Answered whatever the Host.
import type { AccessPolicy } from '../config.js';
import { authenticate, type KeyLookup } from '../drf/authentication.js';
import { checkPermission } from '../drf/permissions.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { plainAnswer, plainRoute, type PlainRoute } from './plain.js';

const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export function metricsRoute(metrics: ServiceMetrics, access: { policy: AccessPolicy; owners: KeyLookup }): PlainRoute {
  return plainRoute(
    '/metrics',
    async (exchange) => {
      checkPermission(access.policy, exchange.req.method!, await authenticate(exchange.req.headers.authorization, access.owners));
      return plainAnswer(200, EXPOSITION_TYPE, Buffer.from(await metrics.scrape()), { 'Cache-Control': 'no-store' });
    },
    { anyHost: true },
  );
}
