// Business constants and limits, shared by the client and the server.

export const FREE_SPEECH_LIMIT = 3;
export const USAGE_WARNING_RATIO = 0.8;

export const CONTEXT_MIN_LENGTH = 10;
export const CONTEXT_MAX_LENGTH = 2000;
export const SPEECH_NAME_MAX_LENGTH = 120;
/** A first or last name: the account's, and the first name of someone a speech is for. */
export const NAME_MAX_LENGTH = 50;
export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 500;
export const IMPROVEMENT_SUGGESTIONS_MAX_LENGTH = 1000;
// Ids are Postgres `integer` columns; anything larger must be a 4xx, not a database error.
export const ID_MAX = 2_147_483_647;
// The longest IANA time zone name is 32 characters; the column holds 64.
export const TIME_ZONE_MAX_LENGTH = 64;
/** Open goals a person can have at once, and check-ins a day: plenty for a person, a wall for a script. */
export const OPEN_GOALS_MAX = 200;
/** Completed goals kept: completing another lets the oldest go, so the Goals page stays a page. */
export const COMPLETED_GOALS_KEPT = 100;
export const CHECK_INS_PER_DAY_MAX = 20;

export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
export const MOOD_DEFAULT = 5;
export const MOOD_NOTES_MAX = 200;

export const FEEDBACK_MIN = 1;
export const FEEDBACK_MAX = 5;

export const PLAYBACK_SPEED_MIN = 0.25;
export const PLAYBACK_SPEED_MAX = 2;
export const PLAYBACK_SPEED_DEFAULT = 1;
export const PLAYBACK_SPEED_OPTIONS = [0.75, 1, 1.25, 1.5] as const;
export const SKIP_SECONDS = 10;

export const SPLASH_MS = 2000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const PERF_BUDGET = { pageLoadMs: 3000, fcpMs: 1500, lcpMs: 2500 } as const;
export const LAZY_IMAGE = { threshold: 0.1, rootMargin: '50px', fadeMs: 300 } as const;

export const REDIRECT_DELAY_MS = {
  demoLogin: 1000,
  logout: 1500,
  freeAccess: 1500,
  forceLogout: 2000,
  paymentSuccess: 2000,
} as const;

/** A day of listening to one speech: more is a broken or hostile client, and a real column can't hold 1e308. */
export const TIME_SPENT_LISTENING_MAX = 86_400;
