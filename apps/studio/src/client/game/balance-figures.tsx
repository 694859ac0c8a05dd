import { useMessages } from '../i18n/index.ts';
import type { BalanceState } from './balance-state.ts';
import { Figure } from './figure.tsx';
import layout from './game-layout.module.css';

/** The balance (marked while a win is still being credited) and the last win, under the board. */
export function BalanceFigures({
  balance,
  pending,
  lastWin,
  money,
}: BalanceState & { readonly lastWin: number; money(amount: number): string }) {
  const { t } = useMessages();
  return (
    <section className={layout.figures} aria-label={t('balance')}>
      <Figure label={t('balance')} note={pending ? t('balancePending') : null}>
        <span data-testid="balance">{money(balance)}</span>
      </Figure>
      <Figure label={t('lastWin')} tone={lastWin > 0 ? 'win' : undefined}>
        <span data-testid="last-win">{money(lastWin)}</span>
      </Figure>
    </section>
  );
}
