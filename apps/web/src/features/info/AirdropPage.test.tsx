import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AirdropPage from './AirdropPage';
import { infoTestConfig, renderInfoPage } from './test-utils';

describe('AirdropPage', () => {
  it('shows the airdrop facts from the specification', () => {
    renderInfoPage(<AirdropPage />);
    screen.getByRole('heading', { level: 1, name: 'Pluto Airdrop' });
    screen.getByText('5%');
    expect(screen.getAllByText(/developer locked supply/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('October 6, 2025').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mid Q4 2025').length).toBeGreaterThan(0);
    screen.getByText('Exact date to be announced');
    screen.getByText('30 days');
    expect(screen.getAllByText(/30-day claim window/).length).toBeGreaterThan(0);
  });

  it('explains eligibility and claiming in steps', () => {
    renderInfoPage(<AirdropPage />);
    screen.getByRole('heading', { level: 2, name: 'How it works' });
    screen.getByText('Connect your wallet');
    screen.getByText('Claim within 30 days');
  });

  it('links the official channels from the runtime configuration in a new tab', () => {
    renderInfoPage(<AirdropPage />);
    const x = screen.getByRole('link', { name: /Pluto on X/ });
    expect(x.getAttribute('href')).toBe(infoTestConfig.links.x);
    expect(x.getAttribute('target')).toBe('_blank');
    expect(x.getAttribute('rel')).toBe('noopener noreferrer');
    const telegram = screen.getByRole('link', { name: /Pluto on Telegram/ });
    expect(telegram.getAttribute('href')).toBe(infoTestConfig.links.telegram);
  });
});
