import { multiplierAt } from '@casino/game-math';
import { formatNumber } from '@casino/rules';
import type { CrashRoundPhase, CrashRoundView } from '../../shared/crash-api.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { CRASH_TEXTS } from './messages/index.ts';
import styles from './crash-game.module.css';

const WIDTH = 320;
const HEIGHT = 180;

/** The flight: the multiplier's curve so far with the jet at its tip, the multiplier, and the phase. */
export function CrashFlight({
  round,
  phase,
  multiplier,
  now,
  connecting,
}: {
  round: CrashRoundView | null;
  phase: CrashRoundPhase | null;
  /** Hundredths. */
  multiplier: number;
  now: number;
  connecting: 'connecting' | 'reconnecting' | null;
}) {
  const { language } = useMessages();
  const game = useGameMessages(CRASH_TEXTS);
  const times = formatNumber(multiplier / 100, language, 2) + '×';
  const seconds = round ? Math.max(0, Math.ceil((round.closesAt - now) / 1000)) : 0;
  const captionAt = (left: number) =>
    connecting !== null || phase === null || round === null
      ? game.t(connecting === 'reconnecting' ? 'reconnecting' : 'connecting')
      : phase === 'betting'
        ? game.t('placeBets', { seconds: left })
        : phase === 'waiting'
          ? game.t('waiting')
          : phase === 'flying'
            ? game.t('flying')
            : game.t('crashedAt', { multiplier: times });
  const caption = captionAt(seconds);
  // A screen reader hears each phase once, with the whole window's length, not every second of the countdown.
  const announcement = captionAt(round ? Math.round((round.closesAt - round.opensAt) / 1000) : 0);
  const flownMs =
    round && phase !== 'betting' && phase !== 'waiting' ? Math.max(0, now - round.takeOffAt) : 0;
  const curve = round ? curvePath(round.growthPerMs, flownMs, multiplier) : null;
  return (
    <figure className={styles.flight} aria-label={game.t('flightLabel')} data-phase={phase ?? 'connecting'}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.sky} aria-hidden="true" focusable="false">
        {curve ? (
          <>
            <path d={`${curve.line} L ${curve.tip.x} ${HEIGHT} L 0 ${HEIGHT} Z`} className={styles.trail} />
            <path d={curve.line} className={styles.curve} />
            {phase === 'flying' ? (
              <g
                transform={`translate(${curve.tip.x} ${curve.tip.y}) rotate(${curve.angle})`}
                className={styles.jet}
              >
                <path d="M -14 -5 L 10 0 L -14 5 L -9 0 Z" />
              </g>
            ) : null}
          </>
        ) : null}
      </svg>
      <div className={styles.readout}>
        <span
          className={`${styles.multiplier} ${phase === 'crashed' ? styles.crashed : ''}`}
          data-testid="crash-multiplier"
          aria-hidden="true"
        >
          {times}
        </span>
        <p className={styles.caption} aria-hidden="true" data-testid="crash-phase">
          {caption}
        </p>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </figure>
  );
}

/**
 * The curve from take-off to `flownMs`, scaled so that it always fills the sky: time across (at least 8 s
 * wide), the multiplier up (at least to 2×).
 */
function curvePath(growthPerMs: number, flownMs: number, multiplier: number) {
  const span = Math.max(8_000, flownMs);
  const top = Math.max(200, multiplier * 1.15);
  const point = (ms: number) => {
    const value = Math.min(multiplierAt(ms, growthPerMs), multiplier);
    return { x: (ms / span) * (WIDTH - 24), y: HEIGHT - ((value - 100) / (top - 100)) * (HEIGHT - 24) - 6 };
  };
  const steps = 40;
  const points = Array.from({ length: steps + 1 }, (_, index) => point((flownMs * index) / steps));
  const tip = points[points.length - 1] ?? { x: 0, y: HEIGHT };
  const before = points[points.length - 2] ?? tip;
  const angle = (Math.atan2(tip.y - before.y, Math.max(0.001, tip.x - before.x)) * 180) / Math.PI;
  return { line: `M ${points.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' L ')}`, tip, angle };
}
