// The memory bench's and the 512 MB test's traffic: people generating speeches, listening to some, and
// opening their dashboards, several at once. Counts every answer by status and keeps the acknowledged
// speeches' ids, so a caller can check none was lost.
import { GENERATE_BODY } from './bench-server';

const LISTEN_VOICE = 'SAz9YHcvj6GT2YYXdXww'; // River, a local voice

export type TrafficResult = { speechIds: number[]; statuses: Record<number, number>; listens: number };

export async function runTraffic(options: {
  baseUrl: string;
  cookie: string;
  generations: number;
  /** Every how many generations the speech is also listened to (synthesised, MP3 read to the end). */
  listenEvery: number;
  parallel: number;
  /** Called after every answer (the bench samples the server's memory here). */
  onAnswer?: () => void;
}): Promise<TrafficResult> {
  const { baseUrl, cookie } = options;
  const result: TrafficResult = { speechIds: [], statuses: {}, listens: 0 };
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${url}`, { ...init, headers: { cookie, ...init.headers } });
    const body = await response.arrayBuffer();
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
    options.onAnswer?.();
    return { status: response.status, body };
  };
  // One synthesis at a time, as one person listens: a person's waiting audio is capped (429 past it).
  let listening: Promise<unknown> = Promise.resolve();
  const listen = (id: number) => {
    const done = listening.then(() => call(`/api/speeches/${id}/audio.mp3?voice=${LISTEN_VOICE}`));
    listening = done.catch(() => {});
    return done;
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: options.parallel }, async () => {
      while (next < options.generations) {
        next += 1;
        const listens = next % options.listenEvery === 0;
        const generated = await call('/api/speeches/generate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(GENERATE_BODY),
        });
        if (generated.status === 201) {
          const { id } = JSON.parse(Buffer.from(generated.body).toString('utf8')) as { id: number };
          result.speechIds.push(id);
          if (listens && (await listen(id)).status === 200) result.listens += 1;
        }
        await call('/api/user');
      }
    }),
  );
  return result;
}

/** The acknowledged speeches the server can no longer find. */
export async function missingSpeeches(baseUrl: string, cookie: string, ids: number[]): Promise<number[]> {
  const missing: number[] = [];
  for (const id of ids) {
    const response = await fetch(`${baseUrl}/api/speeches/${id}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) missing.push(id);
  }
  return missing;
}
