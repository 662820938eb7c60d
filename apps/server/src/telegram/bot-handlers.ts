import {
  actionData,
  BOT_TEXTS,
  type BotAction,
  type BotCommand,
  leverageChoices,
  parseActionData,
  parseBotCommand,
  parseQuickSize,
  QUICK_SIZE_CHOICES_USD,
  type QuickOrder,
} from '@pluto/core';
import { type Bot, type Context, InlineKeyboard } from 'grammy';
import type { Address } from 'viem';
import type { FunctionContext } from '../functions/function-definition';
import {
  balanceText,
  cancelOrders,
  closePosition,
  marketNamed,
  openPositions,
  ordersText,
  placeQuickOrder,
} from './bot-trading';
import {
  authorizeTelegramUser,
  linkedWallet,
  setFillNotifications,
  type TelegramUser,
  unlinkTelegramUser,
} from './telegram-users';

/** A reply: its text and, optionally, inline buttons. */
interface Reply {
  text: string;
  keyboard?: InlineKeyboard;
}

const MINUTE_MS = 60_000;
/** Confirmations already acted on (chat and message) kept, so a double tap trades once. */
const CONFIRMED_KEPT = 1000;

function telegramUserOf(ctx: Context): TelegramUser | undefined {
  const from = ctx.from;
  const chat = ctx.chat;
  if (!from || !chat || chat.type !== 'private') return undefined;
  return { id: from.id, name: from.username ? `@${from.username}` : from.first_name, chatId: chat.id };
}

function confirmKeyboard(confirm: BotAction): InlineKeyboard {
  return new InlineKeyboard()
    .text(BOT_TEXTS.confirm, actionData(confirm))
    .text(BOT_TEXTS.cancel, actionData({ kind: 'dismiss' }));
}

function reviewReply(order: QuickOrder): Reply {
  return { text: BOT_TEXTS.review(order), keyboard: confirmKeyboard({ kind: 'execute', order }) };
}

function reviewCloseReply(asset: string): Reply {
  return { text: BOT_TEXTS.reviewClose(asset), keyboard: confirmKeyboard({ kind: 'execute-close', asset }) };
}

async function authorizeReply(
  context: FunctionContext,
  user: TelegramUser,
  code: string | undefined,
): Promise<Reply> {
  const outcome = await authorizeTelegramUser(context.db, user, code);
  switch (outcome.kind) {
    case 'linked':
      context.logger.info({ telegramUser: user.id, wallet: outcome.wallet }, 'telegram user linked');
      return { text: BOT_TEXTS.linked(outcome.wallet) };
    case 'linked-elsewhere':
      return { text: BOT_TEXTS.alreadyLinkedElsewhere };
    case 'rate-limited':
      return { text: BOT_TEXTS.rateLimited(Math.max(1, Math.ceil(outcome.retryAfterMs / MINUTE_MS))) };
    case 'refused':
      return { text: code ? BOT_TEXTS.codeRefused : BOT_TEXTS.authorizeUsage };
  }
}

async function chooseSizeReply(
  context: FunctionContext,
  side: 'long' | 'short',
  asset: string,
): Promise<Reply> {
  const market = await marketNamed(context, asset);
  if (!market) return { text: BOT_TEXTS.unknownMarket(asset) };
  const keyboard = new InlineKeyboard();
  for (const usd of QUICK_SIZE_CHOICES_USD) {
    keyboard.text(
      `$${usd}`,
      actionData({ kind: 'choose-leverage', side, asset: market.symbol, size: `${usd}$` }),
    );
  }
  return { text: BOT_TEXTS.chooseSize(side, market.symbol), keyboard };
}

async function positionsReply(context: FunctionContext, wallet: Address): Promise<Reply> {
  const positions = await openPositions(context, wallet);
  if (positions.length === 0) return { text: BOT_TEXTS.noPositions };
  const keyboard = new InlineKeyboard();
  for (const position of positions) {
    keyboard
      .text(BOT_TEXTS.close(position.coin), actionData({ kind: 'review-close', asset: position.coin }))
      .row();
  }
  return { text: positions.map((position) => position.text).join('\n'), keyboard };
}

type LinkedCommand = Exclude<BotCommand, { kind: 'start' | 'help' | 'unknown' | 'authorize' }>;

/** The commands that act for the linked wallet. */
const LINKED_COMMANDS: {
  [Kind in LinkedCommand['kind']]: (
    command: Extract<LinkedCommand, { kind: Kind }>,
    context: FunctionContext,
    wallet: Address,
    user: TelegramUser,
  ) => Promise<Reply>;
} = {
  'choose-size': (command, context) => chooseSizeReply(context, command.side, command.asset),
  trade: async (command) => reviewReply(command.order),
  positions: (_, context, wallet) => positionsReply(context, wallet),
  balance: async (_, context, wallet) => ({ text: await balanceText(context, wallet) }),
  orders: async (_, context, wallet) => ({ text: await ordersText(context, wallet) }),
  cancel: async (command, context, wallet) => ({ text: await cancelOrders(context, wallet, command.asset) }),
  close: async (command) => reviewCloseReply(command.asset),
  unlink: async (_, context, _wallet, user) => {
    await unlinkTelegramUser(context.db, user.id);
    return { text: BOT_TEXTS.unlinked };
  },
  notifications: async (command, context, _wallet, user) => {
    await setFillNotifications(context.db, user.id, command.enabled);
    return { text: command.enabled ? BOT_TEXTS.notificationsOn : BOT_TEXTS.notificationsOff };
  },
};

async function commandReply(context: FunctionContext, user: TelegramUser, text: string): Promise<Reply> {
  const command = parseBotCommand(text);
  if (command.kind === 'start') return { text: BOT_TEXTS.welcome };
  if (command.kind === 'help' || command.kind === 'unknown') return { text: BOT_TEXTS.help };
  if (command.kind === 'authorize') return authorizeReply(context, user, command.code);
  const wallet = await linkedWallet(context.db, user.id);
  if (!wallet) return { text: BOT_TEXTS.notLinked };
  const handler = LINKED_COMMANDS[command.kind] as (
    command: LinkedCommand,
    context: FunctionContext,
    wallet: Address,
    user: TelegramUser,
  ) => Promise<Reply>;
  return handler(command, context, wallet as Address, user);
}

async function leverageReply(
  context: FunctionContext,
  action: Extract<BotAction, { kind: 'choose-leverage' }>,
): Promise<Reply> {
  const market = await marketNamed(context, action.asset);
  if (!market) return { text: BOT_TEXTS.unknownMarket(action.asset) };
  const keyboard = new InlineKeyboard();
  const size = parseQuickSize(action.size);
  if (!size) return { text: BOT_TEXTS.help };
  for (const leverage of leverageChoices(market.maxLeverage)) {
    const order: QuickOrder = { side: action.side, asset: market.symbol, ...size, leverage };
    keyboard.text(`${leverage}x`, actionData({ kind: 'review', order }));
  }
  return { text: BOT_TEXTS.chooseLeverage(action.side, market.symbol, action.size), keyboard };
}

/** Edits the pressed message in place; a trade first drops its buttons, so a second press finds none. */
async function runAction(
  ctx: Context,
  context: FunctionContext,
  action: BotAction,
  wallet: Address,
): Promise<Reply> {
  switch (action.kind) {
    case 'dismiss':
      return { text: BOT_TEXTS.dismissed };
    case 'choose-leverage':
      return leverageReply(context, action);
    case 'review':
      return reviewReply(action.order);
    case 'review-close':
      return reviewCloseReply(action.asset);
    case 'execute':
      await ctx.editMessageText(BOT_TEXTS.placing);
      return { text: await placeQuickOrder(context, wallet, action.order) };
    case 'execute-close':
      await ctx.editMessageText(BOT_TEXTS.placing);
      return { text: await closePosition(context, wallet, action.asset) };
  }
}

function send(ctx: Context, reply: Reply) {
  return ctx.reply(reply.text, reply.keyboard ? { reply_markup: reply.keyboard } : {});
}

function edit(ctx: Context, reply: Reply) {
  return ctx.editMessageText(reply.text, reply.keyboard ? { reply_markup: reply.keyboard } : {});
}

/**
 * The bot's behaviour, the same for Telegram's webhook, long polling and the devnet console: private
 * chats only; every command, button and malformed input answered, failures logged and answered
 * with a short text (never a stack trace).
 */
export function installBotHandlers(bot: Bot, context: FunctionContext): void {
  bot.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      context.logger.error({ err: error, updateId: ctx.update.update_id }, 'telegram update failed');
      await ctx.reply(BOT_TEXTS.unavailable).catch(() => undefined);
    }
  });

  bot.on('message:text', async (ctx) => {
    const user = telegramUserOf(ctx);
    if (!user) return;
    await send(ctx, await commandReply(context, user, ctx.message.text));
  });

  const confirmed = new Set<string>();
  /** True the first time a confirmation on this message is pressed. */
  const firstConfirmation = (ctx: Context): boolean => {
    const key = `${ctx.chat?.id}:${ctx.callbackQuery?.message?.message_id}`;
    if (confirmed.has(key)) return false;
    confirmed.add(key);
    if (confirmed.size > CONFIRMED_KEPT) confirmed.delete(confirmed.values().next().value as string);
    return true;
  };

  bot.on('callback_query:data', async (ctx) => {
    const user = telegramUserOf(ctx);
    await ctx.answerCallbackQuery();
    if (!user) return;
    const action = parseActionData(ctx.callbackQuery.data);
    if (!action) return void (await send(ctx, { text: BOT_TEXTS.help }));
    const isTrade = action.kind === 'execute' || action.kind === 'execute-close';
    if (isTrade && !firstConfirmation(ctx)) return;
    const wallet = action.kind === 'dismiss' ? undefined : await linkedWallet(context.db, user.id);
    if (action.kind !== 'dismiss' && !wallet) return void (await edit(ctx, { text: BOT_TEXTS.notLinked }));
    await edit(ctx, await runAction(ctx, context, action, wallet as Address));
  });

  // Stickers, photos, voice: the help text.
  bot.on('message', async (ctx) => {
    if (telegramUserOf(ctx)) await send(ctx, { text: BOT_TEXTS.help });
  });
}
