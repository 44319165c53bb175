const ELLIPSIS = '...';

export const FAVOURITE_PREVIEW_LENGTH = 50;
export const RECENT_PREVIEW_LENGTH = 30;

// The result, ellipsis included, never exceeds maxLength; whitespace left at the cut is dropped.
export function previewText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

export function favouritePreview(text: string): string {
  return previewText(text, FAVOURITE_PREVIEW_LENGTH);
}

export function recentPreview(text: string): string {
  return previewText(text, RECENT_PREVIEW_LENGTH);
}
