import { randomBytes } from 'node:crypto';

// Plain HTTP against a running server process, for the tests that need several processes or restarts.

export const PASSWORD = 'a durable secret 42';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A speech request the local writer answers quickly. */
export const SHORT_SPEECH = {
  context: 'My job interview at the bank on Monday',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'short',
} as const;

/** `method path` with the session cookie and an optional JSON body. */
export function call(baseUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The `name=value` of the session cookie a sign-up or sign-in set. */
function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie;
}

/** Signs a new user up and returns the session cookie. */
export async function signUp(baseUrl: string, email = uniqueEmail('user')): Promise<string> {
  const response = await call(baseUrl, '', 'POST', '/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Dana',
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}
