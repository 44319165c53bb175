import type { supportBody, supportFocus } from '../api/support';
import type { Wire } from '../api/wire';
import { resourcesFor, type SupportResource } from './resources';
import { type SupportPlace, supportPlace } from './support-place';

export type SupportFocus = Wire<typeof supportFocus>;

/** The language a person wrote in (ISO 639-1); messages are written in six, English for the rest. */
export type SupportLanguage = string;

/** The answer in place of a speech when a person's words show they may be in danger (no quota used). */
export type SupportAnswer = Wire<typeof supportBody>;

const SELF: Partial<Record<SupportLanguage, string>> = {
  en: "It sounds like you're carrying something really heavy right now, and I'm glad you said it. You deserve to talk with a person, not a recording. The people below are there to listen, day or night, and it's free.",
  fr: "On dirait que tu portes quelque chose de très lourd en ce moment, et je suis content que tu l'aies dit. Tu mérites de parler à une personne, pas à un enregistrement. Les personnes ci-dessous sont là pour t'écouter, de jour comme de nuit, et c'est gratuit.",
  es: 'Parece que estás cargando con algo muy pesado ahora mismo, y me alegra que lo hayas dicho. Mereces hablar con una persona, no con una grabación. Las personas de abajo están ahí para escucharte, de día o de noche, y es gratis.',
  de: 'Es klingt, als würdest du gerade etwas sehr Schweres tragen, und ich bin froh, dass du es gesagt hast. Du verdienst es, mit einem Menschen zu sprechen, nicht mit einer Ansage. Die Menschen unten hören dir zu, Tag und Nacht, und es ist kostenlos.',
  pt: 'Parece que você está carregando algo muito pesado agora, e fico feliz que tenha dito. Você merece falar com uma pessoa, não com uma gravação. As pessoas abaixo estão lá para ouvir, de dia ou de noite, e é gratuito.',
  it: "Sembra che tu stia portando qualcosa di molto pesante in questo momento, e sono contento che tu l'abbia detto. Meriti di parlare con una persona, non con una registrazione. Le persone qui sotto sono lì per ascoltarti, giorno e notte, ed è gratuito.",
};

// Where no translation is written, the message stays in English.
const MESSAGES: Record<SupportFocus, Partial<Record<SupportLanguage, string>>> = {
  self: SELF,
  violence: {
    en: 'What you describe at home is not okay, and it is not your fault. You deserve to be safe. The people below know how to help, confidentially, day or night.',
  },
  eating: {
    en: "What you're going through with food and your body sounds really hard, and it's not something you have to fight alone. The people below understand eating disorders and are there to listen, confidentially.",
  },
  child: {
    en: "What you've told me matters, and none of it is your fault. You deserve to be safe and to be listened to. The people below help young people every day, and talking to them is free and private.",
  },
  others: {
    en: "It sounds like you're frightened of what might happen, and telling someone is the right thing to do. If anyone is in danger right now, call the emergency number below. The people below can talk it through with you, day or night.",
  },
};

/** The middle band's note, above a speech. */
const NOTE: Partial<Record<SupportLanguage, string>> = {
  en: "If things feel heavier than a hard day, you don't have to carry it alone.",
};

const LEAD: Record<SupportFocus, SupportResource['kind']> = {
  self: 'crisis',
  violence: 'violence',
  eating: 'eating',
  child: 'child',
  others: 'crisis',
};

/** A place's lines, the one that fits first and the emergency number last. */
export function rankedResources(place: SupportPlace, focus: SupportFocus): SupportResource[] {
  const all = resourcesFor(place);
  const lead = LEAD[focus];
  // Where a region has no line of that kind (violence at home in some), the crisis line leads instead.
  const present = all.some((r) => r.kind === lead && r.phone) ? lead : 'crisis';
  const rank = (resource: SupportResource) =>
    resource.kind === present
      ? 0
      : resource.kind === lead
        ? 1
        : resource.kind === 'crisis'
          ? 2
          : resource.kind === 'emergency'
            ? 5
            : resource.kind === 'directory'
              ? 4
              : 3;
  return [...all].sort((a, b) => rank(a) - rank(b));
}

/** The server knows only the request's time zone; the page refines the place with what the browser knows. */
const placeOf = (timeZone: string | null | undefined) => supportPlace({ timeZone });

export function supportAnswer(
  timeZone: string | null | undefined,
  focus: SupportFocus = 'self',
  language: SupportLanguage = 'en',
): SupportAnswer {
  const messages = MESSAGES[focus];
  return {
    message: messages[language] ?? messages.en ?? SELF.en ?? '',
    focus,
    resources: rankedResources(placeOf(timeZone), focus),
  };
}

/** The calm note beside a speech in the middle band, with the region's lines. */
export function supportNote(
  timeZone: string | null | undefined,
  focus: SupportFocus = 'self',
  language: SupportLanguage = 'en',
): SupportAnswer {
  return {
    message: NOTE[language] ?? NOTE.en ?? '',
    focus,
    resources: rankedResources(placeOf(timeZone), focus),
  };
}

/** The number for danger right now ("000" in Australia). */
export function emergencyNumber(resources: readonly SupportResource[]): string | null {
  return resources.find((resource) => resource.kind === 'emergency')?.phone ?? null;
}
