import { countdownParts, formatLaunchUtc, padTwo, TREASURY_LAUNCH_AT_MS } from '@pluto/core';

/** File name of the standalone countdown page offered on /download-timer (seed 002 §2.10). */
export const TREASURY_TIMER_FILENAME = 'treasury-timer.html';

export const TREASURY_TIMER_TITLE = 'Treasury Goes Live In';

/** Shown by the 'Live Check of Rewards' button; the offline file cannot look anything up itself. */
export const TREASURY_TIMER_ALERT =
  'Live reward checks are available on the Pluto treasury page (/treasury), not in this offline timer. ' +
  'Open Pluto and connect your wallet there to see your rewards.';

/** The countdown fields, in display order; each value element has this id and a matching data-unit. */
export const TREASURY_TIMER_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

const UNIT_LABELS: Record<(typeof TREASURY_TIMER_UNITS)[number], string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

/** Keeps embedded source from closing the surrounding <script> element early. */
function escapeForScript(source: string): string {
  return source.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** Text for an HTML text node or double-quoted attribute. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLES = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; }
  body {
    min-height: 100vh;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 24px 16px;
    background: radial-gradient(1200px 600px at 50% -10%, #1d1740 0%, #0b0e14 60%) #0b0e14;
    color: #e6e9ef;
    font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
    -webkit-font-smoothing: antialiased;
  }
  .card {
    width: 100%;
    max-width: 640px;
    padding: 32px 24px;
    border: 1px solid #242b38;
    border-radius: 16px;
    background: #151a23;
    box-shadow: 0 24px 80px rgba(0, 0, 0, 0.45);
    text-align: center;
  }
  .eyebrow {
    margin: 0 0 12px;
    color: #9277ff;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
  h1 { margin: 0; font-size: clamp(24px, 6vw, 34px); font-weight: 700; letter-spacing: -0.01em; }
  .target { margin: 10px 0 0; color: #8b94a7; font-size: 14px; }
  .local { margin: 4px 0 0; color: #5d6679; font-size: 12px; min-height: 1em; }
  .grid {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: clamp(8px, 2.5vw, 14px);
    margin: 28px 0;
  }
  .box {
    padding: clamp(12px, 3vw, 20px) 4px;
    border: 1px solid #323b4b;
    border-radius: 12px;
    background: #1b212c;
  }
  .value {
    display: block;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: clamp(26px, 8vw, 48px);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  .label {
    display: block;
    margin-top: 6px;
    color: #8b94a7;
    font-size: clamp(10px, 2.6vw, 12px);
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .status { margin: 0 0 20px; color: #8b94a7; font-size: 14px; }
  body[data-state="live"] .status { color: #16c784; font-weight: 600; }
  button {
    appearance: none;
    border: 0;
    border-radius: 10px;
    padding: 12px 22px;
    background: #7c5cff;
    color: #ffffff;
    font: inherit;
    font-size: 15px;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover { background: #9277ff; }
  button:focus-visible { outline: 2px solid #9277ff; outline-offset: 3px; }
  .foot { margin: 22px 0 0; color: #5d6679; font-size: 12px; }
`;

/** The page logic. Countdown maths comes from @pluto/core, embedded verbatim. */
function buildScript(): string {
  return `(function () {
  'use strict';
  var TARGET_MS = ${TREASURY_LAUNCH_AT_MS};
  var UNITS = ${JSON.stringify(TREASURY_TIMER_UNITS)};
  var countdownParts = ${countdownParts.toString()};
  var padTwo = ${padTwo.toString()};

  function render() {
    var parts = countdownParts(TARGET_MS, Date.now());
    for (var i = 0; i < UNITS.length; i++) {
      var element = document.getElementById(UNITS[i]);
      if (element) element.textContent = padTwo(parts[UNITS[i]]);
    }
    var live = parts.days + parts.hours + parts.minutes + parts.seconds === 0;
    document.body.setAttribute('data-state', live ? 'live' : 'counting');
    var status = document.getElementById('status');
    if (status) status.textContent = live ? 'The treasury is live.' : 'Counting down to the treasury launch.';
  }

  var local = document.getElementById('target-local');
  if (local) {
    try {
      local.textContent = 'Your local time: ' + new Date(TARGET_MS).toLocaleString(undefined, {
        dateStyle: 'long',
        timeStyle: 'short'
      });
    } catch (error) {
      local.textContent = '';
    }
  }

  render();
  setInterval(render, 1000);

  var button = document.getElementById('live-check');
  if (button) {
    button.addEventListener('click', function () {
      alert(${JSON.stringify(TREASURY_TIMER_ALERT)});
    });
  }
})();`;
}

/**
 * A complete, self-contained HTML document (inline CSS and script, no external resources) that counts
 * down to the treasury launch, refreshes every second and shows zeros once the launch has passed.
 */
export function buildTreasuryTimerHtml(): string {
  const targetIso = new Date(TREASURY_LAUNCH_AT_MS).toISOString();
  const boxes = TREASURY_TIMER_UNITS.map(
    (unit) => `        <div class="box">
          <span class="value" id="${unit}" data-unit="${unit}">00</span>
          <span class="label">${UNIT_LABELS[unit]}</span>
        </div>`,
  ).join('\n');

  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <title>${escapeHtml(TREASURY_TIMER_TITLE)}</title>
    <style>${STYLES}</style>
  </head>
  <body data-state="counting">
    <main class="card" data-target-ms="${TREASURY_LAUNCH_AT_MS}" data-target="${targetIso}">
      <p class="eyebrow">Pluto Treasury</p>
      <h1>${escapeHtml(TREASURY_TIMER_TITLE)}</h1>
      <p class="target">${escapeHtml(formatLaunchUtc(TREASURY_LAUNCH_AT_MS))}</p>
      <p class="local" id="target-local"></p>
      <div class="grid" role="timer" aria-live="off" aria-label="Time until the treasury goes live">
${boxes}
      </div>
      <p class="status" id="status">Counting down to the treasury launch.</p>
      <noscript><p class="status">Enable JavaScript to run the countdown.</p></noscript>
      <button type="button" id="live-check">Live Check of Rewards</button>
      <p class="foot">Standalone page &middot; works offline</p>
    </main>
    <script>
${escapeForScript(buildScript())}
    </script>
  </body>
</html>
`;
}
