import { useEffect, useState } from 'react';
import type { voiceList } from '../../common/api/voice';
import { type VoiceClaims, voiceClaims } from '../../common/voice-claims';
import { apiJson } from './api';

// Without TanStack Query: the signed-out landing page, which says this too, loads without it.
let provider: Promise<string | undefined> | undefined;
const engineInUse = () => {
  provider ??= apiJson<typeof voiceList>('GET', '/api/voices').then(
    ({ voices }) => voices[0]?.provider,
    () => undefined, // unknown: the plain copy stands
  );
  return provider;
};

/** What the pages may say about the voices: the plain copy until GET /api/voices says who speaks them. */
export function useVoiceClaims(): VoiceClaims {
  const [known, setKnown] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    void engineInUse().then((name) => {
      if (current) setKnown(name);
    });
    return () => {
      current = false;
    };
  }, []);
  return voiceClaims(known);
}
