import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESERIALIZE, shapeError } from './shape';

describe('command shape', () => {
  it('takes exactly 0x + 40 hex digits as an address', () => {
    const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
    const hexish = fc.string({
      minLength: 40,
      maxLength: 40,
      unit: fc.constantFrom(...'0123456789abcdefABCDEFgG \u0010\u0019:@`'),
    });
    const address = fc.oneof(
      hexish.map((h) => `0x${h}`),
      fc.string(),
      hexish.map((h) => `0X${h}`),
    );
    fc.assert(
      fc.property(address, (user) => {
        const res = shapeError({ time: 1, user, action: { type: 'noop' } });
        expect(res).toBe(ADDRESS.test(user) ? null : DESERIALIZE);
      }),
      { numRuns: 3000 },
    );
  });
});
