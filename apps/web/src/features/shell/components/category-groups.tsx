import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCountLabel } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { useGameCounts } from '../../games/index.ts';
import { SIDEBAR_GROUPS, groupGameCount, type SidebarGroup } from '../lib/sidebar-groups.ts';
import { CategoryLinks } from './category-links.tsx';
import { DisclosureGroup } from './disclosure-group.tsx';
import { Flyout } from './flyout.tsx';
import { CherryIcon, LiveIcon } from './icons.tsx';
import { DiamondIcon } from './sidebar-icons.tsx';
import styles from './category-groups.module.css';
import { offeredCategories } from '@casino/rules';
import { useMarket } from '../../../lib/market.ts';

const GROUP_ICONS: Record<SidebarGroup['id'], ReactNode> = {
  casino: <CherryIcon />,
  live: <LiveIcon />,
  jackpots: <DiamondIcon />,
};

/**
 * The casino, live and jackpot groups: collapsible lists in the expanded sidebar and the drawer,
 * flyouts ("casino", "all live games", "jackpot games") in the collapsed sidebar. Beside each name, the live
 * catalogue's count rounded down ("150+"); none while the counts load, and none for an empty group, whose
 * category pages still open and say that there are no games yet.
 */
export function CategoryGroups({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: counts } = useGameCounts();
  const market = useMarket();
  return (
    <ul className={compact ? styles.compactList : styles.list}>
      {SIDEBAR_GROUPS.map((group) => {
        const figure = gameCountLabel(groupGameCount(group, counts), language);
        const count = figure?.text;
        const countLabel = figure
          ? t(figure.exact ? 'shell.groups.gamesCountExact' : 'shell.groups.gamesCount', {
              amount: figure.text,
            })
          : undefined;
        if (compact) {
          const label = t(`shell.groups.${group.id}Flyout`);
          return (
            <li key={group.id}>
              <Flyout
                label={label}
                icon={GROUP_ICONS[group.id]}
                title={
                  <>
                    <span>{label}</span>
                    {count ? <span className={styles.count}>{count}</span> : null}
                  </>
                }
              >
                {(close) => (
                  <CategoryLinks
                    categories={offeredCategories(market, group.categories)}
                    allCategory={group.allCategory}
                    onPick={close}
                  />
                )}
              </Flyout>
            </li>
          );
        }
        return (
          <li key={group.id}>
            <DisclosureGroup
              label={t(`shell.groups.${group.id}`)}
              icon={GROUP_ICONS[group.id]}
              badge={count}
              badgeLabel={countLabel}
            >
              {(listId, hidden) => (
                <CategoryLinks
                  id={listId}
                  hidden={hidden}
                  categories={offeredCategories(market, group.categories)}
                  allCategory={group.allCategory}
                />
              )}
            </DisclosureGroup>
          </li>
        );
      })}
    </ul>
  );
}
