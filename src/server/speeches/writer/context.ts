import { extractKeyPhrase, type KeyPhrase } from './key-phrase';
import { detectTheme } from './theme-detection';
import type { Theme } from './themes';
import { extractTime } from './time-phrase';
import { extractWorry } from './worry';

export type ContextAnalysis = {
  theme: Theme;
  /** A death in the user's life: the speech draws only on grief-safe lines. */
  bereavement: boolean;
  key: KeyPhrase;
  time: string | null;
  worry: string | null;
};

export function analyseContext(context: string): ContextAnalysis {
  const { theme, bereavement } = detectTheme(context);
  const key = extractKeyPhrase(context, theme, bereavement);
  const worry = extractWorry(context);
  return {
    theme,
    bereavement,
    key,
    time: extractTime(context),
    // A worry that only restates the key phrase adds nothing the speech does not already say.
    worry: worry && worry !== key.phrase ? worry : null,
  };
}
