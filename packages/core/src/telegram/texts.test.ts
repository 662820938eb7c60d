import { describe, expect, it } from 'vitest';
import { parseBotCommand } from './bot-commands';
import { BOT_TEXTS, fillText, TELEGRAM_EXAMPLE_COMMANDS, TELEGRAM_PAGE_TEXTS } from './texts';

describe('telegram texts', () => {
  it('words the seed’s toasts', () => {
    expect(TELEGRAM_PAGE_TEXTS.botReady('pluto_bot')).toBe('Bot @pluto_bot is ready to receive messages');
  });

  it('lists example commands the bot reads', () => {
    for (const { command } of TELEGRAM_EXAMPLE_COMMANDS) {
      expect(parseBotCommand(command.replace('{asset}', 'BTC')).kind, command).not.toBe('unknown');
    }
  });

  it('lists in the help only commands the bot reads', () => {
    for (const line of BOT_TEXTS.help.split('\n').slice(1)) {
      const example = (line.split(':')[0] ?? '')
        .replace('{code}', 'ABCDEFGH')
        .replace('{asset}', 'BTC')
        .replace('[asset]', 'BTC')
        .replace('on|off', 'on')
        .split(' or ')[0] as string;
      expect(parseBotCommand(example).kind, line).not.toBe('unknown');
    }
  });

  it('answers a fill with price, size and fee', () => {
    expect(fillText({ side: 'buy', asset: 'BTC', size: '0.001', averagePrice: '113100', fee: '0.17' })).toBe(
      'Filled: Bought 0.001 BTC at 113100, fee 0.17 USDC',
    );
  });
});
