import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { currentCrashAction, performCrashAction } from '../../../lib/reload-policy.ts';
import { ErrorScreen } from '../components/error-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/** The router's error element: a 404 answer shows the not-found page, any other error is a crash (§4). */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <CrashRecovery error={error} />;
}

function CrashRecovery({ error }: { error: unknown }) {
  const [action] = useState(currentCrashAction);
  const handled = useRef(false);
  useEffect(() => {
    // Once per crash, even when effects run twice (StrictMode): each reload is counted.
    if (handled.current) return;
    handled.current = true;
    performCrashAction(action, error);
  }, [action, error]);
  return action === 'show-error' ? <ErrorScreen /> : null;
}
