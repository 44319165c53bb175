import { describe, expect, it } from 'vitest';
import {
  createQueue,
  currentItem,
  nextQueue,
  type PlaylistQueue,
  positionText,
  previousQueue,
  queueLanguage,
  setRepeat,
  setShuffle,
  shuffled,
} from './playlist-queue';

/** A seeded generator (mulberry32), so shuffled orders are repeatable. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every item the queue plays from where it is until it stops (or `limit` steps, for repeat). */
function playThrough<Item>(queue: PlaylistQueue<Item>, limit = 20): Item[] {
  const played: Item[] = [];
  let at: PlaylistQueue<Item> | null = queue;
  while (at && played.length < limit) {
    const item = currentItem(at);
    if (item !== undefined) played.push(item);
    at = nextQueue(at);
  }
  return played;
}

const SPEECHES = ['a', 'b', 'c', 'd', 'e'];

describe('the playlist queue', () => {
  it('plays the favourites in their order and stops after the last without repeat', () => {
    const queue = createQueue(SPEECHES);
    expect(currentItem(queue)).toBe('a');
    expect(positionText(queue)).toBe('1 of 5');
    expect(playThrough(queue)).toEqual(SPEECHES);
    const last = { ...queue, position: 4 };
    expect(nextQueue(last)).toBeNull();
  });

  it('wraps to the start after the last with repeat, and previous from the first goes to the last', () => {
    const queue = createQueue(SPEECHES, { repeat: true });
    expect(playThrough(queue, 7)).toEqual([...SPEECHES, 'a', 'b']);
    expect(currentItem(previousQueue(queue))).toBe('e');
  });

  it('previous goes back one, and stays on the first without repeat', () => {
    const queue = createQueue(SPEECHES);
    const third = nextQueue(nextQueue(queue) as PlaylistQueue<string>) as PlaylistQueue<string>;
    expect(currentItem(third)).toBe('c');
    expect(currentItem(previousQueue(third))).toBe('b');
    expect(previousQueue(queue)).toBe(queue);
  });

  it('an empty playlist has nothing to play and nowhere to go', () => {
    const queue = createQueue<string>([]);
    expect(currentItem(queue)).toBeUndefined();
    expect(nextQueue(queue)).toBeNull();
    expect(nextQueue(setRepeat(queue, true))).toBeNull();
    expect(previousQueue(setRepeat(queue, true))).toEqual(setRepeat(queue, true));
  });

  it('shuffle decides one order at the start, which next and previous then follow', () => {
    const queue = createQueue(SPEECHES, { shuffle: true, random: seeded(7) });
    const order = playThrough(queue);
    expect([...order].sort()).toEqual(SPEECHES); // each once
    // Going forward and back retraces the same order rather than drawing again.
    let at = queue;
    for (let i = 0; i < 3; i += 1) at = nextQueue(at) as PlaylistQueue<string>;
    expect(currentItem(at)).toBe(order[3]);
    expect(currentItem(previousQueue(at))).toBe(order[2]);
    expect(currentItem(previousQueue(previousQueue(at)))).toBe(order[1]);
  });

  it('different starts can shuffle differently (the order is drawn, not fixed)', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        playThrough(createQueue(SPEECHES, { shuffle: true, random: seeded(seed) })).join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('Fisher–Yates gives every order of three about equally often', () => {
    const random = seeded(42);
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let i = 0; i < runs; i += 1) {
      const key = shuffled(['x', 'y', 'z'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(runs / 6 / 5);
  });

  it('turning shuffle on keeps the speech playing and shuffles the rest after it; off goes back to the list order', () => {
    const queue = nextQueue(createQueue(SPEECHES)) as PlaylistQueue<string>; // on 'b'
    const on = setShuffle(queue, true, seeded(3));
    expect(on.shuffle).toBe(true);
    expect(currentItem(on)).toBe('b');
    expect(on.position).toBe(0);
    expect([...playThrough(on)].sort()).toEqual(SPEECHES);

    const later = nextQueue(nextQueue(on) as PlaylistQueue<string>) as PlaylistQueue<string>;
    const playing = currentItem(later);
    const off = setShuffle(later, false);
    expect(off.shuffle).toBe(false);
    expect(currentItem(off)).toBe(playing);
    expect(playThrough(off)).toEqual(SPEECHES.slice(SPEECHES.indexOf(playing as string)));
  });

  it('setting shuffle or repeat to what it already is changes nothing', () => {
    const queue = createQueue(SPEECHES);
    expect(setShuffle(queue, false)).toBe(queue);
    expect(setRepeat(queue, false)).toBe(queue);
    expect(setRepeat(queue, true).repeat).toBe(true);
  });
});

describe('queueLanguage', () => {
  it('is the language all the speeches share, and none when they are in several', () => {
    const speeches = (...languages: string[]) => createQueue(languages.map((language) => ({ language })));
    expect(queueLanguage(speeches('fr', 'fr', 'fr'))).toBe('fr');
    expect(queueLanguage(speeches('en'))).toBe('en');
    expect(queueLanguage(speeches('fr', 'en', 'fr'))).toBeNull();
    expect(queueLanguage(speeches())).toBeNull();
  });
});
