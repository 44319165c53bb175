import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../../../common/limits';
import { Toaster } from '../../components/ui/toaster';
import { toast, useToast } from './use-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast store', () => {
  it('keeps one toast: a new one replaces the one before', () => {
    const { result } = renderHook(() => useToast());
    act(() => void toast({ title: 'Saved' }));
    act(() => void toast({ title: 'Deleted' }));
    expect(result.current.toasts.map(({ title, open }) => ({ title, open }))).toEqual([
      { title: 'Deleted', open: true },
    ]);
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let shown: { dismiss: () => void } | undefined;
    act(() => {
      shown = toast({ title: 'Audio Playback Error' });
    });
    act(() => shown?.dismiss());
    expect(result.current.toasts.map(({ open }) => open)).toEqual([false]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current.toasts).toEqual([]);
  });
});

describe('the toaster', () => {
  it('shows the toast with its action, and its close button closes it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'A new version is ready',
          action: { label: 'Reload', altText: 'Reload to use the new version', onClick },
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledOnce();

    act(() => void toast({ title: 'Logged out successfully', description: 'You have been signed out.' }));
    expect(screen.getAllByText('Logged out successfully').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryAllByText('Logged out successfully')).toEqual([]);
  });
});
