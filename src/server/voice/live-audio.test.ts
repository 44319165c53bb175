import { describe, expect, it } from 'vitest';
import { LiveAudio } from './live-audio';

async function collect(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts).toString();
}

describe('LiveAudio', () => {
  it('gives every reader every chunk from the start, however late it joins', async () => {
    const live = new LiveAudio();
    const early = collect(live.read());
    live.push(Buffer.from('ab'));
    const late = collect(live.read());
    live.push(Buffer.from('cd'));
    expect(live.started).toBe(true);
    live.end();
    expect(await early).toBe('abcd');
    expect(await late).toBe('abcd');
    expect(await collect(live.read())).toBe('abcd');
  });

  it('passes a failure to every reader', async () => {
    const live = new LiveAudio();
    const reader = collect(live.read());
    expect(live.started).toBe(false);
    live.fail(new Error('engine broke'));
    await expect(reader).rejects.toThrow('engine broke');
    await expect(collect(live.read())).rejects.toThrow('engine broke');
  });
});
