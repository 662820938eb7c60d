/** Brand marks drawn inline: the icon set has no brand logos. */
export function XIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
    </svg>
  );
}

export function TelegramIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d="M21.94 4.3 18.9 19.05c-.23 1.02-.83 1.27-1.68.79l-4.63-3.41-2.23 2.15c-.25.25-.45.45-.93.45l.33-4.73 8.6-7.77c.37-.33-.08-.52-.58-.19L7.15 13.03 2.57 11.6c-1-.31-1.01-1 .21-1.48L20.5 3.3c.83-.3 1.55.19 1.44 1Z" />
    </svg>
  );
}
