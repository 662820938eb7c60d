import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('derives every other port from PORT so two copies can run side by side', () => {
    const first = loadServerConfig({ PORT: '3000' });
    const second = loadServerConfig({ PORT: '4000' });
    expect(first.runtime.exchange.apiUrl).toBe('http://127.0.0.1:3001');
    expect(first.runtime.exchange.wsUrl).toBe('ws://127.0.0.1:3001/ws');
    expect(second.runtime.exchange.apiUrl).toBe('http://127.0.0.1:4001');
  });

  it('defaults to port 8080 on loopback, a devnet, and a data folder outside the source tree', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.runtime.network).toBe('devnet');
    expect(config.runtime.exchange.isTestnet).toBe(true);
    expect(config.dataDir).not.toContain('/apps/server');
  });

  it('takes DATA_DIR and the exchange endpoints from the environment', () => {
    const config = loadServerConfig({
      DATA_DIR: '/tmp/pluto-data',
      EXCHANGE_API_URL: 'https://api.hyperliquid-testnet.xyz',
      EXCHANGE_WS_URL: 'wss://api.hyperliquid-testnet.xyz/ws',
      PLUTO_NETWORK: 'testnet',
    });
    expect(config.dataDir).toBe('/tmp/pluto-data');
    expect(config.runtime.exchange.apiUrl).toBe('https://api.hyperliquid-testnet.xyz');
    expect(config.runtime.network).toBe('testnet');
  });

  it('refuses a malformed PORT or network with a clear error', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(
      "PORT must be a whole number from 0 to 65535, got 'eighty'",
    );
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow('PORT must be');
    expect(() => loadServerConfig({ PLUTO_NETWORK: 'moonnet' })).toThrow();
  });
});
