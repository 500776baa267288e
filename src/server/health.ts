// Probes beside the spec's paths, for load balancers and orchestrators: /healthz (the
// process answers) and /readyz (and its database does, within a second). Never cached,
// open under every ACCESS_POLICY (they say nothing about anyone), answered whatever the Host.
import { errors } from '../pipeline/errors.js';
import { JSON_CONTENT_TYPE, jsonBytes } from '../pipeline/json.js';
import type { HealthRepository } from '../store/repositories/health.js';
import { plainAnswer, plainRoute, type PlainRoute } from './plain.js';

/** How long /readyz waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 1000;
const NO_STORE = { 'Cache-Control': 'no-store' };

export function healthRoutes(repo: HealthRepository): PlainRoute[] {
  const ok = jsonBytes({ status: 'ok' });
  const ready = jsonBytes({ status: 'ready' });
  return [
    plainRoute('/healthz', () => plainAnswer(200, JSON_CONTENT_TYPE, ok, NO_STORE), { anyHost: true }),
    plainRoute(
      '/readyz',
      async () => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), READY_TIMEOUT_MS);
        });
        try {
          await Promise.race([repo.ping(), late]);
        } catch {
          const e = errors.databaseUnavailable();
          return plainAnswer(e.status, JSON_CONTENT_TYPE, jsonBytes(e.body), { ...e.headers, ...NO_STORE });
        } finally {
          clearTimeout(timer);
        }
        return plainAnswer(200, JSON_CONTENT_TYPE, ready, NO_STORE);
      },
      { anyHost: true },
    ),
  ];
}
