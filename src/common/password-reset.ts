// What the forgotten-password flow says, on the server and in the form alike.

export const RESET_TTL_MINUTES = 60;
export const EMAIL_NOT_SET_UP =
  'Email is not set up on this server, so we cannot send you a reset link. Ask whoever runs this Uplift for one.';
export const RESET_REQUESTED =
  'If an account uses that email, a link to choose a new password is on its way. It works for one hour.';
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';
