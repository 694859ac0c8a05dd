import { Button } from '@casino/ui';
import type { StudioApiError } from '../api/studio-fetch.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from './controls.module.css';
import { errorMessage } from './error-message.ts';

/** A refusal or failed connection, announced, with a retry when the request can simply be sent again. */
export function ErrorNotice(props: { error: StudioApiError; onRetry?: () => void }) {
  const { text } = useFairnessI18n();
  return (
    <div className={controls.notice} role="alert">
      <p>{errorMessage(props.error, text)}</p>
      {props.onRetry && (
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {text.retry}
        </Button>
      )}
    </div>
  );
}
