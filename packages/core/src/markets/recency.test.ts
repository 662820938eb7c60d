import { describe, expect, it } from 'vitest';
import { isNewListing, NEW_LISTING_WINDOW_MS } from './recency';

const NOW = Date.UTC(2025, 9, 31, 12, 0, 0);

describe('isNewListing', () => {
  it('uses a 12 hour window', () => {
    const twelveHours = 12 * 60 * 60 * 1000;
    expect(isNewListing(NOW - twelveHours + 1, NOW)).toBe(true);
    expect(isNewListing(NOW - twelveHours, NOW)).toBe(false);
  });

  it('is new strictly inside the window', () => {
    expect(isNewListing(NOW, NOW)).toBe(true);
    expect(isNewListing(NOW - NEW_LISTING_WINDOW_MS + 1, NOW)).toBe(true);
    expect(isNewListing(NOW - NEW_LISTING_WINDOW_MS, NOW)).toBe(false);
    expect(isNewListing(NOW - NEW_LISTING_WINDOW_MS - 1, NOW)).toBe(false);
  });

  it('accepts ISO strings and Date objects', () => {
    expect(isNewListing('2025-10-31T01:00:00Z', NOW)).toBe(true);
    expect(isNewListing('2025-10-31T00:00:00.000Z', NOW)).toBe(false);
    expect(isNewListing(new Date(NOW - 60_000), NOW)).toBe(true);
    expect(isNewListing(new Date(NOW - 2 * NEW_LISTING_WINDOW_MS), NOW)).toBe(false);
  });

  it('counts future creation dates as new', () => {
    expect(isNewListing(NOW + 60_000, NOW)).toBe(true);
    expect(isNewListing('2030-01-01T00:00:00Z', NOW)).toBe(true);
  });

  it('is false for unreadable dates', () => {
    expect(isNewListing('not a date', NOW)).toBe(false);
    expect(isNewListing('', NOW)).toBe(false);
    expect(isNewListing(Number.NaN, NOW)).toBe(false);
    expect(isNewListing(new Date('invalid'), NOW)).toBe(false);
    expect(isNewListing(Number.POSITIVE_INFINITY, NOW)).toBe(false);
    expect(isNewListing(NOW, Number.NaN)).toBe(false);
  });

  it('defaults now to the current time', () => {
    expect(isNewListing(Date.now() - 1000)).toBe(true);
    expect(isNewListing(Date.now() - NEW_LISTING_WINDOW_MS - 1000)).toBe(false);
  });
});
