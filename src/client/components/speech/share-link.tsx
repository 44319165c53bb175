import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type ShareLink,
  shareLinkAddress,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
} from '../../lib/speech/share-links';
import { errorMessage } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { Button } from '../ui/button';
import { copyToClipboard } from './speech-actions';

async function copyLink(link: ShareLink) {
  try {
    await copyToClipboard(shareLinkAddress(link));
    toast({ title: 'Link copied', description: 'Anyone with the link can read and hear this speech.' });
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Select the link and copy it yourself.',
      variant: 'destructive',
    });
  }
}

/**
 * 'Share a link': makes a public link to the speech (a page anyone with it can open, without an account),
 * with the choice to show the sender's first name; lists the live links to copy or revoke. For a speech
 * written for someone else (`forName`) it is the next thing to do, and looks it: 'Send it to Maya'.
 */
export function ShareLinkPanel({ speechId, forName }: { speechId: number; forName?: string }) {
  const ids = { showName: useId(), heading: useId() };
  const [showName, setShowName] = useState(false);
  const links = useShareLinks(speechId);
  const create = useCreateShareLink(speechId);
  const revoke = useRevokeShareLink(speechId);

  async function share() {
    const link = await create.mutateAsync(showName).catch(() => null);
    if (link) await copyLink(link);
  }

  return (
    <section
      aria-labelledby={ids.heading}
      className={cn('space-y-3', forName && 'rounded-lg border border-primary/40 bg-secondary/50 p-4')}
    >
      <h3 id={ids.heading} className={cn('font-semibold', forName ? 'text-base' : 'text-sm')}>
        {forName ? `Send it to ${forName}` : 'Share a link'}
      </h3>
      {forName ? (
        <p className="text-sm text-muted-foreground">
          A link opens the speech and its audio for {forName}, without an account. It is copied for you to
          paste into a message.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            id={ids.showName}
            type="checkbox"
            checked={showName}
            onChange={(event) => setShowName(event.target.checked)}
            className="size-5 accent-primary"
          />
          <label htmlFor={ids.showName} className="text-sm">
            Show my first name
          </label>
        </div>
        <Button
          variant={forName ? 'default' : 'outline'}
          size={forName ? 'default' : 'sm'}
          onClick={share}
          disabled={create.isPending}
        >
          <Link2 aria-hidden />
          {create.isPending ? 'Making a link…' : 'Share a link'}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(create.error, 'The link could not be made. Please try again.')}
        </p>
      ) : null}
      {revoke.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(revoke.error, 'The link could not be revoked. Please try again.')}
        </p>
      ) : null}
      {links.isError ? (
        <p className="text-sm text-muted-foreground">Your links could not be loaded.</p>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <ul aria-label="Your links to this speech" className="space-y-2">
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2 rounded-md border p-2">
              <input
                readOnly
                value={shareLinkAddress(link)}
                aria-label={link.showName ? 'Link, with your first name' : 'Link'}
                onFocus={(event) => event.target.select()}
                className="min-w-0 flex-1 basis-full rounded border bg-muted/40 px-2 py-1 text-sm sm:basis-0"
              />
              <Button variant="outline" size="sm" onClick={() => copyLink(link)}>
                Copy link
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => revoke.mutate(link.id)}
                disabled={revoke.isPending && revoke.variables === link.id}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
