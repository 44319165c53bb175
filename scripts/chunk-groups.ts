import type { Rolldown } from 'vite';
import { DASHBOARD_LATER_PARTS, pagesFor, SHELL_MODULES, SIGNED_IN_PAGES } from '../src/common/route-modules';

type Context = Rolldown.ChunkingContext;

// The sign-in page's entry, and the app's.
const LOGIN_ENTRY = /src[\\/]client[\\/]login\.html$/;
const APP_ENTRY = /src[\\/]client[\\/]index\.html$/;
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Whether a module id is one of these client modules (named relative to src/client, as in the table). */
const isOneOf = (modules: readonly string[]) => {
  const paths = modules.map((module) => `/src/client/${module}`);
  return (id: string) => paths.some((path) => id.replaceAll('\\', '/').endsWith(path));
};

// What a signed-out visitor loads lazily: the app's shell and the landing page.
const isPublicRoot = isOneOf([SHELL_MODULES.appRoot, SHELL_MODULES.landing]);
// What every signed-in page loads: the query cache's app and the signed-in layout.
const isSignedInShell = isOneOf([SHELL_MODULES.queryApp, SHELL_MODULES.signedInLayout]);
/** What any first screen of the app loads: its entry, and the signed-out or signed-in shell. */
const isAppFirstLoad = (root: string) => APP_ENTRY.test(root) || isPublicRoot(root) || isSignedInShell(root);
// The signed-in pages about speeches with the parts the dashboard loads after its first paint, and the
// pages about plans (which need none of the speech pages' code).
const isSpeechRoot = isOneOf([...pagesFor('speeches'), ...DASHBOARD_LATER_PARTS]);
const isDashboard = isOneOf([SIGNED_IN_PAGES['/'].module]);
const isPlansPage = isOneOf(pagesFor('plans'));

/**
 * Rolldown's automatic chunking gives every set of lazy pages that share modules its own chunk: 45
 * files for the dashboard, most under 1 KB (one per icon). On a phone each request costs a round trip,
 * and Lighthouse's slow-4G model showed them, not the bytes, holding back the first render. This group
 * gathers shared code into a few chunks, by who needs it, so a signed-out visitor never downloads
 * signed-in code and the plan pages none of the speech pages' code:
 * - `icons`: every icon;
 * - `public`: the shared code of the app shell and the landing page;
 * - `signed-in`: the query cache's app and the signed-in layout, which every signed-in page loads;
 * - `speech-pages`: what the dashboard's first paint shares with the history or goals page, or with the
 *   parts the dashboard loads after it (its side cards, an opened speech);
 * - `speech-views`: what two or more of those share that the dashboard's first paint doesn't need.
 * Each page's own code stays in its own chunk; what the plan pages share, and the rarely visited debug
 * and test pages, keep automatic chunking.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const rootsOf = new Map<string, Set<string>>();

  /** An entry, or a module something loads lazily: the start of a download. */
  const isRoot = (info: Rolldown.ModuleInfo) => info.isEntry || info.dynamicImporters.length > 0;

  /** The lazily loaded modules (and entries) whose static imports reach `id`. */
  function roots(id: string, ctx: Context, visiting = new Set<string>()): Set<string> {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const info = ctx.getModuleInfo(id);
    if (!info || visiting.has(id)) return found;
    visiting.add(id);
    if (isRoot(info)) found.add(id);
    for (const importer of info.importers) for (const root of roots(importer, ctx, visiting)) found.add(root);
    visiting.delete(id);
    rootsOf.set(id, found);
    return found;
  }

  function chunkName(id: string, ctx: Context): string | null {
    const info = ctx.getModuleInfo(id);
    if (!info || isRoot(info)) return null;
    // Icons are imported through lucide-react's index, which every page imports, so their importers
    // can't say which page uses which. They are small (40 of them, 6 KB): one chunk for all.
    if (LUCIDE_ICON.test(id)) return 'icons';
    const reached = [...roots(id, ctx)];
    // Reached statically from an entry: it is in the first download already. What the sign-in page shares
    // with every screen of the app (React, the button, the API client) is one chunk, not one per module.
    if (reached.some((root) => ctx.getModuleInfo(root)?.isEntry)) {
      const core = reached.some((root) => LOGIN_ENTRY.test(root)) && reached.some(isAppFirstLoad);
      return core ? 'core' : null;
    }
    if (reached.some(isPublicRoot)) return 'public';
    if (reached.some(isSignedInShell)) return 'signed-in';
    if (reached.some(isPlansPage)) return null;
    const speechRoots = reached.filter(isSpeechRoot);
    if (speechRoots.length < 2) return null;
    return speechRoots.some(isDashboard) ? 'speech-pages' : 'speech-views';
  }
  // Only the modules named: their dependencies are placed by their own names (by default a group takes
  // in its modules' dependencies too, which pulled React out of the entry's chunk).
  return [{ name: chunkName, includeDependenciesRecursively: false }];
}
