import { readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { TONES } from '../../src/common/enums';
import { catalogue } from '../../src/server/voice/catalogue';
import { call, signUp } from './support/api-client';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// One person opens thirty long syntheses and drops each after its first bytes (or its refusal), as a
// script would. Someone else's short audio must still start within 2 s, and the server must be idle
// within 5 s of the last listener leaving: measured from outside, as the process's CPU time (every
// thread, the voice workers among them).

const CODE = 'FAIRPRO';
const CLOCK_TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** User and system CPU seconds the process has used so far, all threads included. */
function cpuSeconds(pid: number): number {
  // The fields after the command name (which is in parentheses and may contain spaces).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

type FirstBytes = { status: number; retryAfter: string | undefined; firstByteMs: number };

/** GETs the URL, waits for the first bytes of its body, then hangs up (a player that moved on). */
function openAndDrop(url: string, cookie: string): Promise<FirstBytes> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { cookie } }, (response) => {
      response.once('data', () => {
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          firstByteMs: performance.now() - began,
        });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.end();
  });
}

async function speech(baseUrl: string, cookie: string, duration: string, context: string) {
  const body = { context, tone: 'encouraging', voiceStyle: 'warm', duration };
  const response = await call(baseUrl, cookie, 'POST', '/api/speeches/generate', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('fair synthesis', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("keeps another person's audio quick while one drops thirty long syntheses, then goes idle", async () => {
    const dataDir = tempDataDir();
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server: RunningServer = await startServer({ DATA_DIR: dataDir, DISCOUNT_CODES: `${CODE}:pro` });
    cleanup.push(() => server.stop());
    const { baseUrl } = server;
    const pid = server.child.pid as number;

    const flooder = await signUp(baseUrl);
    expect(
      (await call(baseUrl, flooder, 'POST', '/api/create-subscription', { discountCode: CODE })).status,
    ).toBe(200);
    const long = [
      await speech(baseUrl, flooder, 'long', 'A marathon in the spring and my knee is still sore'),
      await speech(baseUrl, flooder, 'long', 'Starting a new job in a city where I know nobody'),
    ];
    const other = await signUp(baseUrl);
    const short = await speech(baseUrl, other, 'short', 'My driving test is on Thursday morning');

    // Thirty distinct syntheses: two speeches, six voices, three speaking rates (tones).
    const urls = long
      .flatMap((id) =>
        catalogue('local').flatMap((voice) =>
          TONES.filter((tone) => tone !== 'confident').map(
            (tone) => `${baseUrl}/api/speeches/${id}/audio.mp3?voice=${voice.id}&tone=${tone}`,
          ),
        ),
      )
      .slice(0, 30);
    const flood = await Promise.all(urls.map((url) => openAndDrop(url, flooder)));
    const lastListenerLeft = performance.now();
    const statuses = flood.map((result) => result.status);
    // Some start; the rest are over the person's cap on waiting audio and told when to come back.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    for (const refused of flood.filter((result) => result.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    }

    const began = performance.now();
    const theirs = await fetch(`${baseUrl}/api/speeches/${short}/audio.mp3`, { headers: { cookie: other } });
    const reader = (theirs.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const firstByteMs = performance.now() - began;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    expect(theirs.status).toBe(200);
    expect(firstByteMs).toBeLessThan(2000);

    // Idle: within 5 s of the last listener leaving, the process uses little CPU. Of two seconds the
    // quieter counts, so a once-a-minute task (the reminder scheduler's tick) landing in one does not fail
    // it, while synthesis left running would show in both: a voice worker synthesising uses a whole core.
    // On Node 20 this second measures 0.00 s; on Node 24 0.14-0.21 s (not yet explained), hence 0.5.
    await sleep(Math.max(0, lastListenerLeft + 5000 - performance.now()));
    const cpuInNextSecond = async () => {
      const before = cpuSeconds(pid);
      await sleep(1000);
      return cpuSeconds(pid) - before;
    };
    const used = Math.min(await cpuInNextSecond(), await cpuInNextSecond());
    console.info(
      `flood: ${statuses.filter((s) => s === 200).length} started, ${statuses.filter((s) => s === 429).length} refused;` +
        ` other person's first byte ${firstByteMs.toFixed(0)} ms; CPU in the quieter second of 5–7 s after the last listener left ${used.toFixed(2)} s`,
    );
    expect(used).toBeLessThan(0.5);
  });
});
