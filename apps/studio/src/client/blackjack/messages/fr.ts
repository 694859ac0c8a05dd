import type { BlackjackMessages } from './en.ts';

export const fr: BlackjackMessages = {
  dealer: 'Croupier',
  yourHand: 'Votre main',
  handNumber: 'Main {number} sur {count}',
  handLine: '{hand} : {value}',
  playingNow: 'À vous de jouer',
  handStake: 'Mise {amount}',
  doubled: 'Doublée',
  softTotal: '{total} souple',
  dealerShows: 'Le croupier montre {total}',
  dealerHas: 'Le croupier a {total}',
  emptyTable: 'Choisissez votre mise et appuyez sur Distribuer.',
  dealing: 'Distribution…',
  resumed: 'Votre main continue',

  actions: 'Votre choix',
  deal: 'Distribuer',
  hit: 'Carte',
  stand: 'Rester',
  double: 'Doubler',
  split: 'Séparer',
  insuranceYes: 'Assurance',
  insuranceNo: 'Pas d’assurance',
  actionWithCost: '{action} : coûte {amount} de plus',
  notEnoughForExtra: 'Votre solde ne couvre pas la mise supplémentaire.',
  insuranceOffer:
    'Le croupier montre un as. L’assurance coûte {amount} et paie {ratio} si le croupier a un blackjack.',
  keysHelp: 'Touches : H carte · S rester · D doubler · P séparer · Espace distribuer',
  hint: 'Conseil',
  hintMove: 'Stratégie de base : {move}',

  resultBlackjack: 'Blackjack',
  resultWin: 'Gagné',
  resultPush: 'Égalité',
  resultLose: 'Perdu',
  resultBust: 'Dépassé',
  pays: 'paie {amount}',
  insuranceWon: 'L’assurance paie {amount}',
  insuranceLost: 'Assurance perdue',
  totalWin: 'Gain total : {amount}',
  noWin: 'Pas de gain cette fois',

  rulesHeading: 'Comment se joue le blackjack',
  rulesGoal: 'Battez le croupier avec un total plus proche de 21 que le sien, sans dépasser 21.',
  rulesValues:
    'Les cartes de 2 à 10 valent leur chiffre, les valets, dames et rois 10, un as 1 ou 11. Une main où l’as compte 11 est dite souple.',
  rulesDecks: 'Le sabot contient {decks} jeux de cartes, mélangés avant chaque partie.',
  rulesDealerStands: 'Le croupier tire jusqu’à 16 et reste sur tous les 17, 17 souple compris.',
  rulesDealerHitsSoft17: 'Le croupier tire jusqu’à 16 et sur 17 souple, et reste sur 17 dur.',
  rulesPeek:
    'S’il montre un as ou une carte de valeur 10, le croupier vérifie s’il a un blackjack avant que vous jouiez ; un blackjack du croupier termine aussitôt la partie.',
  rulesBlackjack:
    'Un blackjack, soit un as et une carte de valeur 10 comme deux premières cartes, paie {ratio}.',
  rulesWins: 'Tout autre gain paie 1:1, et une égalité vous rend votre mise.',
  rulesInsurance:
    'Quand le croupier montre un as, vous pouvez prendre une assurance pour la moitié de votre mise. Elle paie {ratio} si le croupier a un blackjack.',
  rulesDouble:
    'Doublez sur vos deux premières cartes, quelles qu’elles soient : votre mise double et vous recevez une seule carte de plus.',
  rulesDoubleAfterSplit: 'Vous pouvez aussi doubler après une séparation.',
  rulesSplit:
    'Séparez deux cartes de même rang en deux mains, jusqu’à {hands} mains en tout. Deux cartes de valeur 10 de rangs différents, comme un roi et une dame, ne forment pas une paire.',
  rulesSplitAces: 'Les as séparés reçoivent une seule carte chacun et ne peuvent pas être séparés à nouveau.',
  rulesSplit21: 'Un 21 obtenu après une séparation compte comme 21, pas comme un blackjack.',
  rulesNoSurrender: 'L’abandon n’est pas proposé.',
  rulesUnfinished:
    'Une main laissée inachevée est terminée automatiquement : assurance refusée et chaque main ouverte reste.',
  rulesRtp: 'Taux de retour au joueur avec la stratégie de base : {rtp}.',
  rulesHint: 'À la table, l’interrupteur Conseil indique le coup de la stratégie de base à chaque décision.',
};
