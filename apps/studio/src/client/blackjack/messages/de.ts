import type { BlackjackMessages } from './en.ts';

export const de: BlackjackMessages = {
  dealer: 'Dealer',
  yourHand: 'Deine Hand',
  handNumber: 'Hand {number} von {count}',
  handLine: '{hand}: {value}',
  playingNow: 'Jetzt am Zug',
  handStake: 'Einsatz {amount}',
  doubled: 'Verdoppelt',
  softTotal: 'Soft {total}',
  dealerShows: 'Dealer zeigt {total}',
  dealerHas: 'Dealer hat {total}',
  emptyTable: 'Wähle deinen Einsatz und tippe auf „Geben“.',
  dealing: 'Karten werden gegeben …',
  resumed: 'Deine Hand geht weiter',

  actions: 'Dein Zug',
  deal: 'Geben',
  hit: 'Karte',
  stand: 'Stehen',
  double: 'Verdoppeln',
  split: 'Teilen',
  insuranceYes: 'Versichern',
  insuranceNo: 'Keine Versicherung',
  actionWithCost: '{action}: kostet {amount} mehr',
  notEnoughForExtra: 'Dein Guthaben reicht nicht für den zusätzlichen Einsatz.',
  insuranceOffer:
    'Der Dealer zeigt ein Ass. Die Versicherung kostet {amount} und zahlt {ratio}, wenn der Dealer Blackjack hat.',
  keysHelp: 'Tasten: H Karte · S Stehen · D Verdoppeln · P Teilen · Leertaste Geben',
  hint: 'Tipp',
  hintMove: 'Grundstrategie: {move}',

  resultBlackjack: 'Blackjack',
  resultWin: 'Gewonnen',
  resultPush: 'Unentschieden',
  resultLose: 'Verloren',
  resultBust: 'Über 21',
  pays: 'zahlt {amount}',
  insuranceWon: 'Versicherung zahlt {amount}',
  insuranceLost: 'Versicherung verloren',
  totalWin: 'Gesamtgewinn: {amount}',
  noWin: 'Diesmal kein Gewinn',

  rulesHeading: 'So wird Blackjack gespielt',
  rulesGoal: 'Schlage den Dealer mit einer Summe, die näher an 21 liegt als seine, ohne 21 zu überschreiten.',
  rulesValues:
    'Karten von 2 bis 10 zählen ihren Wert, Buben, Damen und Könige 10, ein Ass 1 oder 11. Eine Hand, in der ein Ass als 11 zählt, ist „soft“.',
  rulesDecks: 'Gespielt wird mit {decks} Kartenspielen, die vor jeder Runde neu gemischt werden.',
  rulesDealerStands: 'Der Dealer zieht bis 16 und bleibt bei jeder 17 stehen, auch bei Soft 17.',
  rulesDealerHitsSoft17: 'Der Dealer zieht bis 16 und bei Soft 17 und bleibt bei Hard 17 stehen.',
  rulesPeek:
    'Zeigt der Dealer ein Ass oder eine Karte mit Wert 10, prüft er vor deinem Zug, ob er Blackjack hat; ein Blackjack des Dealers beendet die Runde sofort.',
  rulesBlackjack:
    'Ein Blackjack – ein Ass und eine Karte mit Wert 10 als deine ersten beiden Karten – zahlt {ratio}.',
  rulesWins: 'Jeder andere Gewinn zahlt 1:1, bei Gleichstand bekommst du deinen Einsatz zurück.',
  rulesInsurance:
    'Zeigt der Dealer ein Ass, kannst du dich für den halben Einsatz versichern. Die Versicherung zahlt {ratio}, wenn der Dealer Blackjack hat.',
  rulesDouble:
    'Verdoppeln ist mit beliebigen ersten zwei Karten möglich: Dein Einsatz verdoppelt sich und du bekommst genau eine weitere Karte.',
  rulesDoubleAfterSplit: 'Auch nach dem Teilen darfst du verdoppeln.',
  rulesSplit:
    'Zwei Karten gleichen Rangs kannst du in zwei Hände teilen, bis zu {hands} Hände insgesamt. Zwei Karten mit Wert 10 von verschiedenem Rang, etwa König und Dame, sind kein Paar.',
  rulesSplitAces: 'Geteilte Asse bekommen je nur eine Karte und können nicht erneut geteilt werden.',
  rulesSplit21: 'Eine 21 nach dem Teilen zählt als 21, nicht als Blackjack.',
  rulesNoSurrender: 'Aufgeben (Surrender) ist nicht möglich.',
  rulesUnfinished:
    'Eine unfertig verlassene Hand wird automatisch zu Ende gespielt: ohne Versicherung und mit Stehen auf jeder offenen Hand.',
  rulesRtp: 'Auszahlungsquote mit Grundstrategie: {rtp}.',
  rulesHint: 'Am Tisch zeigt der Schalter „Tipp“ bei jeder Entscheidung den Zug der Grundstrategie.',
};
