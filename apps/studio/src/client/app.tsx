import { GameApp } from './game/game-app.tsx';
import { FairnessScreen } from './game/side-panels.tsx';
import { ErrorScreen } from './game/status-screens.tsx';
import { MessagesProvider, useMessages } from './i18n/index.ts';
import type { Route } from './route.ts';
import { SoundProvider } from './sound/sound-context.tsx';

/** The page the address asks for, in its language. */
export function App({ route }: { route: Route }) {
  return (
    <MessagesProvider language={route.language}>
      <SoundProvider>
        <Page route={route} />
      </SoundProvider>
    </MessagesProvider>
  );
}

function Page({ route }: { route: Route }) {
  const { t } = useMessages();
  switch (route.page) {
    case 'play':
      return <GameApp route={route} />;
    case 'fairness':
      return <FairnessScreen />;
    case 'not-found':
      return <ErrorScreen message={t('errorPageNotFound')} />;
  }
}
