import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TermsPage from './TermsPage';
import { infoTestConfig, renderInfoPage } from './test-utils';

describe('TermsPage', () => {
  it('shows the title and the last-updated date', () => {
    renderInfoPage(<TermsPage />);
    screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' });
    screen.getByText('Last updated October 5, 2025');
  });

  it('fills in the configured jurisdiction and contact e-mail', () => {
    renderInfoPage(<TermsPage />);
    const law = screen.getByRole('region', { name: /Governing law/ });
    expect(within(law).getAllByText(/the Republic of Testland/).length).toBeGreaterThan(0);
    const mail = screen.getByRole('link', { name: 'legal@pluto.example' });
    expect(mail.getAttribute('href')).toBe('mailto:legal@pluto.example');
  });

  it('uses a different configuration without code changes', () => {
    renderInfoPage(<TermsPage />, {
      ...infoTestConfig,
      legal: { jurisdiction: 'Elsewhere', contactEmail: 'hello@else.example' },
    });
    expect(screen.getAllByText(/Elsewhere/).length).toBeGreaterThan(0);
    screen.getByRole('link', { name: 'hello@else.example' });
  });

  it('states the non-custodial nature and covers the key legal topics', () => {
    renderInfoPage(<TermsPage />);
    screen.getByText(/We never have access to your funds or your private keys/);
    for (const title of [
      'Acceptance of these Terms',
      'Eligibility',
      'Non-custodial nature of the Interface',
      'Third-party services',
      'Risks of trading digital assets and derivatives',
      'Fees',
      'No investment advice',
      'Prohibited use',
      'Intellectual property',
      'Disclaimers',
      'Limitation of liability',
      'Changes to the Interface and these Terms',
      'Governing law and disputes',
      'Contact',
    ]) {
      screen.getByRole('heading', { level: 2, name: new RegExp(title) });
    }
    expect(screen.getAllByText(/Liquidation/).length).toBeGreaterThan(0);
  });

  it('links every table-of-contents entry to a section on the page', () => {
    const { container } = renderInfoPage(<TermsPage />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(14);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`section[id="${id}"]`)).not.toBeNull();
    }
  });
});
