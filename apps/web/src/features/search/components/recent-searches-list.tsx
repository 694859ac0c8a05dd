import { useTranslation } from 'react-i18next';
import type { RecentProvider } from '../lib/recent-searches.ts';
import styles from './search-modal.module.css';

/**
 * The recent searches, shown while the search field is empty: the game searches (choosing one searches again)
 * and the providers opened (choosing one opens its page), each with its remove button, and "clear all".
 */
export function RecentSearches({
  games,
  providers,
  onSearch,
  onProvider,
  onForgetGame,
  onForgetProvider,
  onClear,
}: {
  games: readonly string[];
  providers: readonly RecentProvider[];
  onSearch: (entry: string) => void;
  onProvider: (provider: RecentProvider) => void;
  onForgetGame: (entry: string) => void;
  onForgetProvider: (id: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (games.length === 0 && providers.length === 0) return <p className={styles.hint}>{t('search.hint')}</p>;
  const section = (
    title: string,
    entries: { key: string; label: string; open: () => void; forget: () => void }[],
  ) =>
    entries.length === 0 ? null : (
      <section className={styles.group} aria-label={title}>
        <h3 className={styles.groupTitle}>{title}</h3>
        <ul className={styles.recents}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.recent}>
              <button type="button" className={styles.recentOpen} onClick={entry.open}>
                {entry.label}
              </button>
              <button
                type="button"
                className={styles.forget}
                aria-label={t('search.forget', { entry: entry.label })}
                onClick={entry.forget}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <div className={styles.recentBlock}>
      {section(
        t('search.recentGames'),
        games.map((entry) => ({
          key: entry,
          label: entry,
          open: () => onSearch(entry),
          forget: () => onForgetGame(entry),
        })),
      )}
      {section(
        t('search.recentProviders'),
        providers.map((provider) => ({
          key: String(provider.id),
          label: provider.name,
          open: () => onProvider(provider),
          forget: () => onForgetProvider(provider.id),
        })),
      )}
      <button type="button" className={styles.clear} onClick={onClear}>
        {t('search.clear')}
      </button>
    </div>
  );
}
