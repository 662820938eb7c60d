import { describe, expect, it } from 'vitest';
import { actionData, type BotAction, leverageChoices, parseActionData } from './bot-buttons';

const order = {
  side: 'short',
  asset: 'kPEPE',
  amount: '12345678901234567890',
  unit: 'usd',
  leverage: 100,
} as const;

describe('button data', () => {
  const actions: BotAction[] = [
    { kind: 'choose-leverage', side: 'long', asset: 'BTC', size: '50$' },
    { kind: 'review', order },
    { kind: 'execute', order },
    { kind: 'review-close', asset: 'BTC' },
    { kind: 'execute-close', asset: 'BTC' },
    { kind: 'dismiss' },
  ];

  it.each(actions)('round-trips $kind within Telegram’s 64 bytes', (action) => {
    const data = actionData(action);
    expect(new TextEncoder().encode(data).length).toBeLessThanOrEqual(64);
    expect(parseActionData(data)).toEqual(action);
  });

  it.each([
    '',
    'x',
    'x:',
    'x:long BTC 0.1x',
    'r:buy BTC 1x 1x',
    's:long BTC',
    's:long BTC 0x',
    'c:',
    'c:B-C',
    'q:BTC',
    'n:',
  ])('refuses data the bot never sends: %j', (data) => {
    expect(parseActionData(data)).toBeUndefined();
  });

  it('offers the leverage presets below the market maximum, and the maximum', () => {
    expect(leverageChoices(40)).toEqual([1, 2, 3, 5, 10, 20, 40]);
    expect(leverageChoices(25)).toEqual([1, 2, 3, 5, 10, 20, 25]);
    expect(leverageChoices(3)).toEqual([1, 2, 3]);
  });
});
