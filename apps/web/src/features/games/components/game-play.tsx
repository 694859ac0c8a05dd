import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameDetails, GameMode } from '@casino/contracts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { getStoredUserId, useIsAuthenticated, useSessionUser } from '../../../lib/session.ts';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { takeBonusAttention } from '../../bonuses/index.ts';
import { formatMoney, useShortBalance, useShownBalance } from '../../wallet/index.ts';
import type { FrameMessage } from '../lib/frame-messages.ts';
import { backTarget, gamePath } from '../lib/game-paths.ts';
import { issueBeforeLaunch } from '../lib/issue-before-launch.ts';
import { launchIssue, type GameIssue } from '../lib/launch-refusal.ts';
import { useFullscreen } from '../lib/use-fullscreen.ts';
import { useGameLaunch } from '../lib/use-game-launch.ts';
import { useRoundBalanceHold } from '../lib/use-round-balance-hold.ts';
import { useWideScreen } from '../lib/use-wide-screen.ts';
import { GameFrame } from './game-frame.tsx';
import { GameInfoPanel } from './game-info-panel.tsx';
import { GameIssueNotice } from './game-issue-notice.tsx';
import { GameToolbar } from './game-toolbar.tsx';
import styles from './game-play.module.css';

/**
 * The game page's content (§4 "Game play"): launches the game for the page's mode and language, shows it in
 * its frame or says why it does not start, and follows what the game client reports.
 */
export function GamePlay({ details, mode }: { details: GameDetails; mode: GameMode }) {
  const { game } = details;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const language = useLanguage();
  const authenticated = useIsAuthenticated();
  const userId = useSessionUser()?.id ?? getStoredUserId();
  const balance = useShortBalance();
  const shownBalance = useShownBalance();
  const wide = useWideScreen();
  const playArea = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(playArea);
  const infoId = useId();

  const early = issueBeforeLaunch(details, mode, authenticated);
  const launch = useGameLaunch({ gameId: game.id, mode, language, enabled: early === null });
  const refusal = useMemo(() => (launch.error ? launchIssue(launch.error) : null), [launch.error]);
  const [stoppedLaunch, setStoppedLaunch] = useState<string | null>(null);
  const issue: GameIssue | null = early
    ? { kind: early }
    : (refusal ?? (stoppedLaunch === launch.launchKey ? { kind: 'stopped' } : null));
  const roundHold = useRoundBalanceHold(launch.launchKey);

  const react = useEffectEvent((happened: GameIssue) => {
    switch (happened.kind) {
      case 'signup':
        openModal('SIGNUP');
        break;
      case 'profile':
        if (happened.toastKey) showToast({ kind: 'error', text: happened.toastKey, translate: true });
        openModal('PROFILE_REQUIREMENTS_MODAL', { missing: happened.missing, onContinue: launch.relaunch });
        break;
      case 'blocked':
        showToast({ kind: 'error', text: 'gameNotification.notAvailable', translate: true });
        break;
      case 'unavailable':
        openModal('GAME_NOT_AVAILABLE');
        break;
      case 'insufficient':
        openModal('INSUFFICIENT_BALANCE');
        break;
      case 'notFound':
        void navigate(localize('/404'), { replace: true });
        break;
      default:
        break;
    }
  });
  useEffect(() => {
    if (early) react({ kind: early });
  }, [early]);
  useEffect(() => {
    if (refusal) react(refusal);
  }, [refusal]);

  // §8: a game whose stakes do not count towards the active bonus is played, and the player is told so once
  // per launch: in ATTENTION_BONUS the first time of the day for this game, else in a toast.
  const doesNotCount = launch.launch?.bonusWagering === 'doesNotCount' ? launch.launchKey : null;
  const warnOfBonus = useEffectEvent(() => {
    if (authenticated && takeBonusAttention(game.id, userId))
      openModal('ATTENTION_BONUS', { game: game.name });
    else showToast({ kind: 'info', text: 'gameNotification.doesNotContribute', translate: true });
  });
  useEffect(() => {
    if (doesNotCount) warnOfBonus();
  }, [doesNotCount]);

  const onFrameMessage = (message: FrameMessage) => {
    if (mode !== 'real') return;
    switch (message.type) {
      case 'round-start':
        roundHold.started();
        break;
      case 'round-result':
        roundHold.ended();
        break;
      case 'balance':
        if (message.mode === 'real') void balance.refetch();
        break;
      case 'insufficient-funds':
        roundHold.ended();
        openModal('INSUFFICIENT_BALANCE');
        break;
      case 'error':
        roundHold.ended();
        setStoppedLaunch(launch.launchKey);
        break;
      default:
        break;
    }
  };

  const changeMode = (next: GameMode) => {
    if (next === 'real' && !authenticated) {
      openModal('SIGNUP');
      return;
    }
    void navigate(localize(gamePath(game, next)), { replace: true, state: location.state as unknown });
  };

  const playing = issue === null && launch.launch !== null;
  const [infoChoice, setInfoChoice] = useState<boolean | null>(null);
  const infoOpen = infoChoice ?? (wide || !playing);
  // Below 1024 px the information opens under the frame: the page brings it into view.
  const revealInfo = useRef(false);
  const toggleInfo = () => {
    revealInfo.current = !infoOpen && !wide;
    setInfoChoice(!infoOpen);
  };
  useEffect(() => {
    if (!infoOpen || !revealInfo.current) return;
    revealInfo.current = false;
    const panel = document.getElementById(infoId);
    if (typeof panel?.scrollIntoView === 'function') panel.scrollIntoView({ block: 'nearest' });
  }, [infoOpen, infoId]);
  const balanceText =
    authenticated && mode === 'real'
      ? shownBalance
        ? formatMoney(shownBalance.balance, shownBalance.currency, language)
        : '…'
      : null;

  return (
    <div className={styles.page}>
      <div ref={playArea} className={styles.playArea} data-expanded={fullscreen.expanded}>
        <GameToolbar
          game={game}
          mode={mode}
          balance={balanceText}
          fullscreen={fullscreen}
          infoId={infoId}
          infoOpen={infoOpen}
          onBack={() => void navigate(backTarget(location.state) ?? localize('/'))}
          onModeChange={changeMode}
          onInfoToggle={toggleInfo}
        />
        <div className={styles.body} data-info={infoOpen ? 'open' : 'closed'}>
          <div className={styles.stage}>
            {issue ? (
              <GameIssueNotice
                issue={issue}
                hasDemo={game.hasDemo}
                authenticated={authenticated}
                onRetry={launch.relaunch}
                onModeChange={changeMode}
              />
            ) : launch.launch ? (
              <GameFrame
                key={launch.launchKey}
                url={launch.launch.url}
                title={game.name}
                onMessage={onFrameMessage}
              />
            ) : (
              <div className={`skeleton ${styles.starting}`} role="status">
                {t('games.page.starting')}
              </div>
            )}
          </div>
          <GameInfoPanel id={infoId} game={game} hidden={!infoOpen} />
        </div>
      </div>
    </div>
  );
}
