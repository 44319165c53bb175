import { apiUrl } from '../lib/api';

/** Posts a sign-in or sign-up form; resolves on success, rejects with the server's message otherwise. */
export async function submitAuthForm(path: string, body: Record<string, string>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('We could not reach Uplift. Check your connection and try again.');
  }
  if (response.ok) return;
  const text = await response.text();
  let message = text || response.statusText;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // Not JSON: show the text as it came.
  }
  throw new Error(message);
}
