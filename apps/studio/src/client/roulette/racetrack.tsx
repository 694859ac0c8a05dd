import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  EUROPEAN_WHEEL_ORDER,
  NEIGHBOURS_MAX_COUNT,
  NEIGHBOURS_MIN_COUNT,
  rouletteColor,
  type RouletteAnnouncedBet,
} from '@casino/game-math';
import { Icon } from '../game/icons.tsx';
import { ANNOUNCED_NAMES, announcedChips } from './announced-names.ts';
import { pocketAfter, pocketArea, RACETRACK_SECTORS, sectorArea } from './racetrack-layout.ts';
import { areaVars } from './area-vars.ts';
import type { RouletteNames } from './use-roulette-names.ts';
import styles from './racetrack.module.css';

export interface RacetrackProps {
  /** Pockets either side a neighbour bet takes. */
  readonly count: number;
  readonly chip: number;
  readonly winningNumber: number | null;
  readonly disabled: boolean;
  readonly names: RouletteNames;
  money(amount: number): string;
  onCount(count: number): void;
  onNeighbours(number: number): void;
  onAnnounced(name: RouletteAnnouncedBet): void;
}

/** The wheel's pockets in order: a pocket bets on it and its neighbours; the sectors are the announced bets. */
export function Racetrack(props: RacetrackProps) {
  const { count, chip, winningNumber, disabled, names, money } = props;
  const { game } = names;
  const track = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [focusable, setFocusable] = useState(0);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = pocketAfter(index, step);
    setFocusable(next);
    track.current?.querySelector<HTMLButtonElement>(`[data-pocket="${next}"]`)?.focus();
  };

  return (
    <section className={styles.racetrack} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {game.t('racetrack')}
        </h2>
        <div className={styles.count} role="group" aria-label={game.t('neighbours')}>
          <span className={styles.countLabel}>{game.t('neighbours')}</span>
          <button
            type="button"
            className={styles.step}
            aria-label={game.t('fewerNeighbours')}
            disabled={count <= NEIGHBOURS_MIN_COUNT}
            onClick={() => props.onCount(count - 1)}
          >
            <Icon name="minus" size={16} />
          </button>
          <output className={styles.countValue} aria-live="polite">
            {game.t('neighboursEach', { count })}
          </output>
          <button
            type="button"
            className={styles.step}
            aria-label={game.t('moreNeighbours')}
            disabled={count >= NEIGHBOURS_MAX_COUNT}
            onClick={() => props.onCount(count + 1)}
          >
            <Icon name="plus" size={16} />
          </button>
        </div>
      </div>
      <p className={styles.hint}>{game.t('racetrackHint')}</p>
      <div className={styles.frame}>
        <div className={styles.track} ref={track}>
          {EUROPEAN_WHEEL_ORDER.map((number, index) => (
            <button
              key={number}
              type="button"
              data-pocket={index}
              className={[
                styles.pocket,
                styles[rouletteColor(number)],
                number === winningNumber ? styles.drawn : '',
              ].join(' ')}
              style={areaVars((orientation) => pocketArea(index, orientation))}
              tabIndex={index === focusable ? 0 : -1}
              aria-label={game.t('neighbourBet', { number: names.number(number), count })}
              disabled={disabled}
              onClick={() => {
                setFocusable(index);
                props.onNeighbours(number);
              }}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {number}
            </button>
          ))}
          {RACETRACK_SECTORS.map(({ name }) => {
            const label = game.t(ANNOUNCED_NAMES[name]);
            return (
              <button
                key={name}
                type="button"
                className={styles.sector}
                style={areaVars((orientation) => sectorArea(name, orientation))}
                aria-label={game.t('announcedName', {
                  name: label,
                  count: announcedChips(name),
                  amount: money(chip),
                })}
                disabled={disabled}
                onClick={() => props.onAnnounced(name)}
              >
                {label}
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
