import { describe, expect, it } from 'vitest';
import { commandHash, txHash } from './command-hash';

/** Command 7's hash as the engine stored it on fills and trades before they kept the seq. */
const SEQ_7_HASH = '0x55e90737ba9602226af117dfb1d34aa4bfa1dc5df62045690fff634806a6cb0f';

describe('command hash on read', () => {
  it('hashes a seq as the fill path did, and passes a stored hash through', () => {
    expect(commandHash(7)).toBe(SEQ_7_HASH);
    expect(txHash(7)).toBe(SEQ_7_HASH);
    expect(txHash(SEQ_7_HASH)).toBe(SEQ_7_HASH);
    expect(txHash(8)).not.toBe(SEQ_7_HASH);
  });

  it('stays right once the memo has evicted a seq', () => {
    const first = txHash(1);
    for (let seq = 2; seq <= 10_000; seq++) expect(txHash(seq)).toBe(commandHash(seq));
    expect(txHash(1)).toBe(first);
    expect(txHash(7)).toBe(SEQ_7_HASH);
  });
});
