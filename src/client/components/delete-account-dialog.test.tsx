import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithQueries } from '../../../tests/setup/render';
import { DeleteAccountDialog } from './delete-account-dialog';

async function deleteWith(status: number, message: string) {
  const network = answerFetch(status, { message });
  vi.stubGlobal('fetch', vi.fn(network.fetch));
  renderWithQueries(
    <DeleteAccountDialog open onOpenChange={() => {}} needsPassword returnFocusTo={createRef()} />,
  );
  await userEvent.type(screen.getByLabelText('Confirm with your password'), 'a password');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('the delete-account dialog', () => {
  it('says why the account was not deleted when a paid plan could not be cancelled', async () => {
    const why =
      "We couldn't cancel your subscription just now, so your account has not been deleted. Please try again in a few minutes.";
    expect(await deleteWith(502, why)).toBe(why);
  });

  it('says the password is wrong', async () => {
    expect(await deleteWith(403, 'Incorrect password')).toBe('That password is not right.');
  });

  it('keeps server errors it does not expect general', async () => {
    expect(await deleteWith(500, 'Internal Server Error')).toBe(
      'We could not delete your account. Please try again.',
    );
  });
});
