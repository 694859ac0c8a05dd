/**
 * Cross-checks the stream's bytes against Node's own HMAC. The package itself never uses Node APIs (it runs
 * in browsers), and its type check has no Node types, so Node's crypto is reached through
 * process.getBuiltinModule with the little of its shape this test needs.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { expect, it } from 'vitest';
import { createRandomStream } from './random-stream.ts';
import { FAIRNESS_VECTORS } from './test-vectors.ts';

interface NodeHmac {
  update(data: string): NodeHmac;
  digest(encoding: 'hex'): string;
}
interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): NodeHmac;
}
const nodeProcess = (
  globalThis as unknown as { process: { getBuiltinModule(id: 'node:crypto'): NodeCrypto } }
).process;
const { createHmac } = nodeProcess.getBuiltinModule('node:crypto');

function nodeStreamHex(serverSeed: string, clientSeed: string, nonce: number, rounds: number): string {
  return Array.from({ length: rounds }, (_, round) =>
    createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest('hex'),
  ).join('');
}

const seedSets = [
  ...FAIRNESS_VECTORS.map(({ serverSeed, clientSeed, nonce }) => ({ serverSeed, clientSeed, nonce })),
  { serverSeed: '', clientSeed: '', nonce: 0 },
  { serverSeed: 'k'.repeat(200), clientSeed: 'a:b:c', nonce: Number.MAX_SAFE_INTEGER },
];

it.each(seedSets)(
  'reads the same 8 rounds of bytes as node:crypto for %o',
  ({ serverSeed, clientSeed, nonce }) => {
    const stream = createRandomStream({ serverSeed, clientSeed, nonce });
    const bytes = Uint8Array.from({ length: 8 * 32 }, () => stream.nextByte());
    expect(bytesToHex(bytes)).toBe(nodeStreamHex(serverSeed, clientSeed, nonce, 8));
  },
);

it('matches the first bytes of every published vector', () => {
  for (const vector of FAIRNESS_VECTORS) {
    const hex = nodeStreamHex(vector.serverSeed, vector.clientSeed, vector.nonce, 2);
    expect(hex.slice(0, vector.firstBytes.length)).toBe(vector.firstBytes);
  }
});
