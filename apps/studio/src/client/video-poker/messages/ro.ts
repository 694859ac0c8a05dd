import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in Romanian. */
export const ro: VideoPokerMessages = {
  handRoyalFlush: 'Chintă roială',
  handStraightFlush: 'Chintă de culoare',
  handFourOfAKind: 'Careu',
  handFullHouse: 'Full house',
  handFlush: 'Culoare',
  handStraight: 'Chintă',
  handThreeOfAKind: 'Trei de un fel',
  handTwoPair: 'Două perechi',
  handJacksOrBetter: 'Valeți sau mai mult',
  handNothing: 'Nicio mână câștigătoare',

  payTable: 'Tabel de plăți',
  payTableCaption: 'Monede câștigate de fiecare mână la un pariu de 1 până la 5 monede',
  handColumn: 'Mână',
  coinsBetColumn: 'Monede pariate: {coins}',
  yourBetColumn: 'pariul tău',
  winningHand: 'mâna câștigătoare',

  yourHand: 'Mâna ta',
  hold: 'Păstrează',
  held: 'Păstrată',
  holdCard: 'Păstrează cartea {position}: {card}',
  cardAt: 'Cartea {position}: {card}',
  cardHeldAt: 'Cartea {position}: {card}, păstrată',

  coins: 'Monede',
  betOne: 'Încă o monedă',
  maxBet: 'Pariu maxim',
  coinValue: 'Valoarea monedei',
  coinValueDown: 'Scade valoarea monedei',
  coinValueUp: 'Mărește valoarea monedei',

  deal: 'Împarte',
  draw: 'Schimbă',
  dealing: 'Se împart cărțile…',
  drawing: 'Se schimbă cărțile…',
  chooseBet: 'Alege monedele, apoi împarte cărțile.',
  dealt: 'Ai primit: {category}. Păstrează cărțile dorite, apoi schimbă.',
  resultWin: '{category}: câștigi {amount}',
  resultNoWin: 'Niciun câștig de data asta',
  resumed: 'Mâna ta continuă.',
  keysHint: 'Tastele 1–5 păstrează o carte; Spațiu împarte și schimbă.',

  hintSwitch: 'Sfat: cea mai bună alegere',
  hintWorking: 'Se calculează cea mai bună alegere…',
  hintHold: 'Cel mai bine păstrezi: {cards}.',
  hintDrawAll: 'Cel mai bine nu păstrezi nimic și schimbi toate cele cinci cărți.',
  hintExpected: 'Câștig așteptat: {amount} ({percent} din pariu).',
  hintMatches: 'Alegerea ta este cea mai bună.',
  hintBadge: 'Sfat',

  rulesHeading: 'Cum se joacă Jacks or Better',
  rulesDeck: 'Fiecare mână se împarte dintr-un pachet de 52 de cărți, amestecat din nou pentru fiecare mână.',
  rulesHold:
    'Primești cinci cărți. Păstrează oricâte dintre ele, de la niciuna la toate cinci, și schimbă o singură dată: cărțile nepăstrate sunt înlocuite din același pachet.',
  rulesPays:
    'Mâna finală plătește după tabelul de plăți: monedele câștigate înmulțite cu valoarea monedei. Cea mai mică mână câștigătoare este o pereche de valeți, dame, regi sau ași.',
  rulesRoyal:
    'La 5 monede, o chintă roială plătește {top} monede, adică {perCoin} pe monedă în loc de {regular}: pariul maxim aduce cea mai mare rată de returnare.',
  rulesBet:
    'Un pariu are între 1 și 5 monede de aceeași valoare ({values}). Miza este monede × valoarea monedei.',
  rtpHeading: 'Rata de returnare către jucător',
  rtpNote: 'Cu cea mai bună alegere la fiecare mână, după monedele pariate:',
};
