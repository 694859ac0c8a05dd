import controls from '../game/controls.module.css';
import { Icon } from '../game/icons.tsx';
import type { GameMessages } from '../i18n/game-messages.ts';
import type { BaccaratMessages } from './messages/en.ts';

/** The big button: deal the bets, or, while cards are being turned, show them all at once. */
export function DealButton({
  mode,
  disabled,
  texts,
  onPress,
}: {
  mode: 'deal' | 'show';
  disabled: boolean;
  texts: GameMessages<BaccaratMessages>;
  onPress(): void;
}) {
  return (
    <button
      type="button"
      className={controls.primary}
      data-state={mode === 'show' ? 'stop' : 'spin'}
      onClick={onPress}
      disabled={disabled}
      aria-label={mode === 'show' ? texts.t('showAllLabel') : undefined}
    >
      <Icon name="spin" size={26} />
      <span>{texts.t(mode === 'show' ? 'showAll' : 'deal')}</span>
    </button>
  );
}
