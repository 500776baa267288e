// The "many clients" scenario (issue 15): 100,000 distinct client addresses inside one rate
// window, each request from a new one, through a trusted proxy (TRUST_PROXY=1, the address in
// X-Forwarded-For) with RATE_LIMIT on. The throttle must cost the same for the last client as
// for the first: the last tenth of the requests runs at ≥ 80 % of the first tenth's rate, and
// the service's resident memory grows by ≤ 50 MB over the run.
import autocannon from 'autocannon';

export interface ManyClientsResult {
  clients: number;
  reqPerSec: number;
  firstTenthReqPerSec: number;
  lastTenthReqPerSec: number;
  /** lastTenth ÷ firstTenth, in per cent (≥ 80 asked). */
  lastOfFirstPct: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** rssAfter − rssBefore (≤ 50 asked). */
  rssGrowthMb: number;
  p99ms: number;
  non2xx: number;
  errors: number;
}

/** The address of the i-th client: 10.x.y.z, distinct for i < 2^24. */
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function manyClients(url: string, rssMb: () => number, clients = 100_000, connections = 32): Promise<ManyClientsResult> {
  // Warm-up (JIT, connections) from other addresses, so that the first tenth is not the slow one.
  let warm = 0;
  await autocannon({
    url,
    connections,
    amount: 5_000,
    requests: [
      { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `11.0.${(warm >> 8) & 255}.${warm++ & 255}` } }) },
    ],
  });
  let sent = 0;
  const completedAt: number[] = [];
  const rssBeforeMb = rssMb();
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        amount: clients,
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': address(sent++) } }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', () => completedAt.push(performance.now()));
  });
  const rssAfterMb = rssMb();
  const tenth = Math.floor(completedAt.length / 10);
  const rate = (from: number, to: number) => Math.round(((to - from) / (completedAt[to] - completedAt[from])) * 1000);
  const first = rate(0, tenth);
  const last = rate(completedAt.length - 1 - tenth, completedAt.length - 1);
  return {
    clients: sent,
    reqPerSec: Math.round(r.requests.average),
    firstTenthReqPerSec: first,
    lastTenthReqPerSec: last,
    lastOfFirstPct: Number(((last / first) * 100).toFixed(1)),
    rssBeforeMb,
    rssAfterMb,
    rssGrowthMb: rssAfterMb - rssBeforeMb,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
