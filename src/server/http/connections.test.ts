import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-db';
import type { App } from '../app';
import type { Database } from '../db/client';

let database: Database;
let app: App;
let port = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { bodyTimeoutMs: 1000, connectionsPerAddress: 3 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A raw connection; `closed` resolves with how long after opening the server closed it. */
function open() {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  // Read what comes (the 408), or the server's closing is never seen.
  socket.resume();
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  return { socket, connected, closed };
}

const alive = (socket: Socket) => !socket.destroyed && socket.readyState === 'open';

describe('connections', () => {
  it('closes a connection that sends nothing, or its headers a byte at a time, once the timeout passes', async () => {
    const silent = open();
    const slowHeaders = open();
    await slowHeaders.connected;
    slowHeaders.socket.write('GET /api/health HTTP/1.1\r\n');
    const drip = setInterval(() => slowHeaders.socket.writable && slowHeaders.socket.write('X'), 200);
    const [silentFor, slowFor] = await Promise.all([silent.closed, slowHeaders.closed]);
    clearInterval(drip);
    // 1 s of timeout and at most 1 s until the next check.
    expect(silentFor).toBeLessThan(2_500);
    expect(slowFor).toBeLessThan(2_500);
  });

  it('refuses a connection past the cap from one address, and takes one again once another closes', async () => {
    const held = [open(), open(), open()];
    await Promise.all(held.map((c) => c.connected));
    const extra = open();
    // The server accepts the socket and closes it at once, long before any timeout.
    expect(await extra.closed).toBeLessThan(500);
    expect(held.every(({ socket }) => alive(socket))).toBe(true);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    const again = open();
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answer = await new Promise<string>((resolve) =>
      again.socket.once('data', (d) => resolve(String(d))),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of [...held, again]) socket.destroy();
  });

  it('by default closes silent connections within 15 s and caps each address', async () => {
    const defaults = await buildTestApp(database);
    const server = defaults.server;
    expect(server.headersTimeout).toBeLessThanOrEqual(15_000);
    expect(server.requestTimeout).toBeLessThanOrEqual(15_000);
    expect(server.keepAliveTimeout).toBeLessThanOrEqual(15_000);
    expect(server.listenerCount('connection')).toBeGreaterThan(1);
    await defaults.close();
  });
});
