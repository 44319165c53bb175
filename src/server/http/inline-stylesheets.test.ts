import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

const clientDir = mkdtempSync(path.join(tmpdir(), 'uplift-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'core-abc.css'), 'body{color:red}.x::after{content:"</style>"}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it("writes the build's stylesheet into the page in place of its link", () => {
    const html =
      '<head><title>Uplift</title><link rel="stylesheet" crossorigin href="/assets/core-abc.css"></head>';
    const page = inlineStylesheets(html, clientDir);
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain('<style>body{color:red}');
    // The stylesheet's own text can't end the element early.
    expect(page.match(/<\/style/g)).toHaveLength(1);
    expect(page).toMatch(/<\/style><\/head>$/);
  });

  it('leaves a stylesheet the build lacks linked, and anything else alone', () => {
    const html =
      '<link rel="stylesheet" href="/assets/missing.css"><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="https://example.com/a.css">';
    expect(inlineStylesheets(html, clientDir)).toBe(html);
  });
});
