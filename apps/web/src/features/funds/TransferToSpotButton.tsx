import { useConnection } from 'wagmi';
import { useAccountSummary } from '../../lib/exchange/exchange';
import { useUserSignedActions } from '../../lib/exchange/user-signed';
import { Button } from '../../ui';
import { useRefreshBalances } from './use-funds-ports';
import { useTransferToSpot } from './use-transfer-to-spot';

/** Seed 001 §2 transfer-to-spot action over the current account. */
export function TransferToSpotButton() {
  const { address, isConnected } = useConnection();
  const summary = useAccountSummary(address);
  const actions = useUserSignedActions();
  const refresh = useRefreshBalances();
  const { busy, transfer } = useTransferToSpot({
    isConnected: isConnected && address !== undefined,
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
