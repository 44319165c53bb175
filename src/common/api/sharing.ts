import { z } from 'zod';
import { timestamp } from './wire';

/** A public link to one of your speeches; `url` is the page's path on this site (/s/…). */
export const shareLink = z.object({
  id: z.string(),
  url: z.string(),
  showName: z.boolean(),
  createdAt: timestamp,
});

/** GET /api/speeches/:id/share-links: the speech's live links, newest first. */
export const shareLinkList = z.array(shareLink);
