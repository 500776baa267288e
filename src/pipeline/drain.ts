// Draining on SIGTERM: once the server begins to close, it stops accepting connections and
// waits for the requests in flight; a request that still arrives on an open keep-alive
// connection is told to go elsewhere (503 in the contract's shape, admission.ts), and every
// answer written from then on closes its connection (response-writer.ts): an idle keep-alive
// connection would hold the drain open until its keep-alive timeout.
export class Drain {
  private draining = false;

  get closing(): boolean {
    return this.draining;
  }

  begin(): void {
    this.draining = true;
  }
}
