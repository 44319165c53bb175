import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { sessions } from '../db/schema';
import { createSession, deleteExpiredSessions } from './session-store';

describe('session sweeping', () => {
  it('deletes expired session rows and keeps live ones', async ({ app, database }) => {
    const { user } = await signUp(app);
    const { db } = database;
    await createSession(db, user.id);
    await db.insert(sessions).values({
      sid: 'expired-session-id',
      sess: { userId: user.id, createdAt: new Date().toISOString() },
      expire: new Date(Date.now() - 60_000),
    });
    const before = (await db.select().from(sessions)).length;
    expect(await deleteExpiredSessions(db)).toBe(1);
    const left = await db.select().from(sessions);
    expect(left).toHaveLength(before - 1);
    expect(left.every((row) => row.expire.getTime() > Date.now())).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only this site, and the other helmet headers', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
