import { errorMessage } from '../lib/speech/speeches';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

type Props = { what: string; error: unknown; onRetry: () => void; busy: boolean };

/** A page's failed load: what could not load, why, and another try. */
export function LoadErrorCard({ what, error, onRetry, busy }: Props) {
  return (
    <Card>
      <CardContent role="alert" className="space-y-3 p-6">
        <p className="font-medium text-destructive">We couldn't load {what}.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error, 'Please try again.')}</p>
        <Button variant="outline" onClick={onRetry} disabled={busy}>
          {busy ? 'Trying again...' : 'Try again'}
        </Button>
      </CardContent>
    </Card>
  );
}
