import { useTranslation } from 'react-i18next';
import type { Game, GameMode } from '@casino/contracts';
import { VisuallyHidden } from '@casino/ui';
import type { Fullscreen } from '../lib/use-fullscreen.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { BackIcon, EnterFullscreenIcon, ExitFullscreenIcon, InfoIcon } from './game-icons.tsx';
import styles from './game-toolbar.module.css';

export interface GameToolbarProps {
  game: Game;
  mode: GameMode;
  /** The signed-in player's total balance, written with its currency; null when there is none to show. */
  balance: string | null;
  fullscreen: Fullscreen;
  infoId: string;
  infoOpen: boolean;
  onBack: () => void;
  onModeChange: (mode: GameMode) => void;
  onInfoToggle: () => void;
}

/** Back, the game's name, demo or real money, the balance, the favourite heart, full screen and the game info. */
export function GameToolbar({
  game,
  mode,
  balance,
  fullscreen,
  infoId,
  infoOpen,
  onBack,
  onModeChange,
  onInfoToggle,
}: GameToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar} data-fullscreen={fullscreen.active}>
      <button type="button" className={styles.iconButton} onClick={onBack}>
        <BackIcon />
        <span className={styles.backLabel}>{t('games.page.back')}</span>
      </button>
      <h1 className={styles.title}>{game.name}</h1>
      <div className={styles.tools}>
        {game.hasDemo ? (
          <div className={styles.modes} role="group" aria-label={t('games.page.mode')}>
            {(['demo', 'real'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.mode}
                aria-pressed={mode === option}
                onClick={() => {
                  if (mode !== option) onModeChange(option);
                }}
              >
                {t(`games.page.modes.${option}`)}
              </button>
            ))}
          </div>
        ) : null}
        {mode === 'demo' ? (
          <span className={styles.demoBadge}>{t('games.page.demoBadge')}</span>
        ) : balance !== null ? (
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{t('games.page.balance')}</span>
            <span className={styles.balanceValue} data-testid="game-balance">
              {balance}
            </span>
          </p>
        ) : null}
        <FavoriteButton game={game} />
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? <ExitFullscreenIcon /> : <EnterFullscreenIcon />}
          <VisuallyHidden>{t('games.page.fullscreen')}</VisuallyHidden>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={infoOpen}
          aria-controls={infoId}
          onClick={onInfoToggle}
        >
          <InfoIcon />
          <VisuallyHidden>{t('games.page.info')}</VisuallyHidden>
        </button>
      </div>
    </div>
  );
}
