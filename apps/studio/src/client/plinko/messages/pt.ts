import type { PlinkoMessages } from './en.ts';

export const pt: PlinkoMessages = {
  falling: 'A bola está a cair…',
  chooseAndDrop: 'Escolha a aposta, as linhas e o risco e prima Largar.',
  landedWin: 'Caiu em {multiplier}: ganha {amount}',
  landedNothing: 'Caiu em {multiplier}: sem prémio',
  recentTitle: 'Últimas bolas',
  noDrops: 'Ainda sem bolas',
  rowsLabel: 'Linhas',
  riskLabel: 'Risco',
  riskLow: 'Baixo',
  riskMedium: 'Médio',
  riskHigh: 'Alto',
  drop: 'Largar',
  rulesHeading: 'Como se joga plinko',
  rulesPlay:
    'A bola cai por {min} a {max} linhas de pinos, ressaltando para a esquerda ou para a direita em cada um, e paga a sua aposta vezes o multiplicador da casa onde cai. Mais risco leva o valor para as extremidades.',
  rulesFair:
    'Cada ressalto é tirado do fluxo comprovadamente justo, um por linha, para que o percurso possa ser verificado depois da ronda.',
  rulesRtp: 'Retorno ao jogador: pelo menos {rtp} em cada tabuleiro (vantagem da casa {edge}).',
  tableHeading: 'Casas com {rows} linhas, risco {risk}',
  tableBin: 'Casa',
  tableMultiplier: 'Multiplicador',
};
