import {
  generateTelegramCodeContract,
  getTelegramBotContract,
  getTelegramLinkContract,
  setupTelegramWebhookContract,
  telegramConsoleContract,
  unlinkTelegramContract,
} from '@pluto/core';
import { HttpError } from '../http/http-error';
import { issueAuthorizationCode, unlinkWallet, walletLinkStatus } from '../telegram/telegram-users';
import { defineFunction } from './function-definition';

/** The status card and the bot's name for 'Open Telegram Bot'; public, it carries no secret. */
export const getTelegramBot = defineFunction(getTelegramBotContract, {
  access: 'public',
  handle: (_body, { telegram }) => telegram.status(),
});

/** Seed 002 §7 setup-telegram-webhook, admin-only on the server (the seed's client does not check). */
export const setupTelegramWebhook = defineFunction(setupTelegramWebhookContract, {
  access: 'admin',
  actingWallet: () => [],
  handle: (_body, { telegram }) => telegram.setupWebhook(),
});

/** A fresh code for the session's wallet only: the body's wallet must be the session's. */
export const generateTelegramCode = defineFunction(generateTelegramCodeContract, {
  access: 'wallet',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress }, { db, logger }) {
    const { code, expiresAt } = await issueAuthorizationCode(db, walletAddress);
    logger.info({ wallet: walletAddress.toLowerCase() }, 'telegram authorization code issued');
    return { code, expiresAt: expiresAt.toISOString() };
  },
});

export const getTelegramLink = defineFunction(getTelegramLinkContract, {
  access: 'wallet',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress }, { db }) {
    const { linked, telegramName } = await walletLinkStatus(db, walletAddress);
    return { linked, telegramName };
  },
});

export const unlinkTelegram = defineFunction(unlinkTelegramContract, {
  access: 'wallet',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress }, { db }) {
    await unlinkWallet(db, walletAddress);
    return { success: true as const };
  },
});

/** The devnet's "Try the bot" console; absent (404) on any other network. */
export const telegramConsole = defineFunction(telegramConsoleContract, {
  access: 'wallet',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress, input }, { telegram }) {
    if (!telegram.console) throw new HttpError(404, 'The bot console exists only on the devnet');
    return { messages: await telegram.console.send(walletAddress, input) };
  },
});
