// Keeps the shape of Node's tick objects alive, so that process.nextTick stays fast.
//
// Node 20's process.nextTick builds each tick as an object literal with computed keys
// (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`). V8 remembers,
// for each of those keys, the hidden class (map) the key was added to; such a site goes from
// one map straight to "megamorphic" the first time it meets another, with no polymorphic
// state in between, and from then on every tick is built through V8's runtime, several times
// slower, and Node's streams take nine or ten ticks a request.
//
// Those maps are referenced only by live tick objects, and a tick lives for microseconds. A
// full garbage collection while none is pending frees them (loading the goal provider's
// tokenizer after listen did so on every start), the next tick makes new ones, and the sites
// stay megamorphic for the life of the process. One tick object kept here keeps its maps, so
// the sites keep the one map they saw. Measured in docs/performance.md ("nextTick's maps");
// test/server/next-tick-shape.test.ts shows the sites turning megamorphic without it.
import { createHook } from 'node:async_hooks';

let kept: object | null = null;

/**
 * Keeps one tick object for the life of the process. Call it first thing at start-up, before
 * a collection can free the maps. Returns the tick kept (null if Node made none: nothing to do).
 */
export function keepNextTickShape(): object | null {
  if (kept !== null) return kept;
  // Async hooks are the only way to see a tick object; this one is on for a single nextTick.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === null) kept = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept;
}
