import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type LlmDouble, startLlmDouble } from '../../../tests/doubles/openai-compatible-llm';
import { appTest } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import { createLlmSecondOpinion, type SecondOpinion } from '../safety/second-opinion';

// The LLM double answers every request with the word it is told; the app's writer stays the local one.
let llm: LlmDouble;
const warnings: string[] = [];
const secondOpinion: SecondOpinion = {
  classify: (text) =>
    createLlmSecondOpinion({
      baseUrl: llm.baseUrl,
      model: 'screen',
      log: { warn: (_object, message) => warnings.push(message) },
    }).classify(text),
};

beforeAll(async () => {
  llm = await startLlmDouble();
});
afterAll(() => llm.close());

const it = appTest.extend('appOptions', { scope: 'file' }, { secondOpinion });

const request = {
  tone: 'gentle',
  voiceStyle: 'soothing',
  duration: 'short',
  timeZone: 'Australia/Sydney',
} as const;
// Nothing the local screen knows: a plain request that only the second opinion can read otherwise.
const CALM = "Up at the lake house this weekend, I've left the dog with my sister for good";

async function generate(app: App, context: string) {
  const { cookie } = await signUp(app);
  const started = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/speeches/generate',
    headers: { cookie },
    payload: { ...request, context },
  });
  return { response, ms: Date.now() - started };
}

describe("an LLM's second opinion beside the local screen", () => {
  it('asks the model with a short, strict prompt, and answers support when only the model reads crisis', async ({
    app,
  }) => {
    llm.setBehaviour({ kind: 'answer', text: 'crisis' });
    const before = llm.requests.length;
    const { response } = await generate(app, CALM);
    expect(response.statusCode).toBe(200);
    expect(response.json().support.resources[0]).toMatchObject({ name: 'Lifeline' });
    const asked = llm.requests.at(before)?.body as { messages: { role: string; content: string }[] };
    expect(asked.messages[0]?.content).toMatch(/exactly one word/);
    expect(asked.messages[1]?.content).toBe(CALM);
  });

  it('adds the note when the model reads doubt and the local screen none', async ({ app }) => {
    llm.setBehaviour({ kind: 'answer', text: 'Uncertain.' });
    const { response } = await generate(app, CALM);
    expect(response.statusCode).toBe(201);
    expect(response.json().supportNote.message).toMatch(/heavier than a hard day/);
  });

  it('never weakens the local answer: crisis stays crisis when the model says none', async ({ app }) => {
    llm.setBehaviour({ kind: 'answer', text: 'none' });
    const { response } = await generate(app, 'i want to end my life tonight, i have the pills here');
    expect(response.statusCode).toBe(200);
    expect(response.json().support).toBeDefined();
  });

  it('lets the local answer stand when the model does not answer within 2 s, and logs it', async ({
    app,
  }) => {
    llm.setBehaviour({ kind: 'hang' });
    warnings.length = 0;
    const { response, ms } = await generate(app, CALM);
    expect(response.statusCode).toBe(201);
    expect(response.json().supportNote).toBeUndefined();
    expect(ms).toBeLessThan(2000 + 1500);
    expect(warnings).toContain('crisis second opinion timed out; the local answer stands');
  });

  it('lets the local answer stand when the model answers something else, and logs it', async ({ app }) => {
    llm.setBehaviour({ kind: 'answer', text: 'It is hard to say without more context.' });
    warnings.length = 0;
    const { response } = await generate(app, CALM);
    expect(response.statusCode).toBe(201);
    expect(warnings).toContain('crisis second opinion unreadable; the local answer stands');
  });

  it('lets the local answer stand when the model fails, and logs it', async ({ app }) => {
    llm.setBehaviour({ kind: 'fail' });
    warnings.length = 0;
    const { response } = await generate(app, CALM);
    expect(response.statusCode).toBe(201);
    expect(warnings).toContain('crisis second opinion failed; the local answer stands');
  });

  it('reads a mood note with the model too', async ({ app }) => {
    llm.setBehaviour({ kind: 'answer', text: 'crisis' });
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/mood',
      headers: { cookie },
      payload: { energy: 3, confidence: 3, stress: 8, motivation: 2, notes: CALM, timeZone: 'Europe/London' },
    });
    expect(response.json().support.resources[0]).toMatchObject({ name: 'Samaritans' });
  });
});
