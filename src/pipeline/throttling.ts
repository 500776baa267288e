// A per-client request rate limit with DRF's SimpleRateThrottle algorithm: a sliding window
// of request times per client; when full, the wait is the time until the oldest request
// leaves the window, spread over the requests that will then be available.
// Kept in process memory, as DRF's default cache is: with N instances a client gets N times
// the limit (docs/decisions.md).
//
// Every request costs O(1), however many clients there are: the accepted requests of all
// clients are one queue in time order, each entry linked to the same client's next one, so
// the entries that leave the window are dropped from the front (each once), their clients'
// oldest times are the entries they link to, and a client whose last entry left is
// forgotten. Nothing is ever swept. Memory is the requests of one window, bounded by
// MAX_ENTRIES; client keys are bounded in length.
import { createHash } from 'node:crypto';
import { errors } from './errors.js';

/**
 * Requests remembered at most, all clients together (16 bytes each in the queue, plus one
 * key per client). Past it the oldest are forgotten early: the window shortens under a
 * flood rather than memory growing without bound.
 */
const MAX_ENTRIES = 1 << 20;
/** A client key longer than this (a forged X-Forwarded-For entry) is kept as its hash. */
const MAX_KEY_LENGTH = 64;

const NONE = -1;

export class RateThrottle {
  // The queue: a ring of entries, oldest at `head`.
  private times = new Float64Array(1024);
  private owners = new Int32Array(1024);
  /** The same client's next (younger) entry, or NONE. */
  private nextOfClient = new Int32Array(1024);
  private head = 0;
  private size = 0;
  // Clients: a slot each, with their oldest and youngest entries and how many are in the window.
  private readonly slots = new Map<string, number>();
  private keys: string[] = [];
  private oldest = new Int32Array(256);
  private youngest = new Int32Array(256);
  private counts = new Int32Array(256);
  private freeSlots: number[] = [];
  private lastNow = -Infinity;

  constructor(
    private readonly requestsPerWindow: number,
    private readonly nowMs: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Whether it limits anything (a limit of 0 is off): callers skip finding the client. */
  get enabled(): boolean {
    return this.requestsPerWindow > 0;
  }

  /** Records a request by `client`, or throws DRF's 429 when the window is full. */
  check(client: string): void {
    if (this.requestsPerWindow <= 0) return;
    // A clock set back (by NTP) must not make old requests young again.
    const now = Math.max(this.nowMs(), this.lastNow);
    this.lastNow = now;
    this.expire(now - this.windowMs);
    if (this.size === MAX_ENTRIES) this.dropOldest();
    const key = client.length > MAX_KEY_LENGTH ? createHash('sha256').update(client).digest('base64') : client;
    let slot = this.slots.get(key);
    if (slot !== undefined && this.counts[slot] >= this.requestsPerWindow) {
      const remaining = this.windowMs - (now - this.times[this.oldest[slot]]);
      const available = this.requestsPerWindow - this.counts[slot] + 1;
      throw errors.throttled(Math.ceil(remaining / available / 1000));
    }
    if (slot === undefined) slot = this.newSlot(key);
    this.append(slot, now);
  }

  /** Clients with a request in the window (for tests and metrics). */
  get clients(): number {
    return this.slots.size;
  }

  /** Drops the entries at or before `cutoff` (DRF: `while history and history[-1] <= now - duration`). */
  private expire(cutoff: number): void {
    while (this.size > 0 && this.times[this.head] <= cutoff) this.dropOldest();
  }

  private dropOldest(): void {
    const entry = this.head;
    const slot = this.owners[entry];
    // The queue is in time order, so the oldest entry is its client's oldest too.
    this.oldest[slot] = this.nextOfClient[entry];
    if (--this.counts[slot] === 0) {
      this.slots.delete(this.keys[slot]);
      this.keys[slot] = '';
      this.freeSlots.push(slot);
    }
    this.head = (this.head + 1) % this.times.length;
    this.size--;
  }

  private newSlot(key: string): number {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.keys.length;
      if (slot === this.counts.length) {
        this.oldest = grown(this.oldest);
        this.youngest = grown(this.youngest);
        this.counts = grown(this.counts);
      }
      this.keys.push(key);
    } else this.keys[slot] = key;
    this.counts[slot] = 0;
    this.slots.set(key, slot);
    return slot;
  }

  private append(slot: number, now: number): void {
    if (this.size === this.times.length) this.growQueue();
    const entry = (this.head + this.size) % this.times.length;
    this.times[entry] = now;
    this.owners[entry] = slot;
    this.nextOfClient[entry] = NONE;
    if (this.counts[slot] === 0) this.oldest[slot] = entry;
    else this.nextOfClient[this.youngest[slot]] = entry;
    this.youngest[slot] = entry;
    this.counts[slot]++;
    this.size++;
  }

  /** Doubles the ring, oldest entry first at 0; the links are renumbered with it. */
  private growQueue(): void {
    const length = this.times.length;
    const at = (entry: number) => (entry === NONE ? NONE : (entry - this.head + length) % length);
    const times = new Float64Array(length * 2);
    const owners = new Int32Array(length * 2);
    const next = new Int32Array(length * 2);
    for (let i = 0; i < this.size; i++) {
      const from = (this.head + i) % length;
      times[i] = this.times[from];
      owners[i] = this.owners[from];
      next[i] = at(this.nextOfClient[from]);
    }
    for (const slot of this.slots.values()) {
      this.oldest[slot] = at(this.oldest[slot]);
      this.youngest[slot] = at(this.youngest[slot]);
    }
    this.times = times;
    this.owners = owners;
    this.nextOfClient = next;
    this.head = 0;
  }
}

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
