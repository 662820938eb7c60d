import { HttpTransport } from '@nktkas/hyperliquid';
import type { RuntimeConfig } from '@pluto/core';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** Seed 000 §7: the exchange HTTP transport times out after 10 s. */
export const EXCHANGE_TIMEOUT_MS = 10_000;

function createExchangeTransport(exchange: RuntimeConfig['exchange']): HttpTransport {
  return new HttpTransport({
    apiUrl: exchange.apiUrl,
    isTestnet: exchange.isTestnet,
    timeout: EXCHANGE_TIMEOUT_MS,
  });
}

/** One transport per configured exchange, shared by every hook. */
export function useExchangeTransport(): HttpTransport {
  const { exchange } = useRuntimeConfig();
  return useMemo(() => createExchangeTransport(exchange), [exchange]);
}
