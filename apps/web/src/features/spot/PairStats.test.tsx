import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PairPrice, PairStatsList } from './PairStats';
import type { PairMarket } from './use-pair-market';

const loading: PairMarket = {
  record: undefined,
  price: undefined,
  loading: true,
  error: false,
  flash: undefined,
  socials: undefined,
  socialsStatus: 'pending',
};

describe('the pair header figures', () => {
  it('pulse while the price record loads instead of showing the missing-data defaults', () => {
    render(
      <>
        <PairPrice market={loading} large />
        <PairStatsList market={loading} />
      </>,
    );
    expect(screen.queryByTestId('pair-price')).toBeNull();
    expect(screen.queryByText('$0')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.getByText('24h Volume')).toBeTruthy();
  });

  it('show the record once there, and the seed defaults for what it lacks', () => {
    const record = {
      price: 2.4,
      priceChangePercent: 0,
      v24hUSD: 0,
      vBuy24hUSD: 0,
      vSell24hUSD: 0,
      marketCap: 1_230_000,
      liquidity: 2_400_000,
      holder: 32,
      totalSupply: 512_510,
      circulatingSupply: 512_510,
    };
    const market: PairMarket = { ...loading, loading: false, price: 2.4, record };
    render(
      <>
        <PairPrice market={market} />
        <PairStatsList market={market} />
      </>,
    );
    expect(screen.getByTestId('pair-price').textContent).toBe('$2.40');
    expect(screen.getByText('32')).toBeTruthy();
    expect(screen.getByText('$1.23M')).toBeTruthy();
    expect(screen.getAllByText('$0').length).toBe(1);
  });

  it('show a live price that came before the record', () => {
    render(<PairPrice market={{ ...loading, price: 2.5 }} />);
    expect(screen.getByTestId('pair-price').textContent).toBe('$2.50');
  });
});
