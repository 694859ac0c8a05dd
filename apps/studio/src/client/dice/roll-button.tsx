import controls from '../game/controls.module.css';
import { Icon } from '../game/icons.tsx';
import { useMessages } from '../i18n/index.ts';
import type { AutoBetSnapshot } from './auto-bet.ts';
import type { AutoBetSettings } from './auto-bet-rules.ts';

/** What the big button does: roll (or land the roll under way at once), or start or stop an auto-bet run. */
export type RollButtonAction = 'roll' | 'land' | 'start-auto' | 'stop-auto';

export function RollButton({
  action,
  disabled,
  onPress,
}: {
  action: RollButtonAction;
  disabled: boolean;
  onPress(): void;
}) {
  const { t } = useMessages();
  const auto = action === 'start-auto' || action === 'stop-auto';
  return (
    <button
      type="button"
      className={controls.primary}
      data-state={action === 'land' || action === 'stop-auto' ? 'stop' : 'spin'}
      onClick={onPress}
      disabled={disabled}
      aria-label={auto ? t(action === 'start-auto' ? 'autoStartLabel' : 'autoStopLabel') : undefined}
    >
      <Icon name="spin" size={26} />
      <span>{t(action === 'start-auto' ? 'autoStart' : action === 'stop-auto' ? 'stop' : 'roll')}</span>
    </button>
  );
}

export interface RollButtonState {
  readonly action: RollButtonAction;
  readonly disabled: boolean;
  /** The button's press, also taken by Space: it does nothing while the button is off. */
  press(): void;
}

/** What the big button does now: in auto mode it starts or stops the run, otherwise it rolls. */
export function rollButtonState(options: {
  readonly autoMode: boolean;
  readonly auto: AutoBetSnapshot;
  readonly rolling: boolean;
  readonly busy: boolean;
  /** The quote and the typed bet allow a roll. */
  readonly canRoll: boolean;
  /** The auto-bet form's settings; null while a field is not right. */
  readonly settings: AutoBetSettings | null;
  startAuto(settings: AutoBetSettings): void;
  stopAuto(): void;
  pressRoll(): void;
}): RollButtonState {
  const { auto, rolling, busy, canRoll, settings } = options;
  if (options.autoMode && auto.running)
    return { action: 'stop-auto', disabled: auto.stopping, press: options.stopAuto };
  if (options.autoMode) {
    const ready = !rolling && !busy && canRoll && settings !== null;
    return {
      action: 'start-auto',
      disabled: !ready,
      press: () => {
        if (ready) options.startAuto(settings);
      },
    };
  }
  if (rolling) return { action: 'land', disabled: false, press: options.pressRoll };
  return {
    action: 'roll',
    disabled: busy || !canRoll,
    press: () => {
      if (!busy && canRoll) options.pressRoll();
    },
  };
}
