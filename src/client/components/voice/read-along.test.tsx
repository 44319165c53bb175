import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReadAlongParagraphs, type ReadAlongSession, usePublishReadAlong } from './read-along';

const PARAGRAPHS = ['You have trained for this. Tomorrow you show it.', 'Breathe, and begin.'];
const SENTENCES = [
  { index: 0, text: 'You have trained for this.' },
  { index: 1, text: 'Tomorrow you show it.' },
  { index: 2, text: 'Breathe, and begin.' },
];

function Player({ session }: { session: ReadAlongSession | null }) {
  usePublishReadAlong(7, session);
  return null;
}

function renderReadAlong(overrides: Partial<ReadAlongSession> = {}) {
  const session: ReadAlongSession = {
    sentences: SENTENCES,
    active: 1,
    activeWord: 2,
    playing: true,
    voiceName: 'Samantha (American English) · natural',
    toggle: vi.fn(),
    seekToSentence: vi.fn(),
    ...overrides,
  };
  const view = render(
    <>
      <Player session={session} />
      <ReadAlongParagraphs speechId={7} paragraphs={PARAGRAPHS} />
    </>,
  );
  return { session, view };
}

describe('read-along', () => {
  it('is plain paragraphs while nothing plays', () => {
    render(<ReadAlongParagraphs speechId={8} paragraphs={PARAGRAPHS} />);
    expect(document.querySelector('mark')).toBeNull();
    expect(screen.getByText(PARAGRAPHS[0] ?? '')).toBeTruthy();
  });

  it('marks the sentence being spoken and, within it, the word', () => {
    renderReadAlong();
    const mark = document.querySelector('mark');
    expect(mark?.textContent).toBe('Tomorrow you show it.');
    expect(mark?.querySelector('[data-word]')?.textContent).toBe('show');
    expect(document.querySelectorAll('[data-word]')).toHaveLength(1);
  });

  it('seeks when a sentence is clicked, and the bar pauses and moves by sentence', async () => {
    const { session } = renderReadAlong();
    await userEvent.click(screen.getByText('Breathe, and begin.'));
    expect(session.seekToSentence).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Previous sentence' }));
    expect(session.seekToSentence).toHaveBeenLastCalledWith(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next sentence' }));
    expect(session.seekToSentence).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(session.toggle).toHaveBeenCalledOnce();
    expect(screen.getByRole('group', { name: 'Read-along' }).textContent).toContain('sentence 2 of 3');
  });

  it('offers Resume while paused, and stops at the ends', () => {
    renderReadAlong({ playing: false, active: 2, activeWord: null });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next sentence' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector('mark')?.textContent).toBe('Breathe, and begin.');
    expect(document.querySelector('[data-word]')).toBeNull();
  });
});
