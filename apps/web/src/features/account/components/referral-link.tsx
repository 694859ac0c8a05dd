import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../lib/ui-store.ts';
import styles from './referral-link.module.css';

/** The player's referral link, read-only, with a copy button ('copied' toast, §8). */
export function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ kind: 'success', text: 'account.toasts.linkCopied', translate: true });
    } catch {
      showToast({ kind: 'error', text: 'account.toasts.copyFailed', translate: true });
    }
  };
  return (
    <div className={styles.row}>
      <TextField
        className={styles.field}
        label={t('account.profile.referralLink')}
        hint={t('account.profile.referralHint')}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={() => void copy()} aria-label={t('account.profile.copyLink')}>
        {t('account.profile.copy')}
      </Button>
    </div>
  );
}
