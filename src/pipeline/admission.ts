// What a request must be before any route does anything for it, however it reached its
// route (pipeline.ts runs this for Fastify's router and the fast lane alike), in this order:
// the service is not draining, the URL and the head are within their sizes, no header that
// must be single is sent twice, the host is one we answer for, the client is within
// RATE_LIMIT; then a CORS preflight is answered here, before any route.
import type { IncomingMessage } from 'node:http';
import type { AllowedHosts } from './allowed-hosts.js';
import type { Answer } from './answer.js';
import type { Cors } from './cors.js';
import type { Drain } from './drain.js';
import { ApiError, errors } from './errors.js';
import type { Route } from './exchange.js';
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from './limits.js';
import type { Proxies } from './proxies.js';
import type { RateThrottle } from './throttling.js';

/**
 * Headers a request may carry once. Two Host or Authorization headers would let the parts of a
 * chain of servers disagree about who is asked and who asks (Node keeps the first of each,
 * another server the last); nginx refuses them, and so do we. Node's parser already refuses a
 * second Content-Length or Transfer-Encoding; they are listed so that no parser setting can
 * let one through.
 */
const SINGLE = new Map([
  ['host', 'Host'],
  ['authorization', 'Authorization'],
  ['content-length', 'Content-Length'],
  ['transfer-encoding', 'Transfer-Encoding'],
]);
const SINGLE_LENGTHS = new Set([...SINGLE.keys()].map((k) => k.length));

/**
 * The head's size in bytes as sent, but for optional whitespace: Node's parser counts only
 * the names and values it keeps toward its own limit, so 15,000 empty header lines passed it.
 * Each line costs its name, its value, the colon and CRLF here. (Header strings are latin-1:
 * one character a byte.) Optional whitespace before a value is not kept and so not counted.
 */
function headBytes(req: IncomingMessage): number {
  const raw = req.rawHeaders;
  // "GET /path HTTP/1.1\r\n" and the blank line that ends the head.
  let bytes = req.method!.length + req.url!.length + req.httpVersion.length + 8 + 2;
  for (let i = 0; i < raw.length; i += 2) bytes += raw[i].length + raw[i + 1].length + 3;
  return bytes;
}

/** The first header of SINGLE sent more than once, by its canonical name. */
function repeatedHeader(req: IncomingMessage): string | undefined {
  const raw = req.rawHeaders;
  let seen: string[] | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (!SINGLE_LENGTHS.has(name.length)) continue;
    const lower = name.toLowerCase();
    if (!SINGLE.has(lower)) continue;
    if (seen?.includes(lower)) return SINGLE.get(lower);
    (seen ??= []).push(lower);
  }
  return undefined;
}

export interface AdmissionOptions {
  hosts: AllowedHosts;
  proxies: Proxies;
  drain: Drain;
  /** RATE_LIMIT: requests a minute per client address on every route (disabled at 0). */
  throttle: RateThrottle;
  cors: Cors;
}

export class Admission {
  constructor(private readonly o: AdmissionOptions) {}

  /**
   * The refusal of a request (an error in the contract's shape), the answer to a CORS
   * preflight, or undefined when the route may answer it.
   */
  admit(req: IncomingMessage, route: Route): ApiError | Answer | undefined {
    const { o } = this;
    if (o.drain.closing) return errors.shuttingDown();
    // Node hands the request target over as latin-1: its length is its size in bytes.
    if (req.url!.length > MAX_URL_BYTES) return errors.uriTooLong(MAX_URL_BYTES);
    if (headBytes(req) > MAX_HEADER_BYTES) return errors.headersTooLarge();
    const repeated = repeatedHeader(req);
    if (repeated !== undefined) return errors.repeatedHeader(repeated);
    if (route.anyHost !== true && !o.hosts.allows(o.proxies.host(req))) return errors.invalidHost();
    if (o.throttle.enabled) {
      try {
        o.throttle.check(o.proxies.clientKey(req));
      } catch (e) {
        return e as ApiError;
      }
    }
    return o.cors.enabled ? o.cors.preflight(req) : undefined;
  }
}
