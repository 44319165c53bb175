import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { MAX_INPUT_DEPTH, NUL_CHARACTER_MESSAGE, TOO_DEEP_MESSAGE } from './input-guard';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the input guard', () => {
  it('answers a deeply nested body with 400 before any route (or recursion) sees it', async ({ app }) => {
    for (const url of ['/api/auth/login', '/api/auth/signup']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: nested(4000),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    }
  });

  it('lets ordinary nesting through to validation', async ({ app }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_INPUT_DEPTH - 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(TOO_DEEP_MESSAGE);
  });

  it('still refuses NUL characters anywhere', async ({ app }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'pass\u0000word' },
    });
    expect(response.json()).toEqual({ message: NUL_CHARACTER_MESSAGE });
  });
});
