import { describe, expect, it } from 'vitest';
import { voiceClaims } from './voice-claims';

describe('voiceClaims', () => {
  it("titles the speech's listening tab 'AI Voice Output' only for a premium engine's voices", () => {
    expect(voiceClaims('elevenlabs').outputTab).toBe('AI Voice Output');
    expect(voiceClaims('openai').outputTab).toBe('AI Voice Output');
    expect(voiceClaims('local').outputTab).toBe('Voice Output');
    expect(voiceClaims(undefined).outputTab).toBe('Voice Output');
  });
});
