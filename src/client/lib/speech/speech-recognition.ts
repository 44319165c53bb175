import { useCallback, useEffect, useRef, useState } from 'react';

// The slice of the Web Speech API we use (browsers ship it as SpeechRecognition or webkitSpeechRecognition).
type RecognitionAlternative = { transcript: string };
type RecognitionResult = {
  readonly length: number;
  isFinal: boolean;
  [index: number]: RecognitionAlternative;
};
type RecognitionResultEvent = {
  results: { readonly length: number; [index: number]: RecognitionResult };
};
type RecognitionErrorEvent = { error: string };

export type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

export const SPEECH_RECOGNITION_UNSUPPORTED = 'Speech recognition is not supported in your browser';
export const VOICE_INPUT_NOT_AVAILABLE = 'Voice input not available';

// What each recognition error means for the person, in a sentence; voice input gives way to typing.
const RECOGNITION_ERRORS: Readonly<Record<string, string>> = {
  'not-allowed': "Microphone access is blocked. Allow it in your browser's site settings, or type instead.",
  'service-not-allowed': 'Voice input is turned off in this browser. Type instead.',
  'audio-capture': 'No microphone was found. Connect one and choose Voice again, or type instead.',
  'no-speech': "We didn't hear anything. Choose Voice to try again, or type instead.",
  network:
    "Voice input needs an internet connection. Type instead, or choose Voice again once you're online.",
  aborted: 'Voice input stopped. Choose Voice to try again, or type instead.',
  'language-not-supported': "This browser can't listen in English. Type instead.",
};
const OTHER_RECOGNITION_ERROR = 'Voice input stopped working. Choose Voice to try again, or type instead.';

/** The sentence for a recognition error code (the Web Speech API's `error`). */
function recognitionErrorMessage(code: string): string {
  return (Object.hasOwn(RECOGNITION_ERRORS, code) && RECOGNITION_ERRORS[code]) || OTHER_RECOGNITION_ERROR;
}

function getSpeechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Everything heard in this session, final and interim results alike, as one tidy string. */
function transcriptOf(event: RecognitionResultEvent): string {
  const parts: string[] = [];
  for (let i = 0; i < event.results.length; i++) {
    const transcript = event.results[i]?.[0]?.transcript;
    if (transcript) parts.push(transcript.trim());
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

type Options = {
  lang?: string;
  /** The whole transcript so far (interim words included), each time it changes. */
  onTranscript: (transcript: string) => void;
  /** A sentence ready to show: the unsupported message or what the recognition error means. */
  onError: (message: string) => void;
};

/**
 * Continuous recognition with interim results, en-US by default. start() begins a fresh session; stop()
 * ends it (late final results still arrive); an error ends listening and reports what it means.
 */
export function useSpeechRecognition({ lang = 'en-US', onTranscript, onError }: Options) {
  const [supported] = useState(() => getSpeechRecognition() !== null);
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<Recognition | null>(null);
  const callbacks = useRef({ onTranscript, onError });
  callbacks.current = { onTranscript, onError };

  const detach = useCallback((recognition: Recognition) => {
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
  }, []);

  const start = useCallback((): boolean => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      callbacks.current.onError(SPEECH_RECOGNITION_UNSUPPORTED);
      return false;
    }
    const previous = recognitionRef.current;
    if (previous) {
      detach(previous);
      previous.abort();
    }
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = lang;
    recognition.onresult = (event) => callbacks.current.onTranscript(transcriptOf(event));
    recognition.onerror = (event) => {
      detach(recognition);
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setListening(false);
      try {
        recognition.abort();
      } catch {
        // Already stopped.
      }
      callbacks.current.onError(recognitionErrorMessage(event.error || 'unknown'));
    };
    recognition.onend = () => {
      detach(recognition);
      if (recognitionRef.current === recognition) {
        recognitionRef.current = null;
        setListening(false);
      }
    };
    try {
      recognition.start();
    } catch {
      detach(recognition);
      callbacks.current.onError(recognitionErrorMessage('not-allowed'));
      return false;
    }
    recognitionRef.current = recognition;
    setListening(true);
    return true;
  }, [lang, detach]);

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    setListening(false);
    if (!recognition) return;
    // Keep onresult attached so the words said just before stopping still land; onend tidies up.
    recognition.onerror = null;
    try {
      recognition.stop();
    } catch {
      detach(recognition);
      recognitionRef.current = null;
    }
  }, [detach]);

  // Leaving the page ends the session quietly.
  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      if (!recognition) return;
      detach(recognition);
      recognitionRef.current = null;
      recognition.abort();
    },
    [detach],
  );

  return { supported, listening, start, stop };
}
