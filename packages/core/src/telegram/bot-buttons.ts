import type { PositionSide } from '../trading/tpsl';
import { formatQuickOrder, parseQuickOrder, parseQuickSize, type QuickOrder } from './bot-commands';

/**
 * What an inline button of the bot does. Telegram hands back at most 64 bytes of `callback_data`,
 * so a button carries its step and the order in the quick format ('long BTC 50$ 5x' is 16 bytes):
 *
 *   s:<side> <asset> <size>   the size was chosen: ask for the leverage
 *   r:<quick order>           the leverage was chosen: show the order with Confirm / Cancel
 *   x:<quick order>           Confirm: place it
 *   c:<asset>                 Close on /positions: ask to confirm
 *   xc:<asset>                Confirm the close
 *   n                         Cancel: nothing is done
 */
export type BotAction =
  | { kind: 'choose-leverage'; side: PositionSide; asset: string; size: string }
  | { kind: 'review'; order: QuickOrder }
  | { kind: 'execute'; order: QuickOrder }
  | { kind: 'review-close'; asset: string }
  | { kind: 'execute-close'; asset: string }
  | { kind: 'dismiss' };

/** USD sizes offered after '/long BTC' (the $10 minimum order is below the smallest). */
export const QUICK_SIZE_CHOICES_USD = ['25', '50', '100', '250', '500'] as const;
export const QUICK_LEVERAGE_CHOICES = [1, 2, 3, 5, 10, 20, 40] as const;

export function actionData(action: BotAction): string {
  switch (action.kind) {
    case 'choose-leverage':
      return `s:${action.side} ${action.asset} ${action.size}`;
    case 'review':
      return `r:${formatQuickOrder(action.order)}`;
    case 'execute':
      return `x:${formatQuickOrder(action.order)}`;
    case 'review-close':
      return `c:${action.asset}`;
    case 'execute-close':
      return `xc:${action.asset}`;
    case 'dismiss':
      return 'n';
  }
}

const ASSET = /^[A-Za-z0-9]{1,20}$/;

function parseSizeStep(rest: string): BotAction | undefined {
  const [side, asset, size, ...extra] = rest.split(' ');
  if ((side !== 'long' && side !== 'short') || !asset || !ASSET.test(asset) || !size || extra.length > 0) {
    return undefined;
  }
  return parseQuickSize(size) ? { kind: 'choose-leverage', side, asset, size } : undefined;
}

/** The action a button's data names, or undefined for data the bot never sent. */
export function parseActionData(data: string): BotAction | undefined {
  if (data === 'n') return { kind: 'dismiss' };
  const separator = data.indexOf(':');
  const step = data.slice(0, separator);
  const rest = data.slice(separator + 1);
  if (separator < 0) return undefined;
  if (step === 's') return parseSizeStep(rest);
  if (step === 'r' || step === 'x') {
    const order = parseQuickOrder(rest);
    return order && { kind: step === 'r' ? 'review' : 'execute', order };
  }
  if ((step === 'c' || step === 'xc') && ASSET.test(rest)) {
    return { kind: step === 'c' ? 'review-close' : 'execute-close', asset: rest };
  }
  return undefined;
}

/** The leverage buttons for a market whose maximum is `maxLeverage` (its maximum always offered). */
export function leverageChoices(maxLeverage: number): number[] {
  const choices: number[] = QUICK_LEVERAGE_CHOICES.filter((leverage) => leverage < maxLeverage);
  return [...choices, maxLeverage];
}
