const FALLBACK = 'uplift-speech';
const MAX_LENGTH = 80;

/**
 * A Content-Disposition for saving the audio as `<speech name>.mp3` (or `<speech name> (<suffix>).mp3`): an ASCII filename every browser
 * takes, and the name as written (RFC 6266 filename*) when it has other characters.
 */
export function attachmentHeader(speechName: string | null, suffix?: string): string {
  const named = (speechName ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH)
    .trim();
  const name = suffix ? `${named || FALLBACK} (${suffix})` : named;
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[%;]/g, '')
    .trim();
  const fallback = `${ascii || FALLBACK}.mp3`;
  if (!name || ascii === name) return `attachment; filename="${fallback}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeAttributeValue(`${name}.mp3`)}`;
}

/** RFC 8187's percent-encoding: encodeURIComponent leaves ' ( ) * as they are, which the header forbids. */
function encodeAttributeValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
