import type { MinesMessages } from './en.ts';

export const pt: MinesMessages = {
  boardLabel: 'Tabuleiro de minas',
  cellHidden: 'Linha {row}, coluna {column}: oculta',
  cellGem: 'Linha {row}, coluna {column}: gema',
  cellMine: 'Linha {row}, coluna {column}: mina',
  cellMineHit: 'Linha {row}, coluna {column}: mina, atingida',
  minesLabel: 'Minas',
  fewerMines: 'Menos minas',
  moreMines: 'Mais minas',
  start: 'Começar',
  cashOut: 'Levantar {amount}',
  cashOutIdle: 'Levantar',
  multiplierNow: 'Multiplicador {multiplier}',
  nextGem: 'Próxima gema: {multiplier}',
  pickCell: 'Escolha uma casa. Cada gema aumenta o multiplicador; uma mina termina a ronda.',
  chooseAndStart: 'Escolha a sua aposta e o número de minas e prima Começar.',
  lost: 'Uma mina! A ronda está perdida.',
  cashedOut: 'Levantado a {multiplier}: ganha {amount}',
  resumed: 'O seu tabuleiro continua',
  keysHelp: 'As setas mudam de casa; Enter ou Espaço descobre uma.',
  rulesHeading: 'Como se joga Mines',
  rulesBoard:
    'O tabuleiro tem 25 casas. Escolha de 1 a 24 minas e a sua aposta e descubra as casas uma a uma.',
  rulesCashOut:
    'Cada gema aumenta o multiplicador. Levante quando quiser para ganhar a aposta vezes o multiplicador; uma mina perde a aposta.',
  rulesFair:
    'As minas são colocadas antes da sua primeira escolha, com uma baralhação do fluxo comprovadamente justo, e mostradas no fim da ronda.',
  rulesUnfinished:
    'Um tabuleiro deixado durante uma hora é levantado ao seu multiplicador; um sem casas descobertas é anulado e a aposta devolvida.',
  rulesRtp: 'Retorno ao jogador: pelo menos {rtp}, seja qual for a sua escolha (vantagem da casa {edge}).',
  tableHeading: 'Multiplicadores com {mines} minas',
  tableGems: 'Gemas',
  tableMultiplier: 'Multiplicador',
};
