import { useId, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game, GameProvider } from '@casino/contracts';
import { useLocalizedPath } from '../../../lib/language.ts';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { gamesQueryOptions, tileAction } from '../../games/index.ts';
import { useSearch } from '../api/search-games.ts';
import {
  clearRecentSearches,
  forgetGameSearch,
  forgetProvider,
  recentGameSearches,
  recentProviders,
  rememberGameSearch,
  rememberProvider,
  type RecentProvider,
} from '../lib/recent-searches.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { RecentSearches } from './recent-searches-list.tsx';
import styles from './search-modal.module.css';

/** The player stops typing this long before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 250;
/** Top games offered when nothing matches. */
const SUGGESTIONS = 6;

/** One choosable line of the list: a game, a provider or a recent search. */
interface Choice {
  key: string;
  label: string;
  detail?: string;
  choose: () => void;
}

interface Group {
  key: string;
  title: string;
  choices: Choice[];
}

/**
 * SEARCH (§2.9): games and providers as the player types (debounced; a superseded request is cancelled), grouped,
 * chosen with the arrow keys and Enter or by pointer; recent searches while the field is empty (each removable,
 * all clearable); "no games found" with top games when nothing matches. Escape closes the modal and the focus
 * returns to where it was (the modal frame).
 */
export default function SearchModal({ close }: ModalBodyProps<'SEARCH'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [recentGames, setRecentGames] = useState(recentGameSearches);
  const [recentStudios, setRecentStudios] = useState(recentProviders);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(query);
  const typed = text.trim().length > 0;
  const found = search.data;
  const nothing =
    typed &&
    query !== '' &&
    found !== undefined &&
    !search.isPlaceholderData &&
    found.games.length === 0 &&
    found.providers.length === 0;
  const top = useInfiniteQuery({ ...gamesQueryOptions({ category: 'top' }), enabled: nothing });

  const openGame = (game: Game) => {
    if (typed) setRecentGames(rememberGameSearch(text));
    close();
    const action = tileAction(game, authenticated);
    if (action.kind === 'signup') openModal('SIGNUP');
    else void navigate(localize(action.path));
  };
  const openProvider = (provider: RecentProvider) => {
    setRecentStudios(rememberProvider(provider));
    close();
    void navigate(localize(`/games?provider=${provider.id}`));
  };
  const gameChoice = (game: Game): Choice => ({
    key: `game-${game.id}`,
    label: game.name,
    detail: game.providerName,
    choose: () => openGame(game),
  });
  const providerChoice = (provider: GameProvider): Choice => ({
    key: `provider-${provider.id}`,
    label: provider.name,
    detail: t('search.providerGames', { count: provider.games }),
    choose: () => openProvider(provider),
  });

  const groups: Group[] = !typed
    ? []
    : nothing
      ? [
          {
            key: 'suggestions',
            title: t('search.suggestions'),
            choices: (top.data?.pages[0]?.games ?? []).slice(0, SUGGESTIONS).map(gameChoice),
          },
        ]
      : [
          { key: 'games', title: t('search.games'), choices: (found?.games ?? []).map(gameChoice) },
          {
            key: 'providers',
            title: t('search.providers'),
            choices: (found?.providers ?? []).map(providerChoice),
          },
        ];
  const shown = groups.filter((group) => group.choices.length > 0);
  const choices = shown.flatMap((group) => group.choices);
  const activeChoice = choices[active];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      (activeChoice ?? (typed ? choices[0] : undefined))?.choose();
    }
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${listId}-input`} className={styles.label}>
        {t('modals.search.label')}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        className={styles.input}
        placeholder={t('modals.search.placeholder')}
        autoComplete="off"
        data-autofocus
        role="combobox"
        aria-expanded={choices.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeChoice ? `${listId}-${activeChoice.key}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <p className={styles.status} role="status">
        {typed && search.isFetching ? t('search.searching') : nothing ? t('search.noGames') : ''}
      </p>
      <div id={listId} role="listbox" aria-label={t('modals.search.label')} className={styles.results}>
        {shown.map((group) => (
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${listId}-${group.key}`}
            className={styles.group}
          >
            <p id={`${listId}-${group.key}`} className={styles.groupTitle} role="presentation">
              {group.title}
            </p>
            {group.choices.map((choice) => (
              <div
                key={choice.key}
                id={`${listId}-${choice.key}`}
                role="option"
                aria-selected={choice === activeChoice}
                className={styles.choice}
                tabIndex={-1}
                onClick={choice.choose}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') choice.choose();
                }}
                onMouseDown={(event) => event.preventDefault()}
              >
                <span className={styles.choiceLabel}>{choice.label}</span>
                {choice.detail ? <span className={styles.choiceDetail}>{choice.detail}</span> : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      {!typed ? (
        <RecentSearches
          games={recentGames}
          providers={recentStudios}
          onSearch={(entry) => setText(entry)}
          onProvider={openProvider}
          onForgetGame={(entry) => setRecentGames(forgetGameSearch(entry))}
          onForgetProvider={(id) => setRecentStudios(forgetProvider(id))}
          onClear={() => {
            clearRecentSearches();
            setRecentGames([]);
            setRecentStudios([]);
          }}
        />
      ) : null}
    </div>
  );
}
