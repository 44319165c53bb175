// `npm run soak`: 100 simulated users against the production server on loopback for 5 minutes
// (SOAK_SECONDS, SOAK_USERS to change; SOAK_POSTGRES_URL to run on a database of its own on that Postgres
// server instead of PGlite). Each signs up, takes the Pro plan through a discount code, then loops over
// generating, favouriting, rating, listening, mood check-ins and the dashboard with 1–3 s of think time.
// At the end it checks: no 5xx or failed request, every acknowledged write is in the database (per kind),
// and the server's RSS grew < 20% from the end of warm-up to the end. Prints one JSON object; exits 1 on
// a failed check.
//
// Audio is paced: local synthesis takes most of a core for a second or more per speech, so the run
// keeps one synthesis in flight at a time (a user whose turn comes while it is busy listens to a speech
// already synthesised, served from the audio cache, or does something else). That measures stability
// under steady load rather than a CPU queue; bench/voice.ts measures synthesis throughput.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_PRO_CODE, openBenchServer, rssMb, signUp } from '../bench/lib/bench-server';
import { needsBuild } from './build-state.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const USERS = Number(process.env.SOAK_USERS ?? 100);
const WARM_UP_S = Math.min(60, SECONDS * 0.2);
const MAX_RSS_GROWTH = 0.2;
const VOICE = 'SAz9YHcvj6GT2YYXdXww'; // River
const TONES = ['encouraging', 'confident', 'gentle', 'energetic'] as const;
const CONTEXTS = [
  'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  'first marathon in 3 weeks and my knee hurts',
  'pitching my startup to investors on Friday',
  'my exams start tomorrow and I have not slept well',
];

const root = fileURLToPath(new URL('..', import.meta.url));
if (needsBuild(root)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

type Kind = 'signup' | 'plan' | 'generate' | 'favourite' | 'feedback' | 'mood' | 'audio' | 'dashboard';
const ok: Record<Kind, number> = {
  signup: 0,
  plan: 0,
  generate: 0,
  favourite: 0,
  feedback: 0,
  mood: 0,
  audio: 0,
  dashboard: 0,
};
const failures = { serverErrors: 0, otherStatus: 0, networkErrors: 0, examples: [] as string[] };
let quotaRefusals = 0;
let audioSynthesising = false;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordFailure(what: string, status: number | null, detail = '') {
  if (status === null) failures.networkErrors += 1;
  else if (status >= 500) failures.serverErrors += 1;
  else failures.otherStatus += 1;
  if (failures.examples.length < 10) failures.examples.push(`${what}: ${status ?? 'network'} ${detail}`);
}

const runId = Date.now().toString(36);
const bench = await openBenchServer(
  process.env.SOAK_POSTGRES_URL ? 'postgres' : 'pglite',
  process.env.SOAK_POSTGRES_URL,
  {
    LOG_LEVEL: 'warn',
  },
);
const { baseUrl, child } = bench.server;
const pid = child.pid ?? 0;

/** One request; resolves with the response when its status is the expected one, else null (counted). */
async function call(kind: Kind, path: string, expected: number[], init: RequestInit = {}) {
  try {
    const response = await fetch(`${baseUrl}${path}`, init);
    const body = Buffer.from(await response.arrayBuffer());
    if (expected.includes(response.status)) return { status: response.status, body };
    if (response.status === 402 && kind === 'generate') {
      quotaRefusals += 1;
      return null;
    }
    recordFailure(`${init.method ?? 'GET'} ${path}`, response.status, body.toString().slice(0, 200));
  } catch (error) {
    recordFailure(`${init.method ?? 'GET'} ${path}`, null, String(error));
  }
  return null;
}

async function simulateUser(index: number, deadline: number) {
  await sleep(Math.random() * 5000); // arrivals spread over the first seconds
  const email = `soak-${runId}-${index}@example.com`;
  let cookie: string;
  try {
    cookie = (await signUp(baseUrl, email)).cookie;
    ok.signup += 1;
  } catch (error) {
    recordFailure('sign-up', null, String(error));
    return;
  }
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (await call('plan', '/api/create-subscription', [200], json('POST', { discountCode: BENCH_PRO_CODE })))
    ok.plan += 1;

  const speeches: number[] = [];
  const favourited = new Set<number>();
  const rated = new Set<number>();
  const synthesised = new Set<number>();
  while (Date.now() < deadline) {
    await sleep(1000 + Math.random() * 2000);
    const roll = Math.random();
    if (speeches.length === 0 || roll < 0.3) {
      const body = { context: pick(CONTEXTS), tone: pick(TONES), voiceStyle: 'warm', duration: 'short' };
      const answer = await call('generate', '/api/speeches/generate', [201], json('POST', body));
      if (answer) {
        ok.generate += 1;
        speeches.push((JSON.parse(answer.body.toString()) as { id: number }).id);
      }
    } else if (roll < 0.4) {
      const id = pick(speeches);
      if (favourited.has(id)) continue;
      if (await call('favourite', `/api/speeches/${id}`, [200], json('PATCH', { isFavourite: true }))) {
        favourited.add(id);
        ok.favourite += 1;
      }
    } else if (roll < 0.55) {
      const id = pick(speeches);
      if (rated.has(id)) continue;
      const feedback = {
        speechId: String(id),
        rating: 1 + Math.floor(Math.random() * 5),
        effectiveness: 4,
        emotionalResonance: 4,
      };
      if (await call('feedback', '/api/feedback', [201], json('POST', feedback))) {
        rated.add(id);
        ok.feedback += 1;
      }
    } else if (roll < 0.7) {
      const mood = { energy: 1 + Math.floor(Math.random() * 10), confidence: 6, stress: 4, motivation: 7 };
      if (await call('mood', '/api/mood', [201], json('POST', mood))) ok.mood += 1;
    } else if (roll < 0.8) {
      // A speech already synthesised is replayed from the cache; a new one only while no other is running.
      const cached = [...synthesised];
      const fresh = speeches.find((id) => !synthesised.has(id));
      const id = cached.length > 0 && (audioSynthesising || Math.random() < 0.5) ? pick(cached) : fresh;
      if (id === undefined || (!synthesised.has(id) && audioSynthesising)) continue;
      const synthesising = !synthesised.has(id);
      if (synthesising) audioSynthesising = true;
      try {
        const answer = await call('audio', `/api/speeches/${id}/audio.mp3?voice=${VOICE}`, [200], {
          headers: { cookie },
        });
        if (answer && answer.body.length > 0) {
          synthesised.add(id);
          ok.audio += 1;
        }
      } finally {
        if (synthesising) audioSynthesising = false;
      }
    } else if (await call('dashboard', '/api/user', [200], { headers: { cookie } })) {
      ok.dashboard += 1;
    }
  }
}

const started = Date.now();
const deadline = started + SECONDS * 1000;
const idleRssMb = rssMb(pid);
let warmRssMb = 0;
let peakRssMb = idleRssMb;
const sampler = setInterval(() => {
  const rss = rssMb(pid);
  peakRssMb = Math.max(peakRssMb, rss);
  if (!warmRssMb && Date.now() - started >= WARM_UP_S * 1000) warmRssMb = rss;
}, 1000);
await Promise.all(Array.from({ length: USERS }, (_, index) => simulateUser(index, deadline)));
clearInterval(sampler);
const endRssMb = rssMb(pid);

// Every acknowledged write, counted back from the database (PGlite: with the server stopped).
const ofRun = `select id from users where email like 'soak-${runId}-%'`;
const [stored] = await bench.query<Record<string, string>>(
  `select
     (${ofRun.replace('select id', 'select count(*)')}) as signup,
     (select count(*) from users where email like 'soak-${runId}-%' and subscription_tier = 'pro') as plan,
     (select count(*) from speeches where user_id in (${ofRun})) as generate,
     (select count(*) from speeches where user_id in (${ofRun}) and is_favourite = 1) as favourite,
     (select count(*) from speech_feedback where user_id in (${ofRun})) as feedback,
     (select count(*) from mood_entries where user_id in (${ofRun})) as mood`,
  [],
  { restart: false },
);
await bench.close();

const writes = ['signup', 'plan', 'generate', 'favourite', 'feedback', 'mood'] as const;
const lostWrites = Object.fromEntries(writes.map((kind) => [kind, ok[kind] - Number(stored?.[kind] ?? 0)]));
const rssGrowth = warmRssMb ? (endRssMb - warmRssMb) / warmRssMb : Number.NaN;
const checks = {
  noServerErrors: failures.serverErrors === 0,
  noFailedRequests: failures.otherStatus === 0 && failures.networkErrors === 0,
  noLostWrites: writes.every((kind) => lostWrites[kind] === 0),
  memoryFlat: rssGrowth < MAX_RSS_GROWTH,
};
const passed = Object.values(checks).every(Boolean);
console.log(
  JSON.stringify({
    soak: passed ? 'passed' : 'failed',
    database: bench.kind,
    seconds: SECONDS,
    users: USERS,
    successes: ok,
    requestsPerSecond: Math.round(Object.values(ok).reduce((sum, n) => sum + n, 0) / SECONDS),
    quotaRefusals,
    failures,
    stored,
    lostWrites,
    memory: {
      idleMb: idleRssMb,
      afterWarmUpMb: warmRssMb,
      endMb: endRssMb,
      peakMb: peakRssMb,
      growth: Number(rssGrowth.toFixed(3)),
    },
    audioPacing: 'one synthesis in flight at a time; replays of synthesised speeches come from the cache',
    checks,
  }),
);
process.exit(passed ? 0 : 1);
