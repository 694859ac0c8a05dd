import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './bonus-modal.module.css';

/**
 * A bonus link's offer that is no longer offered (read or claimed with 404): says so and leads to the
 * promotions. `takeFocus` moves the focus to that link when it replaces the claim button the player pressed.
 */
export function OfferGone({ close, takeFocus = false }: { close: () => void; takeFocus?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus) link.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.body} data-testid="offer-gone">
      <p className={styles.missing} role="status">
        {t('bonuses.event.gone')}
      </p>
      <Link
        ref={link}
        to={localize('/bonuses')}
        className={buttonClassName({ fullWidth: true })}
        data-autofocus
        onClick={close}
      >
        {t('bonuses.promotions.notFound.link')}
      </Link>
    </div>
  );
}
