/** A token or pair counts as new for 12 hours after creation (seed 000 §9, seed 002 §9). */
export const NEW_LISTING_WINDOW_MS = 12 * 60 * 60 * 1000;

/** `createdAt` is an ISO string, a Date or epoch milliseconds. Unreadable dates are never new. */
export function isNewListing(createdAt: string | number | Date, now: number = Date.now()): boolean {
  const createdMs = createdAt instanceof Date ? createdAt.getTime() : new Date(createdAt).getTime();
  // NaN fails the comparison, so invalid dates (or an invalid `now`) fall through to false;
  // clock skew can put a fresh listing slightly in the future, which still counts as new.
  return now - createdMs < NEW_LISTING_WINDOW_MS;
}
