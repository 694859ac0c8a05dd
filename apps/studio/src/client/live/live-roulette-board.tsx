/**
 * A live roulette table's board: the chip rack, undo and clear, and the layout. The chips gather into a draft the
 * player sends once; after that the layout shows the bets that are in, and after the result the winning ones.
 */
import { useMemo, useState } from 'react';
import {
  rouletteBetKey,
  settleRoulette,
  type RouletteBet,
  type RouletteBetPosition,
} from '@casino/game-math';
import { BetActions } from '../roulette/bet-actions.tsx';
import { ChipRack } from '../roulette/chip-rack.tsx';
import { RouletteTable } from '../roulette/roulette-table.tsx';
import type { RouletteNames } from '../roulette/use-roulette-names.ts';

const NO_KEYS: ReadonlySet<string> = new Set();

export interface LiveRouletteBoardProps {
  readonly chips: readonly number[];
  readonly draft: readonly RouletteBet[];
  /** The bets that are in this round, once sent. */
  readonly placed: readonly RouletteBet[] | null;
  /** The round's number once drawn. */
  readonly result: number | null;
  readonly disabled: boolean;
  readonly names: RouletteNames;
  money(amount: number): string;
  chipText(amount: number): string;
  onDraft(bets: RouletteBet[]): void;
}

export function LiveRouletteBoard(props: LiveRouletteBoardProps) {
  const { chips, draft, placed, result, disabled, names, money, chipText, onDraft } = props;
  const [chip, setChip] = useState(chips[0] ?? 0);
  const winningKeys = useMemo(() => {
    if (result === null || !placed) return NO_KEYS;
    return new Set(
      settleRoulette(result, placed).wins.flatMap(({ betIndex }) => {
        const bet = placed[betIndex];
        return bet ? [rouletteBetKey(bet)] : [];
      }),
    );
  }, [result, placed]);
  const add = (position: RouletteBetPosition) => onDraft([...draft, { ...position, amount: chip }]);
  const double = () => onDraft([...draft, ...draft]);
  return (
    <>
      <div>
        <ChipRack
          chips={chips}
          chip={chip}
          names={names}
          money={money}
          chipText={chipText}
          onChip={setChip}
        />
        <BetActions
          canUndo={!disabled && draft.length > 0}
          canRepeat={false}
          canDouble={!disabled && draft.length > 0}
          names={names}
          onUndo={() => onDraft(draft.slice(0, -1))}
          onClear={() => onDraft([])}
          onRepeat={() => undefined}
          onDouble={double}
        />
      </div>
      <RouletteTable
        bets={placed ?? draft}
        winningKeys={winningKeys}
        winningNumber={result}
        choosing={false}
        chosen={null}
        disabled={disabled}
        names={names}
        money={money}
        chipText={chipText}
        onNumber={(number) => add({ kind: 'straight', numbers: [number] })}
        onPlace={add}
      />
    </>
  );
}
