import { AUTHORIZATION_CODE_LENGTH } from './authorization-code';
import { formatQuickOrder, type QuickOrder } from './bot-commands';

/** Seed 002 §2.9, §5 "Telegram", §8 "Telegram": the /telegram page's texts. */
export const TELEGRAM_PAGE_TEXTS = {
  connectWallet: 'Please connect your wallet to continue',
  generateCode: 'Generate Authorization Code',
  openBot: 'Open Telegram Bot',
  setupWebhook: 'Setup Telegram Webhook',
  settingUp: 'Setting up...',
  webhookConfigured: 'Webhook configured!',
  botReady: (username: string) => `Bot @${username} is ready to receive messages`,
  setupError: 'Failed to set up webhook',
  setupFailed: 'Webhook setup failed',
  unknownError: 'Unknown error',
  error: 'Error',
  codeFailed: 'Failed to generate authorization code',
  codeError: 'Failed to generate code',
  codeGenerated: 'Code generated',
  codeHint: 'Use this code in the Telegram bot to authorize',
  copied: 'Copied!',
  copiedHint: 'Authorization code copied to clipboard',
  walletNotConnected: 'Wallet not connected',
  walletNotConnectedHint: 'Please connect your wallet first',
  botUsernameMissing: 'Bot username not available',
  botUsernameMissingHint: 'Please set up webhook first',
  active: 'Active',
  notSet: 'Not Set',
  notConfigured: 'Not configured',
} as const;

/** Seed 002 §9: the copy button shows its copied state for 2 seconds. */
export const CODE_COPIED_STATE_MS = 2000;

/** The examples the page lists (seed 002 §2.9). */
export const TELEGRAM_EXAMPLE_COMMANDS = [
  { command: '/long {asset}', meaning: 'Open a long: the bot asks for the size and leverage' },
  { command: '/short {asset}', meaning: 'Open a short: the bot asks for the size and leverage' },
  { command: 'long BTC 0.1x 10x', meaning: 'Quick format: 0.1 BTC at 10x leverage' },
  { command: 'short ETH 250$ 5x', meaning: 'Quick format with a USD size: $250 of ETH at 5x' },
  { command: '/positions', meaning: 'Your open positions, each with a Close button' },
  { command: '/balance', meaning: 'Account value, margin used and withdrawable USDC' },
] as const;

/** The bot's replies (Pluto's own: the seed does not show the bot). */
export const BOT_TEXTS = {
  welcome:
    'Welcome to Pluto. Generate an authorization code on the Pluto Telegram page, then send /authorize {code} here to link your wallet.',
  help: [
    'Pluto bot commands:',
    '/authorize {code}: link your wallet with the code from the Pluto Telegram page',
    '/long {asset} or /short {asset}: open a position, choosing size and leverage with buttons',
    'long BTC 0.1x 10x: quick format, 0.1 BTC at 10x (a size in the asset ends in x)',
    'short ETH 250$ 5x: quick format, $250 of ETH at 5x (a USD size ends in $)',
    '/positions: open positions with Close buttons',
    '/close {asset}: close a position',
    '/balance: account value and withdrawable USDC',
    '/orders: open orders',
    '/cancel [asset]: cancel the open orders (of one market, or all)',
    '/notifications on|off: a message for every fill and a liquidation warning',
    '/unlink: unlink this Telegram account from the wallet',
    '/help: this list',
  ].join('\n'),
  authorizeUsage: `Send /authorize followed by the ${AUTHORIZATION_CODE_LENGTH}-character code from the Pluto Telegram page.`,
  codeRefused:
    'This code is not valid: it may be mistyped, expired (codes last 15 minutes) or already used. Generate a new one on the Pluto Telegram page.',
  rateLimited: (minutes: number) =>
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  linked: (wallet: string) => `Linked to wallet ${wallet}. Send /help to see what you can do.`,
  alreadyLinkedElsewhere:
    'This Telegram account is already linked to another wallet. Send /unlink first to link a different one.',
  notLinked: 'Link your wallet first: send /authorize {code} with the code from the Pluto Telegram page.',
  unlinked: 'Unlinked. This Telegram account no longer trades for your wallet.',
  unknownMarket: (asset: string) => `Unknown market: ${asset}`,
  chooseSize: (side: string, asset: string) =>
    `${side === 'long' ? 'Long' : 'Short'} ${asset}: choose a size`,
  chooseLeverage: (side: string, asset: string, size: string) =>
    `${side === 'long' ? 'Long' : 'Short'} ${asset} ${size}: choose the leverage`,
  review: (order: QuickOrder) =>
    `Confirm a market order: ${formatQuickOrder(order)}\n(IOC at up to 5 % beyond the mark, builder fee included)`,
  reviewClose: (asset: string) => `Close your whole ${asset} position at market?`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: (asset: string) => `Close ${asset}`,
  dismissed: 'Cancelled. Nothing was sent.',
  placing: 'Placing the order…',
  noPositions: 'No open positions.',
  noOrders: 'No open orders.',
  noOrdersToCancel: 'No open orders to cancel.',
  cancelled: (count: number) => `Cancelled ${count} order${count === 1 ? '' : 's'}.`,
  notificationsOn:
    'Notifications on: a message for every fill, and a warning when your account nears liquidation.',
  notificationsOff: 'Notifications off.',
  failed: (error: string) => `Order refused: ${error}`,
  resting: 'The order did not fill at once and rests on the book; see /orders.',
  unavailable: 'The bot could not do that just now. Please try again in a moment.',
} as const;

export interface FillSummary {
  /** 'Bought' for a buy, 'Sold' for a sell. */
  side: 'buy' | 'sell';
  asset: string;
  size: string;
  averagePrice: string;
  /** Fees paid on the fill, USDC (exchange and builder). */
  fee: string;
}

/** The answer to a trade: what filled, at what average price, and its fee. */
export function fillText(fill: FillSummary): string {
  const verb = fill.side === 'buy' ? 'Bought' : 'Sold';
  return `Filled: ${verb} ${fill.size} ${fill.asset} at ${fill.averagePrice}, fee ${fill.fee} USDC`;
}
