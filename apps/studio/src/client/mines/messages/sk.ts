import type { MinesMessages } from './en.ts';

export const sk: MinesMessages = {
  boardLabel: 'Hracia plocha s mínami',
  cellHidden: 'Riadok {row}, stĺpec {column}: skryté',
  cellGem: 'Riadok {row}, stĺpec {column}: drahokam',
  cellMine: 'Riadok {row}, stĺpec {column}: mína',
  cellMineHit: 'Riadok {row}, stĺpec {column}: mína, zasiahnutá',
  minesLabel: 'Míny',
  fewerMines: 'Menej mín',
  moreMines: 'Viac mín',
  start: 'Začať',
  cashOut: 'Vybrať {amount}',
  cashOutIdle: 'Vybrať',
  multiplierNow: 'Násobiteľ {multiplier}',
  nextGem: 'Ďalší drahokam: {multiplier}',
  pickCell: 'Vyberte políčko. Každý drahokam zvýši násobiteľ; mína kolo ukončí.',
  chooseAndStart: 'Zvoľte stávku a počet mín a stlačte Začať.',
  lost: 'Mína! Kolo je prehraté.',
  cashedOut: 'Vybraté pri {multiplier}: vyhrávate {amount}',
  resumed: 'Vaša hracia plocha pokračuje',
  keysHelp: 'Šípky presúvajú medzi políčkami; Enter alebo medzerník jedno odkryje.',
  rulesHeading: 'Ako sa hrá Mines',
  rulesBoard:
    'Hracia plocha má 25 políčok. Zvoľte 1 až 24 mín a stávku a odkrývajte políčka jedno po druhom.',
  rulesCashOut:
    'Každý drahokam zvýši násobiteľ. Vyberte si kedykoľvek a vyhráte stávku krát násobiteľ; mína znamená stratu stávky.',
  rulesFair:
    'Míny sa rozmiestnia pred vaším prvým výberom jedným zamiešaním preukázateľne férového prúdu a ukážu sa na konci kola.',
  rulesUnfinished:
    'Plocha, ktorú necháte hodinu, sa vyberie pri svojom násobiteľi; plocha bez odkrytého políčka sa zruší a stávka sa vráti.',
  rulesRtp: 'Návratnosť: aspoň {rtp}, nech zvolíte čokoľvek (výhoda kasína {edge}).',
  tableHeading: 'Násobitele pri {mines} mínach',
  tableGems: 'Drahokamy',
  tableMultiplier: 'Násobiteľ',
};
