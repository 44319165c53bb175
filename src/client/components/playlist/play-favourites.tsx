import { ListMusic } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { favouritePreview } from '../../../common/previews';
import { API_MEDIA_CROSS_ORIGIN } from '../../lib/api/api';
import { positionText } from '../../lib/audio/playlist/playlist-queue';
import { usePlaylist } from '../../lib/audio/playlist/use-playlist';
import { type Speech, speechTitle } from '../../lib/speech/speeches';
import { Button } from '../ui/button';
import { useMediaSession } from '../voice/media-session';
import { PlaylistBar } from './playlist-bar';

/**
 * One voice at a time: when the playlist starts, any other audio on the page pauses (its player hears
 * the pause as from the lock screen), and when another starts, the playlist pauses.
 */
function useOneAtATime(mine: RefObject<HTMLAudioElement | null>) {
  useEffect(() => {
    const onPlay = (event: Event) => {
      const own = mine.current;
      if (!own || !(event.target instanceof HTMLMediaElement)) return;
      if (event.target !== own) {
        own.pause();
        return;
      }
      for (const other of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
        if (other !== own) other.pause();
      }
    };
    // 'play' does not bubble: listen as it goes down.
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, [mine]);
}

/**
 * 'Play favourites' and, once started, the playlist bar. Its <audio> element is here from the start,
 * so the tap on the button starts playback itself (iOS lets only a tap start audio).
 */
export default function PlayFavourites({ favourites }: { favourites: readonly Speech[] }) {
  const playlist = usePlaylist();
  const { queue, current, player } = playlist;
  const element = useRef<HTMLAudioElement | null>(null);
  const { audioRef } = player;
  const ref = useCallback(
    (audio: HTMLAudioElement | null) => {
      element.current = audio;
      audioRef(audio);
    },
    [audioRef],
  );
  useOneAtATime(element);

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
      <audio ref={ref} preload="none" crossOrigin={API_MEDIA_CROSS_ORIGIN} />
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
