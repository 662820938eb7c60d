import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { InfoCallout, InfoPageLayout, InfoProse, InfoSection } from './InfoPageLayout';

const TERMS_LAST_UPDATED = 'October 5, 2025';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

function termsSections(jurisdiction: string, contactEmail: string): TermsSection[] {
  const mail = (
    <a href={`mailto:${contactEmail}`} className="[overflow-wrap:anywhere]">
      {contactEmail}
    </a>
  );

  return [
    {
      id: 'acceptance',
      title: 'Acceptance of these Terms',
      body: (
        <>
          <p>
            These Terms and Conditions (the <strong>“Terms”</strong>) govern your access to and use of the
            Pluto website, web application and related informational pages (together, the{' '}
            <strong>“Interface”</strong>), operated by Pluto (<strong>“Pluto”</strong>, <strong>“we”</strong>,{' '}
            <strong>“us”</strong> or <strong>“our”</strong>).
          </p>
          <p>
            By accessing the Interface, connecting a wallet to it, or using any feature it offers, you agree
            to be bound by these Terms. If you do not agree, you must not access or use the Interface.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: (
        <>
          <p>To use the Interface you represent and warrant that:</p>
          <ul>
            <li>you are of legal age and have full capacity to enter into a binding agreement;</li>
            <li>
              you are not a person, and are not acting on behalf of a person, who is subject to sanctions or
              located in a country or territory subject to comprehensive sanctions;
            </li>
            <li>
              your access to and use of the Interface, and of the third-party services it connects to, is
              lawful in the place where you reside and from which you access it;
            </li>
            <li>you will comply with these Terms and with all laws and regulations that apply to you.</li>
          </ul>
          <p>
            Some products, including leveraged derivatives, may be restricted or prohibited where you live. It
            is your responsibility to determine whether you may use them.
          </p>
        </>
      ),
    },
    {
      id: 'non-custodial',
      title: 'Non-custodial nature of the Interface',
      body: (
        <>
          <p>
            The Interface is a software front end. It lets you prepare transactions and orders and submit
            them, signed by your own wallet, to blockchain networks and to independent third-party trading
            venues.
          </p>
          <ul>
            <li>
              <strong>We never have access to your funds or your private keys.</strong> We cannot move,
              freeze, recover or reverse your assets or transactions.
            </li>
            <li>
              Custody of deposited assets, order matching, execution, margining, funding and liquidation are
              carried out by third-party services and smart contracts that we do not own or control.
            </li>
            <li>
              You alone are responsible for safeguarding your wallet, seed phrase and private keys, and for
              every transaction and message you sign.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'wallets-approvals',
      title: 'Wallets, trading agents and approvals',
      body: (
        <>
          <p>
            To trade perpetual futures through the Interface you may be asked to approve a delegated trading
            agent wallet and a builder fee with the exchange provider.
          </p>
          <ul>
            <li>
              A trading agent can place, modify and cancel orders for your account. It cannot withdraw your
              funds, and you can revoke it at any time.
            </li>
            <li>
              The builder-fee approval authorises the platform fee described on the{' '}
              <Link to="/fees">Fees</Link> page to be charged on orders routed through the Interface.
            </li>
            <li>
              Review every request in your wallet before signing it. Signed transactions and orders generally
              cannot be reversed.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'third-parties',
      title: 'Third-party services',
      body: (
        <>
          <p>
            The Interface relies on services provided by others, including blockchain networks, wallet
            software, the perpetuals exchange provider, bridges, decentralised exchanges and liquidity
            sources, price and market-data providers, and hosting and data-storage providers. External sites
            linked from the Interface, such as liquidity-pool or investment sites, are also operated by third
            parties.
          </p>
          <p>
            Your use of third-party services is governed by their own terms and policies. We do not control,
            endorse or guarantee them, and we are not responsible for their availability, accuracy, security,
            solvency or conduct, or for any loss arising from your use of them.
          </p>
        </>
      ),
    },
    {
      id: 'risks',
      title: 'Risks of trading digital assets and derivatives',
      body: (
        <>
          <p>
            Trading digital assets, and in particular perpetual futures with leverage, involves a high level
            of risk and is not suitable for everyone. You may lose some or all of the funds you commit. By
            using the Interface you acknowledge and accept, among others, the following risks:
          </p>
          <ul>
            <li>
              <strong>Leverage.</strong> Leverage magnifies both gains and losses. A small adverse price move
              can cause losses that exceed what you expected.
            </li>
            <li>
              <strong>Liquidation.</strong> If your margin falls below the maintenance requirement, your
              position may be liquidated, in whole or in part, automatically and without notice. Liquidation
              prices shown in the Interface are estimates.
            </li>
            <li>
              <strong>Funding.</strong> Perpetual positions pay or receive periodic funding, which can be
              significant and can change quickly.
            </li>
            <li>
              <strong>Volatility and liquidity.</strong> Prices of digital assets can move sharply, markets
              can become illiquid, and orders may fill at prices different from those displayed.
            </li>
            <li>
              <strong>Technology.</strong> Smart contracts, networks, bridges, wallets and the Interface
              itself may contain bugs, be attacked, be congested or become unavailable, which can delay or
              prevent transactions.
            </li>
            <li>
              <strong>New and unverified tokens.</strong> Newly listed and meme tokens may have little
              liquidity, concentrated ownership or malicious contracts, and may lose all of their value.
            </li>
            <li>
              <strong>Regulation.</strong> Laws and regulations applying to digital assets are evolving and
              may adversely affect the Interface, the services it connects to, or the value of your assets.
            </li>
          </ul>
          <p>Never trade with funds you cannot afford to lose.</p>
        </>
      ),
    },
    {
      id: 'fees',
      title: 'Fees',
      body: (
        <>
          <p>
            Trades placed through the Interface are subject to the exchange provider’s trading fees and to a
            platform builder fee, as described on the <Link to="/fees">Fees</Link> page. Blockchain
            transactions require network gas, paid by you to the network and not to us. Funding payments on
            perpetual positions are exchanged between traders and are not a fee charged by us.
          </p>
          <p>
            Fees shown before you confirm an action are estimates based on the information available at that
            moment. We may change our fees in the future; changes apply only to actions taken after they are
            published.
          </p>
        </>
      ),
    },
    {
      id: 'no-advice',
      title: 'No investment advice',
      body: (
        <>
          <p>
            All content available through the Interface, including market data, statistics, leaderboards,
            AI-generated chart analysis, strategy templates, the whitepaper, and descriptions of automated
            trading modules, airdrops or treasury programmes, is provided for general information only.
          </p>
          <p>
            Nothing in the Interface is financial, investment, legal or tax advice, or a recommendation or
            solicitation to buy, sell or hold any asset. Performance figures and marketing statements are not
            guarantees of future results. You are solely responsible for your decisions and should consult
            independent professional advisers where appropriate.
          </p>
        </>
      ),
    },
    {
      id: 'prohibited-use',
      title: 'Prohibited use',
      body: (
        <>
          <p>You agree not to use the Interface to:</p>
          <ul>
            <li>violate any applicable law, regulation or sanctions programme;</li>
            <li>
              engage in market manipulation, wash trading, spoofing, front-running or any other fraudulent or
              deceptive practice;
            </li>
            <li>launder money, finance terrorism or transact in proceeds of crime;</li>
            <li>infringe the rights of others, including intellectual-property and privacy rights;</li>
            <li>
              interfere with, disrupt, overload, reverse engineer or attempt to gain unauthorised access to
              the Interface or to any system connected to it;
            </li>
            <li>
              circumvent any geographic or technical restriction, or use automated means to access the
              Interface in a way that degrades it for others.
            </li>
          </ul>
          <p>
            We may restrict or block access to the Interface where we reasonably believe these Terms are
            breached.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The Interface, including its design, text, graphics, logos and software, is owned by or licensed to
          Pluto and protected by intellectual-property laws. Subject to these Terms, we grant you a limited,
          revocable, non-exclusive, non-transferable licence to use the Interface for your personal use.
          Third-party names, marks and data remain the property of their respective owners.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <>
          <p>
            The Interface is provided <strong>“as is”</strong> and <strong>“as available”</strong>, without
            warranties of any kind, whether express, implied or statutory, including warranties of
            merchantability, fitness for a particular purpose, title and non-infringement.
          </p>
          <p>
            We do not warrant that the Interface will be uninterrupted, timely, secure or error-free, or that
            data displayed in it, including prices, balances, positions, liquidation prices and fee estimates,
            is accurate, complete or current.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            To the maximum extent permitted by law, Pluto and its contributors, affiliates and service
            providers will not be liable for any indirect, incidental, special, consequential or punitive
            damages, or for any loss of profits, revenue, data, digital assets or goodwill, arising out of or
            in connection with your use of, or inability to use, the Interface or any third-party service,
            even if advised of the possibility of such damages.
          </p>
          <p>
            Nothing in these Terms excludes or limits liability that cannot be excluded or limited under
            applicable law.
          </p>
        </>
      ),
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      body: (
        <p>
          You agree to indemnify and hold harmless Pluto and its contributors, affiliates and service
          providers from any claims, losses, liabilities and expenses, including reasonable legal fees,
          arising from your use of the Interface, your breach of these Terms, or your violation of any law or
          the rights of a third party.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to the Interface and these Terms',
      body: (
        <p>
          We may modify, suspend or discontinue any part of the Interface at any time. We may also update
          these Terms; the “Last updated” date above shows when they last changed. Your continued use of the
          Interface after an update means you accept the revised Terms.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      body: (
        <>
          <p>
            These Terms and any dispute arising out of or in connection with them or with the Interface are
            governed by the laws of <strong>{jurisdiction}</strong>, without regard to its conflict-of-law
            rules.
          </p>
          <p>
            Unless mandatory law provides otherwise, the courts of {jurisdiction} have exclusive jurisdiction
            over any such dispute. If any provision of these Terms is held invalid or unenforceable, the
            remaining provisions remain in full force and effect.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: <p>Questions about these Terms can be sent to {mail}.</p>,
    },
  ];
}

export default function TermsPage() {
  const { legal } = useRuntimeConfig();
  const sections = termsSections(legal.jurisdiction, legal.contactEmail);

  return (
    <InfoPageLayout
      eyebrow="Legal"
      icon={Scale}
      title="Terms and Conditions"
      updated={`Last updated ${TERMS_LAST_UPDATED}`}
      subtitle="Please read these Terms carefully before using Pluto. They explain what the Interface does and does not do, the risks involved and the rules that apply to your use of it."
    >
      <InfoCallout title="Pluto is non-custodial" tone="accent">
        Pluto never has access to your funds or private keys. Custody and trade execution are handled by
        third-party services. Leveraged trading carries a high risk of loss.
      </InfoCallout>

      <nav aria-label="Contents" className="rounded-lg border border-line bg-panel p-4 sm:p-5">
        <p className="mb-3 font-medium text-faint text-xs uppercase tracking-wider">Contents</p>
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id} className="flex min-w-0 gap-2">
              <span className="w-6 shrink-0 text-right font-mono text-faint tabular-nums">{index + 1}.</span>
              <a href={`#${section.id}`} className="text-muted transition-colors hover:text-accent-strong">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <InfoSection key={section.id} id={section.id} number={`${index + 1}.`} title={section.title}>
          <InfoProse>{section.body}</InfoProse>
        </InfoSection>
      ))}
    </InfoPageLayout>
  );
}
