import * as v from 'valibot';
import { AUTHORIZATION_CODE_LENGTH } from '../telegram/authorization-code';
import { defineContract } from './function-contract';
import { requestObject, walletAddressField } from './request-fields';

/** How the bot is reached: through Telegram's webhook, long polling, or not at all (no token). */
export const TELEGRAM_BOT_MODES = ['webhook', 'polling', 'none'] as const;
export type TelegramBotMode = (typeof TELEGRAM_BOT_MODES)[number];

/**
 * Seed 002 §3 "Webhook setup response" fields, also what the status read answers. The webhook URL
 * is shown without its secret path segment.
 */
const webhookStatus = v.object({
  url: v.string(),
  isSet: v.boolean(),
  lastErrorMessage: v.nullable(v.string()),
});
const botIdentity = v.object({ username: v.string() });

/** The bot's status for the page's card: configured or not, its name, the webhook as Telegram sees it. */
export const getTelegramBotContract = defineContract({
  name: 'get-telegram-bot',
  request: requestObject({}),
  response: v.object({
    mode: v.picklist(TELEGRAM_BOT_MODES),
    bot: v.nullable(botIdentity),
    webhook: v.nullable(webhookStatus),
    /** Why the bot could not be asked (Telegram unreachable, a wrong token), else null. */
    error: v.nullable(v.string()),
    /** The devnet's in-browser bot console is available. */
    console: v.boolean(),
  }),
});

/**
 * Seed 002 §7 setup-telegram-webhook: registers `TELEGRAM_WEBHOOK_URL` with Telegram (with the
 * secret token). Admin-only, checked on the server.
 */
export const setupTelegramWebhookContract = defineContract({
  name: 'setup-telegram-webhook',
  request: requestObject({}),
  response: v.object({
    success: v.boolean(),
    error: v.nullable(v.string()),
    bot: v.nullable(botIdentity),
    webhook: v.nullable(webhookStatus),
  }),
});

/** A fresh authorization code for the signed-in wallet (seed 002 §4; generated on the server). */
export const generateTelegramCodeContract = defineContract({
  name: 'generate-telegram-code',
  request: requestObject({ walletAddress: walletAddressField }),
  response: v.object({
    code: v.pipe(v.string(), v.length(AUTHORIZATION_CODE_LENGTH)),
    /** ISO 8601. */
    expiresAt: v.string(),
  }),
});

/** Whether the signed-in wallet is linked, and to which Telegram account. */
export const getTelegramLinkContract = defineContract({
  name: 'get-telegram-link',
  request: requestObject({ walletAddress: walletAddressField }),
  response: v.object({ linked: v.boolean(), telegramName: v.nullable(v.string()) }),
});

/** Unlinks the signed-in wallet from its Telegram account. */
export const unlinkTelegramContract = defineContract({
  name: 'unlink-telegram',
  request: requestObject({ walletAddress: walletAddressField }),
  response: v.object({ success: v.literal(true) }),
});

const MAX_CONSOLE_TEXT = 4096;
const MAX_CALLBACK_DATA = 64;

/** An inline button as the console shows it. */
const consoleButton = v.object({ text: v.string(), data: v.string() });

/** One bot message in the console: sent new, or an earlier one edited (same id). */
export const consoleMessageSchema = v.object({
  messageId: v.number(),
  text: v.string(),
  buttons: v.array(v.array(consoleButton)),
});
export type ConsoleMessage = v.InferOutput<typeof consoleMessageSchema>;

/**
 * Devnet only: the "Try the bot" console sends a line (or presses a button of an earlier message)
 * as the signed-in wallet's own console Telegram user; answers the messages the bot sent or edited.
 */
export const telegramConsoleContract = defineContract({
  name: 'telegram-console',
  request: requestObject({
    walletAddress: walletAddressField,
    input: v.variant('kind', [
      v.object({
        kind: v.literal('text'),
        text: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(MAX_CONSOLE_TEXT)),
      }),
      v.object({
        kind: v.literal('button'),
        messageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
        data: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CALLBACK_DATA)),
      }),
    ]),
  }),
  response: v.object({ messages: v.array(consoleMessageSchema) }),
});
