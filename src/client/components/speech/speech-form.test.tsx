import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithQueries } from '../../../../tests/setup/render';
import { getPlan, upgradeOffer } from '../../../common/plans';
import { SpeechForm } from './speech-form';

type FormUser = Parameters<typeof SpeechForm>[0]['user'];

const FREE_USER: FormUser = {
  speechesUsed: 0,
  speechLimit: 3,
  subscriptionStatus: 'free',
  subscriptionTier: 'free',
  currentPeriodEnd: null,
  goals: [],
};

function renderForm(user: FormUser = FREE_USER) {
  const network = answerFetch(500, { message: 'not expected in this test' });
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  renderWithQueries(<SpeechForm user={user} onGenerated={() => {}} />);
  return network;
}

describe('the speech form', () => {
  it('asks for a longer context before sending anything', async () => {
    const network = renderForm();
    await userEvent.type(screen.getByLabelText('What are you facing?'), 'exam');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Speech' }));
    expect(await screen.findByText(/at least 10 characters/i)).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('keeps the draft (text and choices) for this tab, so a reload loses nothing', async () => {
    const first = renderForm();
    await userEvent.type(screen.getByLabelText('What are you facing?'), 'My driving test on Friday');
    await userEvent.click(screen.getByRole('radio', { name: /Energetic/ }));
    first.calls.length = 0;
    document.body.innerHTML = '';
    renderForm();
    expect((screen.getByLabelText('What are you facing?') as HTMLTextAreaElement).value).toBe(
      'My driving test on Friday',
    );
    expect((screen.getByRole('radio', { name: /Energetic/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks the first name of someone else, what they face, and sends no goal of the person’s', async () => {
    const network = renderForm({
      ...FREE_USER,
      goals: [
        {
          id: 4,
          userId: 'me',
          title: 'Run a marathon',
          description: null,
          category: 'health',
          targetDate: null,
          isCompleted: 0,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      ],
    });
    expect(screen.getByLabelText(/Link to a goal/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Who is it for?' });
    expect((screen.getByRole('radio', { name: /For me/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Their first name')).toBeNull();

    await userEvent.click(within(group).getByRole('radio', { name: /For someone else/ }));
    const name = screen.getByLabelText('Their first name') as HTMLInputElement;
    expect(name.maxLength).toBe(50);
    expect(screen.queryByLabelText(/Link to a goal/)).toBeNull();
    await userEvent.type(screen.getByLabelText('What are they facing?'), 'Her driving test on Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Speech' }));
    expect(await screen.findByText('Their first name is required')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(network.calls).toEqual([]);

    await userEvent.type(name, '  Maya ');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Speech' }));
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(network.calls[0]?.body).toMatchObject({ forName: 'Maya', context: 'Her driving test on Friday' });
    expect(network.calls[0]?.body).not.toHaveProperty('goalId');
  });

  it('says a free user has used their speeches before they type, naming the next plan', () => {
    renderForm({ ...FREE_USER, speechesUsed: 3 });
    const button = screen.getByRole('button', { name: 'Generate Speech' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const note = screen.getByText('Free Speech Limit Reached').closest('[role=status]');
    expect(button.getAttribute('aria-describedby')).toBe(note?.id);
    expect(note?.textContent).toContain(upgradeOffer('free'));
  });

  it("says a subscriber's month is used up, when it renews, and the plan above", () => {
    const premium = getPlan('premium');
    renderForm({
      ...FREE_USER,
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      speechLimit: premium.speechLimit,
      speechesUsed: premium.speechLimit,
      currentPeriodEnd: '2026-12-24T12:00:00.000Z', // midday: the 24th in any time zone
    });
    const note = screen.getByText('Monthly Speech Limit Reached').closest('[role=status]');
    expect(note?.textContent).toContain(
      `You've used all ${premium.speechLimit} speeches of your Premium plan`,
    );
    expect(note?.textContent).toContain('They renew on 24 December 2026.');
    expect(note?.textContent).toContain(upgradeOffer('premium'));
    expect((screen.getByRole('button', { name: 'Generate Speech' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lets a subscriber with speeches left generate', () => {
    renderForm({
      ...FREE_USER,
      subscriptionStatus: 'active',
      subscriptionTier: 'starter',
      speechLimit: 20,
      speechesUsed: 19,
    });
    expect((screen.getByRole('button', { name: 'Generate Speech' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByText(/Limit Reached/)).toBeNull();
  });
});
