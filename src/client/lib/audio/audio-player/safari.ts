/** Desktop Safari and every iOS browser (all WebKit), which need the delayed play and the MP3 retry. */
export function detectSafari(userAgent: string, maxTouchPoints = 0, platform = ''): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Android|Edg\//.test(userAgent);
  return ios || safari;
}

/** This browser, if it is one of them. */
export function isSafariBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  return detectSafari(navigator.userAgent, navigator.maxTouchPoints, navigator.platform);
}
