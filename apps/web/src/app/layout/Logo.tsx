import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/perpetual" className="flex items-center gap-2 rounded" aria-label="Pluto home">
      <svg viewBox="0 0 32 32" className="size-6" aria-hidden>
        <circle cx="16" cy="16" r="11" fill="#10141b" stroke="var(--color-accent)" strokeWidth="3" />
        <ellipse
          cx="16"
          cy="16"
          rx="15"
          ry="4.5"
          fill="none"
          stroke="#2dd4bf"
          strokeWidth="2"
          transform="rotate(-20 16 16)"
        />
      </svg>
      <span className="text-base font-semibold tracking-tight text-fg">Pluto</span>
    </Link>
  );
}
