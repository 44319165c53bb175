// TEST DOUBLE of the network between the server and its database: a TCP proxy that forwards bytes to
// `target`. `cut()` resets every open connection and refuses new ones, as a stopped or unreachable
// Postgres does; `freeze()` keeps every connection open but lets nothing through, as a network partition
// does (new connections are accepted and hang too); `restore()` forwards again, delivering what a freeze
// held back. The shared Postgres server itself is never touched.
import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  cut(): void;
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let state: 'open' | 'cut' | 'frozen' = 'open';
  // Bytes a freeze held back, in order, for each direction.
  const held: (() => void)[] = [];

  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (state === 'frozen') held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  };

  const server = createServer((client) => {
    if (state === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {}); // a reset on one side ends the other below
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      state = 'cut';
      held.length = 0;
      for (const socket of open) socket.resetAndDestroy();
    },
    freeze() {
      state = 'frozen';
    },
    restore() {
      state = 'open';
      for (const deliver of held.splice(0)) deliver();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
