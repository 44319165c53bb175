import { useEffect, useState } from 'react';
import type { siteInfo } from '../../common/api/site';
import type { Wire } from '../../common/api/wire';
import { apiJson } from './api';

export type SiteInfo = Wire<typeof siteInfo>;

// Asked once a page load, without TanStack Query: the signed-out landing page, which shows it too, loads
// without it. A failed call is as good as nothing configured: no link shown, nothing claimed.
let asked: Promise<SiteInfo | null> | undefined;
const ask = () => {
  asked ??= apiJson<typeof siteInfo>('GET', '/api/site').catch(() => null);
  return asked;
};

/** The deployment's links and whether an LLM writes the speeches (GET /api/site); null until known. */
export function useSiteInfo(): SiteInfo | null {
  const [info, setInfo] = useState<SiteInfo | null>(null);
  useEffect(() => {
    let current = true;
    void ask().then((answer) => {
      if (current) setInfo(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return info;
}
