import {
  birdeyeMultiPriceContract,
  birdeyePricesContract,
  birdeyePriceVolumeContract,
  birdeyeTokenMetadataContract,
  birdeyeTokenTransactionsContract,
  moralisTokenTransfersContract,
} from '@pluto/core';
import { HttpError } from '../http/http-error';
import type { TokenDataProvider, TransferProvider } from '../providers/token-data/token-data-provider';
import type { FunctionContext } from './function-definition';
import { defineFunction } from './function-definition';

/** The token-data source of this deployment; a server without one serves no token data. */
function tokenDataOf(context: FunctionContext): TokenDataProvider {
  if (!context.tokenData) throw new HttpError(503, 'Token data is not available on this server');
  return context.tokenData;
}

/** Seed 002 §7: the price record of each token, keyed 'chainId-address'. Public market data. */
export const birdeyePrices = defineFunction(birdeyePricesContract, {
  access: 'public',
  handle: ({ tokens }, context) => tokenDataOf(context).prices(tokens),
});

export const birdeyePriceVolume = defineFunction(birdeyePriceVolumeContract, {
  access: 'public',
  handle: ({ tokens }, context) => tokenDataOf(context).priceVolumes(tokens),
});

export const birdeyeMultiPrice = defineFunction(birdeyeMultiPriceContract, {
  access: 'public',
  handle: ({ tokens }, context) => tokenDataOf(context).multiPrices(tokens),
});

export const birdeyeTokenTransactions = defineFunction(birdeyeTokenTransactionsContract, {
  access: 'public',
  async handle({ tokenAddress, chainId, offset, limit }, context) {
    const data = await tokenDataOf(context).transactions(
      { chainId, address: tokenAddress },
      { offset, limit },
    );
    return { data };
  },
});

/** The text the admin form's "metadata error or empty" reads (it then asks for the details by hand). */
export const TOKEN_METADATA_NOT_FOUND = 'Token metadata not found';

export const birdeyeTokenMetadata = defineFunction(birdeyeTokenMetadataContract, {
  access: 'public',
  async handle({ address, chainId }, context) {
    const metadata = await tokenDataOf(context).metadata({ chainId, address });
    return metadata ?? { error: TOKEN_METADATA_NOT_FOUND };
  },
});

function transfersOf(context: FunctionContext): TransferProvider {
  if (!context.transfers) throw new HttpError(503, 'Token transfers are not available on this server');
  return context.transfers;
}

/**
 * Seed 002 §7: a wallet's transfers of one token (public on-chain data). A failing source answers an
 * empty list with the error flag, as the treasury page expects; the failure is logged.
 */
export const moralisTokenTransfers = defineFunction(moralisTokenTransfersContract, {
  access: 'public',
  async handle({ address, chainId, tokenAddress }, context) {
    const transfers = transfersOf(context);
    try {
      return {
        result: await transfers.transfers({ chainId, wallet: address, token: tokenAddress }),
        error: false,
      };
    } catch (error) {
      context.logger.warn({ err: error, chainId }, 'token transfers could not be read');
      return { result: [], error: true };
    }
  },
});
