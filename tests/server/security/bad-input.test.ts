import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { speeches } from '../../../src/server/db/schema';
import { securityTest as it } from '../../setup/fixtures';
import { snapshot } from './db-snapshot';
import { hostileBody, hostileId, hostileQuery, type Query, queryString } from './hostile-input';
import { INPUT_CASES, type InputCase, NO_INPUT } from './route-inputs';
import { apiRoutes, createOwner, type Owner, routeKey } from './security-app';

const SEED = Number(process.env.FC_SEED ?? 20261122);
const RUNS = Number(process.env.FC_RUNS ?? 25);

// Property: whatever a route is sent, it never answers 5xx; input its schema (the shared zod schema the
// route validates with) refuses gets a 4xx; and every 4xx leaves the database as it was (row counts of
// every table and a hash of the signed-in user's rows). Input the schema accepts (unicode names, a
// context full of bidi marks) may be stored, and then becomes the new baseline.

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
let address = 0;

type Sent = { id?: string; body?: unknown; query?: Query };

const encodable = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false; // a lone surrogate cannot be put in a URL at all
  }
};

function hostileRequest(input: InputCase, owner: Owner): fc.Arbitrary<Sent> {
  const valid: Sent = {
    ...(input.params ? { id: String(input.params.id(owner)) } : {}),
    ...(input.body ? { body: input.body.valid(owner) } : {}),
    ...(input.query ? { query: input.query.valid(owner) } : {}),
  };
  const variants: fc.Arbitrary<Sent>[] = [];
  if (input.params) {
    variants.push(
      hostileId(input.params.id(owner))
        .filter(encodable)
        .map((id) => ({ ...valid, id })),
    );
  }
  if (input.body) variants.push(hostileBody(input.body.valid(owner)).map((body) => ({ ...valid, body })));
  if (input.query) {
    const { valid: base, extra } = input.query;
    variants.push(hostileQuery(base(owner), extra).map((query) => ({ ...valid, query })));
  }
  return fc.oneof(...variants);
}

/** Whether the route's schema refuses what the server will actually receive. */
function refusedBySchema(input: InputCase, sent: Sent, search: string): boolean {
  if (input.params && !input.params.schema.safeParse({ id: sent.id }).success) return true;
  if (input.body && !input.body.schema.safeParse(JSON.parse(JSON.stringify(sent.body ?? null))).success) {
    return true;
  }
  if (input.query) {
    const received: Query = {};
    for (const [key, value] of new URLSearchParams(search)) {
      const seen = received[key];
      received[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
    }
    if (!input.query.schema.safeParse(received).success) return true;
  }
  return false;
}

/** The snapshot once it has stopped changing: equal over three reads 100 ms apart. */
async function settledSnapshot(database: Database, userId: string) {
  let last = await snapshot(database.db, userId);
  for (let stable = 0; stable < 2; ) {
    await sleep(100);
    const next = await snapshot(database.db, userId);
    stable = JSON.stringify(next) === JSON.stringify(last) ? stable + 1 : 0;
    last = next;
  }
  return last;
}

describe('bad input', () => {
  afterAll(() => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.for(INPUT_CASES)(
    '$route: never 5xx, refused input is 4xx and writes nothing',
    async (input, { database, app }) => {
      const owner = await createOwner({ app, database }, input.route.replace(/\W+/g, ''), { audio: false });
      const db = database.db;
      // Synthesis time grows with the text; one sentence exercises the audio routes' input handling as well.
      await db
        .update(speeches)
        .set({ content: 'You are ready for this.' })
        .where(eq(speeches.id, owner.speechId));
      let baseline = await snapshot(db, owner.user.id);
      let refused = 0;
      const [method = 'GET', pattern = ''] = input.route.split(' ');
      await fc.assert(
        fc.asyncProperty(hostileRequest(input, owner), async (sent) => {
          const search = sent.query ? queryString(sent.query) : '';
          const url = pattern.replace(':id', encodeURIComponent(sent.id ?? '')) + search;
          const hasBody = 'body' in sent;
          address += 1;
          const response = await app.inject({
            method: method as 'POST',
            url,
            remoteAddress: `198.51.${Math.floor(address / 250) % 250}.${address % 250}`,
            headers: {
              ...(input.anonymous ? {} : { cookie: owner.cookie }),
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
              ...(input.route.includes('webhook')
                ? { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00ff` }
                : {}),
            },
            ...(hasBody ? { payload: JSON.stringify(sent.body) } : {}),
          });
          const context = `${method} ${url} ${JSON.stringify(sent.body)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (input.status) expect(response.statusCode, context).toBe(input.status);
          if (refusedBySchema(input, sent, search)) {
            refused += 1;
            expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
          }
          if (response.statusCode >= 400)
            expect(await snapshot(db, owner.user.id), context).toEqual(baseline);
          // A success may still be writing (a streamed MP3 records its URL once it is cached): wait for it.
          else baseline = await settledSnapshot(database, owner.user.id);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // A good share of the input must be input the schema refuses, or the property would prove little
      // (permissive schemas such as DELETE /api/account's optional password accept about half).
      expect(refused).toBeGreaterThanOrEqual(RUNS / 4);
    },
  );

  it('covers every route that reads a body or a query string', ({ app }) => {
    console.info(`bad-input: fast-check seed ${SEED}, ${RUNS} runs per route (FC_SEED, FC_RUNS to change)`);
    const covered = [...INPUT_CASES.map((input) => input.route), ...NO_INPUT];
    const table = apiRoutes(app).map(routeKey);
    expect(table.filter((route) => !covered.includes(route))).toEqual([]);
    expect(covered.filter((route) => !table.includes(route))).toEqual([]);
  });
});
