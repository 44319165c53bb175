import { z } from 'zod';
import { LINE_REGIONS } from '../support/line-regions';

/** The countries we have helplines for; INTL, elsewhere, has only the worldwide directories. */
export const lineRegion = z.enum(LINE_REGIONS);

/** A line where a person in crisis can reach a human (the data is in src/common/support/resources.ts). */
export const supportResource = z.object({
  name: z.string(),
  /** As dialled and shown, digits and spaces only. */
  phone: z.string().optional(),
  /** A number that takes text messages. */
  sms: z.string().optional(),
  url: z.string().optional(),
  region: z.enum([...lineRegion.options, 'INTL']),
  kind: z.enum(['crisis', 'violence', 'eating', 'child', 'emergency', 'directory']),
});

/**
 * What a crisis is about, for the line that leads: the person themself, violence at home (and control),
 * an eating disorder, a young person (the child line leads whatever the kind), or a risk to someone else.
 */
/** PUT /api/auth/support-region: the country whose lines the person was shown. */
export const supportRegionBody = z.object({ region: lineRegion });

export const supportFocus = z.enum(['self', 'violence', 'eating', 'child', 'others']);

/**
 * In place of a speech, or with a mood check-in, when the words show the person may be in danger. The
 * lines are those for the request's time zone; `focus` lets a screen rank another country's lines the
 * same way when the browser knows more (its language, the country the person picked). The same shape is
 * the `supportNote` beside a speech or check-in whose words might mean more than a hard day but read as no
 * crisis (the middle band): a calm line and the same people to call.
 */
export const supportBody = z.object({
  message: z.string(),
  focus: supportFocus,
  resources: z.array(supportResource),
});

/** The answer that carries only that: `{support}`. */
export const supportOnly = z.object({ support: supportBody });
