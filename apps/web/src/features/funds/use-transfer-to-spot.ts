import { transferFailureMessage, transferSuccessMessage, validateTransferToSpot } from '@pluto/core';
import { useState } from 'react';
import { toast } from '../../ui';

export interface TransferToSpotPort {
  isConnected: boolean;
  /** The exchange's withdrawable perp USDC. */
  available: bigint;
  transfer: (amount: bigint) => Promise<void>;
  onTransferred: () => void;
}

/** Seed 001 §5, §8: moves the whole available perp balance to spot, signed as `usdClassTransfer`. */
export function useTransferToSpot(port: TransferToSpotPort) {
  const [busy, setBusy] = useState(false);

  async function transfer() {
    const check = validateTransferToSpot({ isConnected: port.isConnected, available: port.available });
    if (!check.ok)
      return toast({ title: check.title, description: check.description, variant: 'destructive' });
    setBusy(true);
    try {
      await port.transfer(check.amount);
    } catch (error) {
      return toast({
        title: 'Transfer Failed',
        description: transferFailureMessage(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
    toast(transferSuccessMessage(check.amount));
    port.onTransferred();
  }

  return { busy, transfer };
}
