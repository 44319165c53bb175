import type { Ref } from 'react';
import type { Speech } from '../../lib/speech/speeches';
import { VoicePlayer } from '../voice/voice-player';
import { FeedbackCard } from '../wellbeing/feedback-card';
import { SpeechResult } from './speech-result';

type Props = { speech: Speech; headingRef?: Ref<HTMLHeadingElement>; onClose?: () => void };

/** An opened speech as the dashboard and history show it: the result view with its voice player and feedback. */
export default function FullSpeech({ speech, headingRef, onClose }: Props) {
  return (
    <SpeechResult
      speech={speech}
      voicePlayer={<VoicePlayer speech={speech} />}
      headingRef={headingRef}
      onClose={onClose}
      feedbackSlot={<FeedbackCard speechId={speech.id} forName={speech.forName} />}
    />
  );
}
