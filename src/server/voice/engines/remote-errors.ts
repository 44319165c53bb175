import { type EngineName, VoiceProviderError } from '../engine';

/** A provider SDK's error as a VoiceProviderError: status and the provider's own words, never the key. */
export function providerError(engine: EngineName, error: unknown): VoiceProviderError {
  if (error instanceof VoiceProviderError) return error;
  const status = statusOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  return new VoiceProviderError(
    engine,
    `${engine} request failed${status ? ` (${status})` : ''}: ${detail}`,
    status,
  );
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = statusCode ?? status;
  return typeof value === 'number' ? value : undefined;
}
