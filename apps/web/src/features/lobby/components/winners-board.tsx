import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WINNER_LISTS, type WinnerList } from '@casino/rules';
import { useWinners } from '../api/get-winners.ts';
import { useRealtimeWanted } from '../../realtime/index.ts';
import { attachWinnersCache } from '../lib/winners-push.ts';
import { CarouselHead } from './carousel-parts.tsx';
import { WinnersTable } from './winners-table.tsx';
import styles from './winners-board.module.css';

/**
 * The top winners' title, tabs (latest winners, high rollers, winners of the day and of the month) and the
 * chosen tab's table. Arrow keys, Home and End move between the tabs. New wins pushed over `/ws` reach the latest
 * tab while the board is on the page.
 */
export default function WinnersBoard({
  headingId,
  title,
  onHidden,
}: {
  headingId: string;
  title: string;
  /** Called when the server says this audience does not see the block. */
  onHidden: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [list, setList] = useState<WinnerList>('latest');
  const winners = useWinners(list);
  const tabs = useRef(new Map<WinnerList, HTMLButtonElement>());
  const queryClient = useQueryClient();
  useEffect(() => attachWinnersCache(queryClient), [queryClient]);
  useRealtimeWanted();
  const hidden = winners.data?.shown === false;
  useEffect(() => {
    if (hidden) onHidden();
  }, [hidden, onHidden]);

  const choose = (next: WinnerList) => {
    setList(next);
    tabs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = WINNER_LISTS.indexOf(list);
    const last = WINNER_LISTS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(WINNER_LISTS[target] ?? 'latest');
  };

  return (
    <>
      <CarouselHead headingId={headingId} title={title} count={undefined} />
      <div className={styles.tabs} role="tablist" aria-labelledby={headingId}>
        {WINNER_LISTS.map((item) => (
          <button
            key={item}
            ref={(element) => {
              if (element) tabs.current.set(item, element);
              else tabs.current.delete(item);
            }}
            type="button"
            role="tab"
            id={`${id}-${item}`}
            aria-selected={list === item}
            aria-controls={`${id}-panel`}
            tabIndex={list === item ? 0 : -1}
            className={styles.tab}
            onClick={() => setList(item)}
            onKeyDown={onKeyDown}
          >
            {t(`lobby.winners.${item}`)}
          </button>
        ))}
      </div>
      <WinnersTable
        panelId={`${id}-panel`}
        tabId={`${id}-${list}`}
        list={list}
        rows={winners.data?.rows}
        failed={winners.isError}
      />
    </>
  );
}
