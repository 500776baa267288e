// The service's JavaScript heap grows by at most 100 % of what survived the last full
// collection before the next one (V8's own factor reaches 4× on a small heap). Under load
// nearly every request leaves some garbage in the old generation, and with V8's default
// the heap kept tens of MB of it between full collections. A tighter 30 % (sessions before)
// kept the peak RSS 20–30 MB lower but ran a full collection every ~0.4 s under random
// pages: 15–25 % fewer requests a second and a p99 10–20 ms longer, measured interleaved on
// PostgreSQL (docs/performance.md). 100 % keeps most of the RSS saving and gives back the
// throughput. Set at run time, so it applies however the service is started.
import { setFlagsFromString } from 'node:v8';

const HEAP_GROWING_PERCENT = 100;

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
