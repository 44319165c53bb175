// Speeches whose audio has played to its end on this page. A rating says whether the person listened
// to the whole speech from this, rather than asking them.

const finished = new Set<number>();

export function markListenedToEnd(speechId: number): void {
  finished.add(speechId);
}

export function listenedToEnd(speechId: number): boolean {
  return finished.has(speechId);
}
