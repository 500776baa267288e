// The SMTP side of delivery (design §11): one pooled nodemailer transport to SMTP_URL, and
// what each attempt's outcome means for the outbox row (sent, try again, give up).
import nodemailer, { type NodemailerError, type SendMailOptions, type SMTPPoolOptions } from 'nodemailer';

/** How long each step of an SMTP conversation may take before the attempt counts as timed out. */
export interface SmtpTimeouts {
  /** To open the TCP (or TLS) connection, DNS included. */
  connectionMs: number;
  /** For the server's greeting (and a STARTTLS upgrade). */
  greetingMs: number;
  /** Silence on an open connection: a server that stops answering mid-conversation. */
  socketMs: number;
}

/**
 * Short enough that a server that hangs ends as a timeout (and a retry) well within the
 * sender's lease (sender.ts), long enough for a slow but working relay. nodemailer's own
 * defaults (2 min to connect, 10 min of silence) would outlast any lease.
 */
export const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** One attempt's outcome, as the outbox records it. */
export type Delivery =
  | { outcome: 'accepted'; reply: string }
  /** Not delivered, may be tried again: a 4xx, a timeout, a refused or dropped connection. */
  | { outcome: 'temporary'; reply: string }
  /** Not delivered and never will be as it is: a 5xx. `bounced`: the recipient was refused. */
  | { outcome: 'permanent'; reply: string; bounced: boolean };

export interface MailTransport {
  send(message: SendMailOptions): Promise<Delivery>;
  /** Closes the pooled connections (a send in flight fails as a dropped connection). */
  close(): void;
}

export interface TransportOptions {
  timeouts?: SmtpTimeouts;
  /** Connections the pool keeps open at most (each sends one message at a time). */
  maxConnections?: number;
}

/**
 * nodemailer's options for SMTP_URL. `smtp://` upgrades with STARTTLS whenever the server
 * offers it (and `?tls=required` refuses a server that does not), `smtps://` speaks TLS from
 * the first byte. A user and password in the URL are the AUTH credentials; no other query
 * parameter is read, so the URL cannot switch certificate checks off.
 */
export function smtpOptions(smtpUrl: string, opts: TransportOptions = {}): SMTPPoolOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  return {
    pool: true,
    maxConnections: opts.maxConnections ?? 5,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && url.searchParams.get('tls') === 'required',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
    // No logging of message contents or of the credentials.
    logger: false,
    debug: false,
  };
}

/** A pooled transport to SMTP_URL (tests give their own server's URL and shorter timeouts). */
export function createSmtpTransport(smtpUrl: string, opts: TransportOptions = {}): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(smtpUrl, opts));
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail(message);
        return { outcome: 'accepted', reply: oneLineReply(info.response) };
      } catch (e) {
        return classify(e);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** SMTP commands whose 5xx is about the recipient or this message, not about us. */
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** Network-level failures: nothing was accepted, trying again later may work. */
const TRANSIENT_CODES = new Set(['ETIMEDOUT', 'ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL']);

/**
 * What a failed attempt means (RFC 5321 §4.2.1): a 4xx reply is temporary, a 5xx permanent,
 * and a timeout, a refused or dropped connection temporary (the server never said no). A 5xx
 * to RCPT TO or DATA refuses this recipient or this message: the mail fails and the address
 * is suppressed as bouncing. A 5xx anywhere else (the greeting, STARTTLS, AUTH, MAIL FROM)
 * refuses this service, not the mail: our settings or standing with the relay, which an
 * operator can fix, so the mail is kept and tried again on the retry schedule. 503 (bad
 * sequence of commands) is a session gone wrong, not a refusal (nodemailer's
 * isPermanentResponseCode agrees).
 */
export function classify(e: unknown): Delivery {
  const err = (e ?? {}) as Partial<NodemailerError> & { message?: string; command?: string };
  const reply = oneLineReply(err.response ?? err.message ?? String(e));
  const code = err.responseCode;
  const aboutTheMail = RECIPIENT_COMMANDS.has(err.command ?? '');
  if (typeof code === 'number' && code >= 500 && code < 600 && code !== 503 && aboutTheMail) {
    return { outcome: 'permanent', reply, bounced: true };
  }
  if (typeof code === 'number' && code >= 400) return { outcome: 'temporary', reply };
  if (err.code !== undefined && TRANSIENT_CODES.has(err.code)) return { outcome: 'temporary', reply };
  // nodemailer refused the message itself before talking to the server (an empty message,
  // an address it cannot write): sending it again would fail the same way.
  if (err.code === 'EMESSAGE' || err.code === 'EENVELOPE') return { outcome: 'permanent', reply, bounced: false };
  // Anything else (credentials missing, a stream error): the server never took the
  // message, so it is tried again and the reply shows why.
  return { outcome: 'temporary', reply };
}

/** A reply as one line of at most 500 characters (what smtp_reply keeps). */
function oneLineReply(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}
