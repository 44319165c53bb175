import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'uplift_session';

/**
 * httpOnly, signed with SESSION_SECRET, and Secure whenever the request came over HTTPS. SameSite=Lax,
 * except for an app origin in CORS_ORIGINS calling over HTTPS (the native shell): its WebView is another
 * site, so the cookie must be SameSite=None to be sent at all; the Origin check (http/csrf.ts) still
 * refuses state-changing requests from any other site.
 */
function cookieAttributes(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: request.crossSiteCookies ? ('none' as const) : ('lax' as const),
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expire: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieAttributes(request), signed: true, expires: expire });
}

/** With the same attributes it was set with: a browser refuses a cross-site Lax cookie, even an expired one. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieAttributes(request));
}

/** The session token from a validly signed cookie, or null. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}
