import { SWAP_MESSAGES } from '@pluto/core';
import { notify } from '../../ui';

/** Copies an address and says so (seed 002 §8 'Address copied to clipboard'). */
export async function copyAddress(address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address);
    notify.success(SWAP_MESSAGES.addressCopied);
  } catch {
    notify.error('The browser did not allow copying; select the address instead');
  }
}
