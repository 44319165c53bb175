import { AudioLines, FileText, X } from 'lucide-react';
import { Fragment, type ReactNode, type Ref } from 'react';
import { DEFAULT_ESTIMATE_TEXT, DURATION_OPTIONS } from '../../../common/durations';
import { TONE_LABELS, VOICE_STYLE_LABELS } from '../../../common/enums';
import { formatDate } from '../../../common/format-date';
import { voiceClaims } from '../../../common/voice-claims';
import { useVoices } from '../../lib/audio/voices';
import { forWhomLabel, paragraphsOf, type Speech } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader } from '../ui/card';
import { ReadAlongParagraphs } from '../voice/read-along';
import { MorningPushPanel } from './morning-push';
import { ShareLinkPanel } from './share-link';
import { SpeechActions } from './speech-actions';
import { SpeechEditor } from './speech-editor';
import { Tabs } from './speech-tabs';
import { WhyThisSpeech } from './why-this-speech';

/** 'Est. 6 min' from the speech's own length in seconds; 'Est. 2-3 min' when it has none. */
function estimateText(speech: Pick<Speech, 'estimatedDuration' | 'duration'>): string {
  const seconds = speech.estimatedDuration ?? speech.duration;
  if (!seconds || seconds <= 0) return DEFAULT_ESTIMATE_TEXT;
  return `Est. ${Math.max(1, Math.round(seconds / 60))} min`;
}

type Props = {
  speech: Speech;
  /** The voice player, shown in the voice output tab. */
  voicePlayer: ReactNode;
  /** The feedback block ('How was your speech?'), rendered under the actions when given. */
  feedbackSlot?: ReactNode;
  /** Shows a close button in the header. */
  onClose?: () => void;
  /** The heading, so a page can move focus to a speech it has just opened. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/**
 * The speech result view: 'Text Output' and voice output tabs ('AI Voice Output' only when a premium
 * engine speaks), why it was written so, editor, actions, sharing, and for a day still to come, a fresh
 * speech on its morning. A speech for someone else says who it is for, and its next step is a link to send
 * them, right under the speech.
 */
export function SpeechResult({ speech, voicePlayer, feedbackSlot, onClose, headingRef, className }: Props) {
  const { outputTab } = voiceClaims(useVoices().provider);
  const paragraphs = paragraphsOf(speech.content);
  const length = speech.length ? DURATION_OPTIONS[speech.length].label : undefined;
  const forWhom = forWhomLabel(speech);
  const details = [
    // Unnamed, the heading says who it is for.
    speech.name ? forWhom : null,
    TONE_LABELS[speech.tone],
    VOICE_STYLE_LABELS[speech.voiceStyle],
    length,
    estimateText(speech),
    formatDate(speech.createdAt),
  ].filter(Boolean);

  return (
    <section aria-labelledby={`speech-${speech.id}-title`} className={cn('scroll-mt-24', className)}>
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3 p-4 sm:p-6">
          <div className="min-w-0 space-y-1">
            <h2
              id={`speech-${speech.id}-title`}
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-24 break-words text-xl font-semibold leading-tight tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {speech.name || forWhom || 'Your Speech'}
            </h2>
            <p className="text-sm text-muted-foreground">
              {details.map((detail, index) => (
                <Fragment key={detail}>
                  {index > 0 ? ' · ' : ''}
                  <span className="whitespace-nowrap">{detail}</span>
                </Fragment>
              ))}
            </p>
          </div>
          {onClose ? (
            <Button variant="ghost" size="icon" onClick={onClose} className="-mt-1 -mr-2 size-9">
              <X aria-hidden />
              <span className="sr-only">Close speech</span>
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-6 p-4 pt-0 sm:p-6 sm:pt-0">
          <Tabs
            label="Speech output"
            tabs={[
              {
                id: 'text',
                label: 'Text Output',
                icon: <FileText aria-hidden />,
                content: (
                  <article className="max-w-prose space-y-4 text-base leading-relaxed [overflow-wrap:anywhere] sm:text-[1.0625rem]">
                    {speech.shaping?.languageNote ? (
                      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
                        {speech.shaping.languageNote}
                      </p>
                    ) : null}
                    <ReadAlongParagraphs speechId={speech.id} paragraphs={paragraphs} />
                  </article>
                ),
              },
              {
                id: 'voice',
                label: outputTab,
                icon: <AudioLines aria-hidden />,
                content: voicePlayer,
              },
            ]}
          />

          {speech.forName ? <ShareLinkPanel speechId={speech.id} forName={speech.forName} /> : null}

          <WhyThisSpeech shaping={speech.shaping} />

          <div className="space-y-4 border-t pt-4">
            <SpeechEditor key={speech.id} speech={speech} />
            <SpeechActions speech={speech} />
            {speech.forName ? null : <ShareLinkPanel speechId={speech.id} />}
            <MorningPushPanel speech={speech} />
          </div>

          {feedbackSlot ?? null}
        </CardContent>
      </Card>
    </section>
  );
}
