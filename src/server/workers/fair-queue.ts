export type Queued = { group: string; priority: number };

type Group<T> = { items: T[]; lastTurn: number };

/**
 * Waiting work taken in turns across groups: next is always the group whose last turn is longest ago (a
 * group that arrives, or comes back after running out, goes before every group that has had a turn,
 * then in arrival order). Within a group: lowest priority first, then in arrival order. With a user as
 * the group, one user's hundred waiting jobs delay another user's next job by at most the one running.
 */
export class FairQueue<T extends Queued> {
  private readonly groups = new Map<string, Group<T>>();
  private turns = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    this.count += 1;
    const group = this.groups.get(item.group);
    if (!group) {
      this.groups.set(item.group, { items: [item], lastTurn: -1 });
      return;
    }
    const after = group.items.findIndex((other) => other.priority > item.priority);
    group.items.splice(after === -1 ? group.items.length : after, 0, item);
  }

  shift(): T | undefined {
    let next: [string, Group<T>] | undefined;
    for (const entry of this.groups) if (!next || entry[1].lastTurn < next[1].lastTurn) next = entry;
    if (!next) return undefined;
    const [name, group] = next;
    const item = group.items.shift();
    group.lastTurn = ++this.turns;
    if (group.items.length === 0) this.groups.delete(name);
    this.count -= 1;
    return item;
  }

  /** Takes an item out before its turn (its work was cancelled); false if it already left the queue. */
  remove(item: T): boolean {
    const group = this.groups.get(item.group);
    const index = group?.items.indexOf(item) ?? -1;
    if (!group || index === -1) return false;
    group.items.splice(index, 1);
    if (group.items.length === 0) this.groups.delete(item.group);
    this.count -= 1;
    return true;
  }

  /** Empties the queue, returning what waited. */
  drain(): T[] {
    const all = [...this.groups.values()].flatMap((group) => group.items);
    this.groups.clear();
    this.count = 0;
    return all;
  }
}
