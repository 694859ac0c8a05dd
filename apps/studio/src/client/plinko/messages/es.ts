import type { PlinkoMessages } from './en.ts';

export const es: PlinkoMessages = {
  falling: 'La bola está cayendo…',
  chooseAndDrop: 'Elige tu apuesta, las filas y el riesgo y pulsa Soltar.',
  landedWin: 'Ha caído en {multiplier}: ganas {amount}',
  landedNothing: 'Ha caído en {multiplier}: sin premio',
  recentTitle: 'Últimas caídas',
  noDrops: 'Aún no hay caídas',
  rowsLabel: 'Filas',
  riskLabel: 'Riesgo',
  riskLow: 'Bajo',
  riskMedium: 'Medio',
  riskHigh: 'Alto',
  drop: 'Soltar',
  rulesHeading: 'Cómo se juega al plinko',
  rulesPlay:
    'La bola cae por {min} a {max} filas de clavos, rebotando a la izquierda o a la derecha en cada uno, y paga tu apuesta por el multiplicador de la casilla donde cae. Más riesgo lleva el valor hacia los bordes.',
  rulesFair:
    'Cada rebote sale del flujo demostrablemente justo, uno por fila, así que el recorrido se puede comprobar después de la ronda.',
  rulesRtp: 'Retorno al jugador: al menos {rtp} en cada tablero (ventaja de la casa {edge}).',
  tableHeading: 'Casillas con {rows} filas, riesgo {risk}',
  tableBin: 'Casilla',
  tableMultiplier: 'Multiplicador',
};
