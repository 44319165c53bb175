export type Pcm = { sampleRate: number; samples: Int16Array };

/** The samples of a 16-bit mono PCM WAV (what eSpeak writes), found by walking its RIFF chunks. */
export function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error('expected 16-bit mono PCM');
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      // eSpeak may leave the size unpatched (0x7fffffff) when it can't seek: take what is there.
      const end = Math.min(wav.length, body + size);
      const samples = new Int16Array(wav.slice(body, body + ((end - body) & ~1)).buffer);
      return { sampleRate, samples };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV has no data');
}
