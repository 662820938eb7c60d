import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, generatedContracts, renderGeneratedModules } from '../src/compile';

const modules = renderGeneratedModules(generatedContracts());
mkdirSync(GENERATED_DIR, { recursive: true });
// A removed contract must not leave a stale module behind.
for (const file of readdirSync(GENERATED_DIR)) rmSync(join(GENERATED_DIR, file));
for (const [filePath, text] of modules) writeFileSync(filePath, text);
console.log(`wrote ${modules.size} modules to ${GENERATED_DIR}`);
