import { useCallback } from 'react';
import { useWalletLayerRequest, WALLET_LOAD_FAILED } from '../../lib/wallet/wallet-layer';
import { toast } from '../../ui/toast';

/**
 * Opens the Connect dialog (seed 000 §2) from any Connect button: the press is recorded and the wallet
 * layer loaded, and the header's wallet button opens its dialog for it, so the app has one Connect
 * dialog. A failed download of the wallet's code is reported and the press dropped.
 */
export function useOpenConnectDialog(): () => void {
  const { connect } = useWalletLayerRequest();
  const { request, clear } = connect;
  return useCallback(() => {
    request().catch(() => {
      clear();
      toast({ title: 'Connection Failed', description: WALLET_LOAD_FAILED, variant: 'destructive' });
    });
  }, [request, clear]);
}
