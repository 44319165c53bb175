import { Globe, MessageSquare, Phone } from 'lucide-react';
import { useId } from 'react';
import { LINE_REGIONS } from '../../../common/support/line-regions';
import type { SupportRegion } from '../../../common/support/resources';
import { emergencyNumber, rankedResources, type SupportFocus } from '../../../common/support/support-answer';
import type { SupportPlace } from '../../../common/support/support-place';
import { useSupportPlace } from '../../lib/wellbeing/support-place';
import { NativeSelect } from '../voice/voice-select';

const digits = (number: string) => number.replace(/[^\d+]/g, '');

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRIES = LINE_REGIONS.map((region) => ({ region, name: countryName.of(region) ?? region })).sort(
  (a, b) => a.name.localeCompare(b.name),
);

/**
 * The lines to call or text for where the person seems to be (or says they are), each a link the phone
 * can dial, then the number for danger right now. The server's answer carries the lines for its time
 * zone alone; here the browser's language and the person's choice count too, ranked by `focus`.
 */
export function SupportResources({ focus = 'self' }: { focus?: SupportFocus | undefined }) {
  const { place, choose } = useSupportPlace();
  const resources = rankedResources(place, focus);
  const emergency = emergencyNumber(resources);
  const lines = resources.filter((resource) => resource.kind !== 'emergency');
  return (
    <div className="space-y-4">
      <CountryPicker place={place} onChoose={choose} />
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
      {emergency ? (
        <div className="space-y-1">
          <p className="font-medium">
            If you are in danger right now, call{' '}
            <a
              href={`tel:${digits(emergency)}`}
              className="font-bold text-primary underline underline-offset-4"
            >
              {emergency}
            </a>
            .
          </p>
          {place.emergencyCountry === null ? (
            <p className="text-muted-foreground text-sm">
              From a mobile phone, {emergency} reaches emergency services in most countries. If it doesn't,
              call your local emergency number.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Which country the lines are for; it says so when it could only guess at none. */
function CountryPicker({
  place,
  onChoose,
}: {
  place: SupportPlace;
  onChoose: (region: SupportRegion) => void;
}) {
  const id = useId();
  const unknown = place.from === 'none';
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        Your country
      </label>
      <NativeSelect
        id={id}
        wrapperClassName="sm:max-w-xs"
        value={place.region}
        onChange={(event) => onChoose(event.target.value as SupportRegion)}
        aria-describedby={unknown ? `${id}-hint` : undefined}
      >
        {COUNTRIES.map(({ region, name }) => (
          <option key={region} value={region}>
            {name}
          </option>
        ))}
        <option value="INTL">Another country</option>
      </NativeSelect>
      {unknown ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          We couldn't tell where you are. Pick your country to see its helplines.
        </p>
      ) : null}
    </div>
  );
}
