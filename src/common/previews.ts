const ELLIPSIS = '...';

export const FAVOURITE_PREVIEW_LENGTH = 50;
const RECENT_PREVIEW_LENGTH = 30;

// The result, ellipsis included, never exceeds maxLength; whitespace left at the cut is dropped.
export function previewText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

/**
 * At most maxLength characters, ellipsis included, ending on a whole word: runs of whitespace become one
 * space, and the cut goes back to the last space (and any punctuation before it). A single word longer
 * than that is cut where it must be.
 */
export function wordPreview(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const room = flat.slice(0, maxLength - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return `${cut.replace(/[\s,;:.!?—–-]+$/, '')}${ELLIPSIS}`;
}

export function favouritePreview(text: string): string {
  return previewText(text, FAVOURITE_PREVIEW_LENGTH);
}

export function recentPreview(text: string): string {
  return previewText(text, RECENT_PREVIEW_LENGTH);
}
