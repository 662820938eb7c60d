import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { TelegramIcon, XIcon } from './SocialIcons';

/** Desktop only (seed 000 §2): copyright year, fees link, social links. */
export function Footer() {
  const { links } = useRuntimeConfig();
  return (
    <footer className="hidden border-t border-line bg-surface md:block">
      <div className="flex h-10 items-center justify-between px-4 text-xs text-muted">
        <span>© {new Date().getFullYear()} Pluto. All rights reserved.</span>
        <nav aria-label="Footer" className="flex items-center gap-4">
          <Link to="/fees" className="hover:text-fg">
            Fees
          </Link>
          <a
            href={links.x}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Pluto on X"
            className="hover:text-fg"
          >
            <XIcon className="size-3.5" />
          </a>
          <a
            href={links.telegram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Pluto on Telegram"
            className="hover:text-fg"
          >
            <TelegramIcon className="size-4" />
          </a>
        </nav>
      </div>
    </footer>
  );
}
