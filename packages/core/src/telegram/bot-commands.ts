import type { PositionSide } from '../trading/tpsl';
import { normalizeAuthorizationCode } from './authorization-code';

/**
 * What a Telegram message to the Pluto bot asks for. Commands start with '/', may carry the bot's
 * name ('/long@pluto_bot BTC') and are read case-insensitively; the quick format also works
 * without the slash.
 *
 * Quick-format grammar (one line, words separated by spaces, any letter case):
 *
 *   trade    := side asset size leverage
 *   side     := "long" | "short"
 *   asset    := 1-20 letters or digits, the market's name (BTC, ETH, kPEPE; matched case-insensitively)
 *   size     := amount "x"            a size in the asset itself:  0.1x   = 0.1 BTC
 *             | amount "$" | "$" amount  a size in USD at the mark: 250$   = $250 of ETH
 *   leverage := whole number "x", 1 to 100 (the market's own maximum is checked when trading)
 *   amount   := digits with an optional fraction, above zero, at most 20 characters
 *
 * 'long BTC 0.1x 10x' buys 0.1 BTC at 10x; 'short ETH 250$ 5x' sells $250 of ETH at 5x. Both are
 * market orders (the web app's market order: IOC at 5 % beyond the mark) and ask for a
 * confirmation first. '/long BTC' alone asks for the size and leverage with buttons.
 */
export type QuickSizeUnit = 'base' | 'usd';

export interface QuickOrder {
  side: PositionSide;
  asset: string;
  amount: string;
  unit: QuickSizeUnit;
  leverage: number;
}

export type BotCommand =
  | { kind: 'start' }
  | { kind: 'help' }
  /** `code` in its stored form; undefined when missing or not shaped like a code. */
  | { kind: 'authorize'; code: string | undefined }
  | { kind: 'choose-size'; side: PositionSide; asset: string }
  | { kind: 'trade'; order: QuickOrder }
  | { kind: 'positions' }
  | { kind: 'balance' }
  | { kind: 'orders' }
  /** Cancels the open orders of `asset`, or all of them. */
  | { kind: 'cancel'; asset: string | undefined }
  | { kind: 'close'; asset: string }
  | { kind: 'unlink' }
  | { kind: 'notifications'; enabled: boolean }
  | { kind: 'unknown' };

export const MAX_QUICK_LEVERAGE = 100;
const ASSET = /^[A-Za-z0-9]{1,20}$/;
const AMOUNT = /^(?=.{1,20}$)\d+(\.\d+)?$/;
const LEVERAGE = /^(\d{1,3})x$/i;

function isAsset(word: string | undefined): word is string {
  return word !== undefined && ASSET.test(word);
}

function positiveAmount(text: string | undefined): string | undefined {
  if (text === undefined || !AMOUNT.test(text) || !/[1-9]/.test(text)) return undefined;
  return text;
}

/** A size word: '0.1x' (in the asset) or '250$' / '$250' (in USD). */
export function parseQuickSize(word: string): { amount: string; unit: QuickSizeUnit } | undefined {
  const lower = word.toLowerCase();
  if (lower.endsWith('x')) {
    const amount = positiveAmount(lower.slice(0, -1));
    return amount === undefined ? undefined : { amount, unit: 'base' };
  }
  const usd = lower.endsWith('$') ? lower.slice(0, -1) : lower.startsWith('$') ? lower.slice(1) : undefined;
  const amount = positiveAmount(usd);
  return amount === undefined ? undefined : { amount, unit: 'usd' };
}

export function parseQuickLeverage(word: string): number | undefined {
  const match = LEVERAGE.exec(word);
  const leverage = match ? Number(match[1]) : Number.NaN;
  return leverage >= 1 && leverage <= MAX_QUICK_LEVERAGE ? leverage : undefined;
}

function parseSide(word: string | undefined): PositionSide | undefined {
  return word === 'long' || word === 'short' ? word : undefined;
}

/** 'long BTC 0.1x 10x' (the words after a side), or undefined when malformed. */
function parseTrade(side: PositionSide, words: readonly string[]): BotCommand {
  const [asset, size, leverage, ...rest] = words;
  if (!isAsset(asset) || rest.length > 0) return { kind: 'unknown' };
  if (size === undefined && leverage === undefined) return { kind: 'choose-size', side, asset };
  const parsedSize = size === undefined ? undefined : parseQuickSize(size);
  const parsedLeverage = leverage === undefined ? undefined : parseQuickLeverage(leverage);
  if (!parsedSize || parsedLeverage === undefined) return { kind: 'unknown' };
  return { kind: 'trade', order: { side, asset, ...parsedSize, leverage: parsedLeverage } };
}

type ArgumentsParser = (args: readonly string[]) => BotCommand;

function noArguments(command: BotCommand): ArgumentsParser {
  return (args) => (args.length === 0 ? command : { kind: 'unknown' });
}

/** The slashed commands by name, each reading its own arguments. */
const COMMANDS: Record<string, ArgumentsParser> = {
  // A deep link's payload ('/start ABC') is ignored.
  start: () => ({ kind: 'start' }),
  help: noArguments({ kind: 'help' }),
  positions: noArguments({ kind: 'positions' }),
  balance: noArguments({ kind: 'balance' }),
  orders: noArguments({ kind: 'orders' }),
  unlink: noArguments({ kind: 'unlink' }),
  authorize: ([code, ...rest]) => ({
    kind: 'authorize',
    code: rest.length === 0 && code ? normalizeAuthorizationCode(code) : undefined,
  }),
  cancel: ([asset, ...rest]) =>
    rest.length === 0 && (asset === undefined || isAsset(asset))
      ? { kind: 'cancel', asset }
      : { kind: 'unknown' },
  close: ([asset, ...rest]) =>
    rest.length === 0 && isAsset(asset) ? { kind: 'close', asset } : { kind: 'unknown' },
  notifications: ([setting, ...rest]) => {
    const value = rest.length === 0 ? setting?.toLowerCase() : undefined;
    if (value === 'on' || value === 'off') return { kind: 'notifications', enabled: value === 'on' };
    return { kind: 'unknown' };
  },
};

/** The command a message's text asks for; anything unrecognised or malformed is `unknown`. */
export function parseBotCommand(text: string): BotCommand {
  const [first = '', ...args] = text.trim().split(/\s+/);
  const isSlashed = first.startsWith('/');
  const name = (isSlashed ? first.slice(1).split('@')[0] : first)?.toLowerCase() ?? '';
  const side = parseSide(name);
  if (side) return parseTrade(side, args);
  // Everything but the quick format needs the slash: a chat line like 'help me' is not a command.
  const parser = isSlashed && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  return parser ? parser(args) : { kind: 'unknown' };
}

/** The quick-format line of an order, as a trader would type it (and as the buttons carry it). */
export function formatQuickOrder(order: QuickOrder): string {
  const size = order.unit === 'base' ? `${order.amount}x` : `${order.amount}$`;
  return `${order.side} ${order.asset} ${size} ${order.leverage}x`;
}

/** A quick-format line back into its order, or undefined. */
export function parseQuickOrder(line: string): QuickOrder | undefined {
  const command = parseBotCommand(line);
  return command.kind === 'trade' ? command.order : undefined;
}
