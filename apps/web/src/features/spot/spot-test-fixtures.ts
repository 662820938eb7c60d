import type { SpotPair } from '@pluto/core';

/** A catalogue row as `/api/spot/pairs*` answers it, for the spot screens' tests. */
export function spotPairRow(overrides: Partial<SpotPair> = {}): SpotPair {
  return {
    pair_id: 7,
    chain_id: 56,
    label: 'PEPE/BNB',
    base_token_id: 11,
    quote_token_id: 12,
    base_symbol: 'PEPE',
    base_name: 'Pepe',
    base_address: '0x1111111111111111111111111111111111111111',
    base_is_native: false,
    base_decimals: 18,
    base_wrapped_address: null,
    base_logo_url: null,
    quote_symbol: 'BNB',
    quote_name: 'BNB',
    quote_address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    quote_is_native: true,
    quote_decimals: 18,
    quote_wrapped_address: '0x2222222222222222222222222222222222222222',
    quote_logo_url: null,
    announcement_img_url: null,
    created_at: '2026-11-26T08:00:00.000Z',
    pair_enabled: true,
    ...overrides,
  };
}
