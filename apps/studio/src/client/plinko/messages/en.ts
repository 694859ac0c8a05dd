/** Plinko's own texts, in English. `{name}` marks a value put in by `format`. */
export const en = {
  falling: 'The ball is falling…',
  chooseAndDrop: 'Choose your bet, the rows and the risk, then press Drop.',
  landedWin: 'Landed in {multiplier}: you win {amount}',
  landedNothing: 'Landed in {multiplier}: no win',
  recentTitle: 'Last drops',
  noDrops: 'No drops yet',
  rowsLabel: 'Rows',
  riskLabel: 'Risk',
  riskLow: 'Low',
  riskMedium: 'Medium',
  riskHigh: 'High',
  drop: 'Drop',
  rulesHeading: 'How plinko is played',
  rulesPlay:
    'The ball falls through {min} to {max} rows of pegs, bouncing left or right at each one, and pays your bet times the multiplier of the bin it lands in. Higher risk moves the value to the edges.',
  rulesFair:
    'Each bounce is drawn from the provably fair stream, one per row, so the path can be checked after the round.',
  rulesRtp: 'Return to player: at least {rtp} on every board (house edge {edge}).',
  tableHeading: 'Bins with {rows} rows, {risk} risk',
  tableBin: 'Bin',
  tableMultiplier: 'Multiplier',
} satisfies Record<string, string>;

export type PlinkoMessages = Record<keyof typeof en, string>;
