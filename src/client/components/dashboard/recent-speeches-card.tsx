import { Heart } from 'lucide-react';
import { recentPreview } from '../../../common/previews';
import { timeAgo } from '../../../common/time-ago';
import type { SpeechSummary } from '../../lib/dashboard-user';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

const RECENT = 3;

/** SPEC §2: the first three speeches with a 30-character preview. */
export function RecentSpeechesCard({ speeches }: { speeches: SpeechSummary[] }) {
  return (
    <Card id="recent-speeches">
      <CardHeader>
        <CardTitle>Recent Speeches</CardTitle>
      </CardHeader>
      <CardContent>
        {speeches.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your speeches will appear here.</p>
        ) : (
          <ul className="space-y-3">
            {speeches.slice(0, RECENT).map((speech) => (
              <li key={speech.id} className="text-sm">
                <span className="flex items-center gap-1.5 font-medium">
                  {speech.isFavourite ? (
                    <Heart aria-label="Favourite" className="size-3.5 fill-current text-primary" />
                  ) : null}
                  {speech.name || recentPreview(speech.context)}
                </span>
                <span className="text-xs text-muted-foreground">
                  <span className="capitalize">{speech.tone}</span> · {timeAgo(speech.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
