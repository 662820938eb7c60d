import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS, type FunctionName, parseFunctionResponse } from './function-registry';
import { parseRequest } from './request-fields';

const walletAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const request = (name: FunctionName, body: unknown) => parseRequest(FUNCTION_CONTRACTS[name].request, body);

describe('telegram function contracts', () => {
  it('take an empty body for the bot status and the webhook setup', () => {
    expect(request('get-telegram-bot', {})).toEqual({ success: true, output: {} });
    expect(request('setup-telegram-webhook', {})).toEqual({ success: true, output: {} });
    expect(request('setup-telegram-webhook', [])).toMatchObject({ success: false });
  });

  it('name the wallet of the code, link and unlink calls', () => {
    for (const name of ['generate-telegram-code', 'get-telegram-link', 'unlink-telegram'] as const) {
      expect(request(name, { walletAddress })).toEqual({ success: true, output: { walletAddress } });
      expect(request(name, {})).toEqual({
        success: false,
        error: 'walletAddress: must be a 0x-prefixed 40-hex-digit wallet address',
      });
    }
  });

  it('reads a console line or a button press, refusing an empty line and over-long button data', () => {
    const text = { walletAddress, input: { kind: 'text', text: 'long BTC 0.001x 2x' } };
    expect(request('telegram-console', text)).toEqual({ success: true, output: text });
    const button = { walletAddress, input: { kind: 'button', messageId: 3, data: 'x:long BTC 0.001x 2x' } };
    expect(request('telegram-console', button)).toEqual({ success: true, output: button });
    expect(request('telegram-console', { walletAddress, input: { kind: 'text', text: '' } })).toEqual({
      success: false,
      error: 'input.text: must not be empty',
    });
    expect(
      request('telegram-console', {
        walletAddress,
        input: { kind: 'button', messageId: 3, data: 'x'.repeat(65) },
      }),
    ).toMatchObject({ success: false });
  });

  it('accept the setup answer with the seed’s fields and refuse a code of another length', () => {
    const answer = {
      success: true,
      error: null,
      bot: { username: 'pluto_bot' },
      webhook: { url: 'https://pluto.trade/telegram/webhook/…', isSet: true, lastErrorMessage: null },
    };
    expect(parseFunctionResponse('setup-telegram-webhook', answer)).toEqual(answer);
    expect(
      parseFunctionResponse('generate-telegram-code', { code: 'ABCDEFGH', expiresAt: 'x' }),
    ).toBeDefined();
    expect(
      parseFunctionResponse('generate-telegram-code', { code: 'ABCDEFG', expiresAt: 'x' }),
    ).toBeUndefined();
  });
});
