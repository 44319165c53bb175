import { z } from 'zod';
import { TONES } from '../../../../common/enums';

// The shape of the writer's content files (content/speech/): what a writer may put in them, and the tags
// every piece must carry so that the builder uses it only where it fits. Checked when the content is
// loaded and at build time (scripts/check-speech-content.ts); a file that breaks a rule stops the build.

export const MOMENTS = ['ahead', 'over', 'ongoing'] as const;
export type Moment = (typeof MOMENTS)[number];

export const WEIGHTS = ['good_news', 'hopeful', 'challenge', 'setback', 'loss'] as const;
export type Weight = (typeof WEIGHTS)[number];

/** Whose situation it is: the person's own (`self`), or the one living it whom they name. */
export const SUBJECTS = [
  'self',
  'child',
  'partner',
  'parent',
  'sibling',
  'grandparent',
  'friend',
  'colleague',
  'team',
  'pet',
  'other',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** A tone, or `all` for a piece whose words suit every tone. */
const ToneTag = z.enum([...TONES, 'all']);

/** A need: `when`, `who`, `who_name`, a feeling (`feeling:nerves`) or a detail key (`prepared`). */
const Need = z.string().regex(/^(when|who|who_name|feeling:[a-z_]+|[a-z_]+)$/);

const Id = z.string().regex(/^[a-z0-9-]+$/);

/** Paragraph text: prose, second person, with {slots}. At most 160 words a paragraph. */
const Paragraph = z
  .string()
  .trim()
  .min(40)
  .refine((text) => text.split(/\s+/).length <= 160, 'a paragraph of at most 160 words');

export const HORIZONS = ['near', 'far'] as const;
export type Horizon = (typeof HORIZONS)[number];

const tags = {
  moments: z.array(z.enum(MOMENTS)).min(1),
  tones: z.array(ToneTag).min(1),
  /** When missing, the kind's own weights. */
  weights: z.array(z.enum(WEIGHTS)).min(1).optional(),
  /** For what is ahead: `near` (a week or less away: the last days, the night before, the day), `far` (weeks
   * or more: time to build, train, plan). When missing, the piece fits either. */
  horizons: z.array(z.enum(HORIZONS)).min(1).optional(),
  /** What the frame must hold for this piece to be used (slots in the text are needs too). */
  needs: z.array(Need).default([]),
  /** Details that rule the piece out: a step to take that the person says they have already taken. */
  unless: z.array(Need).default([]),
};

/**
 * The tones that have their own version of every paragraph otherwise written for all: the same content
 * in that voice (energetic: drive; confident: assurance without hedging).
 */
export const VOICES = ['energetic', 'confident'] as const;
export type Voice = (typeof VOICES)[number];

const PieceSchema = z.strictObject({
  text: Paragraph,
  /** The same paragraph in a voice (`VOICES`): every feel and turn paragraph written for all tones has one
   * for each. */
  energetic: Paragraph.optional(),
  confident: Paragraph.optional(),
  ...tags,
});
export type Piece = z.infer<typeof PieceSchema>;

/** How far a step is developed: core, then how, then if it goes wrong, then practising it. */
export const PARTS = ['core', 'how', 'if_wrong', 'practice'] as const;
export type Part = (typeof PARTS)[number];
const stepParts = {
  core: Paragraph,
  how: Paragraph,
  if_wrong: Paragraph,
  practice: Paragraph,
} satisfies Record<Part, typeof Paragraph>;

/** A step's four parts in the plain voice and in each of `VOICES`. */
const StepWordingSchema = z.strictObject({
  ...stepParts,
  energetic: z.strictObject(stepParts),
  confident: z.strictObject(stepParts),
});
export type StepWording = z.infer<typeof StepWordingSchema>;

/**
 * One thing to do, developed as far as the length allows: a short speech says `core`, a medium one adds
 * `how`, a long one `if_wrong`, an extended one `practice`. Each part is a paragraph that follows the one
 * before it, and each voice has all four, with the same advice.
 */
const StepSchema = z.strictObject({
  id: Id,
  ...tags,
  /** Words in a person's text that make this step the one to lead with ("weakness"). */
  cues: z.array(z.string()).default([]),
  ...StepWordingSchema.shape,
  /** Other wordings of the same advice, for a step said in many situations: each speech says one of them,
   * so that speeches for different people, and one person's speeches, do not repeat it word for word. */
  versions: z.array(StepWordingSchema).default([]),
});
export type Step = z.infer<typeof StepSchema>;

/**
 * The one thing a person most needs to hear. The speech turns on it (`turn`), its steps serve it, and it
 * closes on it (`close`).
 */
const IdeaSchema = z.strictObject({
  id: Id,
  /** The idea in one line, for the reader of the file and the LLM's prompt. */
  says: z.string().min(10),
  ...tags,
  turn: z.array(PieceSchema).min(1),
  close: z.array(PieceSchema).min(1),
  /** Ids of this kind's steps, in the order they serve the idea (at least three). */
  steps: z.array(Id).min(3),
});
export type Idea = z.infer<typeof IdeaSchema>;

/** A detail that makes it theirs, read from their words: `pattern` (a case-insensitive regular
 * expression) and how to say it (`say`, with $1…$9 for its groups). */
const DetailSchema = z.strictObject({
  key: z.string().regex(/^[a-z_]+$/),
  pattern: z.string().min(2),
  say: z.string().min(1),
});

export const KindSchema = z.strictObject({
  kind: z.string().regex(/^[a-z_]+$/),
  /** How the "Why this speech" note names it: "a job interview". */
  label: z.string().min(3),
  /** A situation a notification must never name (health, a loss, coming out, money, the law): one that
   * may show on a locked phone says a neutral phrase instead of its event. */
  private: z.boolean().default(false),
  /** The event as the speech names it, a noun phrase ("your interview"); the first whose cues appear in
   * the person's words is used, else the first with no cues. */
  events: z
    .array(
      z.strictObject({
        text: z.string().min(3),
        cues: z.array(z.string()).default([]),
        /** A plural event ("your exams"): "{event} is" is said "your exams are". */
        plural: z.boolean().default(false),
      }),
    )
    .refine((events) => events.some(({ cues }) => cues.length === 0), {
      message: 'one event needs no cues: it is said when their words name none of the others',
    }),
  /** A kind written to be said aloud to someone else by the one who asked for it: `child` (a child of twelve
   * or under, from their parent) or `team` (a team, a squad, a choir, a class or a crew, from the one who
   * leads it). It is chosen only when the words ask for something to say to that listener
   * (frame/audience.ts), never by the classifier; its examples are such requests. */
  audience: z.enum(['child', 'team']).optional(),
  /** Whose situation the kind's content is written for: the person's own, and whom else it may be about
   * without a line going wrong (the child, for a parent's kind; the one cared for). The first is whose it
   * is when the words name no one. Someone else's situation read as a kind not written for them goes to a
   * kind that is, or to `general`. */
  subjects: z.array(z.enum(SUBJECTS)).min(1).default(['self']),
  /** Words that make a death named in the words this kind's loss, whoever the words open on ("stillborn",
   * "days old": a baby's, not the grief of an adult's death). */
  deaths: z.array(z.string()).default([]),
  /** The moment when the words give none, and the weights this kind's pieces carry by default. */
  moment: z.enum(MOMENTS),
  weights: z.array(z.enum(WEIGHTS)).min(1),
  /** Words that make a context this kind's good news ("got the job", "offer"). */
  good_news_cues: z.array(z.string()).default([]),
  /** For a kind about one event that its other words do not prove (a closing, a coming out): the words
   * that name it, one of which a context must say to be read as this kind. A restaurant reopening after a
   * flood is not a closing, and telling your parents you are leaving law school is not a coming out. */
  needs: z.array(z.string()).default([]),
  /** A second list, one of which the words must say too: a baby's loss names a loss and a baby. */
  needs_also: z.array(z.string()).default([]),
  /** Words that rule the kind out, naming what another kind is for: a toast's kind never reads a eulogy. */
  never: z.array(z.string()).default([]),
  details: z.array(DetailSchema).default([]),
  /** Contexts written the way people write them: the situation classifier learns from these (15+). */
  examples: z.array(z.string().min(5)).min(15),
  /** See them: the situation in the speech's own words. */
  see: z.array(PieceSchema).min(1),
  /** Name the feeling they gave, and why it makes sense. */
  feel: z.array(PieceSchema).min(1),
  ideas: z.array(IdeaSchema).min(1),
  steps: z.array(StepSchema).min(3),
});
export type KindContent = z.infer<typeof KindSchema>;

/** A feeling a person may name, the words that show it, and how the speech says it. */
const FeelingSchema = z.strictObject({
  key: z.string().regex(/^[a-z_]+$/),
  cues: z.array(z.string()).min(1),
  say: z.string().min(3),
  /** A glad feeling (excitement, pride): naming it leaves good news still ahead good news, not a worry. */
  glad: z.boolean().optional(),
});

export const SharedSchema = z.strictObject({
  feelings: z.array(FeelingSchema).min(1),
  /** Words that ask for something to give someone else (frame/addressee.ts). */
  for_someone: z.array(z.string().min(3)).min(1),
  /** "What do I say to my boss" asks for help with a conversation the person faces (frame/addressee.ts). */
  conversation: z.strictObject({
    asks: z.array(z.string().min(3)).min(1),
    with: z.array(z.string().min(2)).min(1),
  }),
  /** Who the words asked for are to be said to, when it is one the `audience` kinds are written for
   * (frame/audience.ts). A group (`team`): one of the `team` phrases, or one of the `groups` words when none
   * of `one_listener` speaks to one person; the words ask for something for it with one of `for_someone`,
   * or with one of the `team_asks` and none of the `own_asks`. A young child (`child`): one of the `child`
   * relation words with an age of twelve or under, or with one of the `young` words and none of the
   * `older` ones. */
  audiences: z.strictObject({
    team: z.array(z.string().min(2)).min(1),
    groups: z.array(z.string().min(3)).min(1),
    one_listener: z.array(z.string().min(3)).min(1),
    team_asks: z.array(z.string().min(3)).min(1),
    own_asks: z.array(z.string().min(3)),
    child: z.array(z.string().min(2)).min(1),
    young: z.array(z.string().min(3)).min(1),
    older: z.array(z.string().min(3)),
  }),
  /** "my mum" → "your mum": the people (and animals) a person names. */
  relations: z.array(z.strictObject({ words: z.array(z.string()).min(1), say: z.string() })).min(1),
  /** Relation words that say "he", "she" or many (frame/pronoun.ts). */
  pronouns: z.strictObject({ he: z.array(z.string()), she: z.array(z.string()), they: z.array(z.string()) }),
  /** Details any kind may use (prepared, done it before). */
  details: z.array(DetailSchema).default([]),
  /** Cues that a moment is over or ongoing, when the words say so. */
  moment_cues: z.strictObject({
    over_strong: z.array(z.string()),
    again: z.array(z.string()),
    ahead: z.array(z.string()),
    over: z.array(z.string()),
    ongoing: z.array(z.string()),
    long_ago: z.array(z.string()),
    /** Past forms the moment reader counts as the past tense, besides words ending in -ed. */
    past_forms: z.array(z.string()),
    /** Words ending in -ed that say how someone is ("scared"), not what happened. */
    not_past: z.array(z.string()),
  }),
  /** How whose situation it is is read (frame/subject.ts). */
  subjects: z.strictObject({
    roles: z.record(z.enum(SUBJECTS).exclude(['self']), z.array(z.string()).min(1)),
    alone: z.array(z.string()),
    openers: z.array(z.string()),
    self_words: z.array(z.string()).min(1),
    told: z.array(z.string()),
    death: z.array(z.string()).min(1),
    death_before: z.array(z.string()),
    leads: z.array(z.string()),
  }),
  /** A speech on the morning of the event: the details that count the time still to go, which it drops;
   * the phrases that take days still to come for granted, which it does not say; and the sentences that
   * open it by saying the event is today. */
  on_the_day: z.strictObject({
    drop_details: z.array(z.string().regex(/^[a-z_]+$/)),
    avoid: z.array(z.string().min(3)).min(1),
    openings: z.array(PieceSchema).min(1),
  }),
  /** Words that say someone has died or is being lost: a loss, whatever the kind. */
  loss_cues: z.array(z.string()).default([]),
  /** A home, or everything in it, gone: a loss though nobody died. */
  things_lost: z.array(z.string()).default([]),
  /** Words that say what happened went wrong: over, a setback rather than a challenge. */
  setback_cues: z.array(z.string()).default([]),
  /** Words that say what is ahead is hoped for: a hopeful step. */
  hopeful_cues: z.array(z.string()).default([]),
  /** Words that make any situation good news ("got engaged", "paid it off"). */
  good_news_cues: z.array(z.string()).default([]),
  /** Words that, just before good news, say it has not happened ("hoping it comes back clear"). */
  good_news_denials: z.array(z.string()).default([]),
  /** Said when the writer writes English for words in another language, keyed by language code. */
  english_only: z.record(z.string(), z.string()),
  /** How time put in is read: units, and the words before or after a span that say what it was spent on. */
  spans: z.strictObject({
    units: z.record(z.string(), z.array(z.string()).min(1)),
    before: z.record(z.string(), z.string()),
    after: z.record(z.string(), z.string()),
  }),
  /** After their own sentences said back at the opening: one line that holds them; `several` for a line
   * that speaks of more than one ("Those are the facts"), not said after a single sentence. */
  retold_bridges: z.array(PieceSchema.extend({ several: z.boolean().default(false) })).min(1),
  /** Said at the end of the turn when the person told of time put in (`{span}`): the span as evidence. */
  evidence: z.array(PieceSchema).min(1),
  /** How the particulars a person gave are read: what they counted, where, whom they named, what they did. */
  particulars: z.strictObject({
    ends: z.array(z.string()).min(1),
    not_after: z.array(z.string()),
    time_units: z.array(z.string()).min(1),
    spelled: z.record(z.string(), z.string()),
    ordinal_things: z.array(z.string()),
    /** Words before an amount that make it something done ("wrote 3 essays"), and words that deny them. */
    done_verbs: z.array(z.string()),
    denials: z.array(z.string()),
    /** Who is counted, not what: "3 kids" is neither what they face nor what they did. */
    not_counted: z.array(z.string()),
    plurals: z.array(z.string()),
  }),
});
export type SharedContent = z.infer<typeof SharedSchema>;

const Words = z.array(z.string().min(1)).min(1);
/** How the writer says a person's own sentences back to them (content/speech/retelling.yaml). */
export const RetellingSchema = z.strictObject({
  shorthand: z.record(z.string(), z.string().min(1)),
  weekdays_when_timed: z.record(z.string(), z.string().min(1)),
  fillers: Words,
  persons: z.record(z.string(), z.string().min(1)),
  after_i: z.record(z.string(), z.string().min(1)),
  not_told: Words,
  questions: Words,
  unsaid: Words,
  subjectless: z.record(z.enum(['you', "you're", "you've"]), Words),
  first_verbs: z.record(z.string(), z.string().min(1)),
  verbs: Words,
  times: Words,
  not_yours: Words,
  about_it: Words,
  things_ending_ing: Words,
  ing_things: Words,
  acronyms: Words,
  kin: Words,
  one_of: Words,
  month_words: Words,
  month_before: Words,
  run_on_after: Words,
  fears: Words,
  done_verbs: Words,
  not_done: Words,
  done_to: Words,
  place_before: Words,
  determiners: Words,
  capitalised: Words,
});
export type Retelling = z.infer<typeof RetellingSchema>;

/** How people say the thing they face is still ahead, already over or going on: the moment reader's examples. */
export const MomentExamplesSchema = z.strictObject({
  ahead: z.array(z.string().min(5)).min(50),
  over: z.array(z.string().min(5)).min(50),
  ongoing: z.array(z.string().min(5)).min(50),
});
export type MomentExamples = z.infer<typeof MomentExamplesSchema>;

/** Words people type in the other languages we read, by ISO 639-1 code, with their English meaning. */
export const TranslationsSchema = z.record(
  z.string().regex(/^[a-z]{2}$/),
  z.record(z.string().min(1), z.string().min(1)),
);
export type Translations = z.infer<typeof TranslationsSchema>;

/** Places by their lower-case name, with how the speech writes them (content/speech/places.yaml). */
export const PlacesSchema = z.record(z.string().regex(/^[a-z][a-z .'-]+$/), z.string().min(2));
