// Draining on SIGTERM: once app.close() begins, Fastify stops accepting connections and
// waits for the requests in flight; a request that still arrives on an open keep-alive
// connection is told to go elsewhere (503 in the contract's shape, Connection: close)
// rather than started. (Fastify's own 503 body is not in the contract's shape.)
import type { FastifyInstance } from 'fastify';
import { errors } from '../pipeline/errors.js';

export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Callback hooks, not async ones: they run on every request and cost no promise.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? errors.shuttingDown() : undefined);
  });
  // An answer finished while draining closes its connection: a keep-alive connection left
  // idle would hold the drain open until its keep-alive timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
