import { countdownParts, padTwo, TREASURY_LAUNCH_AT_MS } from '@pluto/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTreasuryTimerHtml,
  TREASURY_TIMER_ALERT,
  TREASURY_TIMER_TITLE,
  TREASURY_TIMER_UNITS,
} from './treasuryTimerHtml';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function scriptSource(doc: Document): string {
  const scripts = doc.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  return scripts[0]?.textContent ?? '';
}

describe('buildTreasuryTimerHtml', () => {
  it('is a complete HTML document with the title', () => {
    const html = buildTreasuryTimerHtml();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    const doc = parse(html);
    expect(doc.title).toBe('Treasury Goes Live In');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('meta[charset]')).not.toBeNull();
    expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe(TREASURY_TIMER_TITLE);
    expect(doc.body.textContent).toContain('October 31, 2025 · 00:00 UTC');
  });

  it('has a box for days, hours, minutes and seconds', () => {
    const doc = parse(buildTreasuryTimerHtml());
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      const byId = doc.getElementById(unit);
      expect(byId).not.toBeNull();
      expect(byId?.getAttribute('data-unit')).toBe(unit);
    }
  });

  it('embeds the launch timestamp (2025-10-31 00:00 UTC)', () => {
    const html = buildTreasuryTimerHtml();
    expect(html).toContain(`var TARGET_MS = ${TREASURY_LAUNCH_AT_MS};`);
    expect(parse(html).querySelector('[data-target]')?.getAttribute('data-target')).toBe(
      '2025-10-31T00:00:00.000Z',
    );
  });

  it("has the 'Live Check of Rewards' button", () => {
    const button = parse(buildTreasuryTimerHtml()).getElementById('live-check');
    expect(button?.tagName).toBe('BUTTON');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.textContent).toBe('Live Check of Rewards');
  });

  it('embeds the countdown maths from @pluto/core verbatim instead of re-implementing it', () => {
    const script = scriptSource(parse(buildTreasuryTimerHtml()));
    expect(script).toContain(`var countdownParts = ${countdownParts.toString()};`);
    expect(script).toContain(`var padTwo = ${padTwo.toString()};`);
    expect(script).toContain('setInterval(render, 1000)');
  });

  it('loads no external resources', () => {
    const html = buildTreasuryTimerHtml();
    const doc = parse(html);
    expect(doc.querySelectorAll('link, img, iframe, script[src]')).toHaveLength(0);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/@import|url\(/);
  });
});

describe('the generated page script', () => {
  let alertSpy: ReturnType<typeof vi.fn>;

  /** Puts the page's markup into the test document and runs its script, like a browser would. */
  function runPage(nowIso: string) {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(nowIso));
    const doc = parse(buildTreasuryTimerHtml());
    const source = scriptSource(doc);
    for (const script of doc.querySelectorAll('script')) script.remove();
    document.body.innerHTML = doc.body.innerHTML;
    new Function(source)();
  }

  function shown(): Record<string, string | null | undefined> {
    return Object.fromEntries(
      TREASURY_TIMER_UNITS.map((unit) => [unit, document.getElementById(unit)?.textContent]),
    );
  }

  beforeEach(() => {
    alertSpy = vi.fn();
    vi.stubGlobal('alert', alertSpy);
  });

  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    document.body.removeAttribute('data-state');
  });

  it('shows the time left and ticks every second', () => {
    runPage('2025-10-29T22:58:55Z');
    expect(shown()).toEqual({ days: '01', hours: '01', minutes: '01', seconds: '05' });
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual({ days: '01', hours: '01', minutes: '01', seconds: '04' });
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual({ days: '01', hours: '01', minutes: '00', seconds: '59' });
    expect(document.body.getAttribute('data-state')).toBe('counting');
  });

  it('shows zeros once the launch has passed', () => {
    runPage('2025-11-02T12:00:00Z');
    expect(shown()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(document.body.getAttribute('data-state')).toBe('live');
    expect(document.getElementById('status')?.textContent).toBe('The treasury is live.');
  });

  it('reaches zero exactly at the launch and stays there', () => {
    runPage('2025-10-30T23:59:58Z');
    expect(shown().seconds).toBe('02');
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });

  it("answers 'Live Check of Rewards' with an honest alert", () => {
    runPage('2025-10-01T00:00:00Z');
    document.getElementById('live-check')?.click();
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(TREASURY_TIMER_ALERT);
    expect(TREASURY_TIMER_ALERT).toMatch(/treasury page/);
  });
});
