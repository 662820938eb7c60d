import { ADMIN_CHECK_QUERY } from '@pluto/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import { useServerClient } from './session';

/**
 * Seed 000 §6: admin status per connected wallet from `check-admin`, cached 5 minutes, never retried;
 * any failure reads as "not admin". The function is public on the server, so it runs before sign-in.
 */
export function useIsAdmin(): boolean {
  const { address } = useConnection();
  const client = useServerClient();
  const { data } = useQuery({
    queryKey: ['isAdmin', address?.toLowerCase()],
    queryFn: address ? () => client.call('check-admin', { walletAddress: address }) : skipToken,
    ...ADMIN_CHECK_QUERY,
  });
  return data?.isAdmin === true;
}
