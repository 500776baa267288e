// A TCP proxy in front of a database server that a test can make unresponsive: while
// frozen it drops the connections it carries and accepts new ones but never answers on
// them, as a server host that is overloaded or cut off would look to a client.
import { createServer, connect, type Server, type Socket } from 'node:net';

export class FreezableProxy {
  private frozen = false;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetPort: number): Promise<FreezableProxy> {
    // eslint-disable-next-line prefer-const -- assigned once the server listens, read by its connection handler
    let proxy: FreezableProxy | undefined;
    const server = createServer((client) => {
      const p = proxy!;
      p.track(client);
      if (p.frozen) return; // accepted, never answered
      const upstream = connect(targetPort, '127.0.0.1');
      p.track(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new FreezableProxy(server, (server.address() as { port: number }).port);
    return proxy;
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
  }

  freeze() {
    this.frozen = true;
    for (const s of this.sockets) s.destroy();
  }

  thaw() {
    this.frozen = false;
    for (const s of this.sockets) s.destroy();
  }

  async close() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
