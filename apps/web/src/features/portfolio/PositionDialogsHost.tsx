import type { ClosedTrade, TradingPosition } from '@pluto/core';
import { Suspense, useState } from 'react';
import { usePerpMarkets, usePositionsTpsl } from '../../data';
import {
  ClosePositionDialog,
  EditTpslDialog,
  PositionTpslDialog,
  TradeResultDialog,
  usePositionActions,
} from '../account';
import { LeverageDialog, MarginModeDialog, useUpdateLeverage } from '../trading';

/** A dialog a position card opens. */
export type PositionDialogKind = 'close' | 'tpsl' | 'editTpsl' | 'leverage' | 'margin';
export interface PositionDialogRequest {
  kind: PositionDialogKind;
  position: TradingPosition;
}

/**
 * The dialogs the portfolio page opens on a position (seed 000 §2), the trading screen's own: close
 * (then the trade-result dialog), both TP/SL editors, leverage and margin mode.
 */
export function PositionDialogsHost({
  request,
  onDone,
}: {
  request: PositionDialogRequest | null;
  onDone: () => void;
}) {
  const actions = usePositionActions();
  const tpsl = usePositionsTpsl();
  const markets = usePerpMarkets().data;
  const updateLeverage = useUpdateLeverage();
  const [result, setResult] = useState<ClosedTrade | null>(null);
  const closeOn = (open: boolean) => !open && onDone();
  const position = request?.position;
  const market = markets?.find((m) => m.coin === position?.coin);
  return (
    <Suspense fallback={null}>
      {request?.kind === 'close' && position && (
        <ClosePositionDialog
          position={position}
          onOpenChange={closeOn}
          onConfirm={async () => {
            const trade = await actions.close(position);
            if (trade) setResult(trade);
            return trade !== false;
          }}
        />
      )}
      {request?.kind === 'tpsl' && position && (
        <PositionTpslDialog position={position} onOpenChange={closeOn} />
      )}
      {request?.kind === 'editTpsl' && position && (
        <EditTpslDialog
          position={position}
          current={tpsl.get(position.coin) ?? { takeProfit: undefined, stopLoss: undefined }}
          onOpenChange={closeOn}
        />
      )}
      {request?.kind === 'leverage' && position && (
        <LeverageDialog
          open
          onOpenChange={closeOn}
          coin={position.coin}
          current={position.leverage.value}
          maxLeverage={market?.maxLeverage}
          onConfirm={(leverage) =>
            updateLeverage(position.coin, leverage, position.leverage.type === 'cross', 'leverage')
          }
        />
      )}
      {request?.kind === 'margin' && position && (
        <MarginModeDialog
          open
          onOpenChange={closeOn}
          coin={position.coin}
          current={position.leverage.type}
          onlyIsolated={market?.onlyIsolated ?? false}
          onConfirm={(mode) =>
            updateLeverage(position.coin, position.leverage.value, mode === 'cross', 'margin')
          }
        />
      )}
      {result && <TradeResultDialog result={result} onOpenChange={(open) => !open && setResult(null)} />}
    </Suspense>
  );
}
