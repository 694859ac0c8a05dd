import { createHash } from 'node:crypto';
import { accountKey, accountKeyId } from './account-ref.ts';
import type { TransferRequest } from './wallet.port.ts';

/** A digest of everything a transfer request asks for except its key, to refuse a key reused for another request. */
export function requestHash(request: TransferRequest): string {
  const canonical = JSON.stringify([
    request.type,
    request.currency,
    request.phase,
    request.status,
    request.method ?? null,
    request.reference ? [request.reference.kind, request.reference.id] : null,
    request.userId ?? null,
    request.memo ?? null,
    request.lines.map((line) => [
      accountKeyId(accountKey(line.from, request.currency)),
      accountKeyId(accountKey(line.to, request.currency)),
      line.amount,
    ]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
