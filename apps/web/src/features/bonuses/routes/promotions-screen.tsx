import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { usePromotions } from '../api/get-promotions.ts';
import { PromotionCard } from '../components/promotion-card.tsx';
import styles from './promotions-screen.module.css';

/**
 * /bonuses: the running promotions offered to the visitor (docs/bonuses.md, Who is offered what), each a card
 * that leads to its full terms at /bonuses/:bonus.
 */
export default function PromotionsScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const promotions = usePromotions();
  return (
    <div className={styles.screen}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('routes.titles.bonuses')}</h1>
        <p className={styles.lead}>{t('bonuses.promotions.intro')}</p>
      </header>
      {!promotions.data ? (
        <LoadState failed={promotions.isError} onRetry={() => void promotions.refetch()} />
      ) : promotions.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('bonuses.promotions.empty')}</p>
          <LinkButton to={to('/')} variant="secondary">
            {t('bonuses.promotions.toLobby')}
          </LinkButton>
        </div>
      ) : (
        <ul className={styles.grid}>
          {promotions.data.map((promotion) => (
            <li key={promotion.slug} className={styles.item}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
