// The service's JavaScript heap grows by at most 30 % of what survived the last full
// collection before the next one (V8's own factor reaches 4× on a small heap). Under load
// nearly every request leaves some garbage in the old generation, and with V8's default
// the heap kept tens of MB of it between full collections: the service's peak RSS over 8 s
// of random pages and 8 s of POSTs went 323 → 300–304 MB with this (285 MB as a command-line
// flag), at no measurable cost in throughput (docs/performance.md). Set at run time, so it
// applies however the service is started.
import { setFlagsFromString } from 'node:v8';

const HEAP_GROWING_PERCENT = 30;

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
