// The mail tick (design §11): the planner, then the sender; one tick at a time; a failure is
// one logged line and the next tick runs; stop() waits for the tick in flight.
import { afterEach, describe, expect, it } from 'vitest';
import { MailScheduler, type Deliverer, type Planner } from '../../src/mail/scheduler.js';
import { fixedClock } from '../../src/time/clock.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MailScheduler', () => {
  let scheduler: MailScheduler | undefined;
  afterEach(async () => scheduler?.stop());

  const make = (sender: Deliverer, planner?: Planner, tickSeconds = 0.01) => {
    const errors: string[] = [];
    scheduler = new MailScheduler({ sender, planner, clock: fixedClock(1_000n), tickSeconds, log: { error: (l) => errors.push(l) } });
    return { scheduler, errors };
  };

  it('plans, then delivers, at every tick; ticks never overlap', async () => {
    const calls: string[] = [];
    let running = 0;
    let most = 0;
    const slow = async (what: string) => {
      calls.push(what);
      most = Math.max(most, ++running);
      await sleep(30);
      running--;
    };
    const { scheduler: s } = make({ deliverDue: () => slow('deliver') }, { plan: () => slow('plan') });
    s.start();
    await sleep(300);
    await s.stop();
    expect(most).toBe(1);
    expect(calls.length).toBeGreaterThanOrEqual(4);
    calls.forEach((c, i) => expect(c).toBe(i % 2 === 0 ? 'plan' : 'deliver'));
    // a tick asked for while one runs is that same tick
    const once = make({ deliverDue: () => slow('again') }).scheduler;
    const [a, b] = [once.tick(), once.tick()];
    await Promise.all([a, b]);
    expect(calls.filter((c) => c === 'again')).toHaveLength(1);
  });

  it('logs a failure in one line and keeps ticking; a failed plan does not stop delivery', async () => {
    let delivered = 0;
    const { scheduler: s, errors } = make(
      {
        deliverDue: async () => {
          delivered++;
          if (delivered === 1) throw new Error('connection refused\nat somewhere');
        },
      },
      { plan: () => Promise.reject(new Error('the planner broke')) },
    );
    s.start();
    await sleep(200);
    await s.stop();
    expect(delivered).toBeGreaterThanOrEqual(2);
    expect(errors).toContain('mail delivery failed: connection refused; at somewhere');
    expect(errors).toContain('mail planning failed: the planner broke');
    expect(errors.every((l) => !l.includes('\n'))).toBe(true);
  });

  it('stop() waits for the tick in flight, asks the sender to stop, and no tick follows', async () => {
    let finished = false;
    let stopAsked = false;
    let ticks = 0;
    const { scheduler: s } = make(
      {
        deliverDue: async () => {
          ticks++;
          await sleep(100);
          finished = true;
        },
        stop: () => {
          stopAsked = true;
        },
      },
      undefined,
      0.01,
    );
    s.start();
    await sleep(20);
    await s.stop();
    expect(finished).toBe(true);
    expect(stopAsked).toBe(true);
    const after = ticks;
    await sleep(100);
    expect(ticks).toBe(after);
  });
});
