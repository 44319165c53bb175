/**
 * The speech's audio in a voice: to download (with music, if asked), or from sentence `from` on (a seek
 * ahead of a stream).
 */
export function audioPath(
  speechId: number,
  voiceId: string,
  {
    download = false,
    from = 0,
    music,
  }: { download?: boolean; from?: number /** With the music bed at this volume. */; music?: number } = {},
): string {
  const query = new URLSearchParams({ voice: voiceId });
  if (download) query.set('download', '1');
  if (from > 0) query.set('from', String(from));
  if (music !== undefined) query.set('music', String(Math.round(music)));
  return `/api/speeches/${speechId}/audio.mp3?${query}`;
}
