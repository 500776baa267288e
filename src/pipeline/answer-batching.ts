// Answers are written together at the end of the event loop's turn: after Node has read
// every request that was waiting (setImmediate runs after the poll phase), all the answers
// made ready in the meantime go out in one go (response-writer.ts writes every answer so).
//
// Written the moment each was ready, the answers left one at a time, so the clients sent
// their next requests one at a time and each turn of the loop served about one request,
// paying the turn's fixed costs (epoll_wait, timers, microtask queues) every time. Written
// together, they leave in a burst and the next requests come back in a burst, and each turn's
// fixed costs are shared (docs/performance.md). An idle service loses nothing: the turn ends at once.

export class AnswerBatch {
  private queued: Array<() => void> = [];

  /** @param failed told of a write that threw, so that the others of its batch still go out */
  constructor(private readonly failed: (e: unknown) => void) {}

  /** Runs `write` at the end of this turn of the event loop, with the other answers of the turn. */
  later(write: () => void): void {
    this.queued.push(write);
    if (this.queued.length === 1) setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    const queued = this.queued;
    this.queued = [];
    for (const write of queued) {
      try {
        write();
      } catch (e) {
        this.failed(e);
      }
    }
  };
}
