import type { Ref } from 'react';
import type { Speech } from '../../lib/speeches';
import { VoicePlayer } from '../voice/voice-player';
import { FeedbackCard } from '../wellbeing/feedback-card';
import { SpeechResult } from './speech-result';

/**
 * A speech as the pages show it: the result view with its voice player and feedback card. A chunk of its
 * own, so the dashboard's first screen doesn't wait for it (it only shows once a speech is open).
 */
export default function FullSpeech({
  speech,
  headingRef,
  onClose,
}: {
  speech: Speech;
  headingRef?: Ref<HTMLHeadingElement>;
  onClose?: () => void;
}) {
  return (
    <SpeechResult
      speech={speech}
      voicePlayer={<VoicePlayer speech={speech} />}
      headingRef={headingRef}
      onClose={onClose}
      feedbackSlot={<FeedbackCard speechId={speech.id} />}
    />
  );
}
