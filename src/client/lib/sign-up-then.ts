// Sign-in is its own page (/login.html); `mode` picks its form and `next` says where to go once signed in or up. Only a path on
// this site is followed, so a crafted link can't send someone elsewhere after they sign in.

export const NEXT_PARAM = 'next';

/** The sign-up page, going on to `path` afterwards. */
export const signUpThenHref = (path: string) =>
  `/login.html?${new URLSearchParams({ mode: 'signup', [NEXT_PARAM]: path })}`;

/** The sign-in page's form for choosing a new password with a reset link's token. */
export const resetPasswordHref = (token: string) =>
  `/login.html?${new URLSearchParams({ mode: 'reset', token })}`;

/** Where to go after signing in: `next` when it is a path on this site, else the dashboard. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}
