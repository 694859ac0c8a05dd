import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_GROUPS, formatCountLabel, type SidebarGroup } from '../lib/sidebar-groups.ts';
import { CategoryLinks } from './category-links.tsx';
import { DisclosureGroup } from './disclosure-group.tsx';
import { Flyout } from './flyout.tsx';
import { CherryIcon, LiveIcon } from './icons.tsx';
import { DiamondIcon } from './sidebar-icons.tsx';
import styles from './category-groups.module.css';

const GROUP_ICONS: Record<SidebarGroup['id'], ReactNode> = {
  casino: <CherryIcon />,
  live: <LiveIcon />,
  jackpots: <DiamondIcon />,
};

/**
 * The casino, live and jackpot groups: collapsible lists in the expanded sidebar and the drawer,
 * flyouts ("casino", "all live games", "jackpot games") in the collapsed sidebar.
 */
export function CategoryGroups({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={compact ? styles.compactList : styles.list}>
      {SIDEBAR_GROUPS.map((group) => {
        const count = formatCountLabel(group.countLabel);
        const countLabel = t('shell.groups.gamesCount', { amount: count });
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
                    <span className={styles.count}>{count}</span>
                  </>
                }
              >
                {(close) => (
                  <CategoryLinks
                    categories={group.categories}
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
                  categories={group.categories}
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
