// The fast lane: a request whose path is exactly one of the service's fixed paths (the four
// collections, the probes, /metrics, the API's description) goes from the Node server's
// request listener straight into the pipeline, without Fastify's router and its request,
// reply and logger objects, which were the larger part of a cached list's CPU
// (docs/performance.md). It is only a shorter way to the same route: admission, the route's
// answer and the response writer are the pipeline's (src/pipeline/), the same calls Fastify's
// path makes, so the lane owns no rule and cannot answer otherwise. Any other path (one
// Fastify would first decode, the files under /assets/, the 404s) is left to Fastify's router.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Route } from '../pipeline/exchange.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the lane in front of the request listener Fastify gave the server (Node adds the
 * listener given to createServer to its 'request' event). `routes` maps exact paths to
 * their routes; `enter` is the pipeline's entry.
 */
export function installFastLane(
  server: Server,
  routes: ReadonlyMap<string, Route>,
  enter: (req: IncomingMessage, res: ServerResponse, route: Route) => void,
): void {
  const listeners = server.listeners('request') as Listener[];
  const router: Listener = (req, res) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url!;
    const q = url.indexOf('?');
    const route = routes.get(q < 0 ? url : url.slice(0, q));
    if (route === undefined) router(req, res);
    else enter(req, res, route);
  });
}
