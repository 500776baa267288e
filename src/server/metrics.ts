// GET /metrics in Prometheus' text format, and the hook that counts every answered
// request. Under ACCESS_POLICY=token the scraper presents a token like any client
// (Prometheus: `authorization: {type: Token, credentials: …}`).
import type { FastifyInstance } from 'fastify';
import { ANY_HOST } from '../pipeline/admission.js';
import type { AccessPolicy } from '../config.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { readOnlyMethodCheck, sendPlain } from './assets.js';
import { authenticate, type KeyLookup } from '../drf/authentication.js';
import { checkPermission } from '../drf/permissions.js';

const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export function registerMetrics(
  app: FastifyInstance,
  methods: string[],
  metrics: ServiceMetrics,
  access: { policy: AccessPolicy; owners: KeyLookup },
): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.route({
    method: methods,
    url: '/metrics',
    config: ANY_HOST,
    handler: async (request, reply) => {
      const refused = readOnlyMethodCheck(request, reply);
      if (refused) return refused;
      checkPermission(access.policy, request.method, await authenticate(request.headers.authorization, access.owners));
      return sendPlain(reply, 200, EXPOSITION_TYPE, Buffer.from(metrics.registry.render()), { 'Cache-Control': 'no-store' });
    },
  });
}
