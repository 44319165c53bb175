// Sign-in is its own page (/login.html); `mode` picks its form and `next` says where to go once signed in or up. Only a path on
// this site is followed, so a crafted link can't send someone elsewhere after they sign in.

const NEXT_PARAM = 'next';

/** The sign-up page, going on to `path` afterwards. */
export const signUpThenHref = (path: string) =>
  `/login.html?${new URLSearchParams({ mode: 'signup', [NEXT_PARAM]: path })}`;

/** The sign-in page's form for choosing a new password with a reset link's token. */
export const resetPasswordHref = (token: string) =>
  `/login.html?${new URLSearchParams({ mode: 'reset', token })}`;

/**
 * Where to go after signing in: `next` when it resolves to a page on this site, else the dashboard. It is
 * resolved as the browser will resolve it, so a path the browser reads differently (`/\t/evil.example`
 * loses its tab and becomes `//evil.example`) is judged by where it really leads.
 */
export function nextPath(search: string, origin = window.location.origin): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next) return '/';
  try {
    const target = new URL(next, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/'; // not a URL at all (`http://[`)
  }
}
