import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../scripts/api-types';
import { speechStreamEvents } from '../../../src/common/api/speech-stream';

// docs/api.md keeps only what the OpenAPI document cannot say (flows, the speech stream, errors by
// example); the document lists the routes. What the page says must still be true of them.
const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

describe('docs/api.md', () => {
  it('names only routes the OpenAPI document has', async () => {
    const { paths = {} } = await openApiDocument();
    const served = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const named = [...doc.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`?\s]*)/g)].map(
      ([, method, path]) => `${method} ${path}`,
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((route) => !served.includes(route))).toEqual([]);
  }, 60_000);

  it('describes every event of the speech stream, and no other', () => {
    const section = doc.split('## The speech stream')[1]?.split('\n## ')[0] ?? '';
    const described = [...section.matchAll(/^- `(\w+)`/gm)].map(([, name]) => name);
    expect(described.sort()).toEqual(Object.keys(speechStreamEvents).sort());
  });
});
