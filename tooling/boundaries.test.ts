import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's real rule set (.dependency-cruiser.mjs, without the known-violations baseline) run
 * over fixture files laid out like the repository (tooling/boundaries-fixtures/apps/..., packages/...),
 * so each rule is seen to fail on an import it forbids and to let the allowed one through.
 */
const CONFIG = fileURLToPath(new URL('../.dependency-cruiser.mjs', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./boundaries-fixtures', import.meta.url));

async function checkFixtures(files: string[], outputType: ICruiseOptions['outputType']) {
  const options = await extractDepcruiseOptions(CONFIG);
  return cruise(files, { ...options, baseDir: FIXTURES, outputType });
}

let result: ICruiseResult;

/** The names of the rules each import from `from` breaks, sorted. */
function rulesBrokenBy(from: string): string[] {
  return result.summary.violations
    .filter((violation) => violation.from === from)
    .map((violation) => violation.rule.name)
    .sort();
}

beforeAll(async () => {
  // The json reporter answers the cruise result as JSON text.
  const { output } = await checkFixtures(['apps', 'packages'], 'json');
  result = JSON.parse(output as string) as ICruiseResult;
});

describe('import boundaries', () => {
  it.each([
    ['apps/web/src/features/alpha/uses-beta-internals.ts', 'web-feature-internals'],
    ['apps/web/src/app/uses-feature-internals.ts', 'web-app-feature-internals'],
    ['apps/web/src/features/alpha/uses-data-internals.ts', 'web-feature-data-internals'],
    ['apps/web/src/features/alpha/uses-data-seam.ts', 'web-feature-data-internals'],
    ['apps/web/src/features/alpha/uses-data-internals.test.ts', 'web-feature-test-data-internals'],
    ['apps/web/src/features/alpha/uses-exchange-client.ts', 'web-feature-exchange-or-server-client'],
    ['apps/web/src/data/uses-feature.ts', 'web-data-above-features'],
    ['apps/web/src/ui/uses-data.ts', 'web-ui-primitives-stand-alone'],
    ['packages/core/src/uses-react-type.ts', 'core-no-ui-or-query-code'],
    ['packages/core/src/uses-query.ts', 'core-no-ui-or-query-code'],
    ['packages/core/src/uses-web.ts', 'shared-package-stand-alone'],
    ['apps/server/src/uses-exchange.ts', 'server-no-devnet-at-run-time'],
    ['apps/server/src/uses-test-helper.ts', 'server-production-no-test-code'],
    ['apps/web/src/ui/imports-missing.ts', 'no-unresolvable'],
  ])('%s breaks %s', (from, rule) => {
    expect(rulesBrokenBy(from)).toEqual([rule]);
  });

  it('fails a run-time import cycle in core, not one closed by a type-only import', () => {
    expect(rulesBrokenBy('packages/core/src/cycle-a.ts')).toEqual(['no-circular']);
    expect(rulesBrokenBy('packages/core/src/type-cycle-a.ts')).toEqual([]);
  });

  it.each([
    [
      'a feature importing another feature through its index',
      'apps/web/src/features/alpha/uses-beta-index.ts',
    ],
    ['the app shell importing a feature through its index', 'apps/web/src/app/uses-feature-index.ts'],
    [
      'a feature importing the data layer through its index',
      'apps/web/src/features/alpha/uses-data-index.ts',
    ],
    [
      "a feature's test importing the data layer's test seams",
      'apps/web/src/features/alpha/uses-data-seam.test.ts',
    ],
    ['a server test importing the exchange', 'apps/server/src/uses-exchange.test.ts'],
    ['server code naming an exchange type', 'apps/server/src/names-exchange-type.ts'],
  ])('lets %s through', (_, from) => {
    expect(rulesBrokenBy(from)).toEqual([]);
  });

  it('reports a new violation as an error that fails the check, naming the rule', async () => {
    const { output, exitCode } = await checkFixtures(
      ['apps/web/src/features/alpha/uses-beta-internals.ts'],
      'err',
    );
    expect(exitCode).toBeGreaterThan(0);
    expect(output).toContain(
      'error web-feature-internals: apps/web/src/features/alpha/uses-beta-internals.ts → apps/web/src/features/beta/beta-internals.ts',
    );
  });

  it('passes a clean feature', async () => {
    const { exitCode } = await checkFixtures(['apps/web/src/features/alpha/uses-beta-index.ts'], 'err');
    expect(exitCode).toBe(0);
  });
});
