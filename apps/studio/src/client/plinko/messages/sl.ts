import type { PlinkoMessages } from './en.ts';

export const sl: PlinkoMessages = {
  falling: 'Kroglica pada …',
  chooseAndDrop: 'Izberite stavo, število vrstic in tveganje ter pritisnite Spusti.',
  landedWin: 'Pristala pri {multiplier}: dobite {amount}',
  landedNothing: 'Pristala pri {multiplier}: brez dobitka',
  recentTitle: 'Zadnji spusti',
  noDrops: 'Še ni spustov',
  rowsLabel: 'Vrstice',
  riskLabel: 'Tveganje',
  riskLow: 'Nizko',
  riskMedium: 'Srednje',
  riskHigh: 'Visoko',
  drop: 'Spusti',
  rulesHeading: 'Kako se igra plinko',
  rulesPlay:
    'Kroglica pada skozi {min} do {max} vrstic zatičev, pri vsakem odskoči levo ali desno in izplača stavo, pomnoženo z množiteljem predalčka, v katerega pade. Večje tveganje premakne vrednost proti robovom.',
  rulesFair:
    'Vsak odboj se izžreba iz dokazljivo poštenega toka, eden na vrstico, zato je pot mogoče preveriti po igri.',
  rulesRtp: 'Vračilo igralcu: najmanj {rtp} na vsaki plošči (prednost igralnice {edge}).',
  tableHeading: 'Predalčki pri {rows} vrsticah, tveganje {risk}',
  tableBin: 'Predalček',
  tableMultiplier: 'Množitelj',
};
