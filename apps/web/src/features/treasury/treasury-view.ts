import { formatFixed, TREASURY_TOKEN, unitsToNumber } from '@pluto/core';

/** $PLUTO base units as tokens. */
export const plutoTokens = (baseUnits: bigint | string): number =>
  unitsToNumber(BigInt(baseUnits), TREASURY_TOKEN.decimals);

/** Seed 002 §7: balances are shown with 4 decimals. */
export const formatPluto = (baseUnits: bigint | string): string => formatFixed(plutoTokens(baseUnits), 4);
