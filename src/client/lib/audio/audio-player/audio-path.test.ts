import { describe, expect, it } from 'vitest';
import { audioPath } from './audio-path';

const JOSH = 'TxGEqnHWrfWFTfGW9XJb';

describe('the audio path', () => {
  it('builds the streaming and download URLs', () => {
    expect(audioPath(12, JOSH)).toBe(`/api/speeches/12/audio.mp3?voice=${JOSH}`);
    expect(audioPath(12, JOSH, { download: true })).toBe(
      `/api/speeches/12/audio.mp3?voice=${JOSH}&download=1`,
    );
    expect(audioPath(12, JOSH, { from: 7 })).toBe(`/api/speeches/12/audio.mp3?voice=${JOSH}&from=7`);
    expect(audioPath(12, JOSH, { download: true, music: 60.4 })).toBe(
      `/api/speeches/12/audio.mp3?voice=${JOSH}&download=1&music=60`,
    );
  });
});
