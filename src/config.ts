// Environment → typed configuration, validated once at start-up (design §6).
// A wrong value stops start-up with one line naming the variable and what it accepts.
import { isIP } from 'node:net';
import { isValidTimeZone } from './time/zone.js';

export type GoalProvider = 'offline' | 'openai';
export type AccessPolicy = 'open' | 'token-writes' | 'token';
/**
 * The proxies in front (TRUST_PROXY): false (none: the socket's peer is the client), a
 * number of proxy hops, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | readonly string[];

export interface Config {
  port: number;
  host: string;
  /** undefined → embedded PGlite in dataDir; 'memory://' → throw-away embedded; postgres://… → server */
  databaseUrl: string | undefined;
  dataDir: string;
  timeZone: string;
  goalGenerator: GoalProvider;
  openaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
  goalModel: string;
  goalTimeoutMs: number;
  /** Worker threads drafting offline goals; 0 drafts on the event loop (goals/threaded.ts). */
  goalThreads: number;
  goalRateLimit: number;
  rateLimit: number;
  corsOrigins: string[];
  seedDemo: boolean;
  accessPolicy: AccessPolicy;
  trustProxy: TrustProxy;
  trustForwardedHost: boolean;
  /** ALLOWED_HOSTS as Django reads it: lower-case names, `.example.org` for subdomains, `*` for any. */
  allowedHosts: readonly string[];
  writeRateLimit: number;
  /** The console's session cookie: Secure when the request came over https (auto), always, or never. */
  sessionSecure: SessionSecure;
  logLevel: string;
  /** The operators' address in the OpenAPI document's `info.contact` (an http(s) URL, normalised). */
  openapiContactUrl: string | undefined;
  /** The operators' email address in the OpenAPI document's `info.contact`. */
  openapiContactEmail: string | undefined;
  /** The feedback loop's mail (design §11). */
  mail: MailConfig;
}

/** The feedback loop's settings (design §6, §11). */
export interface MailConfig {
  /** SMTP_URL: smtp://… or smtps://…; undefined: mail is off (nothing is sent, previews work). */
  smtpUrl: string | undefined;
  /** PUBLIC_BASE_URL without a trailing slash: the links in mails start with it. */
  publicBaseUrl: string | undefined;
  /** MAIL_FROM: `Programme <programme@example.org>` or a bare address. */
  from: string | undefined;
  /** MAIL_SCHEDULER: this instance looks for due steps and sends queued mail. */
  scheduler: boolean;
  /** MAIL_SEND_HOURS: the local hours (in TIME_ZONE) people's mails go out in, both included. */
  sendHours: { from: number; to: number };
  tickSeconds: number;
  /** FEEDBACK_INVITE_DAYS: days before the due date. */
  inviteDays: number;
  /** FEEDBACK_REMINDER_DAYS: days after the due date, ascending. */
  reminderDays: readonly number[];
  /** FEEDBACK_ESCALATION_DAYS: days after the due date. */
  escalationDays: number;
}

export type SessionSecure = 'auto' | 'true' | 'false';

export class ConfigError extends Error {
  constructor(variable: string, accepts: string, got: string) {
    super(`${variable}: expected ${accepts}, got ${JSON.stringify(got)}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(name, `an integer from ${min} to ${max}`, raw);
  }
  return n;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new ConfigError(name, `one of ${values.join(', ')}`, raw);
  return raw as T;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const v = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(name, 'true or false', raw);
}

function timeZone(env: Env): string {
  const raw = read(env, 'TIME_ZONE') ?? 'Europe/Prague';
  if (!isValidTimeZone(raw)) throw new ConfigError('TIME_ZONE', 'an IANA time zone name such as Europe/Prague', raw);
  return raw;
}

function databaseUrl(env: Env): string | undefined {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  if (raw === 'memory://' || /^postgres(ql)?:\/\//.test(raw)) return raw;
  throw new ConfigError('DATABASE_URL', 'postgres://… , postgresql://… or memory://', raw);
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  try {
    const u = new URL(raw);
    if (u.protocol === 'http:' || u.protocol === 'https:') return raw;
  } catch {
    /* fall through */
  }
  throw new ConfigError(name, 'an http(s) URL', raw);
}

/**
 * OPENAPI_CONTACT_URL: an http(s) URL, written into the document as the URL standard
 * serialises it (percent-encoded, the host in punycode), so that it is the `uri` the
 * OpenAPI schema asks for.
 */
function contactUrl(env: Env): string | undefined {
  const raw = httpUrl(env, 'OPENAPI_CONTACT_URL');
  return raw === undefined ? undefined : new URL(raw).href;
}

/** An address as HTML's email input (and ajv's `email` format, which the linters apply) takes it. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function contactEmail(env: Env): string | undefined {
  const raw = read(env, 'OPENAPI_CONTACT_EMAIL');
  if (raw === undefined) return undefined;
  if (raw.length > 254 || !EMAIL.test(raw)) throw new ConfigError('OPENAPI_CONTACT_EMAIL', 'an email address such as api@example.org', raw);
  return raw;
}

function origins(env: Env): string[] {
  const raw = read(env, 'CORS_ORIGINS');
  if (raw === undefined) return [];
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const o of list) {
    if (!/^https?:\/\/[^/\s]+$/.test(o)) throw new ConfigError('CORS_ORIGINS', 'comma-separated origins like https://app.example.org', raw);
  }
  return list;
}

/** An IPv4 or IPv6 address, optionally with a /prefix (checked by node:net). */
function addressOrRange(entry: string): boolean {
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return false;
  if (slash < 0) return true;
  const prefix = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const v = raw.toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  // `true` is one proxy, never "trust every hop": that would make the client-controlled
  // leftmost X-Forwarded-For entry the client's address.
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d{1,3}$/.test(v) && Number(v) <= 100) return Number(v);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(addressOrRange)) return list;
  throw new ConfigError('TRUST_PROXY', 'false, a number of proxy hops (true = 1), or comma-separated proxy addresses/CIDRs', raw);
}

/** Django's ALLOWED_HOSTS entries: a host name or IP ([…] for IPv6), `.domain` for it and its subdomains, `*`. */
const HOST_PATTERN = /^(\*|\.?[a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/;

export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

function allowedHosts(env: Env, host: string): string[] {
  const raw = read(env, 'ALLOWED_HOSTS');
  if (raw === undefined) {
    // The defaults and the address we listen on (an IPv6 one in brackets, as in a Host header).
    const own = host.includes(':') ? `[${host.toLowerCase()}]` : host.toLowerCase();
    return [...new Set([...DEFAULT_ALLOWED_HOSTS, own])];
  }
  const list = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (list.length === 0 || !list.every((h) => h.length <= 253 && HOST_PATTERN.test(h))) {
    throw new ConfigError('ALLOWED_HOSTS', 'comma-separated host names such as api.example.org, .example.org (and subdomains) or *', raw);
  }
  return list;
}

/** SMTP_URL; an error never repeats it (it may hold a password). */
function smtpUrl(env: Env): string | undefined {
  const raw = read(env, 'SMTP_URL');
  if (raw === undefined) return undefined;
  let ok = false;
  try {
    const u = new URL(raw);
    ok = (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    /* not a URL */
  }
  if (!ok)
    throw new ConfigError('SMTP_URL', 'smtp://user:pass@host:587 or smtps://user:pass@host:465', '(not shown: it may hold a password)');
  return raw;
}

/** MAIL_FROM: an address, or a display name and an address in angle brackets. */
function mailFrom(env: Env): string | undefined {
  const raw = read(env, 'MAIL_FROM');
  if (raw === undefined) return undefined;
  const open = raw.lastIndexOf('<');
  const address = open >= 0 && raw.endsWith('>') ? raw.slice(open + 1, -1) : raw;
  if (raw.length > 320 || /[\r\n]/.test(raw) || !EMAIL.test(address)) {
    throw new ConfigError('MAIL_FROM', 'an address such as Programme <programme@example.org>', raw);
  }
  return raw;
}

function sendHours(env: Env): { from: number; to: number } {
  const raw = read(env, 'MAIL_SEND_HOURS') ?? '9-17';
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(raw);
  const from = m ? Number(m[1]) : NaN;
  const to = m ? Number(m[2]) : NaN;
  if (!(from >= 0 && to <= 23 && from <= to))
    throw new ConfigError('MAIL_SEND_HOURS', 'local hours FROM-TO from 0 to 23, such as 9-17 (0-23: any time)', raw);
  return { from, to };
}

function dayList(env: Env, name: string, fallback: string): number[] {
  const raw = read(env, name) ?? fallback;
  const parts = raw.split(',').map((p) => p.trim());
  const days = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  if (days.some((d) => !(d <= 365)) || new Set(days).size !== days.length) {
    throw new ConfigError(name, 'comma-separated days from 0 to 365, such as 0,7', raw);
  }
  return days.sort((a, b) => a - b);
}

function publicBaseUrl(env: Env): string | undefined {
  const raw = httpUrl(env, 'PUBLIC_BASE_URL');
  if (raw === undefined) return undefined;
  const u = new URL(raw);
  if (u.search || u.hash || u.username || u.password)
    throw new ConfigError('PUBLIC_BASE_URL', "the service's address, such as https://mentoring.example.org", raw);
  return u.href.replace(/\/+$/, '');
}

function mailConfig(env: Env): MailConfig {
  const mail: MailConfig = {
    smtpUrl: smtpUrl(env),
    publicBaseUrl: publicBaseUrl(env),
    from: mailFrom(env),
    scheduler: bool(env, 'MAIL_SCHEDULER', true),
    sendHours: sendHours(env),
    tickSeconds: integer(env, 'MAIL_TICK_SECONDS', 60, 1, 86400),
    inviteDays: integer(env, 'FEEDBACK_INVITE_DAYS', 3, 0, 365),
    reminderDays: dayList(env, 'FEEDBACK_REMINDER_DAYS', '0,7'),
    escalationDays: integer(env, 'FEEDBACK_ESCALATION_DAYS', 14, 0, 365),
  };
  // Mails carry links to the service and say who sends them: both must be known to send.
  if (mail.smtpUrl !== undefined && mail.publicBaseUrl === undefined) {
    throw new ConfigError('PUBLIC_BASE_URL', "the service's public address (https://mentoring.example.org) when SMTP_URL is set", '');
  }
  if (mail.smtpUrl !== undefined && mail.from === undefined) {
    throw new ConfigError('MAIL_FROM', 'the sender (Programme <programme@example.org>) when SMTP_URL is set', '');
  }
  return mail;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const config: Config = {
    port: integer(env, 'PORT', 8000, 0, 65535),
    host,
    databaseUrl: databaseUrl(env),
    dataDir: read(env, 'DATA_DIR') ?? './data',
    timeZone: timeZone(env),
    goalGenerator: oneOf(env, 'GOAL_GENERATOR', ['offline', 'openai'] as const, 'offline'),
    openaiBaseUrl: httpUrl(env, 'OPENAI_BASE_URL'),
    openaiApiKey: read(env, 'OPENAI_API_KEY'),
    goalModel: read(env, 'GOAL_MODEL') ?? 'gpt-4o-mini',
    goalTimeoutMs: integer(env, 'GOAL_TIMEOUT_MS', 30000, 1, 600000),
    goalThreads: integer(env, 'GOAL_THREADS', 1, 0, 64),
    goalRateLimit: integer(env, 'GOAL_RATE_LIMIT', 20, 0, 1000000),
    rateLimit: integer(env, 'RATE_LIMIT', 0, 0, 100000000),
    corsOrigins: origins(env),
    seedDemo: bool(env, 'SEED_DEMO', true),
    accessPolicy: oneOf(env, 'ACCESS_POLICY', ['open', 'token-writes', 'token'] as const, 'open'),
    trustProxy: trustProxy(env),
    trustForwardedHost: bool(env, 'TRUST_FORWARDED_HOST', false),
    allowedHosts: allowedHosts(env, host),
    writeRateLimit: integer(env, 'WRITE_RATE_LIMIT', 60, 0, 1000000),
    sessionSecure: oneOf(env, 'SESSION_SECURE', ['auto', 'true', 'false'] as const, 'auto'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    openapiContactUrl: contactUrl(env),
    openapiContactEmail: contactEmail(env),
    mail: mailConfig(env),
  };
  // OpenAI's own endpoint needs a key; a local server (OPENAI_BASE_URL) usually takes none.
  if (config.goalGenerator === 'openai' && !config.openaiBaseUrl && !config.openaiApiKey) {
    throw new ConfigError('OPENAI_API_KEY', 'a key when GOAL_GENERATOR=openai uses the default endpoint (or set OPENAI_BASE_URL)', '');
  }
  // X-Forwarded-Host is only ever believed from a trusted proxy.
  if (config.trustForwardedHost && config.trustProxy === false) {
    throw new ConfigError('TRUST_FORWARDED_HOST', 'false unless TRUST_PROXY names the proxies in front', 'true');
  }
  return config;
}
