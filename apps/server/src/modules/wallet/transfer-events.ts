import type { TransactionStatus } from '@casino/contracts';
import type { DomainEventDraft, TransferApplied } from '../../platform/events/domain-events.ts';
import type { TransferRow } from './ledger.repo.ts';
import type { TransferRequest } from './wallet.port.ts';

/** The wallet's own event for a transfer it has applied. */
export function transferAppliedEvent(request: TransferRequest, transferId: string): DomainEventDraft {
  // Typed, so that an account kind the port gains and the event schema lacks fails to compile.
  const lines: TransferApplied['lines'] = request.lines.map(({ from, to, amount }) => ({ from, to, amount }));
  return {
    type: 'wallet.transfer-applied',
    payload: {
      transferId,
      type: request.type,
      phase: request.phase,
      status: request.status,
      currency: request.currency,
      lines,
      reference: request.reference ?? null,
      method: request.method ?? null,
    },
  };
}

/** The wallet's own event for a pending transfer it has posted or voided. */
export function transferSettledEvent(
  first: TransferRow,
  phase: 'posted' | 'voided',
  status: TransactionStatus,
): DomainEventDraft {
  return {
    type: 'wallet.transfer-settled',
    payload: { transferId: first.groupId, type: first.type, phase, status, currency: first.currency },
  };
}
