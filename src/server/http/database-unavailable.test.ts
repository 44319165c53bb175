import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { registerErrorHandling } from './error-handler';

// A TCP server that accepts connections and never answers: a database host that has stopped responding.
const held = new Set<Socket>();
const silent: Server = createServer((socket) => held.add(socket));
const silentPort = new Promise<number>((resolve) =>
  silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)),
);
afterAll(() => {
  for (const socket of held) socket.destroy();
  return new Promise<void>((resolve) => silent.close(() => resolve()));
});

/** The error a Drizzle query really throws against `url`. */
async function queryError(url: string, connectionTimeoutMillis = 1000): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis });
  pool.on('error', () => {});
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
    throw new Error('the query unexpectedly succeeded');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection through Drizzle’s wrapper', async () => {
    const error = await queryError(`postgres://u@127.0.0.1:${await closedPort()}/db`);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a connection attempt that times out', async () => {
    const error = await queryError(`postgres://u@127.0.0.1:${await silentPort}/db`, 300);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server shutting down or not yet accepting connections, but not ordinary SQL errors', () => {
    const withCode = (code: string) => Object.assign(new Error('from postgres'), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true); // admin_shutdown
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true); // cannot_connect_now
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true); // connection_failure
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('53300') }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false); // unique_violation
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false); // undefined_table
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers a lost database with a retryable 503 and a clear message, other failures as before', async () => {
    const unreachable = await queryError(`postgres://u@127.0.0.1:${await closedPort()}/db`);
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/lost', async () => {
      throw unreachable;
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    app.get('/refused', async () => {
      throw new AppError(503, 'Payment System Unavailable');
    });
    const lost = await app.inject('/lost');
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('5');
    expect(lost.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
    const broken = await app.inject('/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const refused = await app.inject('/refused');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.json()).toEqual({ message: 'Payment System Unavailable' });
    await app.close();
  });
});
