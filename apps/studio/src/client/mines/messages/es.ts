import type { MinesMessages } from './en.ts';

export const es: MinesMessages = {
  boardLabel: 'Tablero de minas',
  cellHidden: 'Fila {row}, columna {column}: oculta',
  cellGem: 'Fila {row}, columna {column}: gema',
  cellMine: 'Fila {row}, columna {column}: mina',
  cellMineHit: 'Fila {row}, columna {column}: mina, alcanzada',
  minesLabel: 'Minas',
  fewerMines: 'Menos minas',
  moreMines: 'Más minas',
  start: 'Empezar',
  cashOut: 'Cobrar {amount}',
  cashOutIdle: 'Cobrar',
  multiplierNow: 'Multiplicador {multiplier}',
  nextGem: 'Siguiente gema: {multiplier}',
  pickCell: 'Elige una casilla. Cada gema sube el multiplicador; una mina termina la ronda.',
  chooseAndStart: 'Elige tu apuesta y el número de minas y pulsa Empezar.',
  lost: '¡Una mina! La ronda está perdida.',
  cashedOut: 'Cobrado a {multiplier}: ganas {amount}',
  resumed: 'Tu tablero continúa',
  keysHelp: 'Las flechas mueven entre casillas; Intro o Espacio descubre una.',
  rulesHeading: 'Cómo se juega a Mines',
  rulesBoard:
    'El tablero tiene 25 casillas. Elige de 1 a 24 minas y tu apuesta, y descubre las casillas de una en una.',
  rulesCashOut:
    'Cada gema sube el multiplicador. Cobra cuando quieras para ganar tu apuesta por el multiplicador; una mina pierde la apuesta.',
  rulesFair:
    'Las minas se colocan antes de tu primera elección, con una mezcla del flujo demostrablemente justo, y se muestran al final de la ronda.',
  rulesUnfinished:
    'Un tablero que dejas una hora se cobra a su multiplicador; uno sin casillas descubiertas se anula y se devuelve la apuesta.',
  rulesRtp: 'Retorno al jugador: al menos {rtp}, elijas lo que elijas (ventaja de la casa {edge}).',
  tableHeading: 'Multiplicadores con {mines} minas',
  tableGems: 'Gemas',
  tableMultiplier: 'Multiplicador',
};
