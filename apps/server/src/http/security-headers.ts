import { type CspSources, offeredWalletSdks, type RuntimeConfig, WALLET_SDK_CSP_SOURCES } from '@pluto/core';
import type { MiddlewareHandler } from 'hono';

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The sources of one directive: the app's own, then those of every wallet SDK the app offers. */
function directive(name: keyof CspSources, own: readonly string[], runtime: RuntimeConfig): string {
  const sources = new Set(own);
  for (const sdk of offeredWalletSdks(runtime)) {
    for (const source of WALLET_SDK_CSP_SOURCES[sdk][name] ?? []) sources.add(source);
  }
  return `${name} ${[...sources].join(' ')}`;
}

/**
 * The Content-Security-Policy allows only what the app needs: its own origin, the exchange and chain
 * RPC endpoints the browser talks to directly (from the runtime configuration), and the vendor
 * servers of the wallet SDKs it offers (WalletConnect only when a project id is configured).
 */
export function contentSecurityPolicy(runtime: RuntimeConfig): string {
  const connect = ["'self'", originOf(runtime.exchange.apiUrl), originOf(runtime.exchange.wsUrl)];
  for (const chain of runtime.chains) connect.push(originOf(chain.rpcUrl));

  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and the chart library set inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    directive('img-src', ["'self'", 'data:', 'blob:'], runtime),
    directive('font-src', ["'self'", 'data:'], runtime),
    directive('connect-src', connect, runtime),
    directive('frame-src', ["'self'"], runtime),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(runtime: RuntimeConfig): MiddlewareHandler {
  const policy = contentSecurityPolicy(runtime);
  return async (c, next) => {
    await next();
    // A route's own directives (the storage route's `sandbox`) are kept, after the app's.
    const own = c.res.headers.get('Content-Security-Policy');
    c.header('Content-Security-Policy', own ? `${policy}; ${own}` : policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // Wallet SDKs open pop-ups that must be able to message back.
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  };
}
