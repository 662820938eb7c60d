import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_CODE_ALPHABET,
  AUTHORIZATION_CODE_LENGTH,
  AUTHORIZATION_CODE_SPACE,
  authorizationCodeFromBytes,
  normalizeAuthorizationCode,
} from './authorization-code';

describe('authorization code', () => {
  it('has 32 uppercase letters and digits without the look-alikes 0, O, 1 and I', () => {
    expect(AUTHORIZATION_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(AUTHORIZATION_CODE_ALPHABET).size).toBe(32);
    expect(AUTHORIZATION_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of ['0', 'O', '1', 'I'])
      expect(AUTHORIZATION_CODE_ALPHABET).not.toContain(lookAlike);
    expect(AUTHORIZATION_CODE_SPACE).toBe(2 ** 40);
  });

  it('spells 8 characters, every byte value mapping into the alphabet evenly', () => {
    expect(AUTHORIZATION_CODE_LENGTH).toBe(8);
    expect(authorizationCodeFromBytes(new Uint8Array(8))).toBe('AAAAAAAA');
    expect(authorizationCodeFromBytes(Uint8Array.from([31, 32, 63, 255, 0, 1, 2, 224]))).toBe('9A99ABCA');
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const symbol = authorizationCodeFromBytes(new Uint8Array(8).fill(byte))[0] as string;
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('refuses too few random bytes', () => {
    expect(() => authorizationCodeFromBytes(new Uint8Array(7))).toThrow('needs 8 random bytes');
  });

  it('reads a typed code in any case with spaces around, and refuses anything else', () => {
    expect(normalizeAuthorizationCode(' ab3xk9pq ')).toBe('AB3XK9PQ');
    for (const bad of ['AB3XK9P', 'AB3XK9PQR', 'AB3XK9P0', 'AB3XK9PI', 'AB3-K9PQ', '']) {
      expect(normalizeAuthorizationCode(bad), bad).toBeUndefined();
    }
  });
});
