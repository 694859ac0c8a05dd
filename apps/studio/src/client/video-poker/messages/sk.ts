import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in Slovak. */
export const sk: VideoPokerMessages = {
  handRoyalFlush: 'Kráľovská postupka',
  handStraightFlush: 'Farebná postupka',
  handFourOfAKind: 'Štvorica',
  handFullHouse: 'Full house',
  handFlush: 'Farba',
  handStraight: 'Postupka',
  handThreeOfAKind: 'Trojica',
  handTwoPair: 'Dva páry',
  handJacksOrBetter: 'Dolníci alebo lepšie',
  handNothing: 'Žiadna výherná kombinácia',

  payTable: 'Výherná tabuľka',
  payTableCaption: 'Mince vyhrané jednotlivými kombináciami pri stávke 1 až 5 mincí',
  handColumn: 'Kombinácia',
  coinsBetColumn: 'Vsadené mince: {coins}',
  yourBetColumn: 'vaša stávka',
  winningHand: 'výherná kombinácia',

  yourHand: 'Vaše karty',
  hold: 'Podržať',
  held: 'Podržaná',
  holdCard: 'Podržať kartu {position}: {card}',
  cardAt: 'Karta {position}: {card}',
  cardHeldAt: 'Karta {position}: {card}, podržaná',

  coins: 'Mince',
  betOne: 'Vsadiť jednu',
  maxBet: 'Max. stávka',
  coinValue: 'Hodnota mince',
  coinValueDown: 'Znížiť hodnotu mince',
  coinValueUp: 'Zvýšiť hodnotu mince',

  deal: 'Rozdať',
  draw: 'Vymeniť',
  dealing: 'Rozdáva sa…',
  drawing: 'Vymieňa sa…',
  chooseBet: 'Zvoľte mince a potom rozdajte.',
  dealt: 'Rozdané: {category}. Podržte karty, ktoré chcete, a potom vymeňte.',
  resultWin: '{category}: vyhrávate {amount}',
  resultNoWin: 'Tentoraz bez výhry',
  resumed: 'Vaša hra pokračuje.',
  keysHint: 'Klávesy 1–5 podržia kartu; medzerník rozdáva a vymieňa.',

  hintSwitch: 'Rada: najlepšie podržanie',
  hintWorking: 'Počíta sa najlepšie podržanie…',
  hintHold: 'Najlepšie je podržať: {cards}.',
  hintDrawAll: 'Najlepšie je nič nepodržať a vymeniť všetkých päť kariet.',
  hintExpected: 'Očakávaná výplata: {amount} ({percent} zo stávky).',
  hintMatches: 'Vaša voľba je najlepšia.',
  hintBadge: 'Rada',

  rulesHeading: 'Ako sa hrá Jacks or Better',
  rulesDeck: 'Každá hra sa rozdáva z jedného balíčka 52 kariet, ktorý sa pred každou hrou nanovo zamieša.',
  rulesHold:
    'Dostanete päť kariet. Podržte z nich ľubovoľný počet, od žiadnej po všetkých päť, a raz vymeňte: karty, ktoré ste nepodržali, sa nahradia kartami z toho istého balíčka.',
  rulesPays:
    'Konečná kombinácia vypláca podľa výhernej tabuľky: vyhrané mince krát hodnota mince. Najnižšia výherná kombinácia je pár dolníkov, dám, kráľov alebo es.',
  rulesRoyal:
    'Pri 5 minciach vypláca kráľovská postupka {top} mincí, teda {perCoin} za mincu namiesto {regular}: najvyššia stávka má najvyššiu návratnosť.',
  rulesBet: 'Stávka je 1 až 5 mincí jednej hodnoty ({values}). Výška stávky je mince × hodnota mince.',
  rtpHeading: 'Návratnosť hráčovi',
  rtpNote: 'Pri najlepšom podržaní v každej hre, podľa počtu vsadených mincí:',
};
