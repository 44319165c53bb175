import { describe, expect, it } from 'vitest';
import { toneMp3 } from '../../../tests/doubles/sine-mp3';
import { readFrameHeader, summariseMp3 } from './mp3-frames';

describe('readFrameHeader', () => {
  it('reads MPEG-2 and MPEG-1 Layer III headers', () => {
    // 0xFFF3: MPEG-2 Layer III; 0x80: 64 kbps, 22,050 Hz, no padding.
    expect(readFrameHeader(Uint8Array.of(0xff, 0xf3, 0x80, 0xc4), 0)).toEqual({
      sampleRate: 22050,
      bitrateKbps: 64,
      length: 208,
      samples: 576,
    });
    // 0xFFFB: MPEG-1 Layer III; 0x92: 128 kbps, 44,100 Hz, padded.
    expect(readFrameHeader(Uint8Array.of(0xff, 0xfb, 0x92, 0x64), 0)).toEqual({
      sampleRate: 44100,
      bitrateKbps: 128,
      length: 418,
      samples: 1152,
    });
  });

  it('refuses what is not a Layer III frame', () => {
    expect(readFrameHeader(Uint8Array.of(0x49, 0x44, 0x33, 0x04), 0)).toBeNull();
    expect(readFrameHeader(Uint8Array.of(0xff, 0xfd, 0x80, 0xc4), 0)).toBeNull(); // Layer II
    expect(readFrameHeader(Uint8Array.of(0xff, 0xf3, 0xf0, 0xc4), 0)).toBeNull(); // bad bitrate
    expect(readFrameHeader(Uint8Array.of(0xff, 0xf3), 0)).toBeNull();
  });
});

describe('summariseMp3', () => {
  it('adds up the frames of a real stream, after an ID3v2 tag', async () => {
    const mp3 = await toneMp3(2);
    const plain = summariseMp3(mp3);
    expect(plain.sampleRate).toBe(22050);
    expect(plain.bitrateKbps).toBe(32);
    expect(plain.seconds).toBeGreaterThan(2);
    expect(plain.seconds).toBeLessThan(2.3);
    const id3 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5]), Buffer.alloc(5), mp3]);
    expect(summariseMp3(id3)).toEqual(plain);
  });

  it('throws on a cut-off frame or stray bytes', async () => {
    const mp3 = await toneMp3(1);
    expect(() => summariseMp3(mp3.subarray(0, mp3.length - 10))).toThrow(/no whole MP3 frame/);
    expect(() => summariseMp3(Buffer.concat([mp3, Buffer.from('junk')]))).toThrow(/no whole MP3 frame/);
    expect(() => summariseMp3(new Uint8Array())).toThrow(/no MP3 frames/);
  });
});
