/**
 * Seed 002 §3, §9: the Telegram authorization code is 8 characters, uppercase letters and digits.
 * Pluto leaves out the look-alikes (0/O, 1/I) so a code read off a screen is typed right; L stays
 * (uppercase L is not confused with 1 in the page's font). 32 symbols: each is 5 bits of a random byte,
 * so a byte maps to a symbol without bias.
 */
export const AUTHORIZATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const AUTHORIZATION_CODE_LENGTH = 8;
/** 32^8 = 2^40 ≈ 1.1 × 10^12 codes. */
export const AUTHORIZATION_CODE_SPACE = AUTHORIZATION_CODE_ALPHABET.length ** AUTHORIZATION_CODE_LENGTH;
/** A code is valid for 15 minutes after it is generated, and for one successful /authorize. */
export const AUTHORIZATION_CODE_TTL_MS = 15 * 60_000;
/**
 * /authorize guesses a Telegram user may make per window. With 5 guesses per 15 minutes, one
 * Telegram account hits a given live code with probability 5 / 2^40 ≈ 4.5 × 10^-12 over its
 * lifetime; even 10^6 accounts guessing around the clock (4.8 × 10^8 guesses a day) would need on
 * average over 6 years to hit any one of 1,000 live codes.
 */
export const AUTHORIZE_ATTEMPTS_PER_WINDOW = 5;
export const AUTHORIZE_ATTEMPT_WINDOW_MS = 15 * 60_000;

const CODE_PATTERN = new RegExp(`^[${AUTHORIZATION_CODE_ALPHABET}]{${AUTHORIZATION_CODE_LENGTH}}$`);

/**
 * The code spelled by `randomBytes` (one byte per character, from a CSPRNG): each byte's low 5 bits
 * pick a symbol, which is uniform because 256 is a multiple of 32.
 */
export function authorizationCodeFromBytes(randomBytes: Uint8Array): string {
  if (randomBytes.length < AUTHORIZATION_CODE_LENGTH) {
    throw new Error(`An authorization code needs ${AUTHORIZATION_CODE_LENGTH} random bytes`);
  }
  let code = '';
  for (let index = 0; index < AUTHORIZATION_CODE_LENGTH; index++) {
    code += AUTHORIZATION_CODE_ALPHABET[(randomBytes[index] as number) & 31];
  }
  return code;
}

/** The code as typed (spaces around, any letter case) in its stored form, or undefined if it cannot be one. */
export function normalizeAuthorizationCode(typed: string): string | undefined {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : undefined;
}
