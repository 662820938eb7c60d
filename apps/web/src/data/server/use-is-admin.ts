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
  const { address } = useAccount();
  const callFunction = useCallFunction();
  const { data } = useQuery({
    queryKey: queryKeys.isAdmin(address),
    queryFn: address ? () => callFunction('check-admin', { walletAddress: address }) : skipToken,
    ...ADMIN_CHECK_QUERY,
  });
  return data?.isAdmin === true;
}
