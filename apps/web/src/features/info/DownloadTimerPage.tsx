import { formatLaunchUtc, TREASURY_LAUNCH_AT_MS } from '@pluto/core';
import { CircleCheck, Download, FileCode, Timer, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { InfoPageLayout, primaryActionClass } from './InfoPageLayout';
import { buildTreasuryTimerHtml, TREASURY_TIMER_FILENAME, TREASURY_TIMER_TITLE } from './treasuryTimerHtml';

/** Saves the generated page through a temporary object URL and `<a download>`. */
function downloadTreasuryTimer(): void {
  const blob = new Blob([buildTreasuryTimerHtml()], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = TREASURY_TIMER_FILENAME;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke after the click has been handed to the browser's download machinery.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

const launchText = formatLaunchUtc(TREASURY_LAUNCH_AT_MS);

const features = [
  { icon: Timer, text: 'Days, hours, minutes and seconds, refreshed every second' },
  { icon: WifiOff, text: 'One self-contained file: works offline, no external resources' },
  { icon: FileCode, text: 'Open it in any browser or share it with your community' },
] as const;

export default function DownloadTimerPage() {
  const [downloaded, setDownloaded] = useState(false);

  return (
    <InfoPageLayout
      eyebrow="Treasury"
      icon={Timer}
      title="Download the treasury timer"
      subtitle="A standalone countdown page you can keep on your desktop or share. It counts down to the moment the Pluto treasury goes live."
    >
      <section
        aria-labelledby="treasury-timer-card"
        className="overflow-hidden rounded-xl border border-line bg-panel"
      >
        <div className="border-line border-b bg-surface/60 px-5 py-6 text-center sm:px-8">
          <p className="font-medium text-accent-strong text-xs uppercase tracking-[0.14em]">Pluto Treasury</p>
          <h2
            id="treasury-timer-card"
            className="mt-2 font-semibold text-fg text-xl tracking-tight sm:text-2xl"
          >
            {TREASURY_TIMER_TITLE}
          </h2>
          <p className="mt-1.5 text-muted text-sm">
            <time dateTime={new Date(TREASURY_LAUNCH_AT_MS).toISOString()}>{launchText}</time>
          </p>
        </div>
        <div className="px-5 py-6 sm:px-8">
          <ul className="space-y-2.5">
            {features.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-muted text-sm">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
            <button
              type="button"
              className={primaryActionClass}
              onClick={() => {
                downloadTreasuryTimer();
                setDownloaded(true);
              }}
            >
              <Download aria-hidden="true" className="size-4" />
              Download {TREASURY_TIMER_FILENAME}
            </button>
            <p aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-muted text-xs">
              {downloaded ? (
                <>
                  <CircleCheck aria-hidden="true" className="size-3.5 text-up" />
                  Download started. Open the file in your browser.
                </>
              ) : (
                'HTML file, a few kilobytes.'
              )}
            </p>
          </div>
        </div>
      </section>
    </InfoPageLayout>
  );
}
