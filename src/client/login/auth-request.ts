import { apiUrl } from '../lib/api/api';

/**
 * Posts an account form (sign-in, sign-up, password reset); resolves with the server's answer on success,
 * rejects with the server's message otherwise.
 */
export async function submitAuthForm(
  path: string,
  body: Record<string, string>,
): Promise<{ message?: string }> {
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
  const text = await response.text();
  let answer: { message?: string } = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON: an error shows the text as it came.
  }
  if (response.ok) return answer;
  throw new Error(answer.message ?? (text || response.statusText));
}
