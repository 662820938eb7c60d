import { describe, expect, it } from 'vitest';
import { formatQuickOrder, parseBotCommand, parseQuickOrder } from './bot-commands';

describe('quick-format grammar', () => {
  it.each([
    ['long BTC 0.1x 10x', { side: 'long', asset: 'BTC', amount: '0.1', unit: 'base', leverage: 10 }],
    ['short ETH 250$ 5x', { side: 'short', asset: 'ETH', amount: '250', unit: 'usd', leverage: 5 }],
    ['Short eth $250 5X', { side: 'short', asset: 'eth', amount: '250', unit: 'usd', leverage: 5 }],
    [
      '  LONG kPEPE   1000x  1x ',
      { side: 'long', asset: 'kPEPE', amount: '1000', unit: 'base', leverage: 1 },
    ],
    ['/long BTC 0.001x 2x', { side: 'long', asset: 'BTC', amount: '0.001', unit: 'base', leverage: 2 }],
    [
      '/short@pluto_bot SOL 12.5$ 100x',
      { side: 'short', asset: 'SOL', amount: '12.5', unit: 'usd', leverage: 100 },
    ],
  ])('reads %j', (line, order) => {
    expect(parseBotCommand(line)).toEqual({ kind: 'trade', order });
  });

  it.each([
    'long BTC 0.1 10x', // size without its unit
    'long BTC 0.1x 10', // leverage without x
    'long BTC 0x 10x', // zero size
    'long BTC 0.000x 10x',
    'long BTC -1x 10x',
    'long BTC .5x 10x',
    'long BTC 1.x 10x',
    'long BTC 1e3x 10x',
    'long BTC 0.1x 0x', // leverage below 1
    'long BTC 0.1x 101x', // above 100
    'long BTC 0.1x 2.5x', // fractional leverage
    'long BTC 0.1x', // leverage missing
    'long BTC 0.1x 10x now', // trailing words
    'long BT-C 0.1x 10x', // not a market name
    'long BTC 123456789012345678901x 2x', // amount over 20 characters
    'long BTC $250$ 2x',
    'buy BTC 0.1x 10x', // not a side
    'hello',
    '',
  ])('refuses %j', (line) => {
    expect(parseBotCommand(line)).toEqual({ kind: 'unknown' });
  });

  it('writes an order back in the same grammar', () => {
    for (const line of ['long BTC 0.1x 10x', 'short ETH 250$ 5x']) {
      const order = parseQuickOrder(line);
      expect(order && formatQuickOrder(order)).toBe(line);
    }
    expect(parseQuickOrder('/help')).toBeUndefined();
  });
});

describe('command parsing', () => {
  it.each([
    ['/start', { kind: 'start' }],
    ['/start ABCDEFGH', { kind: 'start' }], // a deep link's payload is ignored
    ['/help', { kind: 'help' }],
    ['/HELP@pluto_bot', { kind: 'help' }],
    ['/authorize ab3xk9pq', { kind: 'authorize', code: 'AB3XK9PQ' }],
    ['/authorize', { kind: 'authorize', code: undefined }],
    ['/authorize AB3XK9P0', { kind: 'authorize', code: undefined }],
    ['/authorize AB3XK9PQ extra', { kind: 'authorize', code: undefined }],
    ['/long BTC', { kind: 'choose-size', side: 'long', asset: 'BTC' }],
    ['/short eth', { kind: 'choose-size', side: 'short', asset: 'eth' }],
    ['/positions', { kind: 'positions' }],
    ['/balance', { kind: 'balance' }],
    ['/orders', { kind: 'orders' }],
    ['/cancel', { kind: 'cancel', asset: undefined }],
    ['/cancel BTC', { kind: 'cancel', asset: 'BTC' }],
    ['/close BTC', { kind: 'close', asset: 'BTC' }],
    ['/unlink', { kind: 'unlink' }],
    ['/notifications on', { kind: 'notifications', enabled: true }],
    ['/notifications OFF', { kind: 'notifications', enabled: false }],
  ])('reads %j', (text, command) => {
    expect(parseBotCommand(text)).toEqual(command);
  });

  it.each([
    '/close',
    '/close BTC ETH',
    '/cancel BTC ETH',
    '/balance now',
    '/notifications',
    '/notifications maybe',
    '/long',
    '/frobnicate',
    'help', // only the quick format works without the slash
    'positions',
    '/',
  ])('refuses %j', (text) => {
    expect(parseBotCommand(text)).toEqual({ kind: 'unknown' });
  });
});
