// What the person is told when the audio fails, and finding out which it is.

/** The playback error for a MediaError code (1 aborted, 2 network, 3 decode, 4 unsupported). */
export function playbackErrorMessage(code: number | null | undefined): string {
  switch (code) {
    case null:
    case undefined:
      return 'Audio playback failed';
    case 1:
      return 'Audio loading was aborted by the browser';
    case 2:
      return 'Network error while loading audio - check connection';
    case 3:
      return 'Audio file is corrupted or format unsupported';
    case 4:
      return 'Audio format not supported by this browser';
    default:
      return `Unknown audio error (code: ${code})`;
  }
}

/** The audio generation failure the diagnostics page shows, status and all. */
export function audioGenerationMessage(status: number, body: string): string {
  return `Audio generation failed: ${status} - ${body}`;
}

/** Offline, audio plays only if this device kept a copy (the service worker's); this one it has not. */
const OFFLINE_AUDIO_MESSAGE = "You're offline — this audio hasn't been saved on this device yet.";
export const SERVER_AUDIO_MESSAGE = "We couldn't make the audio just now. Try again.";

/**
 * What the person is told when the server refused the audio: a refusal meant for them (4xx, with its
 * message) in its own words; the server's own failure, without its status code or internals.
 */
export function refusedAudioMessage(status: number, body: string): string {
  if (status >= 500 || status < 400) return SERVER_AUDIO_MESSAGE;
  try {
    const parsed: { message?: unknown } = JSON.parse(body);
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: no message of ours
  }
  return SERVER_AUDIO_MESSAGE;
}

/**
 * Finds out why the element could not load the audio. A browser reports a file it never received as
 * a format it can't play (MediaError 4), so the network and the server are asked first: offline, or a
 * non-OK answer, says so; otherwise (or if the check fails) the MediaError's own message stands.
 */
export async function diagnose(url: string, code: number | null | undefined): Promise<string> {
  if (!navigator.onLine) return OFFLINE_AUDIO_MESSAGE;
  const fallback = playbackErrorMessage(code);
  if (code !== 2 && code !== 4) return fallback;
  const controller = new AbortController();
  try {
    const response = await fetch(url, { credentials: 'include', signal: controller.signal });
    if (response.ok) return fallback;
    return refusedAudioMessage(response.status, await response.text());
  } catch {
    return navigator.onLine ? fallback : OFFLINE_AUDIO_MESSAGE;
  } finally {
    controller.abort(); // an OK answer would otherwise go on downloading the audio
  }
}
