/**
 * A live baccarat table's board: the chips and the five betting spots. The chips gather into a draft the player
 * sends once; after that the spots show the bets that are in, and after the result how each did.
 */
import { useState } from 'react';
import { settleBaccarat, type BaccaratBets, type BaccaratRound } from '@casino/game-math';
import type { Language } from '@casino/rules';
import { BettingSpots } from '../baccarat/betting-spots.tsx';
import { ChipSelector } from '../baccarat/chip-selector.tsx';
import type { BaccaratMessages } from '../baccarat/messages/en.ts';
import type { GameMessages } from '../i18n/game-messages.ts';

export interface LiveBaccaratBoardProps {
  readonly chips: readonly number[];
  readonly draft: BaccaratBets;
  readonly placed: BaccaratBets | null;
  /** The round's coup once it has been shown. */
  readonly result: BaccaratRound | null;
  readonly disabled: boolean;
  readonly currency: string;
  readonly language: Language;
  readonly texts: GameMessages<BaccaratMessages>;
  money(amount: number): string;
  onDraft(bets: BaccaratBets): void;
  onSend(): void;
}

export function LiveBaccaratBoard(props: LiveBaccaratBoardProps) {
  const { chips, draft, placed, result, disabled, currency, language, texts, money, onDraft, onSend } = props;
  const [chip, setChip] = useState(chips[0] ?? 0);
  const settled = result && placed ? settleBaccarat(result, placed).bets : null;
  return (
    <>
      <ChipSelector
        chips={chips}
        chosen={chip}
        currency={currency}
        language={language}
        texts={texts}
        money={money}
        onChoose={setChip}
      />
      <BettingSpots
        bets={placed ?? draft}
        settled={settled}
        chip={money(chip)}
        disabled={disabled}
        texts={texts}
        money={money}
        onPlace={(kind) => onDraft({ ...draft, [kind]: (draft[kind] ?? 0) + chip })}
        onDeal={onSend}
      />
    </>
  );
}
