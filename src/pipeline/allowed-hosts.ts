// ALLOWED_HOSTS, as Django's HttpRequest.get_host() applies it: the host a request addressed
// (Host, or a trusted proxy's X-Forwarded-Host) must be well formed and one we answer for,
// else the request is refused before anything is built from it. Checking every request, as
// Django's CommonMiddleware does, also keeps a browser page on another name that resolves
// here (DNS rebinding) from reading the API through a visitor's browser.

// Django's host_validation_re, matched against the lower-cased host. No nested quantifiers:
// each character is tried a bounded number of times, so a 16 kB Host costs linear time.
const VALID_HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:[0-9]+)?$/;

/** Django's split_domain_port: the lower-cased domain without port or trailing dot; '' when malformed. */
export function domainOf(host: string): string {
  const lower = host.toLowerCase();
  if (!VALID_HOST.test(lower)) return '';
  if (lower.endsWith(']')) return lower; // an IPv6 address without a port
  const colon = lower.lastIndexOf(':');
  const domain = colon < 0 ? lower : lower.slice(0, colon);
  return domain.endsWith('.') ? domain.slice(0, -1) : domain;
}

/** Django's validate_host: `*` any, `.example.org` that domain and its subdomains, else equal. */
function matches(domain: string, pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.startsWith('.')) return domain.endsWith(pattern) || domain === pattern.slice(1);
  return domain === pattern;
}

/** Distinct Host values whose verdict is kept: enough for every name a service really has. */
const KEPT = 64;

export class AllowedHosts {
  private readonly verdicts = new Map<string, boolean>();

  constructor(private readonly patterns: readonly string[]) {}

  /** Whether a host (as sent, port included) is well formed and allowed. */
  allows(host: string): boolean {
    const known = this.verdicts.get(host);
    if (known !== undefined) return known;
    const domain = domainOf(host);
    const verdict = domain !== '' && this.patterns.some((p) => matches(domain, p));
    // Only allowed names are remembered: a client inventing names cannot fill the map or
    // push the real names out of it.
    if (verdict && this.verdicts.size < KEPT) this.verdicts.set(host, verdict);
    return verdict;
  }
}
