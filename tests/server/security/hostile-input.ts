// fast-check generators of what an attacker or a broken client sends: wrong types, huge strings, awkward
// unicode, prototype-pollution keys, numbers that are negative, fractional, NaN-like or past every limit.
import fc from 'fast-check';

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const numbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    -2.5,
    0.1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
  ),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const numberLike = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '00',
  '1e999',
  '0x1F',
  '1.5',
  ' 1',
  '1_000',
  '٣',
  '9'.repeat(40),
  '',
  ' ',
);

// Lone surrogates, NUL, bidi overrides and marks, BOM, combining marks, ZWJ emoji, line separators, and
// text that means something to SQL, templates, shells or paths.
const awkward = fc.constantFrom(
  '\uD800',
  '\uDFFF',
  '\u0000',
  '\u202E',
  '\u200F',
  '\u200E',
  '\u2066',
  '\uFEFF',
  'e\u0301',
  '👩‍👩‍👧',
  '\u2028',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '\u0024{7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\\',
);

const unicodeText = fc.oneof(
  fc.array(awkward, { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 30 }), awkward)
    .map(([text, odd]) => `${text}${odd}${text}`),
);

// Past each text limit (64 KiB and more is over the body limit too).
const huge = fc.constantFrom(121, 255, 1_001, 2_001, 20_000, 70_000).map((length) => 'ä'.repeat(length));

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false),
  numbers,
  numberLike,
  unicodeText,
  huge,
  fc.string({ maxLength: 20 }),
);

/** Any key an object may be given, the pollution keys among them. */
const hostileKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS, 'toString', 'hasOwnProperty', 'isAdmin', 'userId', 'speechLimit'),
  fc.string({ maxLength: 12 }),
);

/** Objects built with own properties, so `__proto__` is a real key in the JSON sent. */
const hostileObject = fc
  .array(fc.tuple(hostileKey, fc.oneof(hostileScalar, fc.constant({ polluted: 'yes' }))), { maxLength: 4 })
  .map((entries) => Object.fromEntries(entries));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: hostileObject },
  { weight: 1, arbitrary: fc.constant({ prototype: { polluted: 'yes' } }) },
);

const withKey = (base: Record<string, unknown>, key: string, value: unknown) =>
  Object.fromEntries([...Object.entries(base).filter(([name]) => name !== key), [key, value]]);

/** A JSON body derived from a valid one: a field made hostile or missing, keys added, or the body replaced. */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => withKey(valid, key, value)),
    fc
      .tuple(fc.constantFrom(...keys), hostileKey, hostileValue)
      .map(([key, extra, value]) => withKey(withKey(valid, key, value), extra, { polluted: 'yes' })),
    fc
      .constantFrom(...keys)
      .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    fc.constantFrom(...POLLUTION_KEYS).map((key) => withKey(valid, key, { polluted: 'yes' })),
    fc.constant({ ...valid, constructor: { prototype: { polluted: 'yes' } } }),
    hostileValue,
    fc.constant([valid]),
  ];
  return fc.oneof(...variants);
}

/** A query string's values as Fastify parses them: a string per key, or a list for a repeated key. */
export type Query = Record<string, string | string[]>;

const queryValue = hostileScalar.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

export function hostileQuery(
  valid: Query,
  extra: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<Query> {
  const keys = Object.keys(valid);
  const valueFor = (key: string) => (extra[key] ? fc.oneof(queryValue, extra[key]) : queryValue);
  return fc.oneof(
    fc.constantFrom(...keys).chain((key) => valueFor(key).map((value) => ({ ...valid, [key]: value }))),
    fc
      .constantFrom(...keys)
      .chain((key) =>
        fc
          .array(valueFor(key), { minLength: 2, maxLength: 3 })
          .map((values) => ({ ...valid, [key]: values })),
      ),
    fc
      .tuple(hostileKey, queryValue)
      .map(([key, value]) => Object.fromEntries([...Object.entries(valid), [key, value]])),
  );
}

export function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Path segments for an `:id`: hostile text, plus near-misses of a real id. */
export function hostileId(realId: number | string): fc.Arbitrary<string> {
  return fc.oneof(
    queryValue,
    fc.constantFrom(
      `-${realId}`,
      `${realId}.0`,
      `${realId}e0`,
      ` ${realId}`,
      `${realId}%00`,
      typeof realId === 'number' ? `0x${realId.toString(16)}` : `${realId}=`,
    ),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'null', 'undefined', '[]', '{}'),
  );
}
