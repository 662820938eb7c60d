/**
 * Where the fill notifications stand in one user's fills. Fills are ordered by time only to the
 * millisecond and several can share one (an order crossing several makers, or two orders), so the
 * cursor is the time of the newest handled fill plus the fills at that very millisecond already
 * handled: a fill at that time reported later (a later page, a reconnect) is still sent, and none twice.
 */
export interface FillCursor {
  time: number;
  keys: readonly string[];
}

/** What identifies a fill: the trade (`tid`), and the order, as both sides of a trade share its tid. */
export interface FillIdentity {
  time: number;
  tid: number;
  oid: number;
}

export function fillKey(fill: FillIdentity): string {
  return `${fill.oid}:${fill.tid}`;
}

/** The fills not yet handled, oldest first, each once (a page and a live message may overlap). */
export function fillsAfter<Fill extends FillIdentity>(fills: readonly Fill[], cursor: FillCursor): Fill[] {
  const handled = new Set(cursor.keys);
  const fresh: Fill[] = [];
  for (const fill of fills) {
    const key = fillKey(fill);
    if (fill.time < cursor.time || handled.has(key)) continue;
    handled.add(key);
    fresh.push(fill);
  }
  // Stable: fills of one millisecond keep the exchange's order.
  return fresh.sort((a, b) => a.time - b.time);
}

/** The cursor once `fresh` (from `fillsAfter(…, cursor)`) are handled. */
export function advanceCursor(cursor: FillCursor, fresh: readonly FillIdentity[]): FillCursor {
  const newest = fresh.reduce((time, fill) => Math.max(time, fill.time), cursor.time);
  const atNewest = fresh.filter((fill) => fill.time === newest).map(fillKey);
  return { time: newest, keys: newest === cursor.time ? [...cursor.keys, ...atNewest] : atNewest };
}

/** The cursor as stored (`notified_fill_keys`): the keys joined by commas. */
export function encodeFillKeys(keys: readonly string[]): string {
  return keys.join(',');
}

export function decodeFillKeys(stored: string): string[] {
  return stored === '' ? [] : stored.split(',');
}
