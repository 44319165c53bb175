import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

type Job = { group: string; priority: number; name: string };
const job = (group: string, priority: number, name = `${group}${priority}`): Job => ({
  group,
  priority,
  name,
});
const takeAll = (queue: FairQueue<Job>) => {
  const names: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) names.push(next.name);
  return names;
};

describe('FairQueue', () => {
  it('takes turns between groups, in the order they arrived', () => {
    const queue = new FairQueue<Job>();
    for (let i = 0; i < 4; i += 1) queue.push(job('a', 0, `a${i}`));
    queue.push(job('b', 0, 'b0'));
    queue.push(job('c', 0, 'c0'));
    queue.push(job('b', 0, 'b1'));
    expect(queue.size).toBe(7);
    expect(takeAll(queue)).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it('within a group, goes lowest priority first, then in arrival order', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 5, 'late'));
    queue.push(job('a', 1, 'first'));
    queue.push(job('a', 1, 'second'));
    queue.push(job('a', 3, 'middle'));
    expect(takeAll(queue)).toEqual(['first', 'second', 'middle', 'late']);
  });

  it('puts a group that has had its turn behind one that arrives meanwhile', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 0, 'a0'));
    queue.push(job('a', 0, 'a1'));
    expect(queue.shift()?.name).toBe('a0');
    queue.push(job('b', 0, 'b0'));
    expect(takeAll(queue)).toEqual(['b0', 'a1']);
  });

  it('takes out a cancelled item, once', () => {
    const queue = new FairQueue<Job>();
    const cancelled = job('a', 0, 'cancelled');
    queue.push(cancelled);
    queue.push(job('b', 0, 'b0'));
    expect(queue.remove(cancelled)).toBe(true);
    expect(queue.remove(cancelled)).toBe(false);
    expect(queue.size).toBe(1);
    expect(takeAll(queue)).toEqual(['b0']);
  });

  it('drains everything that waited', () => {
    const queue = new FairQueue<Job>();
    queue.push(job('a', 0));
    queue.push(job('b', 2));
    expect(
      queue
        .drain()
        .map((item) => item.name)
        .sort(),
    ).toEqual(['a0', 'b2']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });
});
