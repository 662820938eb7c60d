import { GrammyError, HttpError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { OUTBOX_RETRY_MAX_MS, sendFailure } from './telegram-outbox';

const refused = (error_code: number, description: string, parameters = {}) =>
  new GrammyError(
    `Call to 'sendMessage' failed!`,
    { ok: false, error_code, description, parameters },
    'sendMessage',
    {},
  );

describe('sendFailure', () => {
  it('waits what a 429 asks (retry_after, in seconds), whatever the attempt', () => {
    expect(sendFailure(refused(429, 'Too Many Requests: retry after 7', { retry_after: 7 }), 5)).toEqual({
      retryInMs: 7000,
    });
  });

  it('gives up when the user blocked the bot (403) or the chat is gone (400)', () => {
    expect(sendFailure(refused(403, 'Forbidden: bot was blocked by the user'), 0)).toEqual({
      permanent: 'Forbidden: bot was blocked by the user',
    });
    expect(sendFailure(refused(400, 'Bad Request: chat not found'), 0)).toEqual({
      permanent: 'Bad Request: chat not found',
    });
  });

  it('tries again after an unreachable Telegram or a server error, doubling the wait up to five minutes', () => {
    const unreachable = new HttpError('Network request failed', new Error('socket hang up'));
    expect(sendFailure(unreachable, 0)).toEqual({ retryInMs: 1000 });
    expect(sendFailure(unreachable, 3)).toEqual({ retryInMs: 8000 });
    expect(sendFailure(refused(502, 'Bad Gateway'), 1)).toEqual({ retryInMs: 2000 });
    expect(sendFailure(unreachable, 30)).toEqual({ retryInMs: OUTBOX_RETRY_MAX_MS });
  });
});
