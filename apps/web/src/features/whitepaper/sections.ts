/**
 * The whitepaper's ten sections (issue 29) in order: each one's anchor, its catalogue group and its
 * blocks (paragraphs and bullet lists of catalogue keys). The words are the catalogues'; this is
 * only the document's shape, the same in every language.
 */

export type Block = { kind: 'paragraph'; key: string } | { kind: 'list'; keys: readonly string[] };

export interface WhitepaperSection {
  /** The anchor (`#fee-structure`), the same in every language so deep links work in all of them. */
  id: string;
  /** The section's title key. */
  titleKey: string;
  blocks: readonly Block[];
}

const paragraph = (key: string): Block => ({ kind: 'paragraph', key });
const list = (...keys: string[]): Block => ({ kind: 'list', keys });

export const WHITEPAPER_SECTIONS: readonly WhitepaperSection[] = [
  {
    id: 'executive-summary',
    titleKey: 'nav.executiveSummary',
    blocks: [paragraph('summary.p1'), paragraph('summary.p2'), paragraph('summary.p3')],
  },
  {
    id: 'platform-overview',
    titleKey: 'nav.platformOverview',
    blocks: [
      paragraph('overview.p1'),
      list('overview.perps', 'overview.spot', 'overview.ai', 'overview.treasury'),
      paragraph('overview.p2'),
    ],
  },
  {
    id: 'trading-features',
    titleKey: 'nav.tradingFeatures',
    blocks: [
      paragraph('trading.p1'),
      list(
        'trading.orderTypes',
        'trading.timesInForce',
        'trading.reduceOnly',
        'trading.margin',
        'trading.leverage',
      ),
      paragraph('trading.p2'),
    ],
  },
  {
    id: 'ai-trading-analysis',
    titleKey: 'nav.aiTradingAnalysis',
    blocks: [paragraph('ai.p1'), paragraph('ai.p2'), paragraph('ai.p3')],
  },
  {
    id: 'treasury-system',
    titleKey: 'nav.treasurySystem',
    blocks: [
      paragraph('treasury.p1'),
      list('treasury.pool', 'treasury.eligibility', 'treasury.allocation'),
      paragraph('treasury.p2'),
    ],
  },
  {
    id: 'fee-structure',
    titleKey: 'nav.feeStructure',
    blocks: [
      paragraph('fees.p1'),
      list('fees.perp', 'fees.spot', 'fees.funds'),
      paragraph('fees.example'),
      paragraph('fees.spotExample'),
      paragraph('fees.p2'),
    ],
  },
  {
    id: 'tokenomics',
    titleKey: 'nav.tokenomics',
    blocks: [paragraph('tokenomics.p1'), paragraph('tokenomics.p2'), paragraph('tokenomics.p3')],
  },
  {
    id: 'technology-stack',
    titleKey: 'nav.technologyStack',
    blocks: [
      paragraph('technology.p1'),
      list('technology.exchange', 'technology.wallet', 'technology.spot', 'technology.data'),
      paragraph('technology.p2'),
    ],
  },
  {
    id: 'security-compliance',
    titleKey: 'nav.securityCompliance',
    blocks: [
      paragraph('security.p1'),
      list('security.custody', 'security.agent', 'security.builder', 'security.session'),
      paragraph('security.compliance'),
    ],
  },
  {
    id: 'whats-next',
    titleKey: 'nav.whatsNext',
    blocks: [
      paragraph('next.p1'),
      list('next.prediction', 'next.governance', 'next.staking'),
      paragraph('next.p2'),
    ],
  },
];
