import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Wallet } from './wallet.module.ts';

/**
 * The ledger key of a staff adjustment: the client's key in a namespace of its own, so that no key a client
 * chooses can collide with a system key such as `deposit:<id>` or `withdraw:<id>`.
 */
export function staffAdjustmentKey(clientKey: string): string {
  return `staff-adjustment:${clientKey}`;
}

/** Staff who may put money into or take it out of a player's balance. */
export { WALLET_ADJUSTERS } from '@casino/contracts/api-map';

export function registerStaffWalletRoutes(app: FastifyInstance, wallet: Wallet): void {
  registerEndpoint(app, 'adjustWallet', async (request) => {
    const { userId, amount, reason, idempotencyKey } = request.body;
    const currency = await wallet.currencyOf(userId);
    if (!currency) throw AppError.notFound('No such account.');
    const player = { owner: 'player', userId, kind: 'real' } as const;
    const house = { owner: 'platform', kind: 'house' } as const;
    const result = await wallet.port.transfer({
      idempotencyKey: staffAdjustmentKey(idempotencyKey),
      type: amount > 0 ? 'changeBalanceInc' : 'changeBalanceDec',
      currency,
      lines: [
        amount > 0 ? { from: house, to: player, amount } : { from: player, to: house, amount: -amount },
      ],
      phase: 'posted',
      status: 'complete',
      userId,
      reference: { kind: 'staff', id: request.principal?.userId ?? '' },
      memo: reason,
    });
    return {
      transferId: result.transferId,
      applied: result.applied,
      balance: await wallet.reads.shortBalance(userId, currency),
    };
  });
}
