import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateSeconds } from '../../src/common/durations';
import { DURATIONS } from '../../src/common/enums';
import { countWords } from '../../src/server/speeches/writer/quality';
import { call, SHORT_SPEECH, signUp } from './support/api-client';
import { ADMIN_URL, scratchDatabase } from './support/scratch-database';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// SIGKILL in the middle of a stream of writes, then a restart on the same data: every write the server
// acknowledged must be there, and every speech must be whole (the speech, the quota it used and the
// stats it counted are one transaction).

const WRITERS = 3;
const ACKS_BEFORE_KILL = 30;
const CODE = 'DURABLE';

type Acked = {
  speeches: Map<number, string>;
  favourites: Set<number>;
  moods: Set<number>;
  goals: Set<number>;
};

type Exported = {
  user: { speechesUsed: number };
  speeches: {
    id: number;
    content: string;
    duration: number | null;
    length: string | null;
    shaping: { writer?: string } | null;
    isFavourite: number;
  }[];
  moodEntries: { id: number }[];
  goals: { id: number }[];
  stats: { totalSpeeches: number } | null;
};

/** Sends writes from several loops at once until the server dies; records every 2xx. */
async function writeUntilKilled(server: RunningServer, cookie: string) {
  const acked: Acked = { speeches: new Map(), favourites: new Set(), moods: new Set(), goals: new Set() };
  let acks = 0;
  let inFlightAtKill = -1;
  let inFlight = 0;
  let killed: Promise<void> | undefined;
  const send = async (method: string, path: string, body: unknown) => {
    inFlight += 1;
    try {
      const response = await call(server.baseUrl, cookie, method, path, body);
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    } finally {
      inFlight -= 1;
    }
  };
  const acknowledged = () => {
    acks += 1;
    if (acks === ACKS_BEFORE_KILL) {
      inFlightAtKill = inFlight;
      killed = server.kill();
    }
  };

  const loop = async (writer: number) => {
    for (let step = writer; ; step += WRITERS) {
      try {
        if (step % 4 === 0) {
          const speech = await send('POST', '/api/speeches/generate', SHORT_SPEECH);
          acked.speeches.set(speech.id as number, speech.content as string);
        } else if (step % 4 === 1) {
          const target = [...acked.speeches.keys()].at(-1);
          if (target === undefined) continue;
          await send('PATCH', `/api/speeches/${target}`, { isFavourite: true });
          acked.favourites.add(target);
        } else if (step % 4 === 2) {
          const mood = await send('POST', '/api/mood', {
            energy: 7,
            confidence: 6,
            stress: 3,
            motivation: 8,
          });
          acked.moods.add(mood.id as number);
        } else {
          const goal = await send('POST', '/api/goals', { title: `Goal ${step}`, category: 'career' });
          acked.goals.add(goal.id as number);
        }
        acknowledged();
      } catch (error) {
        if (killed) return; // the connection died with the server: not acknowledged
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, writer) => loop(writer)));
  await killed;
  return { acked, acks, inFlightAtKill };
}

async function exportAccount(baseUrl: string, cookie: string): Promise<Exported> {
  const response = await call(baseUrl, cookie, 'GET', '/api/account/export');
  expect(response.status).toBe(200);
  return (await response.json()) as Exported;
}

const backends = [
  { name: 'PGlite', postgres: false },
  ...(ADMIN_URL ? [{ name: 'Postgres', postgres: true }] : []),
];

describe.each(backends)('SIGKILL mid-writes on $name', ({ postgres }) => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('keeps every acknowledged write, opens cleanly, and has no half-written speech', async () => {
    const dataDir = tempDataDir();
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = postgres ? await scratchDatabase('uplift_durability') : null;
    if (database) cleanup.push(() => database.drop());
    const env = {
      DATA_DIR: dataDir,
      DISCOUNT_CODES: `${CODE}:pro`,
      VOICE_WORKERS: '1', // no audio here: spend no start-up time warming voices
      ...(database ? { DATABASE_URL: database.url } : {}),
    };

    const first = await startServer(env);
    cleanup.push(() => first.kill());
    const cookie = await signUp(first.baseUrl);
    // Pro's 200 speeches a month, so the quota never interrupts the stream.
    const upgrade = await call(first.baseUrl, cookie, 'POST', '/api/create-subscription', {
      discountCode: CODE,
    });
    expect(upgrade.status).toBe(200);

    const { acked, acks, inFlightAtKill } = await writeUntilKilled(first, cookie);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(inFlightAtKill).toBeGreaterThan(0); // the kill did land mid-request
    expect(acked.speeches.size).toBeGreaterThan(0);

    // startServer resolves only once /api/health has done a real query: the database opened.
    const second = await startServer(env);
    cleanup.push(() => second.stop());
    const data = await exportAccount(second.baseUrl, cookie);

    const stored = new Map(data.speeches.map((speech) => [speech.id, speech]));
    for (const [id, content] of acked.speeches) expect(stored.get(id)?.content).toBe(content);
    for (const id of acked.favourites) expect(stored.get(id)?.isFavourite).toBe(1);
    const moods = new Set(data.moodEntries.map((mood) => mood.id));
    for (const id of acked.moods) expect(moods.has(id)).toBe(true);
    const goals = new Set(data.goals.map((goal) => goal.id));
    for (const id of acked.goals) expect(goals.has(id)).toBe(true);

    // Whole speeches only, including any whose request was cut off after it committed.
    for (const speech of data.speeches) {
      expect(speech.content.trim().length).toBeGreaterThan(0);
      expect(speech.duration).toBe(estimateSeconds(countWords(speech.content)));
      expect(DURATIONS).toContain(speech.length);
      expect(speech.shaping?.writer).toBe('local');
    }
    expect(data.user.speechesUsed).toBe(data.speeches.length);
    expect(data.stats?.totalSpeeches).toBe(data.speeches.length);

    // And the reopened database takes writes.
    const after = await call(second.baseUrl, cookie, 'POST', '/api/speeches/generate', SHORT_SPEECH);
    expect(after.status).toBe(201);
  }, 300_000); // two cold starts of the production server
});
