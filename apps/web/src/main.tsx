import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { loadRuntimeConfig } from './lib/runtime-config';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

loadRuntimeConfig().then(
  (config) =>
    // A transition renders in slices that yield to the browser, instead of one long task over the
    // whole first screen (the static shell in index.html stays painted meanwhile).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      ),
    ),
  (error: unknown) => root.render(<StartupError error={error} />),
);
