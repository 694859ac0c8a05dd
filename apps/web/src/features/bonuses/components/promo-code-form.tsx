import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RedeemPromoCodeAnswer, RedeemPromoCodeRequest } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { useRedeemPromoCode } from '../api/redeem-promo-code.ts';
import { promoCodeResolver, type PromoCodeFormValues } from '../lib/promo-code-rules.ts';
import styles from './promo-code-form.module.css';
import panel from '../../../components/ui/panel.module.css';

/**
 * "Have a promo code?" on My bonuses (docs/bonuses.md, Promo codes). The browser checks the code first by the
 * contract's rule; the server's refusal (no such code, not open to the player, too many wrong codes) shows under
 * the field. A code granted at once (`activated`) is confirmed with a toast, the screen showing the new bonus;
 * a code claimed with a deposit (`withDeposit`) is kept under DEPOSIT_BONUS_PROMOCODE, where the deposit form
 * reads it, and the deposit opens.
 */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const redeem = useRedeemPromoCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PromoCodeFormValues, unknown, RedeemPromoCodeRequest>({
    defaultValues: { code: '' },
    resolver: promoCodeResolver,
  });

  const redeemed = (answer: RedeemPromoCodeAnswer) => {
    reset();
    if (answer.outcome === 'activated') {
      showToast({ kind: 'success', text: 'bonuses.promoCode.activated', translate: true });
      return;
    }
    // The cashier's deposit form reads the code from here when it opens (§3 DEPOSIT_BONUS_PROMOCODE).
    storage.set(STORAGE_KEYS.depositBonusPromoCode, answer.code);
    showToast({ kind: 'info', text: 'bonuses.promoCode.withDeposit', translate: true });
    openModal('DEPOSIT');
  };

  const onSubmit = handleSubmit(({ code }) => {
    if (redeem.isPending) return;
    redeem.mutate(code, {
      onSuccess: redeemed,
      onError: (failure) =>
        setError('code', {
          type: 'server',
          message: failure instanceof ApiError ? `apiErrors.${failure.code}` : 'apiErrors.internal',
        }),
    });
  });

  return (
    <section className={panel.panel} aria-labelledby="promo-code-title">
      <h2 id="promo-code-title" className={panel.heading}>
        {t('bonuses.promoCode.title')}
      </h2>
      <p className={panel.text}>{t('bonuses.promoCode.text')}</p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="promo-code-title"
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          className={styles.field}
          label={t('bonuses.promoCode.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldErrorText(t, errors.code?.message)}
          {...register('code')}
        />
        <Button type="submit" disabled={redeem.isPending}>
          {t('bonuses.promoCode.submit')}
        </Button>
      </form>
    </section>
  );
}
