import type { TransferLine } from '../wallet/wallet.port.ts';
import {
  reverseLines,
  splitWin,
  stakeBySource,
  STAKE_SOURCES,
  type FundingAccount,
  type FundingLine,
} from '../wallet/stake-funding.ts';
import type { RoundFundingSnapshot, RoundStakeFunding, SeamlessEffect } from './game-wallet.tables.ts';

/**
 * The ledger lines of a recorded call's money (docs/ledger.md, Stake funding): a bet's and a rollback's as
 * recorded, a win's split back in the proportion its round's stakes were funded.
 */
export function linesOf(
  effect: SeamlessEffect,
  roundFunding: RoundFundingSnapshot | null | undefined,
): FundingLine[] {
  if (effect.lines) return effect.lines;
  if (effect.type === 'win') return splitWin(effect.amount, fundingOf(roundFunding));
  // Recorded before stakes had lines: real money only.
  const toPlayer = splitWin(effect.amount, null);
  return effect.type === 'rollbackBet' ? toPlayer : reverseLines(toPlayer);
}

/** The funding lines bound to the player. */
export function transferLines(lines: readonly FundingLine[], userId: string): TransferLine[] {
  const account = (side: FundingAccount) => (side.owner === 'player' ? { ...side, userId } : side);
  return lines.map((line) => ({ from: account(line.from), to: account(line.to), amount: line.amount }));
}

/** What a bet (or, negated, the rollback of one) adds to its round's funding by sources other than real money. */
export function roundFundingChange(effect: SeamlessEffect | null): RoundStakeFunding {
  if (!effect?.lines || (effect.type !== 'bet' && effect.type !== 'rollbackBet')) return {};
  const sign = effect.type === 'bet' ? 1 : -1;
  const paid = stakeBySource(effect.type === 'bet' ? effect.lines : reverseLines(effect.lines));
  const change: RoundStakeFunding = {};
  for (const source of STAKE_SOURCES)
    if (source !== 'real' && paid[source]) change[source] = sign * paid[source];
  return change;
}

function fundingOf(snapshot: RoundFundingSnapshot | null | undefined) {
  if (!snapshot) return null;
  const others = Object.values(snapshot.bySource).reduce((sum, amount) => sum + (amount ?? 0), 0);
  return { ...snapshot.bySource, real: snapshot.staked - others };
}
