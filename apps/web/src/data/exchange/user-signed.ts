import { AGENT_NAME, BUILDER_MAX_FEE_RATE, usdcToDecimalString } from '@pluto/core';
import { useMemo } from 'react';
import { useConfig } from 'wagmi';
import { useExchangeTransport } from './transport';

/**
 * The signing code (the exchange's EIP-712 actions, wagmi's wallet client) loads with the first
 * signature: the data layer is in the first screen's bundle, signing is not.
 */
const loadSigning = () => Promise.all([import('./signed-actions'), import('wagmi/actions')]);

/**
 * The exchange actions the user signs in the wallet (EIP-712 "user-signed" actions): the wallet
 * signs, the browser posts the signature to the exchange. The SDK throws with the exchange's own
 * error text on a refusal.
 */
export function useUserSignedActions() {
  const config = useConfig();
  const transport = useExchangeTransport();
  return useMemo(() => {
    const signing = async () => {
      const [exchange, wagmi] = await loadSigning();
      return { exchange, signer: { transport, wallet: await wagmi.getWalletClient(config) } };
    };
    return {
      /** Bridge withdrawal to the user's own address on Arbitrum. */
      async withdraw(destination: string, amount: bigint) {
        const { exchange, signer } = await signing();
        await exchange.withdraw3(signer, {
          destination: destination.toLowerCase(),
          amount: usdcToDecimalString(amount),
        });
      },
      /** Perp balance to spot balance. */
      async transferToSpot(amount: bigint) {
        const { exchange, signer } = await signing();
        await exchange.usdClassTransfer(signer, { amount: usdcToDecimalString(amount), toPerp: false });
      },
      async approveAgent(agentAddress: string) {
        const { exchange, signer } = await signing();
        await exchange.approveAgent(signer, { agentAddress, agentName: AGENT_NAME });
      },
      async approveBuilderFee(builder: string) {
        const { exchange, signer } = await signing();
        await exchange.approveBuilderFee(signer, { builder, maxFeeRate: BUILDER_MAX_FEE_RATE });
      },
    };
  }, [config, transport]);
}
