import { coinInitials, coinLogoUrl, hasCoinLogo } from '@pluto/core';
import { useState } from 'react';
import { usePerpLogos } from '../../data';
import { cn } from '../../ui';

/**
 * A market's logo from the project's storage when the server lists one (the page data's manifest),
 * else its initials, so no coin costs a failed request; initials too if the image cannot be loaded.
 */
export function CoinLogo({
  coin,
  size = 20,
  className,
}: {
  coin: string;
  size?: number;
  className?: string;
}) {
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined);
  const listed = hasCoinLogo(coin, usePerpLogos());
  const style = { width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.4)) };
  if (!listed || failedFor === coin) {
    return (
      <span
        data-testid="coin-initials"
        aria-hidden
        style={style}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full bg-raised font-semibold text-muted',
          className,
        )}
      >
        {coinInitials(coin)}
      </span>
    );
  }
  return (
    <img
      src={coinLogoUrl(coin)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedFor(coin)}
      style={style}
      className={cn('shrink-0 rounded-full bg-raised', className)}
    />
  );
}
