import { parseRuntimeConfig, type RuntimeConfig } from '@pluto/core';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

function runtime(extra: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return parseRuntimeConfig({
    network: 'mainnet',
    exchange: {
      apiUrl: 'https://api.exchange.test/info',
      wsUrl: 'wss://api.exchange.test/ws',
      isTestnet: false,
      builderAddress: null,
      bridgeAddress: null,
      bridgeMinimumUsdc: 5,
    },
    chains: [
      {
        chainId: 42161,
        name: 'Arbitrum',
        shortName: 'arb',
        rpcUrl: 'https://arb.rpc.test/v1/key',
        explorerUrl: 'https://arbiscan.io',
        tokens: {},
      },
    ],
    devAccounts: [],
    links: { liquidityPool: 'https://pool.test', x: 'https://x.test', telegram: 'https://t.test' },
    legal: { jurisdiction: 'Testland', contactEmail: 'legal@pluto.example' },
    ...extra,
  });
}

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

const WALLETCONNECT_ORIGINS = [
  'wss://relay.walletconnect.org',
  'https://rpc.walletconnect.org',
  'https://pulse.walletconnect.org',
  'https://api.web3modal.org',
  'https://verify.walletconnect.org',
  'https://fonts.reown.com',
];

describe('contentSecurityPolicy', () => {
  it('connects only to its own origin, the exchange, the chain RPCs and Coinbase Wallet without a WalletConnect project', () => {
    const policy = directives(contentSecurityPolicy(runtime()));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.exchange.test',
      'wss://api.exchange.test',
      'https://arb.rpc.test',
      'https://rpc.wallet.coinbase.com',
      'https://www.walletlink.org',
      'wss://www.walletlink.org',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    for (const origin of WALLETCONNECT_ORIGINS)
      expect(contentSecurityPolicy(runtime())).not.toContain(origin);
  });

  it('adds exactly what the WalletConnect SDK and its modal load once a project id is configured', () => {
    const policy = directives(contentSecurityPolicy(runtime({ walletConnectProjectId: 'project-1' })));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.exchange.test',
      'wss://api.exchange.test',
      'https://arb.rpc.test',
      'wss://relay.walletconnect.org',
      'https://rpc.walletconnect.org',
      'https://pulse.walletconnect.org',
      'https://api.web3modal.org',
      'https://rpc.wallet.coinbase.com',
      'https://www.walletlink.org',
      'wss://www.walletlink.org',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://verify.walletconnect.org']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.web3modal.org']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:', 'https://fonts.reown.com']);
  });

  it('never opens scripts, frames of this page or wildcards to anyone', () => {
    const policy = contentSecurityPolicy(runtime({ walletConnectProjectId: 'project-1' }));
    const parsed = directives(policy);
    expect(parsed.get('script-src')).toEqual(["'self'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/\*|https:(?!\/\/)|'unsafe-eval'/);
  });
});
