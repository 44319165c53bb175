import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/app';

/** The `name=value` pair of the session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'uplift_session');
  if (!cookie) throw new Error(`no session cookie in response (${response.statusCode}: ${response.body})`);
  return `uplift_session=${cookie.value}`;
}

let counter = 0;

/** Signs up a new user with a unique email and returns the cookie and the user. */
export async function signUp(app: App, overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  const body = {
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'Sam',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress: `10.0.${counter % 250}.${Math.floor(counter / 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response),
    user: response.json().user,
    email: body.email,
    password: body.password,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the user whose session `cookie` is, with a JSON body if given. */
export const callAs = (app: App) => (cookie: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
