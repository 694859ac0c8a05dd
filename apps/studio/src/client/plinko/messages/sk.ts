import type { PlinkoMessages } from './en.ts';

export const sk: PlinkoMessages = {
  falling: 'Guľôčka padá…',
  chooseAndDrop: 'Zvoľte stávku, počet radov a riziko a stlačte Pustiť.',
  landedWin: 'Dopadla na {multiplier}: vyhrávate {amount}',
  landedNothing: 'Dopadla na {multiplier}: bez výhry',
  recentTitle: 'Posledné pády',
  noDrops: 'Zatiaľ žiadne pády',
  rowsLabel: 'Rady',
  riskLabel: 'Riziko',
  riskLow: 'Nízke',
  riskMedium: 'Stredné',
  riskHigh: 'Vysoké',
  drop: 'Pustiť',
  rulesHeading: 'Ako sa hrá plinko',
  rulesPlay:
    'Guľôčka padá cez {min} až {max} radov kolíkov, na každom odskočí doľava alebo doprava a vyplatí stávku krát násobiteľ priehradky, do ktorej dopadne. Vyššie riziko presúva hodnotu k okrajom.',
  rulesFair:
    'Každý odskok sa žrebuje z preukázateľne férového prúdu, jeden na rad, takže dráhu možno po kole overiť.',
  rulesRtp: 'Návratnosť: aspoň {rtp} na každej doske (výhoda kasína {edge}).',
  tableHeading: 'Priehradky pri {rows} radoch, riziko {risk}',
  tableBin: 'Priehradka',
  tableMultiplier: 'Násobiteľ',
};
