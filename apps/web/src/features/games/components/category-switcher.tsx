import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { offeredCategories, type GameCategory } from '@casino/rules';
import { useMarket } from '../../../lib/market.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { switcherCategories, switcherSetOf } from '../lib/switcher-categories.ts';
import styles from './category-switcher.module.css';

/**
 * The category switcher (§2.7): a row of chips, each a link to its category page, from the set the page
 * belongs to (switcherSetOf). The current category's chip is marked (aria-current="page"). On narrow screens
 * the row scrolls sideways; every chip is a link in the tab order.
 */
export function CategorySwitcher({ current }: { current?: GameCategory }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const set = switcherSetOf(current);
  const market = useMarket();
  return (
    <nav className={styles.switcher} aria-label={t(`games.switcher.${set}`)}>
      <ul className={styles.chips}>
        {offeredCategories(market, switcherCategories(set)).map((category) => (
          <li key={category}>
            <NavLink
              to={localize(`/games/${category}`)}
              className={category === current ? `${styles.chip} ${styles.current}` : styles.chip}
              aria-current={category === current ? 'page' : undefined}
              end
            >
              {t(`routes.category.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
