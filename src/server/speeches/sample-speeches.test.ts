import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmDouble, startLlmDouble } from '../../../tests/doubles/openai-compatible-llm';
import { buildTestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-db';
import type { App } from '../app';
import type { Database } from '../db/client';
import { excerptOf } from './sample-routes';
import { createWriter } from './writer/fallback-writer';
import { createLocalWriter } from './writer/local-writer';

// The product's samples of itself (the landing page's, the demo account's speeches) are written by the
// writer in use, once a process: here the LLM (its double, with a text of its own), and the local writer.

const LLM_TEXT = Array.from(
  { length: 20 },
  (_, i) => `Line ${i + 1} of the model's speech says you have prepared and you are ready. `,
).join('');

let database: Database;
let llm: LlmDouble;
let withLlm: App;
let local: App;

beforeAll(async () => {
  database = await createTestDatabase();
  llm = await startLlmDouble({ behaviour: { kind: 'answer', text: LLM_TEXT, chunks: 4 } });
  withLlm = await buildTestApp(database, {
    writer: createWriter({ llm: { baseUrl: llm.baseUrl, model: 'gpt-test' } }, createLocalWriter(), {
      warn: () => {},
    }),
  });
  local = await buildTestApp(database);
});
afterAll(async () => {
  await Promise.all([withLlm?.close(), local?.close(), llm?.close()]);
  await database?.close();
});

const writes = () => llm.requests.filter((request) => request.body.stream === true).length;
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

async function demoSpeeches(app: App, remoteAddress: string): Promise<string[]> {
  const login = await app.inject({ method: 'POST', url: '/api/simple-demo-login', remoteAddress });
  expect(login.statusCode).toBe(200);
  const cookie = login.headers['set-cookie']?.toString().split(';')[0] ?? '';
  const user = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return user.json().recentSpeeches.map((speech: { content: string }) => speech.content);
}

describe('sample speeches', () => {
  it("give the landing page the opening of the LLM's speech, written once", async () => {
    const first = await withLlm.inject({ method: 'GET', url: '/api/sample-speech' });
    expect(first.statusCode).toBe(200);
    const sample = first.json();
    expect(sample).toMatchObject({ situation: 'Job interview', tone: 'confident' });
    expect(sample.excerpt).toBe(excerptOf(LLM_TEXT));
    expect(flat(LLM_TEXT).startsWith(sample.excerpt)).toBe(true);
    const again = await withLlm.inject({ method: 'GET', url: '/api/sample-speech' });
    expect(again.json()).toEqual(sample);
    expect(writes()).toBe(1);
  });

  it("give each demo account the LLM's speeches, written once for every demo", async () => {
    const before = writes();
    const speeches = await demoSpeeches(withLlm, '198.51.100.20');
    expect(speeches).toHaveLength(2);
    for (const content of speeches) expect(flat(content)).toBe(flat(LLM_TEXT));
    expect(await demoSpeeches(withLlm, '198.51.100.21')).toEqual(speeches);
    expect(writes()).toBe(before + 2);
  });

  it("are the local writer's own without an LLM: whole speeches for the demo, its opening for the landing page", async () => {
    const speeches = await demoSpeeches(local, '198.51.100.22');
    expect(speeches).toHaveLength(2);
    for (const content of speeches) {
      expect(content).toContain('Alex');
      expect(content.split(/\s+/).length).toBeGreaterThanOrEqual(140);
    }
    const { excerpt } = (await local.inject({ method: 'GET', url: '/api/sample-speech' })).json();
    expect(excerpt.split(/\s+/).length).toBeLessThanOrEqual(60);
    expect(excerpt).not.toBe(excerptOf(LLM_TEXT));
  });
});

describe('excerptOf', () => {
  it('keeps whole opening sentences up to the word budget, and always the first', () => {
    expect(excerptOf('One two three. Four five six. Seven eight nine.', 6)).toBe(
      'One two three. Four five six.',
    );
    expect(excerptOf('A first sentence that is long. Then more.', 2)).toBe('A first sentence that is long.');
  });
});
