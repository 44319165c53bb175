import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { discountCodes } from '../../../src/server/db/schema';
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
