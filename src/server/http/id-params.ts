import { z } from 'zod';
import { ID_MAX } from '../../common/limits';

/** `:id` route params for integer ids, e.g. idParams('Speech') → 'Speech id must be a number'. */
export const idParams = (noun: string) =>
  z.object({
    id: z
      .string()
      .regex(/^\d{1,10}$/, `${noun} id must be a number`)
      .transform(Number)
      .refine((id) => id >= 1 && id <= ID_MAX, `${noun} id is out of range`),
  });
