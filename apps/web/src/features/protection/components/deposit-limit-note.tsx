import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { useProtection } from '../api/get-protection.ts';
import styles from './deposit-limit-note.module.css';

/**
 * On every deposit screen: an invitation to set a deposit limit while none is set (so a new player meets it at
 * the first deposit), or the tightest limit's room left in its period. Following the link closes the deposit
 * modal (`onLeave`).
 */
export function DepositLimitNote({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const { data } = useProtection();
  if (!data) return null;
  const set = data.limits.filter((limit) => limit.kind === 'deposit' && limit.amount !== null);
  const room = set
    .map((limit) => ({ left: Math.max(0, (limit.amount ?? 0) - limit.used), limit }))
    .sort((a, b) => a.left - b.left)[0];
  return (
    <p className={styles.note} data-testid="deposit-limit-note">
      <span>
        {room
          ? t('protection.depositNote.left', {
              amount: formatMoney(room.left, room.limit.currency ?? 'EUR', language),
              period: t(`protection.periods.${room.limit.period}`),
            })
          : t('protection.depositNote.invite')}
      </span>
      <Link to={to('/profile/responsible-gambling')} className={styles.link} onClick={onLeave}>
        {t(room ? 'protection.depositNote.manage' : 'protection.depositNote.set')}
      </Link>
    </p>
  );
}
