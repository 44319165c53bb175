import type { EngineName, VoiceEngine } from '../engine';
import { createElevenLabsEngine } from './elevenlabs-engine';
import { createOpenAiEngine } from './openai-engine';

export type ProviderSettings = {
  /** Which engine speaks; by default ElevenLabs when its key is set, else the local voices. */
  engine?: EngineName | undefined;
  elevenLabsApiKey?: string | undefined;
  openAiApiKey?: string | undefined;
  elevenLabsBaseUrl?: string | undefined;
  openAiBaseUrl?: string | undefined;
};

export function chooseEngine(settings: ProviderSettings): EngineName {
  const engine = settings.engine ?? (settings.elevenLabsApiKey ? 'elevenlabs' : 'local');
  if (engine === 'elevenlabs' && !settings.elevenLabsApiKey) {
    throw new Error('The elevenlabs voice engine needs ELEVENLABS_API_KEY');
  }
  if (engine === 'openai' && !settings.openAiApiKey)
    throw new Error('The openai voice engine needs OPENAI_API_KEY');
  return engine;
}

/** The premium engine for a remote choice (the caller builds the local one, which it also falls back to). */
export function createRemoteEngine(engine: 'elevenlabs' | 'openai', settings: ProviderSettings): VoiceEngine {
  if (engine === 'elevenlabs') {
    return createElevenLabsEngine({
      apiKey: settings.elevenLabsApiKey as string,
      baseUrl: settings.elevenLabsBaseUrl,
    });
  }
  return createOpenAiEngine({ apiKey: settings.openAiApiKey as string, baseUrl: settings.openAiBaseUrl });
}
