import type { Address } from 'viem';
import { z } from 'zod';

/** A 0x-prefixed 20-byte address in any letter case (the seeds' bodies send both). */
export const walletAddress = z.custom<Address>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'must be a 0x-prefixed 40-hex-digit wallet address',
);
