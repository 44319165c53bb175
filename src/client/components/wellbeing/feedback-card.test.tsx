import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithQueries } from '../../../../tests/setup/render';
import { FeedbackCard } from './feedback-card';

function renderCard(status = 201) {
  const network = answerFetch(status, status < 300 ? { id: 1 } : { message: 'Speech not found' });
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  renderWithQueries(<FeedbackCard speechId={42} timeSpentListening={75} />);
  return network;
}

describe('the feedback card', () => {
  it('sends the ratings chosen, leaves out what was not answered, and folds away saying it is saved', async () => {
    const network = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Rate Speech' }));
    const form = screen.getByRole('form', { name: 'Rate this speech' });
    const overall = within(form).getByRole('group', { name: 'Overall rating' });
    await userEvent.click(within(overall).getByLabelText('5 stars'));
    await userEvent.click(within(form).getByLabelText('Shorter'));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Feedback' }));

    await screen.findByText(/Thanks! Your rating is saved/);
    expect(screen.queryByRole('form', { name: 'Rate this speech' })).toBeNull();
    expect(network.calls).toHaveLength(1);
    const [call] = network.calls;
    expect(call?.url).toMatch(/\/api\/feedback$/);
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({
      speechId: '42',
      rating: 5,
      preferredLength: 'shorter',
      timeSpentListening: 75,
    });
    expect(call?.body).not.toHaveProperty('preferredTone');
    expect(call?.body).not.toHaveProperty('improvementSuggestions');
  });

  it('keeps the form open with the answers when the server refuses', async () => {
    renderCard(404);
    await userEvent.click(screen.getByRole('button', { name: 'Rate Speech' }));
    const form = screen.getByRole('form', { name: 'Rate this speech' });
    await userEvent.click(within(form).getByLabelText('Longer'));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Feedback' }));
    await vi.waitFor(() =>
      expect(
        (within(form).getByRole('button', { name: 'Submit Feedback' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('form', { name: 'Rate this speech' })).toBeTruthy();
    expect((within(form).getByLabelText('Longer') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Thanks! Your rating is saved/)).toBeNull();
  });

  it('closes with Escape without sending', async () => {
    const network = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Rate Speech' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Rate this speech' })).toBeNull();
    expect(network.calls).toEqual([]);
  });
});
