import type { BlackjackMessages } from './en.ts';

export const sl: BlackjackMessages = {
  dealer: 'Delivec',
  yourHand: 'Vaša roka',
  handNumber: 'Roka {number} od {count}',
  handLine: '{hand}: {value}',
  playingNow: 'Na vrsti',
  handStake: 'Stava {amount}',
  doubled: 'Podvojeno',
  softTotal: 'Mehka {total}',
  dealerShows: 'Delivec kaže {total}',
  dealerHas: 'Delivec ima {total}',
  emptyTable: 'Izberite stavo in pritisnite Deli.',
  dealing: 'Deljenje kart…',
  resumed: 'Vaša roka se nadaljuje',

  actions: 'Vaša poteza',
  deal: 'Deli',
  hit: 'Karta',
  stand: 'Ostani',
  double: 'Podvoji',
  split: 'Razdeli',
  insuranceYes: 'Zavarovanje',
  insuranceNo: 'Brez zavarovanja',
  actionWithCost: '{action}: stane še {amount}',
  notEnoughForExtra: 'Vaše stanje ne krije dodatne stave.',
  insuranceOffer:
    'Delivec kaže asa. Zavarovanje stane {amount} in izplača {ratio}, če ima delivec blackjack.',
  keysHelp: 'Tipke: H karta · S ostani · D podvoji · P razdeli · preslednica deli',
  hint: 'Namig',
  hintMove: 'Osnovna strategija: {move}',

  resultBlackjack: 'Blackjack',
  resultWin: 'Dobitek',
  resultPush: 'Neodločeno',
  resultLose: 'Poraz',
  resultBust: 'Čez 21',
  pays: 'izplača {amount}',
  insuranceWon: 'Zavarovanje izplača {amount}',
  insuranceLost: 'Zavarovanje izgubljeno',
  totalWin: 'Skupni dobitek: {amount}',
  noWin: 'Tokrat brez dobitka',

  rulesHeading: 'Kako se igra blackjack',
  rulesGoal: 'Premagajte delivca z vsoto, ki je bližje 21 kot njegova, ne da bi presegli 21.',
  rulesValues:
    'Karte od 2 do 10 štejejo svojo številko, fantje, dame in kralji 10, as 1 ali 11. Roka, v kateri as šteje 11, je mehka.',
  rulesDecks: 'V igri je {decks} kompletov kart, ki se premešajo pred vsakim krogom.',
  rulesDealerStands: 'Delivec vleče do 16 in obstane pri vsaki 17, tudi pri mehki 17.',
  rulesDealerHitsSoft17: 'Delivec vleče do 16 in pri mehki 17 ter obstane pri trdi 17.',
  rulesPeek:
    'Ko kaže asa ali karto z vrednostjo 10, delivec pred vašo potezo preveri, ali ima blackjack; delivčev blackjack krog takoj konča.',
  rulesBlackjack: 'Blackjack, torej as in karta z vrednostjo 10 kot prvi dve karti, izplača {ratio}.',
  rulesWins: 'Vsak drug dobitek izplača 1:1, pri neodločenem izidu pa dobite stavo nazaj.',
  rulesInsurance:
    'Ko delivec kaže asa, se lahko zavarujete za polovico stave. Zavarovanje izplača {ratio}, če ima delivec blackjack.',
  rulesDouble:
    'Podvojite lahko pri katerih koli prvih dveh kartah: stava se podvoji in dobite natanko še eno karto.',
  rulesDoubleAfterSplit: 'Podvojite lahko tudi po razdelitvi.',
  rulesSplit:
    'Dve karti enakega ranga lahko razdelite v dve roki, skupaj do {hands} rok. Dve karti z vrednostjo 10 različnega ranga, na primer kralj in dama, nista par.',
  rulesSplitAces: 'Razdeljena asa dobita vsak po eno karto in ju ni mogoče znova razdeliti.',
  rulesSplit21: '21 po razdelitvi šteje kot 21, ne kot blackjack.',
  rulesNoSurrender: 'Predaja (surrender) ni na voljo.',
  rulesUnfinished:
    'Nedokončana roka se dokonča samodejno: brez zavarovanja in z obstankom na vsaki odprti roki.',
  rulesRtp: 'Povračilo igralcu z osnovno strategijo: {rtp}.',
  rulesHint: 'Pri mizi stikalo Namig pokaže potezo osnovne strategije pri vsaki odločitvi.',
};
