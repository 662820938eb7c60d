import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

/** Pinned so the bytecode is the same on every machine; cancun runs on anvil and on every target chain. */
const EVM_VERSION = 'cancun';
const OPTIMIZER_RUNS = 200;

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const SOURCES_DIR = join(PACKAGE_DIR, 'contracts');
export const GENERATED_DIR = join(PACKAGE_DIR, 'src', 'generated');

const requireFromPackage = createRequire(import.meta.url);

export interface CompiledContract {
  contractName: string;
  sourcePath: string;
  abi: Abi;
  bytecode: Hex;
}

interface SolcMessage {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
}

interface SolcOutput {
  errors?: SolcMessage[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** solc asks for every import it cannot find among the given sources; OpenZeppelin comes from node_modules. */
function readImport(importPath: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(requireFromPackage.resolve(importPath), 'utf8') };
  } catch (error) {
    return { error: `cannot resolve ${importPath}: ${(error as Error).message}` };
  }
}

/**
 * Compiles every `contracts/*.sol` with solc-js. Source unit names are package-relative so the
 * metadata hash, and with it the bytecode, does not depend on where the repository is checked out.
 * Warnings fail the build like errors: the contracts are small enough to keep clean.
 */
export function compileContracts(): CompiledContract[] {
  const files = readdirSync(SOURCES_DIR)
    .filter((file) => file.endsWith('.sol'))
    .sort();
  const sources = Object.fromEntries(
    files.map((file) => [`contracts/${file}`, { content: readFileSync(join(SOURCES_DIR, file), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: { enabled: true, runs: OPTIMIZER_RUNS },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const problems = (output.errors ?? []).filter((message) => message.severity !== 'info');
  if (problems.length > 0) {
    throw new Error(`solc ${solc.version()}:\n${problems.map((p) => p.formattedMessage).join('\n')}`);
  }

  return files.flatMap((file) => {
    const sourcePath = `contracts/${file}`;
    const contractName = basename(file, '.sol');
    const compiled = output.contracts?.[sourcePath]?.[contractName];
    if (!compiled) throw new Error(`${sourcePath} does not define contract ${contractName}`);
    // Abstract bases (no bytecode) are only reachable through the contracts that inherit them.
    if (compiled.evm.bytecode.object === '') return [];
    return [
      { contractName, sourcePath, abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex },
    ];
  });
}

/** Uniswap V2's own build artifacts (Solidity 0.5/0.6, waffle format: `abi` and unprefixed `bytecode`). */
const UNISWAP_V2_ARTIFACTS = [
  '@uniswap/v2-core/build/UniswapV2Factory.json',
  '@uniswap/v2-core/build/UniswapV2Pair.json',
  '@uniswap/v2-periphery/build/UniswapV2Router02.json',
] as const;

/**
 * The Uniswap V2 factory, pair and router exactly as the npm packages ship them (not recompiled): the
 * router's library hard-codes the keccak256 of the pair's creation code, which only the packaged
 * bytecode matches.
 */
export function uniswapV2Artifacts(): CompiledContract[] {
  return UNISWAP_V2_ARTIFACTS.map((artifactPath) => {
    const artifact = JSON.parse(readFileSync(requireFromPackage.resolve(artifactPath), 'utf8')) as {
      abi: Abi;
      bytecode: string;
    };
    return {
      contractName: basename(artifactPath, '.json'),
      sourcePath: artifactPath,
      abi: artifact.abi,
      bytecode: `0x${artifact.bytecode.replace(/^0x/, '')}` as Hex,
    };
  });
}

/** Everything `src/generated` holds: our contracts compiled, plus the packaged Uniswap V2 ones. */
export function generatedContracts(): CompiledContract[] {
  return [...compileContracts(), ...uniswapV2Artifacts()];
}

function lowerFirst(name: string): string {
  // USDC -> usdc, PlutoToken -> plutoToken
  const leadingCapitals = /^[A-Z]+(?=[A-Z][a-z]|$)/.exec(name)?.[0] ?? name.charAt(0);
  return leadingCapitals.toLowerCase() + name.slice(leadingCapitals.length);
}

function formatWithBiome(filePath: string, text: string): string {
  const biome = requireFromPackage.resolve('@biomejs/biome/bin/biome');
  const result = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${filePath}`], {
    cwd: PACKAGE_DIR,
    input: text,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format ${filePath} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * The typed modules committed under `src/generated`: `as const` ABIs so viem infers every function's
 * arguments and results, and the creation bytecode the devnet deploys. Keyed by absolute file path.
 */
export function renderGeneratedModules(contracts: readonly CompiledContract[]): Map<string, string> {
  const modules = new Map<string, string>();
  for (const contract of contracts) {
    const name = lowerFirst(contract.contractName);
    const filePath = join(GENERATED_DIR, `${contract.contractName}.ts`);
    const text = [
      `// Generated by \`npm run compile -w @pluto/contracts\` from ${contract.sourcePath}; do not edit.`,
      `export const ${name}Abi = ${JSON.stringify(contract.abi)} as const;`,
      `export const ${name}Bytecode = '${contract.bytecode}' as const;`,
      '',
    ].join('\n');
    modules.set(filePath, formatWithBiome(relative(PACKAGE_DIR, filePath), text));
  }
  return modules;
}
