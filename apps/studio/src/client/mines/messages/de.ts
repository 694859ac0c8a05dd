import type { MinesMessages } from './en.ts';

export const de: MinesMessages = {
  boardLabel: 'Minenfeld',
  cellHidden: 'Reihe {row}, Spalte {column}: verdeckt',
  cellGem: 'Reihe {row}, Spalte {column}: Edelstein',
  cellMine: 'Reihe {row}, Spalte {column}: Mine',
  cellMineHit: 'Reihe {row}, Spalte {column}: Mine, getroffen',
  minesLabel: 'Minen',
  fewerMines: 'Weniger Minen',
  moreMines: 'Mehr Minen',
  start: 'Start',
  cashOut: 'Auszahlen {amount}',
  cashOutIdle: 'Auszahlen',
  multiplierNow: 'Multiplikator {multiplier}',
  nextGem: 'Nächster Edelstein: {multiplier}',
  pickCell: 'Wähle ein Feld. Jeder Edelstein erhöht den Multiplikator; eine Mine beendet die Runde.',
  chooseAndStart: 'Wähle deinen Einsatz und die Anzahl der Minen und drücke dann Start.',
  lost: 'Eine Mine! Die Runde ist verloren.',
  cashedOut: 'Ausgezahlt bei {multiplier}: Du gewinnst {amount}',
  resumed: 'Dein Spielfeld geht weiter',
  keysHelp: 'Mit den Pfeiltasten wechselst du zwischen den Feldern; Enter oder Leertaste deckt eines auf.',
  rulesHeading: 'So wird Mines gespielt',
  rulesBoard:
    'Das Spielfeld hat 25 Felder. Wähle 1 bis 24 Minen und deinen Einsatz und decke dann ein Feld nach dem anderen auf.',
  rulesCashOut:
    'Jeder Edelstein erhöht den Multiplikator. Lass dich jederzeit auszahlen und gewinne deinen Einsatz mal den Multiplikator; eine Mine kostet den Einsatz.',
  rulesFair:
    'Die Minen werden vor deiner ersten Wahl mit einem Mischvorgang des nachweislich fairen Zufallsstroms gelegt und am Ende der Runde gezeigt.',
  rulesUnfinished:
    'Ein Spielfeld, das du eine Stunde lang liegen lässt, wird zu seinem Multiplikator ausgezahlt; eines ohne aufgedecktes Feld wird storniert und der Einsatz erstattet.',
  rulesRtp: 'Auszahlungsquote: mindestens {rtp}, egal wie du spielst (Hausvorteil {edge}).',
  tableHeading: 'Multiplikatoren mit {mines} Minen',
  tableGems: 'Edelsteine',
  tableMultiplier: 'Multiplikator',
};
