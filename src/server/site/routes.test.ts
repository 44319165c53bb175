import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-db';
import type { App } from '../app';
import type { Database } from '../db/client';
import { createWriter } from '../speeches/writer/fallback-writer';
import { createLocalWriter } from '../speeches/writer/local-writer';

let database: Database;
let plain: App;
let configured: App;

beforeAll(async () => {
  database = await createTestDatabase();
  plain = await buildTestApp(database);
  const llm = { baseUrl: 'http://127.0.0.1:9/v1', model: 'a-model' };
  configured = await buildTestApp(database, {
    writer: createWriter({ llm }, createLocalWriter(), { warn: () => {} }),
    site: {
      supportEmail: 'help@uplift.test',
      websiteUrl: 'https://uplift.test',
      social: { instagram: undefined, x: 'https://x.com/uplift_test', youtube: undefined },
    },
  });
});
afterAll(async () => {
  await Promise.all([plain?.close(), configured?.close()]);
  await database?.close();
});

const site = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/site' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/site', () => {
  it('has no links and no AI writer when nothing is configured', async () => {
    expect(await site(plain)).toEqual({ supportEmail: null, websiteUrl: null, social: [], aiWriter: false });
  });

  it('gives only the links that are set, and says when an LLM writes the speeches', async () => {
    expect(await site(configured)).toEqual({
      supportEmail: 'help@uplift.test',
      websiteUrl: 'https://uplift.test',
      social: [{ network: 'x', url: 'https://x.com/uplift_test' }],
      aiWriter: true,
    });
  });
});
