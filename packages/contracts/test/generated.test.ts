import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { GENERATED_DIR, generatedContracts, renderGeneratedModules } from '../src/compile';

it('the committed typed modules are what the Solidity sources compile to', () => {
  const expected = renderGeneratedModules(generatedContracts());
  const committed = readdirSync(GENERATED_DIR).map((file) => join(GENERATED_DIR, file));
  expect(committed.sort(), 'run `npm run compile -w @pluto/contracts`').toEqual([...expected.keys()].sort());
  for (const [filePath, text] of expected) {
    expect(
      readFileSync(filePath, 'utf8') === text,
      `${filePath} is stale: run \`npm run compile -w @pluto/contracts\``,
    ).toBe(true);
  }
}, 30_000);
