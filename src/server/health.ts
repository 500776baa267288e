// Probes beside the spec's paths, for load balancers and orchestrators: /healthz (the
// process answers) and /readyz (and its database does, within a second). Never cached,
// open under every ACCESS_POLICY (they say nothing about anyone).
import type { FastifyInstance } from 'fastify';
import { ANY_HOST } from '../pipeline/admission.js';
import type { HealthRepository } from '../store/repositories/health.js';
import { readOnlyMethodCheck, sendPlain } from './assets.js';
import { errors } from '../pipeline/errors.js';
import { JSON_CONTENT_TYPE, jsonBytes } from '../pipeline/json.js';

/** How long /readyz waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 1000;
const NO_STORE = { 'Cache-Control': 'no-store' };

export function registerHealth(app: FastifyInstance, methods: string[], repo: HealthRepository): void {
  app.route({
    method: methods,
    url: '/healthz',
    config: ANY_HOST,
    handler: async (request, reply) =>
      readOnlyMethodCheck(request, reply) ?? sendPlain(reply, 200, JSON_CONTENT_TYPE, jsonBytes({ status: 'ok' }), NO_STORE),
  });
  app.route({
    method: methods,
    url: '/readyz',
    config: ANY_HOST,
    handler: async (request, reply) => {
      const refused = readOnlyMethodCheck(request, reply);
      if (refused) return refused;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([repo.ping(), late]);
      } catch {
        const e = errors.databaseUnavailable();
        return sendPlain(reply, e.status, JSON_CONTENT_TYPE, jsonBytes(e.body), { ...e.headers, ...NO_STORE });
      } finally {
        clearTimeout(timer);
      }
      return sendPlain(reply, 200, JSON_CONTENT_TYPE, jsonBytes({ status: 'ready' }), NO_STORE);
    },
  });
}
