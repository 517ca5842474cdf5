#!/usr/bin/env node
// Compiles every contracts/src/*.sol with the pinned solc (package.json) and
// writes, for every deployable contract C:
//   <outDir>/C.json  { contractName, abi, bytecode, deployedBytecode } (2-space JSON)
//   <outDir>/C.abi   the ABI, for abigen
//   <outDir>/C.bin   the creation bytecode (hex, no 0x), for abigen
// Usage: node compile.js [outDir]   (outDir defaults to ./artifacts)
// Run through `go generate ./contracts`, which also regenerates the bindings.
//
// Output is deterministic: sources are keyed by their path relative to this
// directory, and no metadata hash or CBOR trailer is appended to the bytecode.
'use strict';

const fs = require('fs');
const path = require('path');
const solc = require('solc');

const SOLC_VERSION = '0.8.37';

function fail(msg) {
  process.stderr.write(`compile.js: ${msg}\n`);
  process.exit(1);
}

function main() {
  if (!solc.version().startsWith(`${SOLC_VERSION}+`)) {
    fail(`solc ${solc.version()} found, ${SOLC_VERSION} required (run npm ci in contracts/)`);
  }
  const root = __dirname;
  const outDir = path.resolve(process.argv[2] || path.join(root, 'artifacts'));
  const srcDir = path.join(root, 'src');

  const sources = {};
  for (const file of fs.readdirSync(srcDir).filter((f) => f.endsWith('.sol')).sort()) {
    sources[`src/${file}`] = { content: fs.readFileSync(path.join(srcDir, file), 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  // Imports are relative ("./X.sol"), so solc resolves them to other src/ keys;
  // anything else is refused: no dependencies outside src/.
  const output = JSON.parse(solc.compile(JSON.stringify(input), {
    import: (p) => ({ error: `import ${p} is outside contracts/src` }),
  }));

  const problems = (output.errors || []).filter((e) => e.severity !== 'info');
  for (const e of problems) process.stderr.write(`${e.formattedMessage}\n`);
  if (problems.length > 0) fail(`${problems.length} error(s) or warning(s); warnings are errors here`);

  const artifacts = new Map();
  for (const unit of Object.keys(output.contracts).sort()) {
    for (const [name, c] of Object.entries(output.contracts[unit])) {
      if (!c.evm.bytecode.object) continue; // interfaces and abstract contracts
      if (artifacts.has(name)) fail(`contract ${name} defined in ${artifacts.get(name).unit} and ${unit}`);
      artifacts.set(name, { unit, c });
    }
  }

  fs.mkdirSync(outDir, { recursive: true });
  for (const f of fs.readdirSync(outDir)) {
    if (/\.(json|abi|bin)$/.test(f)) fs.unlinkSync(path.join(outDir, f));
  }
  for (const name of [...artifacts.keys()].sort()) {
    const { c } = artifacts.get(name);
    const artifact = {
      contractName: name,
      abi: c.abi,
      bytecode: `0x${c.evm.bytecode.object}`,
      deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
    };
    fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
    fs.writeFileSync(path.join(outDir, `${name}.abi`), `${JSON.stringify(c.abi)}\n`);
    fs.writeFileSync(path.join(outDir, `${name}.bin`), `${c.evm.bytecode.object}\n`);
  }
  process.stdout.write(`compiled ${artifacts.size} contracts with solc ${solc.version()} into ${outDir}\n`);
}

main();
