import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in French. */
export const fr: VideoPokerMessages = {
  handRoyalFlush: 'Quinte flush royale',
  handStraightFlush: 'Quinte flush',
  handFourOfAKind: 'Carré',
  handFullHouse: 'Full',
  handFlush: 'Couleur',
  handStraight: 'Quinte',
  handThreeOfAKind: 'Brelan',
  handTwoPair: 'Double paire',
  handJacksOrBetter: 'Valets ou mieux',
  handNothing: 'Aucune main gagnante',

  payTable: 'Table des gains',
  payTableCaption: 'Pièces gagnées par main pour une mise de 1 à 5 pièces',
  handColumn: 'Main',
  coinsBetColumn: 'Pièces misées : {coins}',
  yourBetColumn: 'votre mise',
  winningHand: 'main gagnante',

  yourHand: 'Votre main',
  hold: 'Garder',
  held: 'Gardée',
  holdCard: 'Garder la carte {position} : {card}',
  cardAt: 'Carte {position} : {card}',
  cardHeldAt: 'Carte {position} : {card}, gardée',

  coins: 'Pièces',
  betOne: 'Miser une',
  maxBet: 'Mise max',
  coinValue: 'Valeur de la pièce',
  coinValueDown: 'Baisser la valeur de la pièce',
  coinValueUp: 'Augmenter la valeur de la pièce',

  deal: 'Distribuer',
  draw: 'Tirer',
  dealing: 'Distribution…',
  drawing: 'Tirage…',
  chooseBet: 'Choisissez vos pièces, puis distribuez.',
  dealt: 'Donne : {category}. Gardez les cartes voulues, puis tirez.',
  resultWin: '{category} : vous gagnez {amount}',
  resultNoWin: 'Pas de gain cette fois',
  resumed: 'Votre main continue.',
  keysHint: 'Les touches 1 à 5 gardent une carte ; Espace distribue et tire.',

  hintSwitch: 'Conseil : meilleure garde',
  hintWorking: 'Calcul de la meilleure garde…',
  hintHold: 'Meilleure garde : {cards}.',
  hintDrawAll: 'Meilleure garde : aucune carte, tirez-en cinq nouvelles.',
  hintExpected: 'Retour attendu : {amount} ({percent} de la mise).',
  hintMatches: 'Votre choix est le meilleur.',
  hintBadge: 'Conseil',

  rulesHeading: 'Comment se joue Jacks or Better',
  rulesDeck: 'Chaque main est distribuée à partir d’un jeu de 52 cartes, mélangé à nouveau pour chaque main.',
  rulesHold:
    'Vous recevez cinq cartes. Gardez-en autant que vous voulez, d’aucune à toutes les cinq, et tirez une fois : les cartes non gardées sont remplacées par des cartes du même jeu.',
  rulesPays:
    'La main finale paie selon la table des gains : les pièces gagnées multipliées par la valeur de la pièce. La plus petite main gagnante est une paire de valets, de dames, de rois ou d’as.',
  rulesRoyal:
    'À 5 pièces, une quinte flush royale paie {top} pièces, soit {perCoin} par pièce au lieu de {regular} : la mise maximale offre le meilleur retour.',
  rulesBet:
    'Une mise compte de 1 à 5 pièces d’une même valeur ({values}). Son montant vaut pièces × valeur de la pièce.',
  rtpHeading: 'Taux de retour au joueur',
  rtpNote: 'Avec la meilleure garde à chaque main, selon les pièces misées :',
};
