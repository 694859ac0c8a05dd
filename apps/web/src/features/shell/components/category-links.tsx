import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@casino/rules';
import { useLocalizedPath } from '../../../lib/language.ts';
import { categoryPath } from '../lib/sidebar-groups.ts';
import styles from './category-links.module.css';

const TIER_CLASS: Partial<Record<GameCategory, string | undefined>> = {
  'jackpot-gold': styles.gold,
  'jackpot-silver': styles.silver,
  'jackpot-bronze': styles.bronze,
};

/** Links to the localized game category pages, with an optional leading "all" link. */
export function CategoryLinks({
  id,
  categories,
  allCategory,
  hidden,
  onPick,
}: {
  id?: string;
  categories: readonly GameCategory[];
  allCategory?: GameCategory;
  hidden?: boolean;
  /** Called when a link is chosen (the flyout closes). */
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <ul id={id} className={styles.list} hidden={hidden}>
      {allCategory ? (
        <li>
          <NavLink to={localize(categoryPath(allCategory))} className={styles.link} end onClick={onPick}>
            <span className={styles.dot} aria-hidden="true" />
            {t('shell.groups.allLive')}
          </NavLink>
        </li>
      ) : null}
      {categories.map((category) => (
        <li key={category}>
          <NavLink to={localize(categoryPath(category))} className={styles.link} end onClick={onPick}>
            <span className={`${styles.dot} ${TIER_CLASS[category] ?? ''}`} aria-hidden="true" />
            {t(`shell.categories.${category}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
