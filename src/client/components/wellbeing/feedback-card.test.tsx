import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithQueries } from '../../../../tests/setup/render';
import { markListenedToEnd } from '../../lib/audio/listened-to-end';
import { FeedbackCard } from './feedback-card';

function renderCard({ status = 201, speechId = 42 }: { status?: number; speechId?: number } = {}) {
  const network = answerFetch(status, status < 300 ? { id: 1 } : { message: 'Speech not found' });
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  renderWithQueries(<FeedbackCard speechId={speechId} timeSpentListening={75} />);
  return network;
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Rate Speech' }));
  return screen.getByRole('form', { name: 'Rate this speech' });
}

const group = (form: HTMLElement, name: RegExp) => within(form).getByRole('group', { name });
const checked = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('radio')
    .concat(within(form).queryAllByRole('checkbox'))
    .filter((input) => (input as HTMLInputElement).checked);
const submitButton = (form: HTMLElement) =>
  within(form).getByRole('button', { name: 'Submit Feedback' }) as HTMLButtonElement;

describe('the feedback card', () => {
  it('opens with every answer empty, and Submit waits for the overall rating', async () => {
    renderCard();
    const form = await openForm();
    expect(checked(form)).toEqual([]);
    expect(within(form).queryByRole('checkbox', { name: /whole speech/ })).toBeNull();
    expect(submitButton(form).disabled).toBe(true);
    expect(submitButton(form).getAttribute('aria-describedby')).toBeTruthy();
    within(form).getByText('Choose an overall rating to submit.');
    // Focus goes to the first star, which choosing nothing leaves unchosen.
    expect(document.activeElement).toBe(within(group(form, /^Overall rating/)).getByLabelText('1 star'));

    await userEvent.click(within(group(form, /^Overall rating/)).getByLabelText('3 stars'));
    expect(submitButton(form).disabled).toBe(false);
    expect(within(form).queryByText('Choose an overall rating to submit.')).toBeNull();
    // Effectiveness and resonance show the rating they will send until they are changed.
    for (const name of [/^How effective was it\? \(optional\)/, /^How much did it resonate\? \(optional\)/]) {
      expect((within(group(form, name)).getByLabelText('3 stars') as HTMLInputElement).checked).toBe(true);
    }
  });

  it('sends exactly what was chosen, the rating standing in for untouched effectiveness and resonance', async () => {
    const network = renderCard();
    const form = await openForm();
    await userEvent.click(within(group(form, /^Overall rating/)).getByLabelText('2 stars'));
    await userEvent.click(within(group(form, /^How much did it resonate/)).getByLabelText('4 stars'));
    await userEvent.click(within(form).getByLabelText('Shorter'));
    await userEvent.click(submitButton(form));

    await screen.findByText(/Thanks! Your rating is saved/);
    expect(screen.queryByRole('form', { name: 'Rate this speech' })).toBeNull();
    expect(network.calls).toHaveLength(1);
    const [call] = network.calls;
    expect(call?.url).toMatch(/\/api\/feedback$/);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      speechId: '42',
      rating: 2,
      effectiveness: 2,
      emotionalResonance: 4,
      preferredLength: 'shorter',
      wouldRecommend: false,
      completedListening: false,
      timeSpentListening: 75,
    });
  });

  it('says the whole speech was heard when its audio played to the end, and only then', async () => {
    markListenedToEnd(7);
    const network = renderCard({ speechId: 7 });
    const form = await openForm();
    await userEvent.click(within(group(form, /^Overall rating/)).getByLabelText('5 stars'));
    await userEvent.click(within(form).getByLabelText("I'd recommend this speech to a friend"));
    await userEvent.click(submitButton(form));
    await screen.findByText(/Thanks! Your rating is saved/);
    expect(network.calls[0]?.body).toMatchObject({
      speechId: '7',
      rating: 5,
      effectiveness: 5,
      emotionalResonance: 5,
      wouldRecommend: true,
      completedListening: true,
    });
  });

  it('keeps the form open with the answers when the server refuses', async () => {
    renderCard({ status: 404 });
    const form = await openForm();
    await userEvent.click(within(group(form, /^Overall rating/)).getByLabelText('4 stars'));
    await userEvent.click(within(form).getByLabelText('Longer'));
    await userEvent.click(submitButton(form));
    await vi.waitFor(() => expect(submitButton(form).disabled).toBe(false));
    expect(screen.getByRole('form', { name: 'Rate this speech' })).toBeTruthy();
    expect((within(form).getByLabelText('Longer') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Thanks! Your rating is saved/)).toBeNull();
  });

  it('closes with Escape without sending', async () => {
    const network = renderCard();
    await openForm();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Rate this speech' })).toBeNull();
    expect(network.calls).toEqual([]);
  });
});
