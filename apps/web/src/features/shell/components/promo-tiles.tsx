import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import type { DeepLinkAction } from '../lib/deep-links.ts';
import { useRunDeepLink } from '../lib/use-run-deep-link.ts';
import { GiftIcon } from './icons.tsx';
import { FlameIcon, StoreIcon, TargetIcon, WheelIcon } from './sidebar-icons.tsx';
import styles from './promo-tiles.module.css';

type Tile =
  | { key: string; tone: string | undefined; Icon: ComponentType<{ size?: number }>; action: DeepLinkAction }
  | { key: string; tone: string | undefined; Icon: ComponentType<{ size?: number }>; path: string };

/** §2.8: the wheel, missions, store and big-win tiles are protected deep links; promo is a plain link. */
const TILES: readonly Tile[] = [
  { key: 'wheel', tone: styles.violet, Icon: WheelIcon, action: 'dp:gf_saw' },
  { key: 'missions', tone: styles.teal, Icon: TargetIcon, action: 'dp:gf_missions' },
  { key: 'store', tone: styles.rose, Icon: StoreIcon, action: 'dp:gf_store' },
  { key: 'promo', tone: styles.amber, Icon: GiftIcon, path: '/bonuses' },
  { key: 'bigWin', tone: styles.gold, Icon: FlameIcon, action: 'dp:gf' },
];

/** The sidebar's promo tiles; a guest pressing a protected tile is offered sign-up. */
export function PromoTiles() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const runDeepLink = useRunDeepLink();
  return (
    <ul className={styles.grid} aria-label={t('shell.promo.label')}>
      {TILES.map((tile) => {
        const { key, tone, Icon } = tile;
        const content = (
          <>
            <span className={styles.icon}>
              <Icon size={22} />
            </span>
            <span className={styles.title}>{t(`shell.promo.${key}.title`)}</span>
            <span className={styles.text}>{t(`shell.promo.${key}.text`)}</span>
          </>
        );
        const className = `${styles.tile} ${tone ?? ''}`;
        return (
          <li key={key} className={key === 'bigWin' ? styles.wide : undefined}>
            {'action' in tile ? (
              <button type="button" className={className} onClick={() => runDeepLink(tile.action)}>
                {content}
              </button>
            ) : (
              <Link to={localize(tile.path)} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
