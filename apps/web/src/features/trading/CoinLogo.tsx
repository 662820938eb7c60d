import { coinInitials, coinLogoUrl } from '@pluto/core';
import { useState } from 'react';
import { cn } from '../../ui';

/** A market's logo from the project's storage; its initials when the image cannot be loaded. */
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
  const style = { width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.4)) };
  if (failedFor === coin) {
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
