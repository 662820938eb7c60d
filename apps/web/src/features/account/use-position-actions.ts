import {
  type ClosedTrade,
  closedTrade,
  filledOfOrderAnswer,
  orderFailureMessage,
  TRADING_FAILURE_TITLES,
  type TradingPosition,
} from '@pluto/core';
import { useMemo } from 'react';
import { useAccount, useTradingMutations, useUserFees } from '../../data';
import { toast } from '../../ui';
import { useActionFailure } from '../approvals';

export interface PositionActions {
  /** Resolves with the trade when the close filled (false when it failed, undefined without a fill). */
  close: (position: TradingPosition) => Promise<ClosedTrade | undefined | false>;
  closeAll: (positions: readonly TradingPosition[]) => Promise<void>;
}

/** Closing positions at market through the server (seed 000 §4); an agent error reopens the approval. */
export function usePositionActions(): PositionActions {
  const mutations = useTradingMutations();
  const { address } = useAccount();
  const fees = useUserFees();
  const failed = useActionFailure();

  return useMemo<PositionActions>(
    () => ({
      async close(position) {
        if (!address) return false;
        try {
          const answer = await mutations.marketClose(position);
          const fill = filledOfOrderAnswer(answer.data);
          if (fill) return closedTrade(position, fill, fees);
          toast({
            title: 'Position Closed',
            description: `${position.coin} closed at market`,
            variant: 'success',
          });
          return undefined;
        } catch (error) {
          failed(TRADING_FAILURE_TITLES.close, error, (e) => orderFailureMessage(e));
          return false;
        }
      },
      async closeAll(positions) {
        if (!address) return;
        const results = await mutations.closeAll(positions);
        const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        const [first] = rejected;
        if (first) failed(TRADING_FAILURE_TITLES.close, first.reason, (e) => orderFailureMessage(e));
        else
          toast({
            title: 'Positions Closed',
            description: `${positions.length} positions closed`,
            variant: 'success',
          });
      },
    }),
    [address, failed, fees, mutations],
  );
}
