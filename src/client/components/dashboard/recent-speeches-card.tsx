import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { TONE_LABELS } from '../../../common/enums';
import { recentPreview } from '../../../common/previews';
import { timeAgo } from '../../../common/time-ago';
import type { SpeechSummary } from '../../lib/account/dashboard-user';
import { type SpeechRow, speechTitle } from '../../lib/speech/speeches';
import { SpeechListItem } from '../speech/speech-list-item';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

const RECENT = 3;

/** The first three speeches with a 30-character preview; each opens in the result view. */
export function RecentSpeechesCard({
  speeches,
  onOpen,
}: {
  speeches: SpeechSummary[];
  onOpen: (speech: SpeechRow) => void;
}) {
  return (
    <Card id="recent-speeches">
      <CardHeader className="flex-row items-center justify-between gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle>Recent Speeches</CardTitle>
        {speeches.length > 0 ? (
          <Link
            href="/history"
            className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            View all
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {speeches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your speeches will appear here. Create your first one to get started.
          </p>
        ) : (
          <ul className="-mx-2 space-y-1">
            {speeches.slice(0, RECENT).map((speech) => (
              <SpeechListItem
                key={speech.id}
                speech={speech}
                title={speechTitle(speech, recentPreview)}
                meta={`${TONE_LABELS[speech.tone]} · ${timeAgo(speech.createdAt)}`}
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
