import type { ModalBodyProps } from '../../../app/modal-registry.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { DepositTabs } from './deposit-tabs.tsx';

/**
 * DEPOSIT (§2.9): banking and crypto tabs. The lobby banner may pass {amount (major units), currency}; the
 * amount is taken only when it is in the player's own currency, the only one money moves in.
 */
export default function DepositModal({ props }: ModalBodyProps) {
  const currency = usePlayerCurrency();
  const { amount } = props;
  const initial =
    (props.currency === undefined || props.currency === currency) &&
    (typeof amount === 'number' || typeof amount === 'string')
      ? String(amount)
      : '';
  return <DepositTabs initialAmount={initial} />;
}
