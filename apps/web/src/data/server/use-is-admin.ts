import { skipToken, useQuery } from '@tanstack/react-query';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { ADMIN_CHECK_QUERY } from '../timings';
import { useCallFunction } from './functions';

/**
 * Seed 000 §6: admin status per connected wallet from `check-admin`, cached 5 minutes, never retried;
 * any failure reads as "not admin". The function is public on the server, so it runs before sign-in.
 */
export function useIsAdmin(): boolean {
  return useAdminCheck().isAdmin;
}

/**
 * The admin check with its progress: `checking` while the wallet or its answer is awaited (the
 * admin dashboard waits on it), the role once answered.
 */
export function useAdminCheck(): { checking: boolean; isAdmin: boolean; role: string | null } {
  const { address, status } = useAccount();
  const callFunction = useCallFunction();
  const { data, isPending } = useQuery({
    queryKey: queryKeys.isAdmin(address),
    queryFn: address ? () => callFunction('check-admin', { walletAddress: address }) : skipToken,
    ...ADMIN_CHECK_QUERY,
  });
  return {
    // Also while the wallet layer is still finding out whether a wallet reconnects.
    checking: status === 'loading' || (Boolean(address) && isPending),
    isAdmin: data?.isAdmin === true,
    role: data?.isAdmin ? (data.role ?? null) : null,
  };
}
