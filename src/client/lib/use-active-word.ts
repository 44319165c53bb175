import { type RefObject, useEffect, useState } from 'react';
import type { SentenceTiming } from './audio-player';
import { wordAtTime } from './read-along-words';

/**
 * The word of `sentence` being spoken by the <audio> element, for a server voice. The element reports
 * its time only a few times a second, too coarse for words, so while it plays this reads the time every
 * frame; it re-renders only when the word changes.
 */
export function useActiveWord(
  sentence: SentenceTiming | undefined,
  audio: RefObject<HTMLAudioElement | null>,
  running: boolean,
): number | null {
  const [word, setWord] = useState<number | null>(null);
  useEffect(() => {
    const element = audio.current;
    if (!sentence || !element) {
      setWord(null);
      return;
    }
    const update = () =>
      setWord(wordAtTime(sentence.text, sentence.start, sentence.end, element.currentTime));
    update();
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      update();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [sentence, audio, running]);
  return word;
}
