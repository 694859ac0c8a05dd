import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import styles from './auth-form.module.css';

/** The optional promo code, behind "I have a promo code" so the form stays short. */
export function PromoCodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Boolean(props.error));
  const revealed = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  // Focus follows the player's own click on "I have a promo code", never a page load.
  useEffect(() => {
    if (open && revealed.current) container.current?.querySelector('input')?.focus();
  }, [open]);
  if (!open && !props.error)
    return (
      <div className={styles.row}>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={false}
          onClick={() => {
            revealed.current = true;
            setOpen(true);
          }}
        >
          {t('auth.signup.havePromoCode')}
        </button>
      </div>
    );
  return (
    <div ref={container}>
      <TextField label={t('auth.fields.promoCode')} autoComplete="off" {...props} />
    </div>
  );
}
