import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@casino/rules';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { useBonusAccount } from '../api/get-bonus-account.ts';
import { useFullBalance } from '../api/get-full-balance.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useMyFreeSpins } from '../../bonuses/index.ts';
import { formatMoney } from '../lib/format-money.ts';
import styles from './balance-screen.module.css';

/**
 * /balance: every balance of the player (§3 full balance) with Deposit and Withdraw side by side, the bonus
 * account and the way to the histories. The free spins are the count the bonuses feature reads (GET
 * /api/bonuses/free-spins), the same one that opens FREE_SPINS.
 */
export default function BalanceScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const full = useFullBalance();
  const bonus = useBonusAccount();
  const freeSpins = useMyFreeSpins();
  const data = full.data;
  const freeSpinsCount = freeSpins.data
    ? formatNumber(freeSpins.data.number, language)
    : freeSpins.isError
      ? '—'
      : '…';
  return (
    <div className={styles.screen}>
      {data ? (
        <section aria-labelledby="wallet-balances" className={styles.panel}>
          <h2 id="wallet-balances" className={styles.heading}>
            {t('wallet.balance.kindsLabel')}
          </h2>
          <p className={styles.total}>
            <span>{t('wallet.balance.total')}</span>
            <strong data-testid="balance-total">
              {formatMoney(data.real + data.bonus, data.currency, language)}
            </strong>
          </p>
          <dl className={styles.kinds}>
            <Kind label={t('wallet.balance.real')} value={formatMoney(data.real, data.currency, language)} />
            <Kind
              label={t('wallet.balance.bonus')}
              value={formatMoney(data.bonus, data.currency, language)}
            />
            <Kind
              label={t('wallet.balance.cashback')}
              value={formatMoney(data.cashback, data.currency, language)}
            />
            <Kind
              label={t('wallet.balance.loyaltyPoints')}
              value={formatNumber(data.loyaltyPoints, language)}
            />
            <Kind label={t('wallet.balance.freeSpins')} value={freeSpinsCount} />
            <Kind label={t('wallet.balance.snowflakes')} value={formatNumber(data.snowflakes, language)} />
          </dl>
          <div className={styles.actions}>
            <Button onClick={() => openModal('DEPOSIT')}>{t('wallet.balance.deposit')}</Button>
            <LinkButton variant="secondary" to={to('/withdrawal')}>
              {t('wallet.balance.withdraw')}
            </LinkButton>
          </div>
        </section>
      ) : (
        <LoadState failed={full.isError} onRetry={() => void full.refetch()} />
      )}
      <section aria-labelledby="wallet-bonus-account" className={styles.panel}>
        <h2 id="wallet-bonus-account" className={styles.heading}>
          {t('wallet.balance.bonusAccount')}
        </h2>
        {bonus.data ? (
          <>
            <p className={styles.total}>
              <span>{t('wallet.balance.bonus')}</span>
              <strong data-testid="bonus-account-balance">
                {formatMoney(bonus.data.balance, bonus.data.currency, language)}
              </strong>
            </p>
            <p className={styles.text}>
              {bonus.data.wager.bonus.wageringGames.length > 0 ? (
                // The category page lists exactly these games: those the active bonus counts.
                <Link to={to('/games/bonus-games')} data-testid="bonus-account-games">
                  {t('wallet.balance.wageringGames', {
                    games: formatNumber(bonus.data.wager.bonus.wageringGames.length, language),
                  })}
                </Link>
              ) : (
                t('wallet.balance.wageringAnyGame')
              )}
            </p>
          </>
        ) : (
          <LoadState failed={bonus.isError} onRetry={() => void bonus.refetch()} lines={2} />
        )}
      </section>
      <nav className={styles.links} aria-label={t('wallet.listLabel')}>
        <Link to={to('/balance/payment-history')} className={styles.link}>
          {t('wallet.balance.paymentHistory')}
        </Link>
        <Link to={to('/balance/game-transactions')} className={styles.link}>
          {t('wallet.balance.gameTransactions')}
        </Link>
      </nav>
    </div>
  );
}

function Kind({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.kind}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
