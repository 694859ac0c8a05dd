import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { DepositTabs } from './deposit-tabs.tsx';
import { WithdrawShortcut } from './withdraw-shortcut.tsx';
import { DepositLimitNote } from '../../protection/index.ts';

/**
 * DEPOSIT (§2.9): banking and crypto tabs. The lobby banner may pass {amount (major units), currency}; the
 * amount is taken only when it is in the player's own currency, the only one money moves in. The bank form
 * adds its method (`methodId`) when FORM_FIELDS opens on top, so closing that comes back to the same choice. Its
 * top holds the way to Withdraw, then the deposit limits (an invitation to set one while none is set).
 */
export default function DepositModal({ props, close }: ModalBodyProps<'DEPOSIT'>) {
  const currency = usePlayerCurrency();
  const { amount } = props;
  const initial =
    (props.currency === undefined || props.currency === currency) && amount !== undefined
      ? String(amount)
      : '';
  const methodId = props.methodId ?? null;
  return (
    <>
      <WithdrawShortcut onLeave={close} />
      <DepositLimitNote onLeave={close} />
      <DepositTabs initialAmount={initial} initialMethodId={methodId} />
    </>
  );
}
