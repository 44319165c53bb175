import { Gauge, Loader2, Sparkles, Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AudioTimings } from '../../common/audio-timings';
import { previewText } from '../../common/previews';
import { splitSentences } from '../../common/sentences';
import { Button } from '../components/ui/button';
import { DebugSection, DebugShell, Facts } from '../components/voice/debug-shell';
import { NativeSelect, VoiceSelect } from '../components/voice/voice-select';
import { useAuth } from '../lib/account/auth';
import { apiUrl } from '../lib/api/api';
import { audioPath } from '../lib/audio/audio-player/audio-path';
import { audioGenerationMessage } from '../lib/audio/audio-player/messages';
import { formatTime } from '../lib/audio/audio-player/time';
import { DEFAULT_VOICE_ID, useDeviceVoices, useVoices } from '../lib/audio/voices';
import { useLatestSpeeches } from '../lib/speech/speeches';

const SAMPLE_SENTENCE = 'You are ready for this. Take one slow breath, and begin.';

/** Debug page: test audio generation (server voices) and speech on this device. */
export default function AudioDebugPage() {
  return (
    <DebugShell
      title="Audio Debug"
      purpose="It is for checking that the server's voices make and stream audio, and that this device can speak."
      intro="Test audio generation: the voice catalogue, generating and streaming a speech's audio, and speaking a sentence with this device's voices."
    >
      <VoicesSection />
      <GenerateSection />
      <DeviceSection />
    </DebugShell>
  );
}

function VoicesSection() {
  const { voices, isFallback, isLoading } = useVoices();
  const deviceVoices = useDeviceVoices('en');
  return (
    <DebugSection
      title="Voices"
      description={
        isLoading
          ? 'Loading GET /api/voices...'
          : isFallback
            ? 'GET /api/voices failed: showing the fallback list (Rachel, Domi, Josh).'
            : `GET /api/voices: ${voices.length} voices, spoken by the ${voices[0]?.provider ?? 'unknown'} engine.`
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Gender
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Accent
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                Id
              </th>
            </tr>
          </thead>
          <tbody>
            {voices.map((voice) => (
              <tr key={voice.id} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {voice.name}
                  <span className="block text-xs font-normal text-muted-foreground">{voice.description}</span>
                </th>
                <td className="py-2 pr-4">{voice.gender}</td>
                <td className="py-2 pr-4">{voice.accent}</td>
                <td className="hidden py-2 sm:table-cell">
                  <code className="break-all text-xs">{voice.id}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        Voices on this device: {deviceVoices.length > 0 ? deviceVoices.map((v) => v.name).join(', ') : 'none'}
        .
      </p>
    </DebugSection>
  );
}

type Generated = { ms: number; bytes: number; type: string; url: string };
type Streamed = { firstByteMs: number; totalMs: number; bytes: number; timings: AudioTimings | null };

function GenerateSection() {
  const { user, isLoading } = useAuth();
  const { voices, isFallback } = useVoices();
  const speeches = useLatestSpeeches({ enabled: user !== null });
  const [speechId, setSpeechId] = useState<number | null>(null);
  const [voiceId, setVoiceId] = useState(DEFAULT_VOICE_ID);
  const [busy, setBusy] = useState<'generate' | 'stream' | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [streamed, setStreamed] = useState<Streamed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const speechSelect = useId();
  const chosen = speechId ?? speeches.data?.[0]?.id ?? null;

  // The blob URL is released when replaced or when the page goes.
  useEffect(() => () => (generated ? URL.revokeObjectURL(generated.url) : undefined), [generated]);

  if (isLoading) return <DebugSection title="Generate audio">Loading...</DebugSection>;
  if (!user) {
    return (
      <DebugSection title="Generate audio">
        <p className="text-sm">
          Generating audio needs you signed in, with at least one speech: the voices speak your own saved
          speeches (the audio API serves a speech only to its owner).{' '}
          <a href="/login.html" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </a>{' '}
          and come back. Meanwhile you can try your device's voices below.
        </p>
      </DebugSection>
    );
  }

  const generate = async () => {
    if (chosen === null) return;
    setBusy('generate');
    setError(null);
    setGenerated(null);
    setDuration(null);
    const started = performance.now();
    try {
      // POST the voice, get the whole MP3 back as a blob; when it fails, the player's messages ('Audio generation failed: …').
      const response = await fetch(apiUrl(`/api/speeches/${chosen}/audio`), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ voice: voiceId }),
      });
      if (!response.ok) throw new Error(audioGenerationMessage(response.status, await response.text()));
      const blob = await response.blob();
      if (blob.size === 0) throw new Error('Generated audio file is empty');
      setGenerated({
        ms: Math.round(performance.now() - started),
        bytes: blob.size,
        type: blob.type || response.headers.get('content-type') || 'unknown',
        url: URL.createObjectURL(new Blob([blob], { type: 'audio/mpeg' })),
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(null);
    }
  };

  const timeStream = async () => {
    if (chosen === null) return;
    setBusy('stream');
    setError(null);
    setStreamed(null);
    const started = performance.now();
    try {
      const response = await fetch(apiUrl(audioPath(chosen, voiceId)), { credentials: 'include' });
      if (!response.ok) throw new Error(audioGenerationMessage(response.status, await response.text()));
      const reader = response.body?.getReader();
      let firstByteMs = 0;
      let bytes = 0;
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        if (bytes === 0) firstByteMs = Math.round(performance.now() - started);
        bytes += value.byteLength;
      }
      const totalMs = Math.round(performance.now() - started);
      const timings = await fetch(
        apiUrl(`/api/speeches/${chosen}/audio/timings?${new URLSearchParams({ voice: voiceId })}`),
        { credentials: 'include' },
      ).then((r): Promise<AudioTimings> | null => (r.ok ? r.json() : null));
      setStreamed({ firstByteMs, totalMs, bytes, timings });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(null);
    }
  };

  const list = speeches.data ?? [];
  return (
    <DebugSection
      title="Generate audio"
      description="Voices a speech of yours with a server voice: the whole file (a POST), or the stream the player uses, timed."
    >
      {speeches.isLoading ? (
        <p className="text-sm text-muted-foreground">Loading your speeches...</p>
      ) : list.length === 0 ? (
        <p className="text-sm">
          You have no speeches yet.{' '}
          <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            Create one
          </a>{' '}
          and come back to voice it.
        </p>
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={speechSelect} className="block text-sm font-medium">
              Speech
            </label>
            <NativeSelect
              id={speechSelect}
              value={chosen ?? ''}
              onChange={(event) => setSpeechId(Number(event.target.value))}
              wrapperClassName="sm:max-w-md"
            >
              {list.map((speech) => (
                <option key={speech.id} value={speech.id}>
                  {speech.name || previewText(speech.context, 60)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <VoiceSelect
            voices={voices}
            deviceVoices={[]}
            value={voiceId}
            onChange={setVoiceId}
            isFallback={isFallback}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={generate} disabled={busy !== null}>
              {busy === 'generate' ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <Sparkles aria-hidden />
              )}
              {busy === 'generate' ? 'Generating...' : 'Generate audio'}
            </Button>
            <Button variant="outline" onClick={timeStream} disabled={busy !== null}>
              {busy === 'stream' ? <Loader2 aria-hidden className="animate-spin" /> : <Gauge aria-hidden />}
              Time the stream
            </Button>
          </div>
        </>
      )}
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      {generated ? (
        <div className="space-y-3 rounded-md border bg-muted/40 p-3">
          <Facts
            items={[
              ['Generated in', `${generated.ms} ms`],
              ['Size', `${(generated.bytes / 1024).toFixed(1)} KB`],
              ['Type', generated.type],
              ['Length', duration === null ? 'reading...' : formatTime(duration)],
            ]}
          />
          {/* biome-ignore lint/a11y/useMediaCaption: a diagnostic of the generated audio; the speech's text is on its page */}
          <audio
            controls
            src={generated.url}
            onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
            className="w-full"
          />
        </div>
      ) : null}
      {streamed ? (
        <div className="rounded-md border bg-muted/40 p-3">
          <Facts
            items={[
              ['First bytes after', `${streamed.firstByteMs} ms`],
              ['Whole stream after', `${streamed.totalMs} ms`],
              ['Size', `${(streamed.bytes / 1024).toFixed(1)} KB`],
              [
                'Read-along timings',
                streamed.timings
                  ? `${streamed.timings.sentences.length} sentences, ${formatTime(streamed.timings.sentences.at(-1)?.end ?? 0)}${streamed.timings.estimated ? ' (estimated)' : ''}`
                  : 'unavailable',
              ],
            ]}
          />
        </div>
      ) : null}
    </DebugSection>
  );
}

function DeviceSection() {
  const deviceVoices = useDeviceVoices('en');
  const [text, setText] = useState(SAMPLE_SENTENCE);
  const [voiceId, setVoiceId] = useState('');
  const [speaking, setSpeaking] = useState(false);
  const [status, setStatus] = useState('Not run yet.');
  const textId = useId();
  const voiceSelect = useId();
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const sentences = splitSentences(text, 'en');

  // Leaving the page silences it.
  useEffect(
    () => () => {
      if (supported) window.speechSynthesis.cancel();
    },
    [supported],
  );

  const speak = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = deviceVoices.find((v) => v.id === voiceId)?.voice;
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    const started = performance.now();
    utterance.onstart = () =>
      setStatus(`Speaking (started after ${Math.round(performance.now() - started)} ms)...`);
    utterance.onend = () => {
      setSpeaking(false);
      setStatus(`Finished after ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    };
    utterance.onerror = (event) => {
      setSpeaking(false);
      setStatus(
        event.error === 'interrupted' || event.error === 'canceled' ? 'Stopped.' : `Failed: ${event.error}`,
      );
    };
    setSpeaking(true);
    setStatus('Starting...');
    synth.speak(utterance);
  };

  return (
    <DebugSection
      title="Speak a sentence on this device"
      description="Type a sentence and hear it in one of this device's own voices (free, offline), the 'On this device' voices of the player."
    >
      <div className="space-y-1.5">
        <label htmlFor={textId} className="block text-sm font-medium">
          Sentence
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          maxLength={1000}
          className="w-full rounded-md border border-input bg-background p-3 text-sm"
        />
        <p className="text-xs text-muted-foreground">
          Read-along splits it into {sentences.length} {sentences.length === 1 ? 'sentence' : 'sentences'}
          {sentences.length > 1 ? `: ${sentences.map((s) => `“${s}”`).join(' · ')}` : ''}.
        </p>
      </div>
      {!supported ? (
        <p className="text-sm">This browser has no built-in speech voices.</p>
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={voiceSelect} className="block text-sm font-medium">
              Device voice
            </label>
            <NativeSelect
              id={voiceSelect}
              value={voiceId}
              onChange={(event) => setVoiceId(event.target.value)}
              wrapperClassName="sm:max-w-md"
            >
              <option value="">The browser's default voice</option>
              {deviceVoices.map((voice) => (
                <option key={voice.id} value={voice.id}>
                  {voice.name} ({voice.language})
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={speak} disabled={speaking || !text.trim()}>
              <Volume2 aria-hidden />
              Speak
            </Button>
            <Button
              variant="outline"
              disabled={!speaking}
              onClick={() => window.speechSynthesis.cancel()}
              aria-label="Stop speaking"
            >
              <Square aria-hidden />
              Stop
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
        </>
      )}
    </DebugSection>
  );
}
