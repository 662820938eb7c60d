import { type CreateConnectorFn, ProviderNotFoundError } from 'wagmi';

/**
 * Wraps an SDK-backed connector (WalletConnect, Coinbase Wallet) so its SDK is downloaded and started
 * only once the user picks it, or on reload when it was the last wallet used. Unwrapped, wagmi asks
 * every connector for its provider at start-up, which would fetch both SDKs (and open WalletConnect's
 * relay socket) for every visitor.
 */
export function deferUntilChosen(create: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const inner = create(config);
    let chosen = false;
    const wasLastUsed = async () => (await config.storage?.getItem('recentConnectorId')) === inner.id;
    const isActive = async () => {
      if (!chosen && (await wasLastUsed())) chosen = true;
      return chosen;
    };
    return {
      ...inner,
      async setup() {
        if (await isActive()) await inner.setup?.call(this);
      },
      async connect(parameters) {
        if (!chosen) {
          chosen = true;
          // The listeners setup() registers were skipped while dormant.
          await inner.setup?.call(this);
        }
        // Forwarded unchanged; TypeScript cannot re-check the capability-generic return through `call`.
        return inner.connect.call(this, parameters) as never;
      },
      async getProvider(parameters) {
        if (!(await isActive())) throw new ProviderNotFoundError();
        return inner.getProvider.call(this, parameters);
      },
      async isAuthorized() {
        return (await isActive()) && inner.isAuthorized.call(this);
      },
    };
  };
}
