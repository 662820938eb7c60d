import type { Account } from './accounts';
import { type Dec, dec, round, toPlain } from './decimal';
import { ERR } from './errors';
import type { EngineState } from './state';
import { usdValue } from './usd';

/**
 * `scheduleCancel`, the dead-man's switch (doc §4.6): at the scheduled time all the user's open orders
 * are canceled (`scheduledCancel`). Time comes from commands only: a switch fires at the first command
 * whose time has reached it, so a replay fires it at the same point.
 */

/** The time must be at least 5 s ahead (doc §4.6, seed 000 §9). */
export const SCHEDULE_CANCEL_MIN_DELAY_MS = 5_000;
/** At most 10 triggers per UTC day (doc §4.6). */
export const MAX_SCHEDULED_CANCEL_TRIGGERS = 10;
/** Setting a switch needs this much cumulative traded volume (doc §4.6, observed). */
export const SCHEDULE_CANCEL_MIN_VOLUME: Dec = dec('1000000');
const DAY_MS = 86_400_000;

function triggersToday(state: EngineState, user: string): number {
  const t = state.scheduledCancelTriggers.get(user);
  return t && t.day === Math.floor(state.time / DAY_MS) ? t.count : 0;
}

/**
 * Sets (or with no time, clears) the user's switch; returns the refusal text or null. Both forms are
 * refused below $1M of traded volume, as Hyperliquid does; setting also once the day's triggers are
 * used up.
 */
export function setScheduledCancel(
  state: EngineState,
  account: Account,
  time: number | null | undefined,
): string | null {
  const user = account.user;
  const volume = usdValue(account.volume);
  if (volume < SCHEDULE_CANCEL_MIN_VOLUME) {
    return ERR.scheduleCancelVolume(toPlain(SCHEDULE_CANCEL_MIN_VOLUME), toPlain(round(volume, 2)));
  }
  if (time === undefined || time === null) {
    state.scheduledCancels.delete(user);
    return null;
  }
  if (time < state.time + SCHEDULE_CANCEL_MIN_DELAY_MS) return ERR.scheduleCancelTooEarly;
  if (triggersToday(state, user) >= MAX_SCHEDULED_CANCEL_TRIGGERS) return ERR.scheduleCancelLimit;
  state.scheduledCancels.set(user, time);
  return null;
}

/** Users whose switch is due at the current time; each is cleared and counted as a trigger. */
export function takeDueScheduledCancels(state: EngineState): string[] {
  const due: string[] = [];
  for (const [user, time] of state.scheduledCancels) {
    if (time > state.time) continue;
    state.scheduledCancels.delete(user);
    const day = Math.floor(state.time / DAY_MS);
    state.scheduledCancelTriggers.set(user, { day, count: triggersToday(state, user) + 1 });
    due.push(user);
  }
  return due;
}
