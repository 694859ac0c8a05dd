import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { formatPercent } from '@casino/rules';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useLocalizedPath, useLanguage } from '../../../lib/language.ts';
import { gamePath, useGame } from '../../games/index.ts';
import { LiveTables } from '../components/live-tables.tsx';
import { isLandingName, LANDINGS, type LandingName } from '../lib/landings.ts';
import styles from './landing-screen.module.css';

// The welcome offer shows the promotion's page, which the other landings do not load.
const WelcomeOfferLanding = lazy(() =>
  import('../components/welcome-offer.tsx').then((m) => ({ default: m.WelcomeOfferLanding })),
);

/**
 * A landing page (§2.2): what the game is, why it is worth a try, and the way in. The figures come from the
 * game as the catalogue publishes it (its return), never from the text.
 */
export default function LandingScreen() {
  const handle = useMatches().at(-1)?.handle as { landing?: unknown } | undefined;
  const name: LandingName = isLandingName(handle?.landing) ? handle.landing : 'aviator';
  return <Landing name={name} />;
}

function Landing({ name }: { name: LandingName }) {
  switch (name) {
    case 'aviator':
      return <GameLanding name={name} landing={LANDINGS.aviator} />;
    case 'live_casino':
      return <TablesLanding />;
    case 'welcome_offer':
      return (
        <Suspense fallback={null}>
          <WelcomeOfferLanding />
        </Suspense>
      );
  }
}

/** The live casino's landing: what the tables are, then the tables open now with their next rounds. */
function TablesLanding() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const key = (suffix: string) => `lobby.landings.live_casino.${suffix}`;
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t(key('eyebrow'))}</p>
        <h1 id="landing-title" className={styles.title}>
          {t(key('title'))}
        </h1>
        <p className={styles.lead}>{t(key('lead'))}</p>
        <ul className={styles.points}>
          {LANDINGS.live_casino.points.map((point) => (
            <li key={point}>{t(key(`points.${point}`))}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <LinkButton to={to('/games/live')}>{t(key('all'))}</LinkButton>
        </div>
      </div>
      <LiveTables />
    </section>
  );
}

function GameLanding({ name, landing }: { name: LandingName; landing: (typeof LANDINGS)['aviator'] }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const language = useLanguage();
  const { data } = useGame(landing.gameId);
  const game = data?.game;
  const key = (suffix: string) => `lobby.landings.${name}.${suffix}`;
  const points = landing.points.filter((point) => point !== 'rtp' || game !== undefined);
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t(key('eyebrow'))}</p>
        <h1 id="landing-title" className={styles.title}>
          {t(key('title'))}
        </h1>
        <p className={styles.lead}>{t(key('lead'))}</p>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>
              {t(key(`points.${point}`), { rtp: game ? formatPercent(game.rtp, language) : '' })}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <LinkButton to={to(gamePath({ id: landing.gameId, name: game?.name ?? '' }, 'real'))}>
            {t(key('play'))}
          </LinkButton>
          {game === undefined || game.hasDemo ? (
            <LinkButton
              to={to(gamePath({ id: landing.gameId, name: game?.name ?? '' }, 'demo'))}
              variant="secondary"
            >
              {t(key('demo'))}
            </LinkButton>
          ) : null}
        </div>
      </div>
      <svg className={styles.art} viewBox="0 0 320 200" aria-hidden="true" focusable="false">
        <path className={styles.trail} d="M 0 200 Q 180 190 300 40 L 300 200 Z" />
        <path className={styles.curve} d="M 0 200 Q 180 190 300 40" />
        <path className={styles.jet} d="M 286 36 L 314 28 L 294 52 L 294 42 Z" />
      </svg>
    </section>
  );
}
