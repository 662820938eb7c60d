import { exchangeFailureMessage, TRADING_FAILURE_TITLES } from '@pluto/core';
import { useCallback } from 'react';
import { useAccount, useTradingMutations } from '../../data';
import { toast } from '../../ui';
import { useActionFailure } from '../approvals';

/**
 * Updates a market's leverage or margin mode through the server (seed 000 §5, §8); resolves true
 * when it did. An agent error reopens the approval.
 */
export function useUpdateLeverage(): (
  coin: string,
  leverage: number,
  isCross: boolean,
  kind: 'leverage' | 'margin',
) => Promise<boolean> {
  const { updateLeverage } = useTradingMutations();
  const { address } = useAccount();
  const failed = useActionFailure();
  return useCallback(
    async (coin, leverage, isCross, kind) => {
      if (!address) return false;
      try {
        await updateLeverage({ coin, leverage, isCross });
        toast({
          title: kind === 'leverage' ? 'Leverage Updated' : 'Margin Mode Updated',
          description: `${coin}: ${isCross ? 'Cross' : 'Isolated'} ${leverage}x`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        failed(
          kind === 'leverage' ? TRADING_FAILURE_TITLES.leverage : TRADING_FAILURE_TITLES.margin,
          error,
          (e) => exchangeFailureMessage(e, 'Failed to update leverage'),
        );
        return false;
      }
    },
    [address, failed, updateLeverage],
  );
}
