import { useAccount, useAccountSummary, useFundsActions, useRefreshBalances } from '../../data';
import { Button } from '../../ui';
import { useTransferToSpot } from './use-transfer-to-spot';

/** Seed 001 §2 transfer-to-spot action over the current account. */
export function TransferToSpotButton() {
  const { address } = useAccount();
  const summary = useAccountSummary();
  const actions = useFundsActions();
  const refresh = useRefreshBalances();
  const { busy, transfer } = useTransferToSpot({
    isConnected: address !== undefined,
    available: summary.data?.withdrawable ?? 0n,
    transfer: actions.transferToSpot,
    onTransferred: refresh,
  });
  return (
    <Button variant="secondary" loading={busy} onClick={() => void transfer()}>
      {busy ? 'Transferring...' : 'Transfer to Spot'}
    </Button>
  );
}
