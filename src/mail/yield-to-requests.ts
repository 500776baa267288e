// The mail work shares the service's thread, and on PGlite its statements run there too: a
// statement's promise settles as a microtask, without the event loop turning, so a chain of
// them (a claim, a tick's walk) is one block that every request waits behind. Measured: a
// plan tick of 10,000 relations held the loop for its whole 4-6 s, no timer firing. Mail
// work awaits this between its statements, so waiting requests are read and answered first.

/** Lets the requests waiting on the event loop (and the database) go first. */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
