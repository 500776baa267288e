// Who is asking: the client's address, the scheme and the host it used, as the socket says or,
// from proxies we trust (TRUST_PROXY), as X-Forwarded-For/-Proto/-Host say. Nothing a client
// can write is believed: X-Forwarded-* count only when the socket's peer is a trusted proxy,
// and the client's address is read from the right of X-Forwarded-For (each proxy appends the
// address it was reached from), never the leftmost entry, which the client writes itself.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config.js';
import { canonicalAddress, limitKey } from './addresses.js';

export interface ProxyOptions {
  trustProxy: TrustProxy;
  /** TRUST_FORWARDED_HOST: links take X-Forwarded-Host from a trusted proxy. */
  trustForwardedHost: boolean;
}

/** A socket's address in its one spelling (an IPv4-mapped one as IPv4: ::ffff:10.0.0.1 is 10.0.0.1). */
function plain(address: string): string {
  return canonicalAddress(address) ?? address;
}

function compile(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of ranges) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** A header's text (Node joins repeated X-Forwarded-* headers with ", "; typed as possibly many). */
function text(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The last comma-separated entry of a header, trimmed: what the nearest proxy wrote. */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma < 0 ? value : value.slice(comma + 1)).trim();
}

export class Proxies {
  private readonly hops: number;
  private readonly trusted: BlockList | null;

  constructor(private readonly options: ProxyOptions) {
    const tp = options.trustProxy;
    this.hops = typeof tp === 'number' ? tp : 0;
    this.trusted = Array.isArray(tp) ? compile(tp) : null;
  }

  private isTrusted(address: string, hop: number): boolean {
    if (this.trusted !== null) {
      const a = plain(address);
      const version = isIP(a);
      return version !== 0 && this.trusted.check(a, version === 6 ? 'ipv6' : 'ipv4');
    }
    return hop < this.hops;
  }

  /** Whether the socket's peer is a proxy we trust (so that its X-Forwarded-* count). */
  private fromTrustedProxy(req: IncomingMessage): boolean {
    if (this.options.trustProxy === false) return false;
    const peer = req.socket.remoteAddress;
    return peer !== undefined && this.isTrusted(peer, 0);
  }

  /**
   * The client's address: the socket's peer, or, while the addresses seen so far are trusted
   * proxies, the next X-Forwarded-For entry to the left; the first one not trusted is the client.
   */
  clientAddress(req: IncomingMessage): string {
    const peer = plain(req.socket.remoteAddress ?? '');
    if (!this.fromTrustedProxy(req)) return peer;
    const header = text(req.headers['x-forwarded-for']);
    if (header === undefined) return peer;
    let address = peer;
    let hop = 1;
    let end = header.length;
    // Walk the entries from the right without splitting the whole header: no more entries
    // are read than there are trusted proxies, plus one.
    while (end > 0) {
      const start = header.lastIndexOf(',', end - 1);
      const entry = header.slice(start + 1, end).trim();
      end = start < 0 ? 0 : start;
      if (entry === '') continue;
      const canonical = canonicalAddress(entry);
      // Not an address (garbage, "unknown", RFC 7239's _obfuscated): the client is unknown
      // past the last hop we trust, which is then the key, so that a new text on every
      // request never makes a new client (docs/decisions.md).
      if (canonical === undefined) return address;
      address = canonical;
      if (!this.isTrusted(address, hop++)) return address;
    }
    return address;
  }

  /** The key every per-address limit counts this client by (an IPv4 address or an IPv6 /64; addresses.ts). */
  clientKey(req: IncomingMessage): string {
    return limitKey(this.clientAddress(req));
  }

  /** http or https: https only when the socket is TLS or a trusted proxy says X-Forwarded-Proto: https. */
  scheme(req: IncomingMessage): 'http' | 'https' {
    if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
    const proto = text(req.headers['x-forwarded-proto']);
    if (proto === undefined || !this.fromTrustedProxy(req)) return 'http';
    return lastEntry(proto).toLowerCase() === 'https' ? 'https' : 'http';
  }

  /**
   * The host the client addressed, as sent (links keep its letter case): X-Forwarded-Host from
   * a trusted proxy with TRUST_FORWARDED_HOST, else Host; without either (HTTP/1.0), the
   * address the request came in on, as Django rebuilds it from SERVER_NAME and SERVER_PORT.
   */
  host(req: IncomingMessage): string {
    if (this.options.trustForwardedHost) {
      const forwarded = text(req.headers['x-forwarded-host']);
      if (forwarded !== undefined && this.fromTrustedProxy(req)) return lastEntry(forwarded);
    }
    const host = req.headers.host;
    if (host !== undefined) return host;
    const local = plain(req.socket.localAddress ?? '');
    const port = req.socket.localPort;
    const name = local.includes(':') ? `[${local}]` : local;
    return port === undefined || port === (this.scheme(req) === 'https' ? 443 : 80) ? name : `${name}:${port}`;
  }
}
