import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PremiumBotPage from './PremiumBotPage';
import { infoTestConfig, renderInfoPage } from './test-utils';

describe('PremiumBotPage', () => {
  it('presents the bot, its audience and its advertised figures', () => {
    renderInfoPage(<PremiumBotPage />);
    screen.getByRole('heading', { level: 1, name: 'Premium BOT' });
    expect(screen.getAllByText(/\$5,000/).length).toBeGreaterThan(0);
    screen.getByText('200 ms');
    screen.getByText('24/7');
    screen.getByText('50+');
  });

  it('frames the daily-return figure as a claim and carries a risk disclosure', () => {
    renderInfoPage(<PremiumBotPage />);
    expect(screen.getByText('up to 10% daily').closest('aside')?.textContent).toMatch(/marketing claim/);
    const risk = screen.getByRole('region', { name: 'Risk disclosure' });
    within(risk).getByText(/You can lose all of your investment/);
    within(risk).getByText(/Claims are not guarantees/);
  });

  it('links to the configured liquidity pool in a new tab', () => {
    renderInfoPage(<PremiumBotPage />);
    const links = screen.getAllByRole('link', { name: /liquidity pool/i });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(infoTestConfig.links.liquidityPool);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
