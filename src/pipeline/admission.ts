// What a request must be before anything is done for it, whichever path answers it (Fastify's
// hooks and the fast lane call the same check): a URL and a head within their sizes, no
// header that must be single sent twice, and a host we answer for.
import type { IncomingMessage } from 'node:http';
import type { AllowedHosts } from './allowed-hosts.js';
import { ApiError, errors } from './errors.js';
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from './limits.js';
import type { Proxies } from './proxies.js';

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

/**
 * Route config of the operations paths (probes, metrics): they are asked by address, not by
 * name (an orchestrator's probe sends the pod's IP as Host), build no links, and are admitted
 * whatever the Host.
 */
export const ANY_HOST = { anyHost: true } as const;

export function admitsAnyHost(routeConfig: unknown): boolean {
  return (routeConfig as { anyHost?: boolean } | undefined)?.anyHost === true;
}

export class Admission {
  constructor(
    private readonly hosts: AllowedHosts,
    private readonly proxies: Proxies,
  ) {}

  /**
   * The refusal of a request, or undefined when it may go on. `anyHost` for the operations
   * paths (probes and metrics are asked by address, not by name, and build no links).
   */
  check(req: IncomingMessage, anyHost = false): ApiError | undefined {
    // Node hands the request target over as latin-1: its length is its size in bytes.
    if (req.url!.length > MAX_URL_BYTES) return errors.uriTooLong(MAX_URL_BYTES);
    if (headBytes(req) > MAX_HEADER_BYTES) return errors.headersTooLarge();
    const repeated = repeatedHeader(req);
    if (repeated !== undefined) return errors.repeatedHeader(repeated);
    if (!anyHost && !this.hosts.allows(this.proxies.host(req))) return errors.invalidHost();
    return undefined;
  }
}
