import type { MinesMessages } from './en.ts';

export const fr: MinesMessages = {
  boardLabel: 'Plateau de mines',
  cellHidden: 'Ligne {row}, colonne {column} : cachée',
  cellGem: 'Ligne {row}, colonne {column} : gemme',
  cellMine: 'Ligne {row}, colonne {column} : mine',
  cellMineHit: 'Ligne {row}, colonne {column} : mine touchée',
  minesLabel: 'Mines',
  fewerMines: 'Moins de mines',
  moreMines: 'Plus de mines',
  start: 'Commencer',
  cashOut: 'Encaisser {amount}',
  cashOutIdle: 'Encaisser',
  multiplierNow: 'Multiplicateur {multiplier}',
  nextGem: 'Gemme suivante : {multiplier}',
  pickCell: 'Choisissez une case. Chaque gemme augmente le multiplicateur ; une mine met fin à la partie.',
  chooseAndStart: 'Choisissez votre mise et le nombre de mines, puis appuyez sur Commencer.',
  lost: 'Une mine ! La partie est perdue.',
  cashedOut: 'Encaissé à {multiplier} : vous gagnez {amount}',
  resumed: 'Votre plateau continue',
  keysHelp: 'Les flèches passent d’une case à l’autre ; Entrée ou Espace en découvre une.',
  rulesHeading: 'Comment jouer à Mines',
  rulesBoard:
    'Le plateau compte 25 cases. Choisissez de 1 à 24 mines et votre mise, puis découvrez les cases une à une.',
  rulesCashOut:
    'Chaque gemme augmente le multiplicateur. Encaissez quand vous voulez pour gagner votre mise multipliée ; une mine fait perdre la mise.',
  rulesFair:
    'Les mines sont placées avant votre premier choix, par un mélange du flux équitable vérifiable, et révélées à la fin de la partie.',
  rulesUnfinished:
    'Un plateau laissé une heure est encaissé à son multiplicateur ; s’il n’a aucune case découverte, il est annulé et la mise rendue.',
  rulesRtp: 'Taux de retour : au moins {rtp}, quels que soient vos choix (avantage de la maison {edge}).',
  tableHeading: 'Multiplicateurs avec {mines} mines',
  tableGems: 'Gemmes',
  tableMultiplier: 'Multiplicateur',
};
