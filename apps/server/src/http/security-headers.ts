import type { RuntimeConfig } from '@pluto/core';
import type { MiddlewareHandler } from 'hono';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy allows only what the app needs: its own origin, plus the exchange
 * and chain RPC endpoints the browser talks to directly (from the runtime configuration).
 */
export function contentSecurityPolicy(runtime: RuntimeConfig): string {
  const connect = new Set<string>(["'self'"]);
  connect.add(originOf(runtime.exchange.apiUrl));
  connect.add(originOf(runtime.exchange.wsUrl));
  for (const chain of runtime.chains) connect.add(originOf(chain.rpcUrl));

  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and the chart library set inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
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
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // Wallet SDKs open pop-ups that must be able to message back.
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  };
}
