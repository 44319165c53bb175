// MPEG audio Layer III frame headers (ISO 11172-3 / 13818-3): enough to check a stream is whole MP3
// frames and to know its duration without decoding it.

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = {
  mpeg1: [44100, 48000, 32000],
  mpeg2: [22050, 24000, 16000],
  mpeg25: [11025, 12000, 8000],
};

export type Mp3FrameHeader = { sampleRate: number; bitrateKbps: number; length: number; samples: number };

/** The Layer III frame header at `offset`, or null when there is none there. */
export function readFrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 0 = MPEG 2.5, 1 reserved, 2 = MPEG 2, 3 = MPEG 1
  const layer = (b1 >> 1) & 3; // 1 = Layer III
  if (version === 1 || layer !== 1) return null;
  const family = version === 3 ? 'mpeg1' : 'mpeg2';
  const bitrateKbps = BITRATES_KBPS[family][b2 >> 4];
  const sampleRate =
    SAMPLE_RATES[version === 3 ? 'mpeg1' : version === 2 ? 'mpeg2' : 'mpeg25'][(b2 >> 2) & 3];
  if (!bitrateKbps || !sampleRate) return null; // free-format and reserved values
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + ((b2 >> 1) & 1);
  return { sampleRate, bitrateKbps, length, samples };
}

export type Mp3Summary = { frames: number; seconds: number; sampleRate: number; bitrateKbps: number };

/** Walks every frame (after an ID3v2 tag, up to an ID3v1 tag); throws at the first byte that isn't one. */
export function summariseMp3(bytes: Uint8Array): Mp3Summary {
  let offset = id3v2Length(bytes);
  let frames = 0;
  let seconds = 0;
  let first: Mp3FrameHeader | null = null;
  while (offset < bytes.length) {
    if (isId3v1Tag(bytes, offset)) break;
    const header = readFrameHeader(bytes, offset);
    if (!header || offset + header.length > bytes.length)
      throw new Error(`no whole MP3 frame at byte ${offset}`);
    first ??= header;
    frames += 1;
    seconds += header.samples / header.sampleRate;
    offset += header.length;
  }
  if (!first) throw new Error('no MP3 frames');
  return { frames, seconds, sampleRate: first.sampleRate, bitrateKbps: first.bitrateKbps };
}

function id3v2Length(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0; // 'ID3'
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | ((bytes[i] ?? 0) & 0x7f), 0);
  const footer = (bytes[5] ?? 0) & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const isId3v1Tag = (bytes: Uint8Array, offset: number) =>
  bytes.length - offset === 128 &&
  bytes[offset] === 0x54 &&
  bytes[offset + 1] === 0x41 &&
  bytes[offset + 2] === 0x47;
