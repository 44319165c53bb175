import { AudioWaveform, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { DebugSection, DebugShell } from '../components/voice/debug-shell';
import { PlaybackTest, TEST_PLAY_MS } from '../components/voice/playback-test';
import { CHIME_MP3_DATA_URL, toneWav } from '../components/voice/test-sounds';
import { useAuth } from '../lib/account/auth';
import { apiUrl } from '../lib/api/api';
import { audioPath } from '../lib/audio/audio-player/audio-path';
import { DEFAULT_VOICE_ID } from '../lib/audio/voices';
import { useLatestSpeeches } from '../lib/speech/speeches';

/** A blob: URL for bytes made here, released when the page goes. */
function useObjectUrl(make: () => Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const maker = useRef(make);
  useEffect(() => {
    const created = URL.createObjectURL(maker.current());
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, []);
  return url;
}

/** Debug page: can this browser play audio? Every test stops itself after 2.5 s. */
export default function AudioTestPage() {
  const toneUrl = useObjectUrl(() => new Blob([toneWav(4)], { type: 'audio/wav' }));
  return (
    <DebugShell
      title="Audio Test"
      purpose="It is for finding out why a speech can't be heard: whether this browser and its speakers play audio."
      intro={`Checks that this browser plays audio. Each test plays for ${TEST_PLAY_MS / 1000} seconds, then stops by itself.`}
    >
      <DebugSection
        title="Generated tone"
        description="A four-second arpeggio made in this page as WAV: tests the audio element and your speakers."
      >
        <PlaybackTest name="test tone" src={toneUrl} testId="tone" />
      </DebugSection>
      <DebugSection
        title="MP3 sample"
        description="A short chime in MP3, the format the voices use, played on a loop."
      >
        <PlaybackTest name="MP3 sample" src={CHIME_MP3_DATA_URL} loop testId="mp3-sample" />
      </DebugSection>
      <DebugSection title="Web Audio" description="A soft 440 Hz tone through the Web Audio API.">
        <WebAudioTest />
      </DebugSection>
      <DebugSection
        title="Your speech, voiced"
        description="Streams your latest speech in the default voice: how soon the first words are heard."
      >
        <SpeechSample />
      </DebugSection>
    </DebugShell>
  );
}

type WebAudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

function WebAudioTest() {
  const [status, setStatus] = useState('Not run yet.');
  const [running, setRunning] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as WebAudioWindow).webkitAudioContext);

  useEffect(() => () => stopRef.current?.(), []);

  if (!Context) return <p className="text-sm">This browser has no Web Audio API.</p>;

  const start = () => {
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 440;
    gain.gain.setValueAtTime(0, context.currentTime);
    gain.gain.linearRampToValueAtTime(0.08, context.currentTime + 0.05);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    const started = performance.now();
    setRunning(true);
    setStatus(`Playing (audio context ${context.state}). Stops by itself after ${TEST_PLAY_MS / 1000} s.`);
    const timer = setTimeout(() => stop(false), TEST_PLAY_MS);
    const stop = (byHand: boolean) => {
      clearTimeout(timer);
      stopRef.current = null;
      oscillator.stop();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      void context.close();
      setRunning(false);
      setStatus(
        byHand ? `Stopped by hand after ${seconds} s.` : `Passed: played ${seconds} s, then stopped.`,
      );
    };
    stopRef.current = () => stop(true);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={start} disabled={running}>
          <AudioWaveform aria-hidden />
          Play Web Audio tone
        </Button>
        <Button
          variant="outline"
          onClick={() => stopRef.current?.()}
          disabled={!running}
          aria-label="Stop Web Audio tone"
        >
          <Square aria-hidden />
          Stop
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}

function SpeechSample() {
  const { user, isLoading } = useAuth();
  const speeches = useLatestSpeeches({ enabled: user !== null });
  const latest = speeches.data?.[0];
  const src = useMemo(() => (latest ? apiUrl(audioPath(latest.id, DEFAULT_VOICE_ID)) : null), [latest]);

  if (isLoading || speeches.isLoading) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (!user) {
    return (
      <p className="text-sm">
        Voices speak your own speeches, so this test needs you signed in.{' '}
        <a href="/login.html" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </a>{' '}
        and come back.
      </p>
    );
  }
  if (!latest) {
    return (
      <p className="text-sm">
        You have no speeches yet.{' '}
        <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
          Create one
        </a>{' '}
        and come back to hear it.
      </p>
    );
  }
  return <PlaybackTest name="speech sample" src={src} testId="speech-sample" />;
}
