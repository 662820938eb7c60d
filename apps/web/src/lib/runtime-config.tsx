import { parseRuntimeConfig, type RuntimeConfig } from '@pluto/core';
import { createContext, type ReactNode, useContext } from 'react';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Loads `/config.json` from the serving origin; the app renders only once it is known. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Configuration request failed (${response.status})`);
  return parseRuntimeConfig(await response.json());
}

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}
