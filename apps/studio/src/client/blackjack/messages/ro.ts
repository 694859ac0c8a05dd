import type { BlackjackMessages } from './en.ts';

export const ro: BlackjackMessages = {
  dealer: 'Crupier',
  yourHand: 'Mâna ta',
  handNumber: 'Mâna {number} din {count}',
  handLine: '{hand}: {value}',
  playingNow: 'Joci acum',
  handStake: 'Pariu {amount}',
  doubled: 'Dublată',
  softTotal: '{total} soft',
  dealerShows: 'Crupierul arată {total}',
  dealerHas: 'Crupierul are {total}',
  emptyTable: 'Alege pariul și apasă Împarte.',
  dealing: 'Se împart cărțile…',
  resumed: 'Mâna ta continuă',

  actions: 'Mutarea ta',
  deal: 'Împarte',
  hit: 'Carte',
  stand: 'Stai',
  double: 'Dublează',
  split: 'Separă',
  insuranceYes: 'Asigurare',
  insuranceNo: 'Fără asigurare',
  actionWithCost: '{action}: costă încă {amount}',
  notEnoughForExtra: 'Soldul tău nu acoperă pariul suplimentar.',
  insuranceOffer:
    'Crupierul arată un as. Asigurarea costă {amount} și plătește {ratio} dacă crupierul are blackjack.',
  keysHelp: 'Taste: H carte · S stai · D dublează · P separă · Spațiu împarte',
  hint: 'Sfat',
  hintMove: 'Strategia de bază: {move}',

  resultBlackjack: 'Blackjack',
  resultWin: 'Câștig',
  resultPush: 'Egalitate',
  resultLose: 'Pierdere',
  resultBust: 'Peste 21',
  pays: 'plătește {amount}',
  insuranceWon: 'Asigurarea plătește {amount}',
  insuranceLost: 'Asigurare pierdută',
  totalWin: 'Câștig total: {amount}',
  noWin: 'Niciun câștig de data asta',

  rulesHeading: 'Cum se joacă blackjack',
  rulesGoal: 'Învinge crupierul cu un total mai apropiat de 21 decât al lui, fără să depășești 21.',
  rulesValues:
    'Cărțile de la 2 la 10 valorează cât numărul lor, valeții, damele și popii 10, asul 1 sau 11. O mână în care asul valorează 11 este soft.',
  rulesDecks: 'Sabotul are {decks} pachete de cărți, amestecate înaintea fiecărei runde.',
  rulesDealerStands: 'Crupierul trage cărți până la 16 și se oprește la orice 17, inclusiv la soft 17.',
  rulesDealerHitsSoft17: 'Crupierul trage cărți până la 16 și la soft 17, și se oprește la hard 17.',
  rulesPeek:
    'Când arată un as sau o carte de valoare 10, crupierul verifică dacă are blackjack înainte să joci; un blackjack al crupierului încheie runda imediat.',
  rulesBlackjack:
    'Un blackjack, adică un as și o carte de valoare 10 ca primele două cărți, plătește {ratio}.',
  rulesWins: 'Orice alt câștig plătește 1:1, iar la egalitate îți primești pariul înapoi.',
  rulesInsurance:
    'Când crupierul arată un as, poți lua asigurare pentru jumătate din pariu. Plătește {ratio} dacă crupierul are blackjack.',
  rulesDouble: 'Poți dubla cu orice primele două cărți: pariul se dublează și primești exact încă o carte.',
  rulesDoubleAfterSplit: 'Poți dubla și după o separare.',
  rulesSplit:
    'Separă două cărți de același rang în două mâini, până la {hands} mâini în total. Două cărți de valoare 10 cu ranguri diferite, cum ar fi un popă și o damă, nu formează o pereche.',
  rulesSplitAces: 'Așii separați primesc câte o singură carte și nu mai pot fi separați.',
  rulesSplit21: 'Un 21 obținut după o separare contează ca 21, nu ca blackjack.',
  rulesNoSurrender: 'Predarea (surrender) nu este disponibilă.',
  rulesUnfinished:
    'O mână lăsată neterminată este încheiată automat: fără asigurare, iar fiecare mână deschisă stă.',
  rulesRtp: 'Rata de returnare către jucător cu strategia de bază: {rtp}.',
  rulesHint: 'La masă, comutatorul Sfat arată mutarea din strategia de bază la fiecare decizie.',
};
