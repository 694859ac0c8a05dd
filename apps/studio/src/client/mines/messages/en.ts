/** Mines' own texts, in English. `{name}` marks a value put in by `format`. */
export const en = {
  boardLabel: 'Mines board',
  cellHidden: 'Row {row}, column {column}: hidden',
  cellGem: 'Row {row}, column {column}: gem',
  cellMine: 'Row {row}, column {column}: mine',
  cellMineHit: 'Row {row}, column {column}: mine, hit',
  minesLabel: 'Mines',
  fewerMines: 'Fewer mines',
  moreMines: 'More mines',
  start: 'Start',
  cashOut: 'Cash out {amount}',
  cashOutIdle: 'Cash out',
  multiplierNow: 'Multiplier {multiplier}',
  nextGem: 'Next gem: {multiplier}',
  pickCell: 'Pick a cell. Each gem raises the multiplier; a mine ends the round.',
  chooseAndStart: 'Choose your bet and the number of mines, then press Start.',
  lost: 'A mine! The round is lost.',
  cashedOut: 'Cashed out at {multiplier}: you win {amount}',
  resumed: 'Your board continues',
  keysHelp: 'Arrow keys move between cells; Enter or Space reveals one.',
  rulesHeading: 'How Mines is played',
  rulesBoard: 'The board has 25 cells. Choose 1 to 24 mines and your bet, then reveal cells one at a time.',
  rulesCashOut:
    'Each gem raises the multiplier. Cash out whenever you like to win your bet times the multiplier; a mine loses the bet.',
  rulesFair:
    'The mines are placed before your first pick, by one shuffle of the provably fair stream, and shown when the round ends.',
  rulesUnfinished:
    'A board you leave for an hour is cashed out at its multiplier; one with no cell revealed is cancelled and the bet returned.',
  rulesRtp: 'Return to player: at least {rtp}, whatever you choose (house edge {edge}).',
  tableHeading: 'Multipliers with {mines} mines',
  tableGems: 'Gems',
  tableMultiplier: 'Multiplier',
} satisfies Record<string, string>;

export type MinesMessages = Record<keyof typeof en, string>;
