import { Check, CircleHelp, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DebugSection, DebugShell, Facts } from '../components/voice/debug-shell';
import { PlaybackTest } from '../components/voice/playback-test';
import { CHIME_MP3_DATA_URL } from '../components/voice/test-sounds';
import { detectSafari } from '../lib/audio/audio-player/safari';

/** The formats worth knowing about: what the voices use (MP3) and the usual alternatives. */
const AUDIO_FORMATS = [
  { name: 'MP3', type: 'audio/mpeg' },
  { name: 'AAC', type: 'audio/aac' },
  { name: 'AAC in MP4 (M4A)', type: 'audio/mp4; codecs="mp4a.40.2"' },
  { name: 'Ogg Vorbis', type: 'audio/ogg; codecs="vorbis"' },
  { name: 'Ogg Opus', type: 'audio/ogg; codecs="opus"' },
  { name: 'WAV', type: 'audio/wav; codecs="1"' },
] as const;

type Support = '' | 'maybe' | 'probably';

function SupportBadge({ support }: { support: Support }) {
  if (support === 'probably') {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
        <Check aria-hidden className="size-4" />
        Yes
      </span>
    );
  }
  if (support === 'maybe') {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-amber-700">
        <CircleHelp aria-hidden className="size-4" />
        Maybe
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-medium text-destructive">
      <X aria-hidden className="size-4" />
      No
    </span>
  );
}

type Environment = {
  support: Support[];
  safari: boolean;
  mediaSession: boolean;
  webAudio: boolean;
  speechVoices: number | null;
  userAgent: string;
};

function readEnvironment(): Environment {
  const probe = document.createElement('audio');
  const w = window as Window & { webkitAudioContext?: unknown };
  return {
    support: AUDIO_FORMATS.map((format) => probe.canPlayType(format.type) as Support),
    safari: detectSafari(navigator.userAgent, navigator.maxTouchPoints, navigator.platform),
    mediaSession: 'mediaSession' in navigator,
    webAudio: 'AudioContext' in window || typeof w.webkitAudioContext !== 'undefined',
    speechVoices: 'speechSynthesis' in window ? window.speechSynthesis.getVoices().length : null,
    userAgent: navigator.userAgent,
  };
}

/** Debug page: the browser's audio format support (canPlayType) and a play test. */
export default function IphoneAudioTestPage() {
  const [env, setEnv] = useState<Environment | null>(null);
  useEffect(() => {
    setEnv(readEnvironment());
    // Voices arrive late in some browsers.
    const synth = 'speechSynthesis' in window ? window.speechSynthesis : undefined;
    const update = () => setEnv(readEnvironment());
    synth?.addEventListener?.('voiceschanged', update);
    return () => synth?.removeEventListener?.('voiceschanged', update);
  }, []);

  return (
    <DebugShell
      title="iPhone Audio Test"
      purpose="It is for finding out why audio won't play on an iPhone or in Safari: the formats it plays, and playing on a tap."
      intro="What this browser can play, and whether it will play when tapped: for iPhone and Safari, and any other browser."
    >
      <DebugSection
        title="Format support"
        description="The browser's own answer to canPlayType for each format."
      >
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Format
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  MIME type
                </th>
                <th scope="col" className="py-2 font-medium">
                  Plays?
                </th>
              </tr>
            </thead>
            <tbody>
              {AUDIO_FORMATS.map((format, index) => (
                <tr key={format.type} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {format.name}
                  </th>
                  <td className="py-2 pr-4">
                    <code className="break-all text-xs">{format.type}</code>
                  </td>
                  <td className="py-2">
                    {env ? <SupportBadge support={env.support[index] ?? ''} /> : 'Checking...'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DebugSection>

      <DebugSection title="Play test" description="Press to play; each test stops by itself after 2.5 s.">
        <PlaybackTest name="MP3 test" src={CHIME_MP3_DATA_URL} loop testId="mp3-test" />
      </DebugSection>

      <DebugSection title="This browser">
        {env ? (
          <Facts
            items={[
              [
                'Safari or iOS',
                env.safari
                  ? 'Yes: the player waits 200 ms before playing and retries once as MP3'
                  : 'No: standard playback',
              ],
              ['Lock-screen controls', env.mediaSession ? 'Supported (Media Session)' : 'Not supported'],
              ['Web Audio', env.webAudio ? 'Available' : 'Not available'],
              [
                'Voices on this device',
                env.speechVoices === null ? 'Not supported' : `${env.speechVoices} available`,
              ],
              [
                'User agent',
                <code key="ua" className="text-xs">
                  {env.userAgent}
                </code>,
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Checking...</p>
        )}
      </DebugSection>
    </DebugShell>
  );
}
