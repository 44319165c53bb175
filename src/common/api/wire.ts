import { z } from 'zod';

// What answers look like on the wire. Route handlers return the schemas' output (Dates, say), and the
// server encodes it through the schema (fastify-type-provider-zod's serializer), so a schema's input
// side is exactly the JSON the client receives.

/** The JSON an answer's schema sends: what the client reads. Type-only, so the client bundles no zod. */
export type Wire<Schema extends z.ZodType> = z.input<Schema>;

/** A timestamp: a Date on the server, its ISO 8601 text on the wire. */
export const timestamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The answer of a route that only reports what it did. */
export const messageAnswer = z.object({ message: z.string() });

/** An answer with no body (201 or 204). */
export const noContent = z.undefined();
