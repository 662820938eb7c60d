/** Seed 002 §9: the admin lists and forms. */
export const ADMIN_PAGE_SIZE = 50;
/** Admin lists stay fresh 5 minutes. */
export const ADMIN_LIST_STALE_MS = 300_000;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** In create mode the token's metadata is asked for this long after the address or chain changed. */
export const TOKEN_METADATA_DELAY_MS = 500;
/** The next page loads once this share of the list's bottom sentinel is visible. */
export const ADMIN_SCROLL_THRESHOLD = 0.1;
export const TOKEN_SYMBOL_MAX_LENGTH = 10;
export const TOKEN_NAME_MAX_LENGTH = 100;
export const TOKEN_DECIMALS_MAX = 18;
/** Logos must be smaller than 2 MB (2097152 bytes). */
export const LOGO_MAX_BYTES = 2_097_152;
/** A new token's form starts on Ethereum with 18 decimals. */
export const DEFAULT_TOKEN_CHAIN_ID = 1;
export const DEFAULT_TOKEN_DECIMALS = 18;
/** The announcement image: a social post's 16:9 (issue 26). */
export const ANNOUNCEMENT_WIDTH = 1200;
export const ANNOUNCEMENT_HEIGHT = 675;

/** The next offset of an admin list: only after a full page (seed 002 §9). */
export function nextAdminOffset(offset: number, returned: number): number | null {
  return returned === ADMIN_PAGE_SIZE ? offset + ADMIN_PAGE_SIZE : null;
}

/** The file name an announcement image downloads as (seed 002 §2.6). */
export function announcementFileName(timestamp: number): string {
  return `announcement-${timestamp}.png`;
}

/** An address as the tokens table shows it: the first 6 and last 4 characters. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}
