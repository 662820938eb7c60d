/** Click-to-sort rule shared by the market picker, markets list and meme listings (seed 001 §4, seed 002 §4). */
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Clicking the active column flips its direction; a new column starts descending (largest first). */
export function nextSortState<K extends string>(current: SortState<K>, clicked: K): SortState<K> {
  if (current.key !== clicked) return { key: clicked, direction: 'desc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

type Sortable = number | string | null | undefined;

function isMissing(value: Sortable): boolean {
  return value === null || value === undefined || Number.isNaN(value);
}

let collator: Intl.Collator | undefined;

/** Created on the first string comparison: constructing a Collator is costly and most pages never sort text. */
function textCollator(): Intl.Collator {
  collator ??= new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
  return collator;
}

/**
 * Comparator for `Array.prototype.sort`: numbers numerically, strings case-insensitively with
 * natural digit order. Missing values and NaN go last in both directions so blanks never lead a table.
 */
export function compareForSort(a: Sortable, b: Sortable, direction: SortDirection): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : textCollator().compare(String(a), String(b));
  // `|| 0` turns -0 and Infinity - Infinity (NaN) into a clean tie.
  return (direction === 'asc' ? order : -order) || 0;
}
