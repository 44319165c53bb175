// What the product may say about its voices: it depends on the engine speaking them (GET /api/voices
// reports it as each voice's `provider`). The built-in voices are eSpeak NG: clear and instant, but
// plainly synthetic (docs/decisions/004-local-voices.md), so only a premium engine is called natural.

export const VOICE_COUNT = 6;

const PREMIUM_PROVIDERS = new Set(['elevenlabs', 'openai']);

/** True when the voices are a premium provider's (ElevenLabs, OpenAI); false for the built-in ones or unknown. */
const speaksNaturally = (provider: string | undefined): boolean =>
  provider !== undefined && PREMIUM_PROVIDERS.has(provider);

export type VoiceClaims = {
  /** The landing page's feature card. */
  feature: { title: string; text: string };
  /** The landing page's figure: "6 {statLabel}". */
  statLabel: string;
  /** The pricing page's benefit. */
  benefit: { title: string; text: string };
  /** The speech's listening tab: 'AI' only for a premium engine's voices. */
  outputTab: string;
};

/** The copy for the engine in use; until it is known, the plain copy (true whatever the engine). */
export function voiceClaims(provider: string | undefined): VoiceClaims {
  if (speaksNaturally(provider)) {
    return {
      feature: {
        title: 'Natural AI voices',
        text: `Hear your speech read aloud by ${VOICE_COUNT} natural AI voices — warm, steady or full of fire. It feels like a coach in your corner.`,
      },
      statLabel: 'natural voices',
      benefit: {
        title: `${VOICE_COUNT} premium AI voices`,
        text: `Every plan hears its speeches in all ${VOICE_COUNT} natural AI voices — warm, steady or full of fire.`,
      },
      outputTab: 'AI Voice Output',
    };
  }
  return {
    feature: {
      title: 'Read aloud, your way',
      text: `Hear your speech read aloud by ${VOICE_COUNT} built-in voices that start in an instant, or by your own device's voices, which sound natural on most phones and computers.`,
    },
    statLabel: 'voices',
    benefit: {
      title: `${VOICE_COUNT} voices, plus your device's`,
      text: `Every plan hears its speeches in all ${VOICE_COUNT} built-in voices, or in the voices of your own device.`,
    },
    outputTab: 'Voice Output',
  };
}
