import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-db';

describe('the body timeout', () => {
  it('closes a connection whose body trickles in, and lets a prompt one through', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database, { bodyTimeoutMs: 500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    try {
      const socket = connect(port, '127.0.0.1');
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
      socket.on('error', () => {});
      const started = Date.now();
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{',
      );
      // A byte every 200 ms: never idle, never done.
      const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
      const at = await closed;
      clearInterval(trickle);
      expect(at - started).toBeLessThan(3_000);

      const prompt = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'x' },
      });
      expect(prompt.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
