import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in German. */
export const de: VideoPokerMessages = {
  handRoyalFlush: 'Royal Flush',
  handStraightFlush: 'Straight Flush',
  handFourOfAKind: 'Vierling',
  handFullHouse: 'Full House',
  handFlush: 'Flush',
  handStraight: 'Straße',
  handThreeOfAKind: 'Drilling',
  handTwoPair: 'Zwei Paare',
  handJacksOrBetter: 'Buben oder besser',
  handNothing: 'Keine Gewinnhand',

  payTable: 'Gewinntabelle',
  payTableCaption: 'Gewonnene Münzen je Hand bei einem Einsatz von 1 bis 5 Münzen',
  handColumn: 'Hand',
  coinsBetColumn: 'Gesetzte Münzen: {coins}',
  yourBetColumn: 'dein Einsatz',
  winningHand: 'Gewinnhand',

  yourHand: 'Deine Hand',
  hold: 'Halten',
  held: 'Gehalten',
  holdCard: 'Halten, Karte {position}: {card}',
  cardAt: 'Karte {position}: {card}',
  cardHeldAt: 'Karte {position}: {card}, gehalten',

  coins: 'Münzen',
  betOne: '+1 Münze',
  maxBet: 'Höchsteinsatz',
  coinValue: 'Münzwert',
  coinValueDown: 'Münzwert senken',
  coinValueUp: 'Münzwert erhöhen',

  deal: 'Geben',
  draw: 'Ziehen',
  dealing: 'Karten werden gegeben…',
  drawing: 'Karten werden gezogen…',
  chooseBet: 'Wähle deine Münzen und lass die Karten geben.',
  dealt: 'Gegeben: {category}. Halte die gewünschten Karten und ziehe dann.',
  resultWin: '{category}: Du gewinnst {amount}',
  resultNoWin: 'Diesmal kein Gewinn',
  resumed: 'Deine Hand geht weiter.',
  keysHint: 'Tasten 1–5 halten eine Karte; die Leertaste gibt und zieht.',

  hintSwitch: 'Tipp: beste Haltung',
  hintWorking: 'Die beste Haltung wird berechnet…',
  hintHold: 'Am besten halten: {cards}.',
  hintDrawAll: 'Am besten nichts halten und fünf neue Karten ziehen.',
  hintExpected: 'Erwartete Auszahlung: {amount} ({percent} des Einsatzes).',
  hintMatches: 'Deine Auswahl ist die beste.',
  hintBadge: 'Tipp',

  rulesHeading: 'So funktioniert Jacks or Better',
  rulesDeck: 'Jede Hand wird aus einem Deck mit 52 Karten gegeben, das für jede Hand neu gemischt wird.',
  rulesHold:
    'Du erhältst fünf Karten. Halte beliebig viele davon, keine bis alle fünf, und ziehe einmal: Die nicht gehaltenen Karten werden aus demselben Deck ersetzt.',
  rulesPays:
    'Die Endhand zahlt laut Gewinntabelle: gewonnene Münzen mal Münzwert. Die niedrigste Gewinnhand ist ein Paar Buben, Damen, Könige oder Asse.',
  rulesRoyal:
    'Bei 5 Münzen zahlt ein Royal Flush {top} Münzen, also {perCoin} statt {regular} je Münze: Der Höchsteinsatz bringt die höchste Auszahlungsquote.',
  rulesBet:
    'Ein Einsatz besteht aus 1 bis 5 Münzen eines Münzwerts ({values}). Der Einsatz ist Münzen × Münzwert.',
  rtpHeading: 'Auszahlungsquote',
  rtpNote: 'Mit der besten Haltung bei jeder Hand, nach gesetzten Münzen:',
};
