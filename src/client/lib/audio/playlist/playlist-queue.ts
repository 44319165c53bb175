// The favourites playlist's order (issue 22 §3): which speech plays now, and what next and previous,
// shuffle and repeat do. Pure, so the rules are unit-tested without audio.

export type PlaylistQueue<Item> = {
  /** The speeches in the order they were given (the favourites list). */
  items: readonly Item[];
  /** The playing order: indexes into `items`. */
  order: readonly number[];
  /** Where in `order` the playlist is. */
  position: number;
  shuffle: boolean;
  repeat: boolean;
};

/** A number in [0, 1), as Math.random gives. */
export type Random = () => number;

/** Fisher–Yates: every order equally likely. */
export function shuffled<T>(values: readonly T[], random: Random = Math.random): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const inOrder = (count: number) => Array.from({ length: count }, (_, i) => i);

/**
 * A playlist of `items`, starting at the first of its order. With shuffle, the order is decided here,
 * once, so previous goes back through the same order.
 */
export function createQueue<Item>(
  items: readonly Item[],
  {
    shuffle = false,
    repeat = false,
    random = Math.random,
  }: { shuffle?: boolean; repeat?: boolean; random?: Random } = {},
): PlaylistQueue<Item> {
  const order = shuffle ? shuffled(inOrder(items.length), random) : inOrder(items.length);
  return { items, order, position: 0, shuffle, repeat };
}

/** The item playing now (undefined for an empty playlist). */
export function currentItem<Item>(queue: PlaylistQueue<Item>): Item | undefined {
  const index = queue.order[queue.position];
  return index === undefined ? undefined : queue.items[index];
}

/** The next place in the order: with repeat it wraps to the start; without, null after the last. */
export function nextQueue<Item>(queue: PlaylistQueue<Item>): PlaylistQueue<Item> | null {
  if (queue.order.length === 0) return null;
  const position = queue.position + 1;
  if (position < queue.order.length) return { ...queue, position };
  return queue.repeat ? { ...queue, position: 0 } : null;
}

/** The previous place: with repeat the first wraps to the last; without, the first stays the first. */
export function previousQueue<Item>(queue: PlaylistQueue<Item>): PlaylistQueue<Item> {
  if (queue.position > 0) return { ...queue, position: queue.position - 1 };
  if (queue.repeat && queue.order.length > 0) return { ...queue, position: queue.order.length - 1 };
  return queue;
}

/**
 * Shuffle on: the speech playing stays, and the rest follow it in a new random order. Off: the given
 * order again, carrying on from the speech playing.
 */
export function setShuffle<Item>(
  queue: PlaylistQueue<Item>,
  shuffle: boolean,
  random: Random = Math.random,
): PlaylistQueue<Item> {
  if (shuffle === queue.shuffle) return queue;
  const current = queue.order[queue.position];
  if (current === undefined) return { ...queue, shuffle };
  if (!shuffle) return { ...queue, shuffle, order: inOrder(queue.items.length), position: current };
  const rest = shuffled(
    inOrder(queue.items.length).filter((index) => index !== current),
    random,
  );
  return { ...queue, shuffle, order: [current, ...rest], position: 0 };
}

export function setRepeat<Item>(queue: PlaylistQueue<Item>, repeat: boolean): PlaylistQueue<Item> {
  return repeat === queue.repeat ? queue : { ...queue, repeat };
}

/**
 * The language every speech in the playlist is in, or null when they are in more than one. One voice reads
 * them all, so what the picker says of its voices' language holds only for a playlist in one language.
 */
export function queueLanguage(queue: PlaylistQueue<{ language: string }>): string | null {
  const [first, ...rest] = queue.items;
  return first && rest.every((item) => item.language === first.language) ? first.language : null;
}

/** '2 of 5': where the playlist is, counted from one. */
export function positionText(queue: PlaylistQueue<unknown>): string {
  return `${queue.position + 1} of ${queue.order.length}`;
}
