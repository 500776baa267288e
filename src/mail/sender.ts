// Delivery of the outbox (design §11): due rows are claimed in small batches, each in a
// short transaction that re-checks them and commits `sending`; the SMTP conversation happens
// after the commit, outside any transaction; its outcome is recorded on its own. It shares
// the service's thread (and, on PGlite, its database), so it goes at a pace and gives the
// event loop turns, and the service's requests keep their latency while mail goes out.
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import { html } from '../http/html.js';
import type { Database, Tx } from '../store/connect.js';
import { FeedbackNeededRepository, type OwedKey } from '../store/repositories/feedbacks-needed.js';
import { MailDelivery, MailOutboxRepository, type ClaimCandidate, type ClaimedMail } from '../store/repositories/mail-outbox.js';
import { civilFromDays, parseDateText } from '../time/calendar.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import { MICROS_PER_SECOND, type Instant } from '../time/instant.js';
import { wallClockToInstant } from '../time/zone.js';
import { buildMessage, messageIdOf, UnsendableAddressError } from './message.js';
import { nextSendTime, type SendHours } from './send-hours.js';
import { createSmtpTransport, type Delivery, type MailTransport } from './transport.js';
import { yieldToRequests } from './yield-to-requests.js';

/** After the nth failed attempt (4xx, timeout, dropped connection), the next one waits this long; then it fails. */
export const RETRY_DELAYS_SECONDS: readonly number[] = [60, 600, 3600, 6 * 3600, 24 * 3600];

/**
 * How long a claimed row stays `sending` before another instance may call it `unknown`.
 * Well above one batch's SMTP time: every mail of a batch is claimed at once and sent over
 * the pool's connections, DEFAULT_IN_FLIGHT at a time at DEFAULT_RATE a second, each attempt
 * bounded by transport.ts's timeouts (10 s to connect, 10 s for the greeting, 30 s of
 * silence): 20 attempts that all time out take 4 × 50 s.
 */
export const DEFAULT_LEASE_SECONDS = 300;

/** Rows claimed a transaction: a handful, so the claim never holds the database for long. */
export const DEFAULT_BATCH = 20;

/**
 * Attempts begun a second at most. The sender shares the service's thread, and on PGlite
 * its statements run there too: each mail costs that thread a few milliseconds (nodemailer
 * writing and sending the message, the mail's share of the claim's and the record's
 * statements). Unpaced, it went as fast as the SMTP server answered and requests got what
 * was left: into a local sink (~75 mails a second) GET /smart-goals/ p99 was 3-4× idle,
 * and a server that answers at once took ~400 a second and left the API a tenth of its
 * throughput. Issue 31 asks ≥ 50 mails a second with that p99 within 2× idle
 * (docs/performance.md). 20,000 mails take under six minutes.
 */
export const DEFAULT_RATE = 60;

/**
 * Attempts in flight at most: the transport's pooled connections (transport.ts), so a
 * message is built when a connection can take it, not a whole batch's at once.
 */
export const DEFAULT_IN_FLIGHT = 5;

/** Bodies are kept this long after a mail was sent, then only its record. */
export const BODY_DAYS = 90;

/** An invitation's link works this many days after the feedback's due date. */
export const INVITATION_DAYS = 60;

const PURGE_SLICE = 500;

/** Turns of the pace a sender that fell behind may take at once (see nextTurn). */
const CATCH_UP = 4;

export interface SenderSettings {
  /** MAIL_FROM */
  from: string;
  /** PUBLIC_BASE_URL, no trailing slash. */
  publicBaseUrl: string;
  sendHours: SendHours;
  /** TIME_ZONE: of the send hours and of an invitation's last day. */
  timeZone: string;
}

export interface MailSenderDeps {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  settings: SenderSettings;
  batchSize?: number;
  leaseSeconds?: number;
  /** Attempts begun a second at most (DEFAULT_RATE). */
  ratePerSecond?: number;
  /** Attempts in flight at most (DEFAULT_IN_FLIGHT). */
  inFlight?: number;
}

/** What one deliverDue did. */
export interface DeliveryCounts {
  expired: number;
  purged: number;
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
}

/** A test mail's fate. */
export type TestOutcome = { id: number } & (
  | { status: 'sent'; reply: string }
  | { status: 'retry'; reply: string; nextAttemptAt: string }
  | { status: 'failed'; reply: string }
  | { status: 'cancelled'; reason: string }
);

type Recorded = 'sent' | 'retried' | 'failed';

export class MailSender {
  private readonly delivery: MailDelivery;
  private readonly outbox: MailOutboxRepository;
  private readonly owed: FeedbackNeededRepository;
  private readonly batchSize: number;
  private readonly leaseMicros: bigint;
  private readonly inFlight: number;
  /** Milliseconds between two attempts' starts. */
  private readonly interval: number;
  /** performance.now() at which the next attempt may begin. */
  private nextStart = 0;
  private stopping = false;

  constructor(private readonly deps: MailSenderDeps) {
    this.delivery = new MailDelivery(deps.db);
    this.outbox = new MailOutboxRepository(deps.db);
    this.owed = new FeedbackNeededRepository(deps.db);
    this.batchSize = deps.batchSize ?? DEFAULT_BATCH;
    this.leaseMicros = BigInt(deps.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * MICROS_PER_SECOND;
    this.inFlight = Math.max(1, deps.inFlight ?? DEFAULT_IN_FLIGHT);
    this.interval = 1000 / (deps.ratePerSecond ?? DEFAULT_RATE);
  }

  /**
   * Sends what is due at `now`: leases run out become `unknown`, old bodies are purged, then
   * batches are claimed and sent until none is due (or stop() is called). Each batch's times
   * are `now` plus the time the clock says has passed since, so a long run keeps its leases
   * true. The attempts are paced (DEFAULT_RATE, DEFAULT_IN_FLIGHT), each begun on a timer,
   * and the claim's statements are separated by turns of the event loop, so the service's
   * requests are answered in between.
   */
  async deliverDue(now: Instant): Promise<DeliveryCounts> {
    const started = this.deps.clock.nowMicros();
    const at = () => now + (this.deps.clock.nowMicros() - started);
    const counts: DeliveryCounts = { expired: 0, purged: 0, sent: 0, retried: 0, failed: 0, cancelled: 0 };
    counts.expired = await this.delivery.expireLeases(microsToUtcIso(now));
    const purgeBefore = microsToUtcIso(now - BigInt(BODY_DAYS * 86_400) * MICROS_PER_SECOND);
    for (let n = PURGE_SLICE; n === PURGE_SLICE && !this.stopping; counts.purged += n) {
      n = await this.delivery.purgeBodies(purgeBefore, microsToUtcIso(now), PURGE_SLICE);
      await yieldToRequests();
    }
    while (!this.stopping) {
      // The batch's first turn is taken before its claim, after a turn of the event loop
      // and then a timer: a request that came meanwhile has read what the last batch's
      // commit changed (every write announces new table versions, and a cached answer then
      // reads them, one statement) before the claim's transaction holds the database
      // through its turns. Without it, such a read waited for the whole claim (measured:
      // the slowest 1 % of GET /smart-goals/ were those reads).
      await yieldToRequests();
      await this.nextTurn();
      if (this.stopping) break;
      const { claimed, cancelled } = await this.claim(at());
      counts.cancelled += cancelled.length;
      if (claimed.length === 0 && cancelled.length === 0) break;
      const deliveries = await this.sendPaced(claimed);
      for (const o of await this.record(claimed, deliveries, at())) counts[o]++;
    }
    return counts;
  }

  /**
   * `mail test ADDRESS`: queues a test mail (no link, no unsubscribe header, any hour) and
   * sends it at once. Its outcome is recorded as any mail's: a 4xx leaves it to be retried.
   */
  async sendTest(address: string, now: Instant): Promise<TestOutcome> {
    const nowText = microsToUtcIso(now);
    const base = this.deps.settings.publicBaseUrl;
    const [id] = await this.outbox.enqueue(
      [
        {
          dedupeKey: `test:${randomUUID()}`,
          kind: 'test',
          recipient: address,
          replyTo: null,
          subject: 'mentoring-api: a test mail',
          bodyText: `This is a test mail from the mentoring programme's service at ${base}/. Mail delivery works; nothing to do.\n`,
          bodyHtml: html`<p>This is a test mail from the mentoring programme's service at ${base}/. Mail delivery works; nothing to do.</p>`
            .text,
          relationId: null,
          roundId: null,
          role: null,
          managerId: null,
          dueDate: null,
          nextAttemptAt: nowText,
        },
      ],
      nowText,
    );
    const { claimed, cancelled } = await this.claim(now, id);
    if (cancelled.length) return { id, status: 'cancelled', reason: cancelled[0].reason };
    if (!claimed.length) return { id, status: 'cancelled', reason: 'claimed by another instance' };
    const delivery = await this.attempt(claimed[0]);
    const [recorded] = await this.record(claimed, [delivery], now);
    if (recorded === 'sent') return { id, status: 'sent', reply: delivery.reply };
    if (recorded === 'failed') return { id, status: 'failed', reply: delivery.reply };
    return { id, status: 'retry', reply: delivery.reply, nextAttemptAt: microsToUtcIso(this.retryAt(claimed[0], now)!) };
  }

  /** No new batch is claimed after this; the one in flight finishes (deliverDue returns). */
  stop(): void {
    this.stopping = true;
  }

  /** Closes the transport's pooled connections. */
  close(): void {
    this.deps.transport.close();
  }

  private claim(now: Instant, onlyId?: number) {
    return this.delivery.claimDue({
      now: microsToUtcIso(now),
      leaseUntil: microsToUtcIso(now + this.leaseMicros),
      limit: this.batchSize,
      onlyId,
      recheck: (tx, row) => this.recheck(tx, row),
      invitationExpiry: (dueDate) => this.invitationExpiry(dueDate),
      // On PGlite a statement's promise settles without the event loop turning (its
      // WebAssembly runs on this thread and answers as a microtask), so a claim's eight
      // statements would be one block, 15-30 ms measured, that every request waits behind.
      // Between them the requests that need no database are answered; the rest wait for
      // the claim's commit, as they would anyway.
      between: yieldToRequests,
    });
  }

  /**
   * A batch's attempts, at most `inFlight` at once, each begun at its turn of the pace (the
   * first one's was taken before the claim).
   */
  private async sendPaced(claimed: readonly ClaimedMail[]): Promise<Delivery[]> {
    const deliveries = new Array<Delivery>(claimed.length);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const i = next++;
        if (i > 0) await this.nextTurn();
        deliveries[i] = await this.attempt(claimed[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.inFlight, claimed.length) }, lane));
    return deliveries;
  }

  /**
   * Takes the next turn of the pace, `interval` after the last one, and waits for it: always
   * on a timer, so every request that is waiting is answered first. The pace is kept across
   * batches and ticks; one that fell behind (a claim's turns under load) catches up by
   * CATCH_UP turns at most, never in a longer burst.
   */
  private nextTurn(): Promise<void> {
    const now = performance.now();
    const turn = Math.max(this.nextStart, now - CATCH_UP * this.interval);
    this.nextStart = turn + this.interval;
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, turn - now)));
  }

  /** Person mails and escalations go out only while their feedback is still owed. */
  private async recheck(tx: Tx, rows: readonly ClaimCandidate[]): Promise<Map<number, string>> {
    const reasons = new Map<number, string>();
    const about = rows.filter((r) => r.kind === 'invitation' || r.kind === 'reminder' || r.kind === 'escalation');
    const keys: OwedKey[] = [];
    for (const r of about) {
      if (r.relationId === null || r.roundId === null || r.role === null) reasons.set(r.id, 'no feedback named: nothing to ask for');
      else keys.push({ relationId: r.relationId, roundId: r.roundId, role: r.role });
    }
    const owed = await this.owed.stillOwedAmong(keys, tx);
    for (const r of about) {
      if (!reasons.has(r.id) && !owed.has(`${r.relationId}:${r.roundId}:${r.role}`)) reasons.set(r.id, 'no longer owed');
    }
    return reasons;
  }

  /** The end of the 60th day after the due date in TIME_ZONE (the next day's first instant). */
  private invitationExpiry(dueDate: string): string {
    const days = parseDateText(dueDate);
    if (typeof days !== 'number') throw new Error(`not a due date: ${JSON.stringify(dueDate)}`);
    const { year, month, day } = civilFromDays(days + INVITATION_DAYS + 1);
    const local = wallClockToInstant({ year, month, day, hour: 0, minute: 0, second: 0, microsecond: 0 }, this.deps.settings.timeZone);
    // Midnight that a clock change skips or repeats (a few zones): midnight UTC is as good.
    const instant = 'instant' in local ? local.instant : BigInt((days + INVITATION_DAYS + 1) * 86_400) * MICROS_PER_SECOND;
    return microsToUtcIso(instant);
  }

  private async attempt(mail: ClaimedMail): Promise<Delivery> {
    let message;
    try {
      message = buildMessage(mail, mail.tokens, this.deps.settings);
    } catch (e) {
      if (e instanceof UnsendableAddressError) return { outcome: 'permanent', reply: e.message, bounced: false };
      throw e;
    }
    return this.deps.transport.send(message);
  }

  /**
   * Records a batch's outcomes once all of its attempts are over: the accepted ones in one
   * statement, a retry or a failure each on its own (the rarer cases).
   */
  private async record(mails: readonly ClaimedMail[], deliveries: readonly Delivery[], now: Instant): Promise<Recorded[]> {
    const nowText = microsToUtcIso(now);
    const base = this.deps.settings.publicBaseUrl;
    const sent = mails.flatMap((m, i) => {
      const d = deliveries[i];
      return d.outcome === 'accepted' ? [{ id: m.id, attempts: m.attempts, reply: d.reply, messageId: messageIdOf(m.id, base) }] : [];
    });
    await this.delivery.recordSentMany(sent, nowText);
    const recorded: Recorded[] = [];
    for (const [i, mail] of mails.entries()) {
      const delivery = deliveries[i];
      if (delivery.outcome === 'accepted') {
        recorded.push('sent');
        continue;
      }
      await yieldToRequests();
      recorded.push(await this.recordUnsent(mail, delivery, now));
    }
    return recorded;
  }

  private async recordUnsent(mail: ClaimedMail, delivery: Exclude<Delivery, { outcome: 'accepted' }>, now: Instant): Promise<Recorded> {
    const retryAt = delivery.outcome === 'temporary' ? this.retryAt(mail, now) : undefined;
    if (retryAt !== undefined) {
      await this.delivery.recordRetry(mail.id, mail.attempts, microsToUtcIso(retryAt), delivery.reply);
      return 'retried';
    }
    const bounced = delivery.outcome === 'permanent' && delivery.bounced;
    const reason =
      delivery.outcome === 'temporary'
        ? `gave up after ${mail.attempts} attempts`
        : bounced
          ? 'refused by the server (5xx): the address is suppressed as bouncing'
          : 'cannot be sent as it is (see the reply)';
    await this.delivery.recordFailed(mail.id, mail.attempts, microsToUtcIso(now), delivery.reply, reason, bounced);
    return 'failed';
  }

  /** When the next attempt may be, after `mail.attempts` failed ones; undefined: no more. */
  private retryAt(mail: ClaimedMail, now: Instant): Instant | undefined {
    const delay = RETRY_DELAYS_SECONDS[mail.attempts - 1];
    if (delay === undefined) return undefined;
    const t = now + BigInt(delay) * MICROS_PER_SECOND;
    if (mail.kind === 'test') return t;
    const { sendHours, timeZone } = this.deps.settings;
    const sec = Number(t / MICROS_PER_SECOND);
    const next = nextSendTime(sec, timeZone, sendHours);
    return next === sec ? t : BigInt(next) * MICROS_PER_SECOND;
  }
}

/**
 * The sender of a configuration with SMTP_URL set (config.ts refuses it without a sender
 * address and a base URL): what the service's scheduler and the `mail run` and `mail test`
 * commands use.
 */
export function mailSenderOf(db: Database, config: Pick<Config, 'mail' | 'timeZone'>, clock: Clock): MailSender {
  const { mail } = config;
  if (mail.smtpUrl === undefined) throw new Error('mail is off: SMTP_URL is not set');
  const settings = { from: mail.from!, publicBaseUrl: mail.publicBaseUrl!, sendHours: mail.sendHours, timeZone: config.timeZone };
  return new MailSender({ db, clock, transport: createSmtpTransport(mail.smtpUrl), settings });
}
