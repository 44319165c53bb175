import { useEffect, useState } from 'react';
import type { paths } from '../../../common/api/paths';
import { apiGet, type GetAnswer } from './api';

/**
 * A GET asked at most once a page load, without TanStack Query (the signed-out landing page loads without
 * it): the same promise for every caller, resolving to null if the answer could not be had.
 */
export function askOnce<Path extends keyof paths>(path: Path): () => Promise<GetAnswer<Path> | null> {
  let asked: Promise<GetAnswer<Path> | null> | undefined;
  return () => {
    asked ??= apiGet(path, { on401: 'throw' }).catch(() => null);
    return asked;
  };
}

/** What `ask` answers: undefined while it is asked, then the answer, or null if it could not be had. */
export function useAnswer<T>(ask: () => Promise<T | null>): T | null | undefined {
  const [answer, setAnswer] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void ask().then((settled) => {
      if (current) setAnswer(settled);
    });
    return () => {
      current = false;
    };
  }, [ask]);
  return answer;
}
