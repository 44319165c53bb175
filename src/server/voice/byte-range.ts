import type { ByteRange } from './store/audio-store';

/**
 * One `bytes=` range of a resource of `size` bytes (RFC 9110 §14): the satisfiable part, 'unsatisfiable'
 * (answer 416), or null when the header is absent or not one we serve (answer 200 with the whole file,
 * which the RFC allows for multiple ranges and malformed headers).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last); // the final N bytes
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
