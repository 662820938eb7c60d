import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { readPageData } from './lib/page-data';
import { loadRuntimeConfig } from './lib/runtime-config';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The server writes the configuration (and on the trading screen the markets, on a spot pair page
// its pair) into the page; the Vite dev server does not, and then the app fetches /config.json.
const page = readPageData(document);
(page ? Promise.resolve(page.config) : loadRuntimeConfig()).then(
  (config) =>
    // A transition renders in slices that yield to the browser, instead of one long task over the
    // whole first screen (the static shell in index.html stays painted meanwhile).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App
            config={config}
            perpMarkets={page?.perpMarkets}
            perpLogos={page?.perpLogos}
            spotPair={page?.spotPair}
            spotCandles={page?.spotCandles}
          />
        </StrictMode>,
      ),
    ),
  (error: unknown) => root.render(<StartupError error={error} />),
);
