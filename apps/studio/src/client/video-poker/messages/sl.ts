import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in Slovenian. */
export const sl: VideoPokerMessages = {
  handRoyalFlush: 'Kraljeva lestvica',
  handStraightFlush: 'Barvna lestvica',
  handFourOfAKind: 'Poker',
  handFullHouse: 'Full house',
  handFlush: 'Barva',
  handStraight: 'Lestvica',
  handThreeOfAKind: 'Tris',
  handTwoPair: 'Dva para',
  handJacksOrBetter: 'Fantje ali boljše',
  handNothing: 'Ni dobitne kombinacije',

  payTable: 'Tabela izplačil',
  payTableCaption: 'Kovanci, ki jih prinese vsaka kombinacija pri stavi od 1 do 5 kovancev',
  handColumn: 'Kombinacija',
  coinsBetColumn: 'Vloženi kovanci: {coins}',
  yourBetColumn: 'vaša stava',
  winningHand: 'dobitna kombinacija',

  yourHand: 'Vaše karte',
  hold: 'Obdrži',
  held: 'Obdržana',
  holdCard: 'Obdrži karto {position}: {card}',
  cardAt: 'Karta {position}: {card}',
  cardHeldAt: 'Karta {position}: {card}, obdržana',

  coins: 'Kovanci',
  betOne: 'Stavi enega',
  maxBet: 'Najvišja stava',
  coinValue: 'Vrednost kovanca',
  coinValueDown: 'Znižaj vrednost kovanca',
  coinValueUp: 'Zvišaj vrednost kovanca',

  deal: 'Deli',
  draw: 'Zamenjaj',
  dealing: 'Deljenje…',
  drawing: 'Menjava…',
  chooseBet: 'Izberite kovance, nato delite.',
  dealt: 'Razdeljeno: {category}. Obdržite želene karte, nato zamenjajte.',
  resultWin: '{category}: dobite {amount}',
  resultNoWin: 'Tokrat brez dobitka',
  resumed: 'Vaša igra se nadaljuje.',
  keysHint: 'Tipke 1–5 obdržijo karto; preslednica deli in menja.',

  hintSwitch: 'Namig: najboljša izbira',
  hintWorking: 'Računam najboljšo izbiro…',
  hintHold: 'Najbolje je obdržati: {cards}.',
  hintDrawAll: 'Najbolje je ne obdržati ničesar in zamenjati vseh pet kart.',
  hintExpected: 'Pričakovano izplačilo: {amount} ({percent} stave).',
  hintMatches: 'Vaša izbira je najboljša.',
  hintBadge: 'Namig',

  rulesHeading: 'Kako se igra Jacks or Better',
  rulesDeck: 'Vsaka igra se deli iz enega kompleta 52 kart, ki se za vsako igro znova premeša.',
  rulesHold:
    'Dobite pet kart. Obdržite poljubno število, od nobene do vseh petih, in enkrat zamenjajte: karte, ki jih niste obdržali, se nadomestijo s kartami iz istega kompleta.',
  rulesPays:
    'Končna kombinacija izplača po tabeli izplačil: dobljeni kovanci, pomnoženi z vrednostjo kovanca. Najnižja dobitna kombinacija je par fantov, dam, kraljev ali asov.',
  rulesRoyal:
    'Pri 5 kovancih kraljeva lestvica izplača {top} kovancev, torej {perCoin} na kovanec namesto {regular}: najvišja stava ima največje povračilo.',
  rulesBet:
    'Stava je od 1 do 5 kovancev ene vrednosti ({values}). Znesek stave je kovanci × vrednost kovanca.',
  rtpHeading: 'Povračilo igralcu',
  rtpNote: 'Z najboljšo izbiro v vsaki igri, glede na število vloženih kovancev:',
};
