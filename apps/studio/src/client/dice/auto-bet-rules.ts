/** What an auto-bet run is set to do, read from its form, and when it must stop. */
import { parseAmountToMinor } from '@casino/rules';

/** The most rolls one run may play; the player starts another run for more. */
export const MAX_AUTO_ROLLS = 1_000;

export interface AutoBetSettings {
  readonly rolls: number;
  /** Minor units; null: no such stop. */
  readonly stopOnProfit: number | null;
  readonly stopOnLoss: number | null;
  /** Stop after one roll pays at least this much. */
  readonly stopOnWin: number | null;
}

/** The texts of the auto-bet form. */
export interface AutoBetForm {
  readonly rolls: string;
  readonly profit: string;
  readonly loss: string;
  readonly win: string;
}

export type AutoBetField = keyof AutoBetForm;

export const EMPTY_AUTO_BET_FORM: AutoBetForm = { rolls: '10', profit: '', loss: '', win: '' };

export type AutoBetFormCheck =
  | { readonly settings: AutoBetSettings; readonly invalid: readonly [] }
  | { readonly settings: null; readonly invalid: readonly AutoBetField[] };

/** An optional stop amount: empty for none, else above zero in the §5 amount pattern. */
function stopAmount(text: string, currency: string): number | null | undefined {
  if (text.trim() === '') return null;
  const amount = parseAmountToMinor(text, currency);
  return amount !== null && amount > 0 ? amount : undefined;
}

/** The settings the form holds, or the fields that are not right. */
export function readAutoBetForm(form: AutoBetForm, currency: string): AutoBetFormCheck {
  const rollsText = form.rolls.trim();
  const rolls = /^\d{1,4}$/.test(rollsText) ? Number(rollsText) : 0;
  const stopOnProfit = stopAmount(form.profit, currency);
  const stopOnLoss = stopAmount(form.loss, currency);
  const stopOnWin = stopAmount(form.win, currency);
  const rollsValid = rolls >= 1 && rolls <= MAX_AUTO_ROLLS;
  if (rollsValid && stopOnProfit !== undefined && stopOnLoss !== undefined && stopOnWin !== undefined)
    return { settings: { rolls, stopOnProfit, stopOnLoss, stopOnWin }, invalid: [] };
  const invalid: AutoBetField[] = [];
  if (!rollsValid) invalid.push('rolls');
  if (stopOnProfit === undefined) invalid.push('profit');
  if (stopOnLoss === undefined) invalid.push('loss');
  if (stopOnWin === undefined) invalid.push('win');
  return { settings: null, invalid };
}

/** Why a run ended. */
export type AutoBetStop = 'rolls' | 'profit' | 'loss' | 'win' | 'funds' | 'error' | 'player';

export interface AutoBetProgress {
  readonly played: number;
  /** What the run's rolls paid minus what they staked, minor units. */
  readonly profit: number;
}

export const NO_PROGRESS: AutoBetProgress = { played: 0, profit: 0 };

/** The run after one more roll, and the condition that stops it there, if any. */
export function afterRoll(
  settings: AutoBetSettings,
  progress: AutoBetProgress,
  roll: { readonly stake: number; readonly payout: number },
): { readonly progress: AutoBetProgress; readonly stop: AutoBetStop | null } {
  const next = { played: progress.played + 1, profit: progress.profit + roll.payout - roll.stake };
  const stop: AutoBetStop | null =
    settings.stopOnWin !== null && roll.payout >= settings.stopOnWin
      ? 'win'
      : settings.stopOnProfit !== null && next.profit >= settings.stopOnProfit
        ? 'profit'
        : settings.stopOnLoss !== null && -next.profit >= settings.stopOnLoss
          ? 'loss'
          : next.played >= settings.rolls
            ? 'rolls'
            : null;
  return { progress: next, stop };
}
