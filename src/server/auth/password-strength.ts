import { AppError } from '../http/app-error';

export const WEAK_PASSWORD =
  'This password would be easy to guess. Try three or four unrelated words, or add a few more characters.';

// zxcvbn's scores run 0–4; 3 is "safely unguessable" against an online attack, with room to spare.
const MIN_SCORE = 3;
// The estimate's cost grows with length, and past this any password is long enough.
const CHECKED_LENGTH = 64;

// The dictionaries take ~25 MB of the server's memory, so they are loaded on the first check, not at start.
let estimator: Promise<typeof import('@zxcvbn-ts/core').zxcvbn> | undefined;

async function loadEstimator() {
  const [{ zxcvbn, zxcvbnOptions }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return zxcvbn;
}

/**
 * Refuses a password a guesser would find quickly: dictionary words, names, keyboard runs, dates, and the
 * person's own email and name. The English dictionaries are large, so this runs on the server only; the
 * form's own rules (length, the most common passwords) are in common/schemas/auth.ts.
 */
export async function assertStrongPassword(password: string, personal: readonly string[]): Promise<void> {
  estimator ??= loadEstimator();
  const zxcvbn = await estimator;
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => word.length > 2);
  if (zxcvbn(password.slice(0, CHECKED_LENGTH), words).score < MIN_SCORE)
    throw new AppError(400, WEAK_PASSWORD);
}
