// TEST DOUBLE of the network between the server and its database: a TCP proxy that forwards bytes to
// `target` until it is cut. Cutting resets every open connection and refuses new ones, as a stopped or
// unreachable Postgres does; restoring forwards again. The shared Postgres server itself is never touched.
import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
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
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
