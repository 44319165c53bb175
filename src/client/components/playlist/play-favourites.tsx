import { ListMusic } from 'lucide-react';
import { favouritePreview } from '../../../common/previews';
import { API_MEDIA_CROSS_ORIGIN } from '../../lib/api';
import { positionText } from '../../lib/playlist-queue';
import { type Speech, speechTitle } from '../../lib/speeches';
import { usePlaylist } from '../../lib/use-playlist';
import { Button } from '../ui/button';
import { useMediaSession } from '../voice/media-session';
import { PlaylistBar } from './playlist-bar';

/**
 * 'Play favourites' and, once started, the playlist bar. Its <audio> element is here from the start,
 * so the tap on the button starts playback itself (iOS lets only a tap start audio).
 */
export default function PlayFavourites({ favourites }: { favourites: readonly Speech[] }) {
  const playlist = usePlaylist();
  const { queue, current, player } = playlist;

  useMediaSession({
    title: current ? speechTitle(current, favouritePreview) : '',
    album: queue ? `Favourites · ${positionText(queue)}` : undefined,
    status: player.state.status,
    currentTime: player.state.currentTime,
    duration: player.state.duration,
    speed: player.state.speed,
    toggle: playlist.toggle,
    stop: player.stop,
    skip: player.skip,
    seek: null,
    tracks: { previous: playlist.previous, next: playlist.next },
  });

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useMediaCaption: speech audio; each speech's text is on its own page */}
      <audio ref={player.audioRef} preload="none" crossOrigin={API_MEDIA_CROSS_ORIGIN} />
      {queue ? (
        <PlaylistBar playlist={playlist} />
      ) : (
        <Button variant="outline" onClick={() => playlist.start(favourites)} className="w-full">
          <ListMusic aria-hidden />
          Play favourites
        </Button>
      )}
    </div>
  );
}
