import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStandIn, renderWithQueries } from '../../../../tests/setup/render';
import type { Voice } from '../../lib/audio/voices';
import type { Speech } from '../../lib/speech/speeches';
import PlayFavourites from './play-favourites';

// The playlist's voice picker says, as a speech's own does, which language its voices speak, when every
// speech in the playlist is in that one language.

const speech = (id: number, language: string, content: string): Speech => ({
  id,
  userId: 'me',
  goalId: null,
  context: 'Mon entretien lundi',
  tone: 'gentle',
  voiceStyle: 'warm',
  content,
  duration: 60,
  length: 'short',
  shaping: null,
  audioUrl: null,
  name: null,
  forName: null,
  isFavourite: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  language,
  estimatedDuration: 60,
});
const FRENCH = [
  speech(1, 'fr', 'Tu es prête pour lundi. Respire et avance.'),
  speech(2, 'fr', 'Ce que tu as appris reste avec toi.'),
];
const ENGLISH = speech(3, 'en', 'You are ready for Monday. Breathe and go.');
// The server's voices, named unlike the fallback ones: once they show, so has what they speak.
const VOICES: Voice[] = [
  {
    id: 'v1',
    name: 'Built-in voice 1',
    description: 'Warm',
    provider: 'local',
    gender: 'Female',
    accent: 'American',
  },
];

function renderPlaylist(favourites: Speech[]) {
  const network = fetchStandIn(({ url }) =>
    url.startsWith('/api/voices')
      ? { status: 200, body: { voices: VOICES, languages: ['en', 'fr', 'de'] } }
      : { status: 404, body: { message: 'not in this test' } },
  );
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  renderWithQueries(<PlayFavourites favourites={favourites} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the playlist’s voice picker', () => {
  it('says its voices speak French for a playlist of French speeches', async () => {
    renderPlaylist(FRENCH);
    await userEvent.click(screen.getByRole('button', { name: 'Play favourites' }));
    const bar = screen.getByRole('region', { name: 'Favourites playlist' });
    const note = await within(bar).findByText('Showing voices that speak French.');
    expect(within(bar).getByLabelText('Voice').getAttribute('aria-describedby')).toContain(note.id);
  });

  it('says nothing of one language for speeches in several', async () => {
    renderPlaylist([...FRENCH, ENGLISH]);
    await userEvent.click(screen.getByRole('button', { name: 'Play favourites' }));
    const bar = screen.getByRole('region', { name: 'Favourites playlist' });
    await within(bar).findByText(/Built-in voice 1/);
    expect(within(bar).queryByText(/Showing voices that speak/)).toBeNull();
  });
});
