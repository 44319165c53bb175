import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate } from '../../../common/format-date';
import { favouritePreview } from '../../../common/previews';
import { type SpeechRow, speechTitle, useFavourites } from '../../lib/speech/speeches';
import { FavouritesPlaylist } from '../playlist/favourites-playlist';
import { SpeechListItem } from '../speech/speech-list-item';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

const SHOWN = 5;

/** Favourite speeches, by name or a 50-character context preview; each opens in the result view. */
export function FavouritesCard({ onOpen }: { onOpen: (speech: SpeechRow) => void }) {
  const { data: favourites, isLoading, error, refetch, isFetching } = useFavourites();
  const more = (favourites?.length ?? 0) - SHOWN;

  return (
    <Card id="favourites">
      <CardHeader className="flex-row items-center justify-between gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle>Favourites</CardTitle>
        {more > 0 ? (
          <Link
            href="/history?favourites=1"
            className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {more} more
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {isLoading ? (
          <div role="status" aria-label="Loading favourites" className="space-y-2">
            <div className="h-9 animate-pulse rounded-md bg-muted" />
            <div className="h-9 animate-pulse rounded-md bg-muted" />
          </div>
        ) : error ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">We couldn't load your favourites.</p>
            <button
              type="button"
              onClick={() => refetch()}
              disabled={isFetching}
              className="cursor-pointer rounded-md font-medium text-primary underline-offset-4 hover:underline"
            >
              Try again
            </button>
          </div>
        ) : !favourites || favourites.length === 0 ? (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">
              Tap the heart on a speech you love and it will wait for you here.
            </p>
            <FavouritesPlaylist favourites={favourites ?? []} />
          </div>
        ) : (
          <div className="space-y-3">
            <FavouritesPlaylist favourites={favourites} />
            <ul className="-mx-2 space-y-1">
              {favourites.slice(0, SHOWN).map((speech) => (
                <SpeechListItem
                  key={speech.id}
                  speech={speech}
                  title={speechTitle(speech, favouritePreview)}
                  meta={formatDate(speech.createdAt)}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
