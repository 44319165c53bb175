/**
 * The diagnostics pages, open to everyone: checks of the payment form and of audio on a device, for
 * whoever runs or supports the product. They are linked from nowhere in the product and are kept out of
 * search results (the server's `X-Robots-Tag`, and the pages' own robots meta tag).
 */
export const DIAGNOSTICS_PAGES = ['/test-payment', '/audio-debug', '/audio-test', '/iphone-test'] as const;

export const isDiagnosticsPage = (path: string): boolean =>
  (DIAGNOSTICS_PAGES as readonly string[]).includes(path);
