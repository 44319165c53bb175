import { Globe, MessageSquare, Phone } from 'lucide-react';
import type { SupportResource } from '../../../common/support/resources';
import { emergencyNumber } from '../../../common/support/support-answer';

const digits = (number: string) => number.replace(/[^\d+]/g, '');

/** The lines to call or text, each a link the phone can dial, then how to reach emergency services. */
export function SupportResources({ resources }: { resources: readonly SupportResource[] }) {
  const emergency = emergencyNumber(resources);
  const lines = resources.filter((resource) => resource.kind !== 'emergency');
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {lines.map((resource) => (
          <li key={resource.name} className="rounded-lg border bg-background p-4">
            <p className="font-semibold">{resource.name}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {resource.phone ? (
                <a
                  href={`tel:${digits(resource.phone)}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm"
                >
                  <Phone aria-hidden className="size-4" />
                  Call {resource.phone}
                </a>
              ) : null}
              {resource.sms ? (
                <a
                  href={`sms:${digits(resource.sms)}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border px-4 font-medium text-primary text-sm"
                >
                  <MessageSquare aria-hidden className="size-4" />
                  Text {resource.sms}
                </a>
              ) : null}
              {resource.url ? (
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
                >
                  <Globe aria-hidden className="size-4" />
                  {new URL(resource.url).hostname.replace(/^www\./, '')}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="font-medium">
        If you are in danger right now, call{' '}
        {emergency ? (
          <a
            href={`tel:${digits(emergency)}`}
            className="font-bold text-primary underline underline-offset-4"
          >
            {emergency}
          </a>
        ) : (
          'your local emergency number'
        )}
        .
      </p>
    </div>
  );
}
