import { useEffect, useState } from 'react';
import type { SentenceTiming } from '../../../common/audio-timings';
import { wordAtTime } from './read-along-words';

/**
 * The word of `sentence` being spoken by a server voice, `currentTime` seconds into the speech. The
 * <audio> element reports its time only a few times a second, too coarse for words, so while it plays
 * this reads the time every frame; it re-renders only when the word changes.
 */
export function useActiveWord(
  sentence: SentenceTiming | undefined,
  currentTime: () => number,
  running: boolean,
): number | null {
  const [word, setWord] = useState<number | null>(null);
  useEffect(() => {
    if (!sentence) {
      setWord(null);
      return;
    }
    const update = () =>
      setWord(wordAtTime(sentence.text, sentence.start, sentence.end, currentTime(), sentence.words));
    update();
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      update();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [sentence, currentTime, running]);
  return word;
}
