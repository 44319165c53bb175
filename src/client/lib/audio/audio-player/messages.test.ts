import { describe, expect, it } from 'vitest';
import {
  audioGenerationMessage,
  playbackErrorMessage,
  refusedAudioMessage,
  SERVER_AUDIO_MESSAGE,
} from './messages';

describe('playback error messages', () => {
  it("say the server's refusal in its own words, and its failure without a status code", () => {
    expect(refusedAudioMessage(500, 'Internal Server Error')).toBe(SERVER_AUDIO_MESSAGE);
    expect(refusedAudioMessage(502, '')).toBe("We couldn't make the audio just now. Try again.");
    expect(refusedAudioMessage(429, JSON.stringify({ message: 'Too many requests, wait a minute' }))).toBe(
      'Too many requests, wait a minute',
    );
    expect(refusedAudioMessage(404, 'Not Found')).toBe(SERVER_AUDIO_MESSAGE);
  });

  it('have a message for each MediaError code', () => {
    expect(playbackErrorMessage(1)).toBe('Audio loading was aborted by the browser');
    expect(playbackErrorMessage(2)).toBe('Network error while loading audio - check connection');
    expect(playbackErrorMessage(3)).toBe('Audio file is corrupted or format unsupported');
    expect(playbackErrorMessage(4)).toBe('Audio format not supported by this browser');
    expect(playbackErrorMessage(7)).toBe('Unknown audio error (code: 7)');
    expect(playbackErrorMessage(null)).toBe('Audio playback failed');
    expect(playbackErrorMessage(undefined)).toBe('Audio playback failed');
    expect(audioGenerationMessage(500, 'boom')).toBe('Audio generation failed: 500 - boom');
  });
});
