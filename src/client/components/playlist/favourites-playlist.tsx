import { ListMusic } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { Speech } from '../../lib/speech/speeches';
import { Button } from '../ui/button';

// The player's code (the audio machine and its drivers) loads only for someone with favourites to play.
const PlayFavourites = lazy(() => import('./play-favourites'));

function UnavailableButton({ reason }: { reason?: string }) {
  const reasonId = useId();
  return (
    <div className="space-y-1.5">
      <Button variant="outline" disabled aria-describedby={reason ? reasonId : undefined} className="w-full">
        <ListMusic aria-hidden />
        Play favourites
      </Button>
      {reason ? (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/** 'Play favourites' where favourites are listed: disabled, saying why, until there is one to play. */
export function FavouritesPlaylist({ favourites }: { favourites: readonly Speech[] | undefined }) {
  if (!favourites) return null;
  if (favourites.length === 0) {
    return <UnavailableButton reason="Add a speech to your favourites to play them one after another." />;
  }
  return (
    <Suspense fallback={<UnavailableButton />}>
      <PlayFavourites favourites={favourites} />
    </Suspense>
  );
}
