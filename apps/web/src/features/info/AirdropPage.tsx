import { CalendarDays, ExternalLink, Gift, Hourglass, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import {
  InfoCallout,
  InfoPageLayout,
  InfoProse,
  InfoSection,
  InfoStat,
  InfoStatGrid,
  InfoSteps,
  secondaryActionClass,
} from './InfoPageLayout';

/** Airdrop facts (seed 001 §2 and §9). The end date is deliberately not a date yet. */
const AIRDROP = {
  allocation: '5%',
  allocationOf: 'of the developer locked supply',
  startsOn: 'October 6, 2025',
  endsAt: 'Mid Q4 2025',
  claimWindowDays: 30,
} as const;

const timeline = [
  {
    icon: CalendarDays,
    when: AIRDROP.startsOn,
    title: 'Airdrop starts',
    body: 'The airdrop period opens. Activity from connected wallets counts from this date.',
  },
  {
    icon: Hourglass,
    when: AIRDROP.endsAt,
    title: 'Airdrop ends',
    body: 'The exact end date will be announced through official Pluto channels.',
  },
  {
    icon: Gift,
    when: `${AIRDROP.claimWindowDays}-day claim window`,
    title: 'Claims open',
    body: `Eligible wallets have ${AIRDROP.claimWindowDays} days to claim their allocation once claiming opens.`,
  },
] as const;

export default function AirdropPage() {
  const { links } = useRuntimeConfig();

  return (
    <InfoPageLayout
      eyebrow="Community"
      icon={Sparkles}
      title="Pluto Airdrop"
      subtitle={`${AIRDROP.allocation} ${AIRDROP.allocationOf} is set aside for the Pluto community. Here is what we know today, and how eligibility and claiming work.`}
    >
      <InfoStatGrid>
        <InfoStat label="Allocation" value={AIRDROP.allocation} hint={AIRDROP.allocationOf} tone="accent" />
        <InfoStat label="Starts" value={AIRDROP.startsOn} />
        <InfoStat label="Ends" value={AIRDROP.endsAt} hint="Exact date to be announced" />
        <InfoStat label="Claim window" value={`${AIRDROP.claimWindowDays} days`} />
      </InfoStatGrid>

      <InfoSection id="timeline" title="Timeline">
        <ol className="relative ml-3 space-y-5 border-line border-l pl-6">
          {timeline.map(({ icon: Icon, when, title, body }) => (
            <li key={title} className="relative">
              <span className="absolute top-0 -left-[37px] grid size-6 place-items-center rounded-full border border-line-strong bg-raised text-accent-strong">
                <Icon aria-hidden="true" className="size-3.5" />
              </span>
              <p className="font-medium text-accent-strong text-xs uppercase tracking-wider">{when}</p>
              <p className="mt-0.5 font-semibold text-fg text-sm">{title}</p>
              <p className="mt-1 text-muted text-sm leading-relaxed">{body}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="how-it-works" title="How it works">
        <InfoSteps
          steps={[
            {
              title: 'Connect your wallet',
              body: 'Eligibility is tracked per wallet address. Use the same wallet you trade with on Pluto.',
            },
            {
              title: 'Use Pluto during the airdrop period',
              body: 'Eligibility is based on your wallet’s activity on the platform between the start and end of the airdrop. The full criteria are published through official channels.',
            },
            {
              title: 'Check your allocation',
              body: 'When the airdrop ends, allocations are finalised and each eligible wallet can see its share.',
            },
            {
              title: `Claim within ${AIRDROP.claimWindowDays} days`,
              body: `Claim from the eligible wallet by signing a transaction before the ${AIRDROP.claimWindowDays}-day window closes. Claiming requires network gas.`,
            },
          ]}
        />
      </InfoSection>

      <InfoCallout title="Stay safe" icon={ShieldCheck} tone="warn">
        <p>
          Pluto will never ask for your seed phrase or private key, and you never need to send funds to
          receive an airdrop. Dates, criteria and claim links are announced only through official channels.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={links.x} target="_blank" rel="noopener noreferrer" className={secondaryActionClass}>
            Pluto on X
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
          <a href={links.telegram} target="_blank" rel="noopener noreferrer" className={secondaryActionClass}>
            Pluto on Telegram
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </div>
      </InfoCallout>

      <InfoSection id="notes" title="Important notes">
        <InfoProse>
          <ul>
            <li>
              Details that have not been announced yet, including the end date, may change before claims open.
            </li>
            <li>
              Taking part does not guarantee an allocation. Claims are only possible during the claim window.
            </li>
            <li>The airdrop may not be available in every jurisdiction.</li>
            <li>
              Tokens can be volatile and may lose value. Nothing on this page is investment advice; see the{' '}
              <Link to="/terms">Terms and Conditions</Link>.
            </li>
          </ul>
        </InfoProse>
      </InfoSection>
    </InfoPageLayout>
  );
}
