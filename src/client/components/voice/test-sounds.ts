// Sounds for the audio debug pages, made without the server (they work signed out).

/**
 * A one-second two-note chime as MP3 (16 kHz mono, 24 kbps, 3.2 KB), encoded with the LAME build the
 * server uses (wasm-media-encoders): A5 then E6, each with a quick attack and an exponential decay.
 * Played on a loop, it tests MP3 playback exactly as the voices need it.
 */
const CHIME_MP3_BASE64 = [
  '//M4xAAUANZkEVjIAQY///eeeefMMKlJSSiMSyNv+7bvv/L65fc31Oyo4kkKTNfO3c++z3vOEtSo02TZTMsFH9r7/v+/8vpKSkpK',
  'SkpKQDDw8PDwAA/ADH9D3/gIgA+C58VBG8CILimXNGAA//M4xA8WuPZkCYrwAILgo8ly0f/zBrC6NCojoxcwODA9A+MBYBY0gxxj',
  'CQAYYCYAIH5nmG0mDWBT4oAKsBBjzwiBLeX65//7+xqZmaSn/5YFgqY/njrU/9b///z4GAQgBjdBAaxUwGhRkYCy//M4xBMSCKYY',
  'AdX4AAchg0YV8YcKHCGIgj1RlfPHMYu4PFGLGhihhIYPsYH2AqmAYgSJgZQEeYDcAzgoBkam///01f/6v6zQDAQdAxCTgMnIsDSa',
  'iMD7A+jBZAWUwl0KKMVYIYTmdfEU2tYV//M4xCkTuKYIAK/84PTS7HOMfoJ8w2QITANB9MDUHowNgUzAdBGZwd///////p///9vS',
  '//1SmCFhkrKZ9EGLqJgQgBoYLCCTmFtBXxje5GKfmF+Rm6MkOZi6wX8YWODjmDXAtRgdgIEYFqBZ//M4xDkUuKn8AAb+pJgNQDYY',
  'B6Aooa2P9/+7q9/+7q//u//Kf6/f///8+CgIBRyBwSwHcfmA1AUpgLIJcYC4EymBHj5hi9/BcY2qMNGW0LgVADDkgTE8GR4vQghg',
  'MJLn9fb/V/OlwDGBUA2R//M4xEUOcKoMAKf64DIDaxpA5jQTB5AfgwRgNDMeLJvTKq0/0/knSZO/QM+DCmgsYwj4ExMJPBPzAzwW',
  'cwHUCMMBgAIjAagJZbE5h/X/q//+n/T/p//t6f9a86f8lA3/DYBIO9McQY0BscAw//M4xGoV6K3wAVX4AFoWQPtUMwMe4UYGAgRw',
  'HfnQAGK4LA+wEixA31epAwchDAxChHR8PyBsQFvAhOSY0gMPofQMvKKgOQ0bgNVw4PxRyCF83ZMDDuAEDAcAwAIDAGBsA4c8Pk/v',
  '+AEB8WUH//M4xHEl6mY4AY2wAKgdOSg4Cf///L6hmyJoDNmxoX////3ZZfcvm8vmv//h8Hy////w/REniwl4sAvpjKkA1cEwKAYS',
  'UtAJAoICgGAZAxKopAOAqKaASA4DJEbwCwOhlQgBQBjyCWBjo3wB//M4xDghaX5cAYWwAK0BfgYpAtgUDYBgaBaBpHVUBw8BUBhj',
  'AqAKD4DFaAMDOXgMDY0L8DBuAwAAB4GA4A4eoHokITxkkpX+ZGxGl4xJ0x//y6gGlAX/rCZ3Wv///isAWEGSStXBgVgwGEOG//M4',
  'xBEXCOpAAcrwAPGZ6KCZGQdpg3AdlAGJgCgEFxWiIrJDLvMA4B0wHhDzBeDTMNgEUwpBqzJ6I7PkoJAx3RGjAXBhMFADUwNAKzAA',
  'AAMA0Aosy0xxrVX4w77JF/IcguANmAKAKxgMIKaY//M4xBMW2OokAAf4zJfE+Jgx4IuYCMAoGAMgEJgBQAYWYQHrocNhxgAQAmYD',
  '2ExGBCgHxgKAB+YDQBRmBnhdRvQ4q2f1fRm4rmKRIYKBZcp2Y0/Mu4r6aMuUu0v6CQAYwAgAlMAxAtjBuhcA//M4xBYTwOowAAf2',
  'zMGJAfDAKgBks05Mad2HqsOorGAxAopgIgAaYBKAJGAUgKhgJQN6aEANpHqSZkZYYEGl7mAySinrPfuxx8X2ZMjAHAVmCsAcZxIk',
  'BjwATAYIsMAgL5rDtYhuGIGVhMH8//M4xCYRsOosAAe2zEeAwRRgQAGmA4CmYD43R8yy8nAyxhRaFQxGVn0Bz8mv8vsRd8mnJHFg',
  'A8KAdGA2HyZPDzpgrhjmAYBoBQDyzidCv2gOe9iUZhiCfjQXJgWgHGA2DQSkWn7N2cZVkiNA//M4xD4SQOogAAe2zCAXLAIouyh+',
  'IXRd+tDLWl2oBQCAEYCADpgjhPGUYowY74MhgeAHhgCTVoKcl3odftHwwtw1AgI8BAcmAECaYEg3x0S88miURgJiIA5BtVRlb9yC',
  '/yr68QgOSPmjgYJg//M4xFQSUOogAAe2zDmKgoHzd4G4AqGIYGgYIC16gbWIbuP4hLMLoI0wOgBg4CodA+ME0Ys2SPTjChCTMBgC',
  'gAgFl7FM2GO5F7Ha+9J3lYMhkKABpCAbDIHSYKMOXmA7AWpCAWDIASlQ0xq7//M4xGkR4OocAAd8yMsacMKAARgaoCEYByALkwA4',
  'CQDcwHoF6MGjRtTgiSMaikwUCi06Kip3Lhy3yvrRF0mGpElojBADTEsZjtTjDdcNAEPo8CyvHQeGAoNfQRgBmFYAkYDgDBfMwBgF',
  'jB9D//M4xIATYOoUAAf4zOzR182MREGMwNgFAEA2XYU3Yg/kbsX68ohukhtEwwJBEw+HI8N941SGYwvBMBAgXjWHZw7b6OmKACGE',
  '2DKYBYD6CABATmEQFEb6XMpiYAiGB+ASEAQF+1LGJv/GM/sx//M4xJER6OYUAAd8yGcVYxdYKAB4JAODADgPEwBkddMEaAszADwC',
  'wRAA6yHUak9kDswGQBEwLQDWBABoIgA8aAWTAwwFUzV1EKPVjUBLwOIYsEER1NHIhuoq+agluTDUUQgCjBwATGUQj8ik//M4xKgR',
  'wOYQAAd8yA5DAoWKkiC8vwwBu8exaOVAEDCTEPCwGpgAgKGBqAcYYAHp/TdvgI1wmDDKAQCYBNIBdbtxC7X6d/HHfJjIUAMMBEDk',
  'wVg8DQndiMYoMwwQQNzAUASMAUAVAGmo38Cs//M4xMATiOYEAAf4zChwAdMCQBljAGwEowBgApMBQAOzA+QPY1kE/oMIpAIDAgAA',
  'MMAYh4AlJgANajgR+sr39WMWZMAkAQwFQIDAcBDMDcJYwjiHzN7/LM7QY8wgweDAeArFQAE1QgAYt6XW//M4xNASGOYAAAd8yBEA',
  'BgUBIMC7DXzAfAJ0wGEBsMC3AtDB0Ass7Jhb/MP8AwzA/QEYwHAAbMA3AAhYAxEgANVdn0M5VffBRMlACCwAICAZDAVigMkFEPHJ',
  'kEUak4KZhyAHGC2AWYEgCBgA//M4xOYWGOX0AAe+yABwjAHRcQ9L7GACAHpgFQbkYE6BFGA3ANZgWAGiYM6GzHZknJhhzoIcYHEA',
  'xmAxgFRgFwAaDgCJPBnjKYex/b//xxiAAWtgSQYAKhYBCMAhAozAiAkAxrtC2MHMB3DA//M4xOwZiOncAAe+yGUCZMAsARDAHQCU',
  'wA0AJBQAoXrUwL2mAJgHBgOAfGYGgBEmBGgPBgX4IMYMcIvni7B658gupm6Rhi8IZhaDhgcAavnRYk/NpfdlTICAAmASAQYDYEBg',
  'UAemCiEQYZw+//M4xOQZAOnYAAe+yCa6/Q5pWCtmFuDMYHQDocAUsCgGUFdJCUYAsATmB3h2RgcIDQYEcA2mBVAh5gm4lIdyeXMm',
  'FygzxgVgE2YCSAlGAOAEZgAYAQwF1mCutZX443dbDMUzQ4AjMA6AEDAr//M4xN8aIOnQAIf66MBvMZ2DzTDVwIUwJAAeMA1ACzAE',
  'gAYCAACEtdjL2CmADgABgagSGYEgASmAqgGxgK4FYYEEGVm4cG1R2SPmRzIYUFoBCBfVnkIeaQ9V///+4kgJhVb0LAKGAYACFwTD',
  '//M4xNUZYOnMAAe+yB11bjAPDeMHYC4wJgHk2FsA4AB3GemAKAavYwcQ5jBZBGMMAJgw+RYTDLI0O7mF0wigLTELDtMG8C8wLwCT',
  'AYAiShaMX4jdtdXB6KtjBHErY8IQg6aRoToywtZiAKTN//M4xM4XEOnUAAf4zFRFAMIEHsiYyxWIcRw3SHAZpCC48aBUDYAMtwAU',
  'vC2CCwIBYGPUABOgvj+OA6VyfOGgzosIyxHDuID/NFpm6mNCiSJNFIrF0o/9bpqZBbueLxkfLpieNjL/9TMu6rLu//M4xNAWYOnk',
  'AUrwAHzUxQNjJM1MUHMv//tvt+mxig5kmxig5kmAf//8iqaYBS220Ynwhwh4hZCzCHL/zGlAQEKgq7z3xCGteSgzyp7Ue4l6j3Ev',
  'Ue4l6j3EvUe4l6j3EtVMQU1FMy4xMDBV//M4xNUk6x5EAYegAFVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV',
  'VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV//M4xKANiLYpf8EQAFVVVVVV',
  'VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV',
  'VVVVVVVVVVVVVVVVVVVV',
].join('');

export const CHIME_MP3_DATA_URL = `data:audio/mpeg;base64,${CHIME_MP3_BASE64}`;

/**
 * A WAV (16-bit mono PCM) of a gentle C–E–G arpeggio, `seconds` long: a tone made on the spot, playable
 * in every browser, so playback can be told apart from format support.
 */
export function toneWav(seconds = 4, sampleRate = 22050): Uint8Array<ArrayBuffer> {
  const count = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + count * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, count * 2, true);
  const notes = [523.25, 659.25, 783.99]; // C5, E5, G5, a note every half second
  for (let i = 0; i < count; i += 1) {
    const t = i / sampleRate;
    const step = Math.floor(t * 2);
    const frequency = notes[step % notes.length] ?? 523.25;
    const within = t - step / 2;
    const envelope = Math.min(1, within * 80) * Math.exp(-within * 4) * Math.min(1, (seconds - t) * 20);
    const sample = Math.sin(2 * Math.PI * frequency * t) * envelope * 0.4;
    view.setInt16(44 + i * 2, Math.round(sample * 32767), true);
  }
  return bytes;
}
