import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS, testChain, testConfig } from '../testing/test-fixtures';
import { ConfigError, parseChainConfig, parseDeploymentFile, parseRuntimeConfig } from './config';

const address = TEST_ADDRESS;
const chain = testChain;
const config = testConfig;

describe('runtime configuration contract', () => {
  it('accepts a complete configuration and drops unknown fields', () => {
    expect(parseRuntimeConfig({ ...config, surprise: true })).toEqual(config);
    expect(parseRuntimeConfig({ ...config, walletConnectProjectId: 'abc' }).walletConnectProjectId).toBe(
      'abc',
    );
  });

  it.each([
    ['an unknown network', { ...config, network: 'moonnet' }, 'network'],
    ['a relative exchange URL', { ...config, exchange: { ...config.exchange, apiUrl: '/info' } }, 'apiUrl'],
    [
      'a short builder address',
      { ...config, exchange: { ...config.exchange, builderAddress: '0x12' } },
      'Invalid address format',
    ],
    [
      'a negative bridge minimum',
      { ...config, exchange: { ...config.exchange, bridgeMinimumUsdc: -1 } },
      'bridgeMinimumUsdc',
    ],
    ['a fractional chain id', { ...config, chains: [{ ...chain, chainId: 1.5 }] }, 'chainId'],
    ['a malformed dev key', { ...config, devAccounts: [{ address, privateKey: '0x12' }] }, 'privateKey'],
    ['a bad contact email', { ...config, legal: { ...config.legal, contactEmail: 'legal' } }, 'contactEmail'],
    ['an empty WalletConnect id', { ...config, walletConnectProjectId: '' }, 'walletConnectProjectId'],
  ])('refuses %s, naming the field', (_, value, field) => {
    expect(() => parseRuntimeConfig(value)).toThrow(ConfigError);
    expect(() => parseRuntimeConfig(value)).toThrow(field);
  });

  it('validates a chain entry on its own', () => {
    expect(parseChainConfig(chain)).toEqual(chain);
    expect(() => parseChainConfig({ ...chain, tokens: { USDC: 'usdc' } })).toThrow('Invalid address format');
  });

  it('reads a deployment file as a partial slice of the contract', () => {
    expect(parseDeploymentFile({}, 'deployment.json')).toEqual({});
    expect(parseDeploymentFile({ chains: [chain], builderAddress: null }, 'deployment.json')).toEqual({
      chains: [chain],
      builderAddress: null,
    });
    expect(() => parseDeploymentFile({ bridgeAddress: 'x' }, 'deployment.json')).toThrow(
      'deployment.json is invalid',
    );
  });
});
