import type { SharedSpeech } from './share-links';

// The public page of a shared speech: plain server-rendered HTML, no app chrome and no app script (a
// visitor has no account), styled inline. What it shows is the speech's text alone: never its context,
// which is the sender's own account of their situation.

const EXCERPT_CHARS = 160;
const SIGN_UP_HREF = '/login.html?mode=signup';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The speech's opening, cut at a word near EXCERPT_CHARS: the link preview's description. */
function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The speech's name, or 'A speech' (for Maya, when it was written for her), and who sent it if shown. */
function titleOf({ link, speech, firstName }: SharedSpeech): string {
  const from = link.showName && firstName?.trim() ? ` from ${firstName.trim()}` : '';
  const forWhom = speech.forName ? ` for ${speech.forName}` : '';
  return speech.name?.trim() ? `${speech.name.trim()}${from}` : `A speech${forWhom}${from}`;
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#faf7ff;color:#1f1633;line-height:1.6}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
audio{width:100%;margin:0 0 1.5rem}
p{margin:0 0 1rem;font-size:1.0625rem}
.invite{margin-top:2.5rem;padding-top:1rem;border-top:1px solid #ddd3f5}
a{color:#5b21b6;font-weight:600}
a:focus-visible{outline:3px solid #8b5cf6;outline-offset:2px}`;

/** The page's HTML; `audioUrl` is absent where the app has no voices. */
export function renderSharedPage(shared: SharedSpeech, audioUrl: string | null): string {
  const title = escapeHtml(titleOf(shared));
  const excerpt = escapeHtml(excerptOf(shared.speech.content));
  const paragraphs = shared.speech.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const player = audioUrl
    ? `<audio controls preload="none" src="${escapeHtml(audioUrl)}" aria-label="Listen to the speech"></audio>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<meta name="description" content="${excerpt}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Uplift">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${excerpt}">
<meta name="twitter:card" content="summary">
<style>${STYLE}</style>
<script src="/shared-page.js" defer></script>
</head>
<body>
<main>
<h1>${title}</h1>
${player}
<article>
${paragraphs}
</article>
<p class="invite"><a href="${SIGN_UP_HREF}">Want one written for you?</a></p>
</main>
</body>
</html>
`;
}
