// `npm run lockfile:complete` after changing dependencies. The registry mirror we install from serves
// only this platform's builds of packages like @biomejs/cli-* and @tailwindcss/oxide-*, so npm leaves
// the other platforms' optional packages out of package-lock.json, and `npm ci` then refuses the lock
// as out of sync. This records each missing optional package by version (npm resolves it on machines
// that need it and skips it elsewhere).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform packages`);
