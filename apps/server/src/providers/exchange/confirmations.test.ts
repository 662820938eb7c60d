import { describe, expect, it } from 'vitest';
import { Confirmations } from './confirmations';

describe('Confirmations', () => {
  it('remembers a yes for its time to live and never a no', async () => {
    let now = 0;
    let asked = 0;
    let answer = false;
    const confirmations = new Confirmations(1_000, () => now);
    const ask = async () => {
      asked++;
      return answer;
    };
    expect(await confirmations.check('agent', ask)).toBe(false);
    expect(await confirmations.check('agent', ask)).toBe(false);
    expect(asked).toBe(2);
    answer = true;
    expect(await confirmations.check('agent', ask)).toBe(true);
    now = 999;
    answer = false;
    expect(await confirmations.check('agent', ask)).toBe(true);
    expect(asked).toBe(3);
    now = 1_000;
    expect(await confirmations.check('agent', ask)).toBe(false);
    expect(asked).toBe(4);
  });
});
