import type { PlinkoMessages } from './en.ts';

export const de: PlinkoMessages = {
  falling: 'Die Kugel fällt…',
  chooseAndDrop: 'Wähle Einsatz, Reihen und Risiko und drücke dann Fallen lassen.',
  landedWin: 'Gelandet bei {multiplier}: Du gewinnst {amount}',
  landedNothing: 'Gelandet bei {multiplier}: kein Gewinn',
  recentTitle: 'Letzte Kugeln',
  noDrops: 'Noch keine Kugeln',
  rowsLabel: 'Reihen',
  riskLabel: 'Risiko',
  riskLow: 'Niedrig',
  riskMedium: 'Mittel',
  riskHigh: 'Hoch',
  drop: 'Fallen lassen',
  rulesHeading: 'So wird Plinko gespielt',
  rulesPlay:
    'Die Kugel fällt durch {min} bis {max} Reihen von Stiften, springt an jedem nach links oder rechts und zahlt deinen Einsatz mal dem Multiplikator des Fachs, in dem sie landet. Höheres Risiko verlagert den Wert an die Ränder.',
  rulesFair:
    'Jeder Abprall wird aus dem nachweislich fairen Zufallsstrom gezogen, einer pro Reihe, sodass der Weg nach der Runde geprüft werden kann.',
  rulesRtp: 'Auszahlungsquote: mindestens {rtp} auf jedem Brett (Hausvorteil {edge}).',
  tableHeading: 'Fächer bei {rows} Reihen, Risiko {risk}',
  tableBin: 'Fach',
  tableMultiplier: 'Multiplikator',
};
