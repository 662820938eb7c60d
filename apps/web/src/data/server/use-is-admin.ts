import { skipToken, useQuery } from '@tanstack/react-query';
import { useServerClient } from '../../lib/server/session-context';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { ADMIN_CHECK_QUERY } from '../timings';

/**
 * Seed 000 §6: admin status per connected wallet from `check-admin`, cached 5 minutes, never retried;
 * any failure reads as "not admin". The function is public on the server, so it runs before sign-in.
 */
export function useIsAdmin(): boolean {
  const { address } = useAccount();
  const client = useServerClient();
  const { data } = useQuery({
    queryKey: queryKeys.isAdmin(address),
    queryFn: address ? () => client.call('check-admin', { walletAddress: address }) : skipToken,
    ...ADMIN_CHECK_QUERY,
  });
  return data?.isAdmin === true;
}
