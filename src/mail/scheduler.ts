// The mail tick (design §11): every MAIL_TICK_SECONDS, queue what has fallen due (the
// planner), then send what is queued (the sender). One tick at a time: the next is timed
// from the end of the last, so a long delivery never overlaps the following tick.
import { oneLine } from '../failure.js';
import type { Clock } from '../time/clock.js';
import type { Instant } from '../time/instant.js';

/** What queues the cadence's mails (src/mail/planner.ts). */
export interface Planner {
  plan(now: Instant): Promise<unknown>;
}

/** What sends the queued mails (MailSender). */
export interface Deliverer {
  deliverDue(now: Instant): Promise<unknown>;
  /** Claim no new batch. */
  stop?(): void;
  /** Let go of the SMTP connections. */
  close?(): void;
}

export interface SchedulerLog {
  /** One line: a tick failed (the next one tries again). */
  error(line: string): void;
  /** What a tick did, when it did something. */
  info?(what: unknown): void;
}

export interface MailSchedulerDeps {
  sender: Deliverer;
  /** Absent: only what is already queued is sent. */
  planner?: Planner;
  clock: Clock;
  tickSeconds: number;
  log: SchedulerLog;
}

export class MailScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: MailSchedulerDeps) {}

  /** The first tick at once, the next ones MAIL_TICK_SECONDS after each ends. */
  start(): void {
    this.schedule(0);
  }

  /** One tick now (the timer's, and tests'); resolves when it has run. Never rejects. */
  tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** No tick after this one; resolves when the tick in flight (its batch of sends) is over. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.deps.sender.stop?.();
    await this.running;
    this.deps.sender.close?.();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.tick().then(() => this.schedule(this.deps.tickSeconds * 1000));
    }, delayMs);
    // The tick never keeps the process alive by itself (SIGTERM's drain closes the rest).
    this.timer.unref();
  }

  /** The planner and the sender each get their turn: a failure of one is logged and the other still runs. */
  private async run(): Promise<void> {
    const { planner, sender, clock, log } = this.deps;
    if (planner && !this.stopped) {
      await planner.plan(clock.nowMicros()).catch((e: unknown) => log.error(`mail planning failed: ${oneLine(e)}`));
    }
    if (this.stopped) return;
    try {
      const did = await sender.deliverDue(clock.nowMicros());
      log.info?.(did);
    } catch (e) {
      log.error(`mail delivery failed: ${oneLine(e)}`);
    }
  }
}
