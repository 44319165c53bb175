import { Copy, Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { type Speech, speechFileName } from '../../lib/speech/speeches';
import { toast } from '../../lib/ui/use-toast';
import { Button } from '../ui/button';

/** Copies text, falling back to a selected hidden textarea where the clipboard API is refused. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No clipboard permission (or an insecure page): fall back to a selected, hidden textarea.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const active = document.activeElement as HTMLElement | null;
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  active?.focus();
  if (!ok) throw new Error('copy failed');
}

function exportText(speech: Pick<Speech, 'name' | 'content'>): string {
  return speech.name ? `${speech.name}\n\n${speech.content}\n` : `${speech.content}\n`;
}

/** Copy, download as .txt and (where the device has one) the native share sheet. */
export function SpeechActions({ speech }: { speech: Pick<Speech, 'name' | 'content'> }) {
  const [canShare] = useState(
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  );

  async function copy() {
    try {
      await copyToClipboard(speech.content);
      toast({ title: 'Copied', description: 'Your speech is on the clipboard.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Select the text and copy it yourself instead.',
        variant: 'destructive',
      });
    }
  }

  function download() {
    const blob = new Blob([exportText(speech)], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = speechFileName(speech.name);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function share() {
    try {
      await navigator.share({ title: speech.name || 'My Uplift speech', text: speech.content });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: 'Share Failed', description: 'Try copying the text instead.', variant: 'destructive' });
    }
  }

  return (
    <section aria-label="Share and save" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copy}>
        <Copy aria-hidden />
        Copy text
      </Button>
      <Button variant="outline" size="sm" onClick={download}>
        <Download aria-hidden />
        Download .txt
      </Button>
      {canShare ? (
        <Button variant="outline" size="sm" onClick={share}>
          <Share2 aria-hidden />
          Share
        </Button>
      ) : null}
    </section>
  );
}
