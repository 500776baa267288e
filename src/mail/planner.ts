// What is due to be mailed (design §11): at each tick the planner reads the owed and
// soon-due feedbacks a batch of relations at a time, works out each one's latest step of
// the cadence (cadence.ts), and queues the steps not queued yet into the outbox, rendered
// (templates.ts), to go out within the send hours; a queued step cancels the item's earlier
// steps still waiting. On Mondays, within the send hours, each manager with something owed
// gets the week's digest. `preview` runs the same walk for a day without writing anything.
//
// The walk shares the service's thread: small batches, and a turn of the event loop before
// each statement (yield-to-requests.ts), so a tick never holds requests up for long.
//
// Many instances may plan at once: a step's dedupe key is unique in the outbox, so the
// second queuing of a step is dropped there (ON CONFLICT DO NOTHING).
import type { MailConfig } from '../config.js';
import { relation } from '../programme/relation.js';
import type { Database } from '../store/connect.js';
import { FeedbackNeededRepository, OWED_TABLES, type MailItem } from '../store/repositories/feedbacks-needed.js';
import { TableVersionRepository } from '../store/repositories/table-versions.js';
import {
  cancelSuperseded,
  enqueueBatch,
  queuedForRelations,
  queuedStatuses,
  type MailKind,
  type QueuedMail,
  type Superseded,
} from '../store/repositories/mail-outbox.js';
import { dateText, weekday } from '../time/calendar.js';
import { microsToUtcIso } from '../time/iso.js';
import { instantOf, MICROS_PER_SECOND } from '../time/instant.js';
import { localDay, wallClockToInstant } from '../time/zone.js';
import { dayOf, digestKey, latestDueStep, stepKey, stepsOf, type CadenceSettings, type Step } from './cadence.js';
import { nextSendTime, withinSendHours } from './send-hours.js';
import { digestMail, escalationMail, personMail, type DigestItem } from './templates.js';
import { yieldToRequests } from './yield-to-requests.js';

export type PlannerSettings = Pick<MailConfig, 'publicBaseUrl' | 'sendHours' | 'inviteDays' | 'reminderDays' | 'escalationDays'>;

export interface PlannerOptions {
  timeZone: string;
  mail: PlannerSettings;
  /** Relations read at a time (a batch's mails are one check, a few inserts and one update). */
  batchSize?: number;
}

/** What a tick did. */
export interface PlanCounts {
  /** Owed or soon-due items read. */
  items: number;
  /** Rows added to the outbox, by kind. */
  queued: Record<Exclude<MailKind, 'test'>, number>;
  /** Items whose latest step was queued before (this tick or an earlier one). */
  alreadyQueued: number;
  /** Items whose first step (the invitation) is still ahead. */
  notYet: number;
  /** Items not mailed: the person (or, for an escalation, the manager) has no address. */
  noAddress: number;
  /** Earlier pending rows cancelled as superseded. */
  superseded: number;
  /** Nothing was read: the day and the owed feedbacks' tables are as at the last full tick. */
  unchanged?: boolean;
}

const emptyCounts = (): PlanCounts => ({
  items: 0,
  queued: { invitation: 0, reminder: 0, escalation: 0, digest: 0 },
  alreadyQueued: 0,
  notYet: 0,
  noAddress: 0,
  superseded: 0,
});

/** A mail the planner would queue: what `mail preview` and the console's preview list. */
export type PlannedMail = QueuedMail;

/** Where a walk's mails go: into the outbox (plan), or into a list (preview). */
interface MailSink {
  queue(mails: QueuedMail[], superseded: Superseded[]): Promise<{ added: number[]; superseded: number }>;
}

/**
 * Rows an insert writes and relations a batch reads: on PGlite each statement blocks the
 * service's thread while it runs. 1,000 relations took 50-90 ms to read and 500 rendered
 * rows 45-80 ms to insert; these sizes keep each statement near 10-40 ms.
 */
const INSERT_ROWS = 100;
const DEFAULT_BATCH = 500;
/** A shape as plausible as an address needs to be to be worth a try (the sender's SMTP server judges). */
const looksLikeAddress = (s: string | null | undefined): s is string => typeof s === 'string' && /^[^\s@]+@[^\s@]+$/.test(s.trim());

export class MailPlanner {
  private readonly owed: FeedbackNeededRepository;
  private readonly settings: CadenceSettings;
  private readonly batchSize: number;
  private readonly versions: TableVersionRepository;
  /**
   * The day, the digest's state and the owed tables' versions as read before the last full
   * tick: while they stay the same, no step can have fallen due and no item changed, so a
   * tick reads nothing more (a tick every minute would otherwise read every owed item of the
   * programme every minute). The outbox is not among them: its rows are never deleted, so
   * what it held stays queued.
   */
  private lastWalked: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: PlannerOptions,
  ) {
    this.owed = new FeedbackNeededRepository(db);
    this.settings = options.mail;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH;
    this.versions = new TableVersionRepository(db);
  }

  /** One tick at `now` (epoch microseconds): queues what is due and not queued yet. */
  async plan(now: bigint): Promise<PlanCounts> {
    const created = microsToUtcIso(now);
    const state = await this.stateAt(now);
    if (state === this.lastWalked) return { ...emptyCounts(), unchanged: true };
    const counts = await this.walk(now, {
      queue: async (mails, superseded) => {
        const added: number[] = [];
        for (let i = 0; i < mails.length; i += INSERT_ROWS) {
          await yieldToRequests();
          added.push(...(await enqueueBatch(this.db, mails.slice(i, i + INSERT_ROWS), created)));
        }
        if (!superseded.length) return { added, superseded: 0 };
        await yieldToRequests();
        return { added, superseded: await cancelSuperseded(this.db, superseded) };
      },
    });
    this.lastWalked = state;
    return counts;
  }

  /** What decides a tick's work besides the outbox: the local day, the digest's hour, the owed tables' versions. */
  private async stateAt(now: bigint): Promise<string> {
    const { timeZone } = this.options;
    const nowSec = Number(now / MICROS_PER_SECOND);
    const snapshot = await this.versions.readAll();
    const digest = withinSendHours(nowSec, timeZone, this.options.mail.sendHours);
    return [localDay(nowSec, timeZone), digest, ...OWED_TABLES.map((t) => snapshot.get(t)?.version ?? -1)].join('.');
  }

  /**
   * What a tick would queue on `date` ('YYYY-MM-DD') at the start of its send hours, given
   * what the outbox holds now: the same walk as `plan`, with nothing written.
   */
  async preview(date: string): Promise<PlannedMail[]> {
    const planned: PlannedMail[] = [];
    await this.walk(this.startOfSendHours(date), {
      queue: async (mails) => {
        planned.push(...mails);
        return { added: mails.map((_, i) => i), superseded: 0 };
      },
    });
    return planned;
  }

  /** The first instant of `date`'s send hours in TIME_ZONE (epoch microseconds). */
  startOfSendHours(date: string): bigint {
    const day = dayOf(date);
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    // A zone may skip midnight on the day its clocks change: the first hour that exists.
    for (let hour = 0; hour < 24; hour++) {
      const at = wallClockToInstant({ year, month, day: dayOfMonth, hour, minute: 0, second: 0, microsecond: 0 }, this.options.timeZone);
      if ('instant' in at) {
        const sec = nextSendTime(Number(at.instant / MICROS_PER_SECOND), this.options.timeZone, this.options.mail.sendHours);
        if (localDay(sec, this.options.timeZone) === day) return instantOf(sec, 0);
      }
    }
    throw new Error(`no send hour on ${date} in ${this.options.timeZone}`);
  }

  private async walk(now: bigint, sink: MailSink): Promise<PlanCounts> {
    const { timeZone } = this.options;
    const nowSec = Number(now / MICROS_PER_SECOND);
    const today = localDay(nowSec, timeZone);
    const sendAt = microsToUtcIso(instantOf(nextSendTime(nowSec, timeZone, this.options.mail.sendHours), 0));
    // The digest goes out on Mondays, once the send hours have begun (no mail is held for it).
    const digestDay = weekday(today) === 0 && withinSendHours(nowSec, timeZone, this.options.mail.sendHours);
    const { reminderDays, escalationDays } = this.settings;
    // An escalated item has nothing more to send unless a reminder falls after the escalation;
    // the digest lists it still.
    const skipEscalated = !digestDay && reminderDays.every((d) => d <= escalationDays);
    const counts = emptyCounts();
    const digests = new Map<number, MailItem[]>();
    const horizon = dateText(today + this.settings.inviteDays);
    for (let after = 0; ;) {
      await yieldToRequests();
      const page = await this.owed.mailItemsPage(after, this.batchSize, horizon, skipEscalated);
      if (page.last === undefined) break;
      counts.items += page.items.length;
      if (digestDay) collectDigestItems(digests, page.items, today);
      await this.queueBatch({ after, last: page.last }, page.items, today, sendAt, sink, counts);
      after = page.last;
    }
    if (digests.size) await this.queueDigests(digests, today, sendAt, sink, counts);
    return counts;
  }

  /**
   * A batch's items (of the relations with ids in (after, last]): each one's latest step,
   * those not queued yet rendered and queued.
   */
  private async queueBatch(
    relations: { after: number; last: number },
    items: readonly MailItem[],
    today: number,
    sendAt: string,
    sink: MailSink,
    counts: PlanCounts,
  ): Promise<void> {
    const due: { item: MailItem; step: Step; key: string; others: string[] }[] = [];
    for (const item of items) {
      const latest = latestDueStep(dayOf(item.due_date), today, this.settings);
      if (!latest) {
        counts.notYet++;
        continue;
      }
      const key = stepKey({ relationId: item.relation_id, roundId: item.round_id, role: item.role }, latest.step);
      due.push({ item, step: latest.step, key, others: this.otherStepKeys(item, key) });
    }
    if (!due.length) return;
    // What the outbox holds for the batch's relations: which latest steps are queued, and
    // which other steps are still waiting (to be cancelled), so the cancel runs only when one is.
    await yieldToRequests();
    const statuses = await queuedForRelations(this.db, relations.after, relations.last);
    const mails: QueuedMail[] = [];
    const superseded: Superseded[] = [];
    for (const { item, step, key, others } of due) {
      if (statuses.has(key)) {
        counts.alreadyQueued++;
        continue;
      }
      const mail = this.render(item, step, key, today, sendAt);
      if (!mail) {
        counts.noAddress++;
        continue;
      }
      mails.push(mail);
      for (const k of others) if (statuses.get(k) === 'pending') superseded.push({ dedupeKey: k, by: key });
    }
    if (!mails.length) return;
    const queuedNow = await sink.queue(mails, superseded);
    const added = queuedNow.added;
    counts.superseded += queuedNow.superseded;
    // Added rows by kind: a row another instance queued meanwhile is not counted here.
    if (added.length === mails.length) for (const m of mails) counts.queued[m.kind as PersonOrEscalation]++;
    else countRaced(mails, added.length, counts);
  }

  /**
   * The dedupe keys of the item's other steps: what queuing its latest supersedes (a row of
   * a later one cannot be waiting, as the latest is the last whose day has come).
   */
  private otherStepKeys(item: MailItem, key: string): string[] {
    const of = { relationId: item.relation_id, roundId: item.round_id, role: item.role };
    return stepsOf(dayOf(item.due_date), this.settings)
      .map((s) => stepKey(of, s.step))
      .filter((k) => k !== key);
  }

  /** The row of an item's step, or undefined when its recipient has no address. */
  private render(item: MailItem, step: Step, key: string, today: number, sendAt: string): QueuedMail | undefined {
    const about = {
      relationId: item.relation_id,
      roundId: item.round_id,
      role: item.role,
      managerId: item.manager_id,
      dueDate: item.due_date,
    };
    if (step.kind === 'escalation') {
      if (!looksLikeAddress(item.manager_email)) return undefined;
      const rendered = escalationMail({
        dueDate: item.due_date,
        daysOverdue: today - dayOf(item.due_date),
        role: item.role,
        managerFirstName: item.manager_first_name,
        personName: `${item.first_name} ${item.last_name}`,
        otherName: `${item.other_first_name} ${item.other_last_name}`,
        round: item.round,
        relationUrl: `${this.baseUrl()}/admin/${relation.slug}/${item.relation_id}/change/`,
      });
      return {
        dedupeKey: key,
        kind: 'escalation',
        recipient: item.manager_email.trim(),
        replyTo: null,
        ...bodies(rendered),
        ...about,
        nextAttemptAt: sendAt,
      };
    }
    if (!looksLikeAddress(item.email)) return undefined;
    const rendered = personMail({
      kind: step.kind,
      dueDate: item.due_date,
      daysAfterDue: step.kind === 'reminder' ? step.days : undefined,
      role: item.role,
      firstName: item.first_name,
      round: item.round,
      otherFirstName: item.other_first_name,
      managerFirstName: item.manager_first_name,
    });
    const replyTo = looksLikeAddress(item.manager_email) ? item.manager_email.trim() : null;
    return { dedupeKey: key, kind: step.kind, recipient: item.email.trim(), replyTo, ...bodies(rendered), ...about, nextAttemptAt: sendAt };
  }

  /** The Monday's digests: one a manager with something owed, unless queued already this week. */
  private async queueDigests(
    digests: Map<number, MailItem[]>,
    today: number,
    sendAt: string,
    sink: MailSink,
    counts: PlanCounts,
  ): Promise<void> {
    const monday = dateText(today);
    const keys = [...digests.keys()].map((id) => digestKey(id, today));
    await yieldToRequests();
    const queued = await queuedStatuses(this.db, keys);
    const mails: QueuedMail[] = [];
    for (const [managerId, items] of digests) {
      const key = digestKey(managerId, today);
      const manager = items[0];
      if (queued.has(key) || !looksLikeAddress(manager.manager_email)) continue;
      items.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.relation_id - b.relation_id));
      const rendered = digestMail({
        monday,
        managerFirstName: manager.manager_first_name,
        items: items.map((i): DigestItem => ({
          personName: `${i.first_name} ${i.last_name}`,
          role: i.role,
          otherFirstName: i.other_first_name,
          round: i.round,
          dueDate: i.due_date,
        })),
        consoleUrl: `${this.baseUrl()}/admin/`,
      });
      mails.push({
        dedupeKey: key,
        kind: 'digest',
        recipient: manager.manager_email.trim(),
        replyTo: null,
        ...bodies(rendered),
        relationId: null,
        roundId: null,
        role: null,
        managerId,
        dueDate: monday,
        nextAttemptAt: sendAt,
      });
    }
    for (let i = 0; i < mails.length; i += INSERT_ROWS) {
      const { added } = await sink.queue(mails.slice(i, i + INSERT_ROWS), []);
      counts.queued.digest += added.length;
    }
  }

  /** PUBLIC_BASE_URL; unset (mail off) only a preview renders, and shows where it goes. */
  private baseUrl(): string {
    return this.options.mail.publicBaseUrl ?? 'PUBLIC_BASE_URL';
  }
}

type PersonOrEscalation = 'invitation' | 'reminder' | 'escalation';

/**
 * When another instance queued some of a batch first, only how many of ours were added is
 * known (the rows' ids): the rest count as queued before, the added shared out by kind.
 */
function countRaced(mails: readonly QueuedMail[], added: number, counts: PlanCounts): void {
  counts.alreadyQueued += mails.length - added;
  const share = added / mails.length;
  for (const kind of ['invitation', 'reminder', 'escalation'] as const)
    counts.queued[kind] += Math.round(mails.filter((m) => m.kind === kind).length * share);
}

const bodies = (r: { subject: string; text: string; html: string }) => ({ subject: r.subject, bodyText: r.text, bodyHtml: r.html });

/** The owed items (due today or earlier) of a batch, by manager, for the Monday's digest. */
function collectDigestItems(digests: Map<number, MailItem[]>, items: readonly MailItem[], today: number): void {
  for (const item of items) {
    if (dayOf(item.due_date) > today) continue;
    const list = digests.get(item.manager_id);
    if (list) list.push(item);
    else digests.set(item.manager_id, [item]);
  }
}
