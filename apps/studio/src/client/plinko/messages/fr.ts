import type { PlinkoMessages } from './en.ts';

export const fr: PlinkoMessages = {
  falling: 'La bille tombe…',
  chooseAndDrop: 'Choisissez votre mise, les rangées et le risque, puis appuyez sur Lâcher.',
  landedWin: 'Tombée sur {multiplier} : vous gagnez {amount}',
  landedNothing: 'Tombée sur {multiplier} : aucun gain',
  recentTitle: 'Derniers lâchers',
  noDrops: 'Aucun lâcher pour l’instant',
  rowsLabel: 'Rangées',
  riskLabel: 'Risque',
  riskLow: 'Faible',
  riskMedium: 'Moyen',
  riskHigh: 'Élevé',
  drop: 'Lâcher',
  rulesHeading: 'Comment jouer au plinko',
  rulesPlay:
    'La bille traverse de {min} à {max} rangées de picots, rebondit à gauche ou à droite sur chacun et paie votre mise multipliée par le multiplicateur de la case où elle tombe. Un risque plus élevé déplace la valeur vers les bords.',
  rulesFair:
    'Chaque rebond est tiré du flux équitable vérifiable, un par rangée, pour que le trajet puisse être vérifié après la partie.',
  rulesRtp: 'Taux de retour : au moins {rtp} sur chaque plateau (avantage de la maison {edge}).',
  tableHeading: 'Cases avec {rows} rangées, risque {risk}',
  tableBin: 'Case',
  tableMultiplier: 'Multiplicateur',
};
