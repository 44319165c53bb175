import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The code, its tests and its docs must read on their own: a comment that points at a section of the
// product specification, which lives outside the repository, tells the next engineer nothing, so each
// says the rule it means instead.
const root = path.resolve(import.meta.dirname, '../../..');
// Spelled in parts, so that this file does not cite what it looks for.
const CITATION = new RegExp(['\\bSPEC\\s*\u00a7', '\\bSPEC\\.md\\b'].join('|'));

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|md|yaml|css|html)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the repository', () => {
  it('cites no section of a document it does not hold', () => {
    const files = ['src', 'tests', 'docs', 'scripts', 'content', 'bench'].flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(200);
    const citing = files.filter((file) => CITATION.test(readFileSync(file, 'utf8')));
    expect(citing.map((file) => path.relative(root, file))).toEqual([]);
  });
});
