import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy that can be stopped and started again on the same port: put between the app and
 * PostgreSQL, it makes "the database is down" (every connection cut, new ones refused) real.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** Each open connection: the app's side and the database's side. */
  private readonly pairs = new Set<[Socket, Socket]>();
  private holding = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on("close", () => this.pairs.delete(pair));
      if (!this.holding) this.forward(pair);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    const address = server.address();
    if (address && typeof address === "object") this.port = address.port;
    return this.port;
  }

  private forward([client, upstream]: [Socket, Socket]) {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /**
   * A hung database: connections stay open and new ones are accepted, but nothing passes either
   * way (what a stalled server or a network path that drops packets looks like), until resume().
   */
  blackhole(): void {
    this.holding = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Passes the held bytes on and forwards again. */
  resume(): void {
    this.holding = false;
    for (const pair of this.pairs) this.forward(pair);
  }

  /** Refuses new connections and cuts the open ones, as a crashed database server would. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
