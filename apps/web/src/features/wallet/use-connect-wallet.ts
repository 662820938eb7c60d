import { connectErrorMessage, isUserRejection } from '@pluto/core';
import { useState } from 'react';
import { useConfig } from 'wagmi';
import { connect } from 'wagmi/actions';
import { useSession } from '../../data';
import { toast } from '../../ui';
import type { WalletOption } from './use-wallet-options';

const SIGN_IN_CANCELLED = 'Sign-in cancelled - sign the message to use your account';

/**
 * Connects through one wallet option (seed 000 §4): a spinner on that option while the wallet asks,
 * a toast either way, and on success the dialog closes and Sign-In With Ethereum follows at once.
 */
export function useConnectWallet(onConnected: () => void) {
  const config = useConfig();
  const { signIn } = useSession();
  const [connectingUid, setConnectingUid] = useState<string>();

  async function connectWith(option: WalletOption) {
    setConnectingUid(option.connector.uid);
    try {
      await connect(config, { connector: option.connector });
    } catch (error) {
      toast({ title: 'Connection Failed', description: connectErrorMessage(error), variant: 'destructive' });
      return;
    } finally {
      setConnectingUid(undefined);
    }
    toast({ title: 'Wallet Connected', description: `Connected with ${option.label}` });
    onConnected();
    signIn().catch((error: unknown) => {
      const description = isUserRejection(error)
        ? SIGN_IN_CANCELLED
        : error instanceof Error
          ? error.message
          : 'Sign-in failed';
      toast({ title: 'Sign-in Failed', description, variant: 'destructive' });
    });
  }

  return { connectingUid, connectWith };
}
