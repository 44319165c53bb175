import { type ReactNode, useEffect, useState } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../common/limits';
import type { ToastProps } from '../../components/ui/toast';

// Began as a copy of shadcn/ui's use-toast hook (its Radix Toast version); owned and changed here since,
// never synced back. Why it stays rather than sonner: docs/decisions/026-toast.md.

/**
 * A toast's button, as data: code that raises a toast needn't load Radix Toast (the Toaster renders it).
 * `altText` tells a screen reader what the button does, as it announces the toast.
 */
type ToastActionSpec = { label: string; altText: string; onClick: () => void };

type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionSpec;
};

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'DISMISS_TOAST'; toastId: string }
  | { type: 'REMOVE_TOAST'; toastId: string };

type State = { toasts: ToasterToast[] };

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

// A dismissed toast is unmounted only after TOAST_REMOVE_DELAY_MS (effectively never).
function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  toastTimeouts.set(toastId, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      // One toast visible at a time; the newest wins.
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'DISMISS_TOAST':
      // Closing a toast and scheduling its removal stay in one place.
      addToRemoveQueue(action.toastId);
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// A module-level store so toast() works from anywhere, including outside React components.
const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast (closing the one before it); `dismiss` closes it early. */
export function toast(props: Omit<ToasterToast, 'id'>): { dismiss: () => void } {
  const id = genId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { dismiss };
}

/** The toasts to render, kept current. */
export function useToast(): State {
  const [state, setState] = useState<State>(memoryState);

  useEffect(() => {
    listeners.add(setState);
    // Catch anything dispatched between the first render and subscribing.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);

  return state;
}
