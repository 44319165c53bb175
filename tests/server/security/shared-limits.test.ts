import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { discountCodes, users } from '../../../src/server/db/schema';
import { signUp } from '../../setup/session';
import { buildTestApp } from '../../setup/test-app';
import { createTestDatabase } from '../../setup/test-db';

// Two server processes on one database, as behind a load balancer: each limit holds for both together.
let database: Database;
let servers: [App, App];
beforeAll(async () => {
  database = await createTestDatabase();
  servers = [await buildTestApp(database), await buildTestApp(database)];
});
afterAll(async () => {
  for (const server of servers ?? []) await server?.close();
  await database?.close();
});

const serverFor = (i: number) => servers[i % 2] as App;
let address = 0;
const nextIp = () => `198.51.100.${++address}`;

const signIn = (i: number, email: string, remoteAddress: string) =>
  serverFor(i).inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not the password at all' },
    remoteAddress,
  });

const statusCounts = (statuses: number[]) => ({
  evaluated: statuses.filter((status) => status !== 429).length,
  refused: statuses.filter((status) => status === 429).length,
});

describe('limits shared by two servers on one database', () => {
  it('evaluate at most five of 20 parallel discount-code guesses by one account, split across both', async () => {
    const [real] = await database.db
      .insert(discountCodes)
      .values({ code: 'SHARED-REAL', tier: 'premium', freeAccess: true })
      .returning();
    const { cookie } = await signUp(serverFor(0));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        serverFor(i).inject({
          method: 'POST',
          url: '/api/create-subscription',
          headers: { cookie },
          payload: { discountCode: i === 19 ? real?.code : `GUESS${i}` },
          remoteAddress: nextIp(),
        }),
      ),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({
      evaluated: 5,
      refused: 15,
    });
  });

  it('evaluate at most ten of 20 parallel sign-ins from one address, split across both', async () => {
    const from = nextIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i, `nobody${i}@example.com`, from)),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({
      evaluated: 10,
      refused: 10,
    });
  });
});

describe('per-address limits', () => {
  it('count IPv6 addresses differing only in their last 64 bits as one address, and other /64s apart', async () => {
    const inOneNetwork = (i: number) =>
      `2001:db8:0:7:${i.toString(16)}::${((i * 7919) % 0x10000).toString(16)}`;
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(i, `nobody-v6-${i}@example.com`, inOneNetwork(i))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The next /64 has a limit of its own.
    expect((await signIn(0, 'nobody-v6@example.com', '2001:db8:0:8::1')).statusCode).toBe(401);
  });

  it('count an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const from = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signIn(i, `nobody-mapped-${i}@example.com`, i % 2 ? `::ffff:${from}` : from)).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('give demo sessions from one /64 one daily allowance, and another /64 its own', async () => {
    const origins = [];
    for (const address of ['2001:db8:0:9::1', '2001:db8:0:9:8000::2', '2001:db8:0:a::1']) {
      const response = await serverFor(0).inject({
        method: 'POST',
        url: '/api/simple-demo-login',
        remoteAddress: address,
      });
      origins.push(response.json().user.id as string);
    }
    const rows = await database.db
      .select({ id: users.id, origin: users.demoOrigin })
      .from(users)
      .where(inArray(users.id, origins));
    const [first, second, other] = origins.map((id) => rows.find((row) => row.id === id)?.origin);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });
});
