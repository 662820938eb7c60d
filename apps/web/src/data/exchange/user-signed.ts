import {
  approveAgent,
  approveBuilderFee,
  usdClassTransfer,
  withdraw3,
} from '@nktkas/hyperliquid/api/exchange';
import { AGENT_NAME, BUILDER_MAX_FEE_RATE, usdcToDecimalString } from '@pluto/core';
import { useMemo } from 'react';
import { useConfig } from 'wagmi';
import { getWalletClient } from 'wagmi/actions';
import { useExchangeTransport } from './transport';

/**
 * The exchange actions the user signs in the wallet (EIP-712 "user-signed" actions): the wallet
 * signs, the browser posts the signature to the exchange. The SDK throws with the exchange's own
 * error text on a refusal.
 */
export function useUserSignedActions() {
  const config = useConfig();
  const transport = useExchangeTransport();
  return useMemo(() => {
    const signer = async () => ({ transport, wallet: await getWalletClient(config) });
    return {
      /** Bridge withdrawal to the user's own address on Arbitrum. */
      async withdraw(destination: string, amount: bigint) {
        await withdraw3(await signer(), {
          destination: destination.toLowerCase(),
          amount: usdcToDecimalString(amount),
        });
      },
      /** Perp balance to spot balance. */
      async transferToSpot(amount: bigint) {
        await usdClassTransfer(await signer(), { amount: usdcToDecimalString(amount), toPerp: false });
      },
      async approveAgent(agentAddress: string) {
        await approveAgent(await signer(), { agentAddress, agentName: AGENT_NAME });
      },
      async approveBuilderFee(builder: string) {
        await approveBuilderFee(await signer(), { builder, maxFeeRate: BUILDER_MAX_FEE_RATE });
      },
    };
  }, [config, transport]);
}
