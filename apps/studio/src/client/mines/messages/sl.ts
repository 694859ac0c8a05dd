import type { MinesMessages } from './en.ts';

export const sl: MinesMessages = {
  boardLabel: 'Plošča z minami',
  cellHidden: 'Vrstica {row}, stolpec {column}: skrito',
  cellGem: 'Vrstica {row}, stolpec {column}: dragulj',
  cellMine: 'Vrstica {row}, stolpec {column}: mina',
  cellMineHit: 'Vrstica {row}, stolpec {column}: mina, zadeta',
  minesLabel: 'Mine',
  fewerMines: 'Manj min',
  moreMines: 'Več min',
  start: 'Začni',
  cashOut: 'Izplačaj {amount}',
  cashOutIdle: 'Izplačaj',
  multiplierNow: 'Množitelj {multiplier}',
  nextGem: 'Naslednji dragulj: {multiplier}',
  pickCell: 'Izberite polje. Vsak dragulj poveča množitelj; mina konča igro.',
  chooseAndStart: 'Izberite stavo in število min ter pritisnite Začni.',
  lost: 'Mina! Igra je izgubljena.',
  cashedOut: 'Izplačano pri {multiplier}: dobite {amount}',
  resumed: 'Vaša plošča se nadaljuje',
  keysHelp: 'Puščice premikajo med polji; Enter ali preslednica razkrije eno.',
  rulesHeading: 'Kako se igra Mines',
  rulesBoard: 'Plošča ima 25 polj. Izberite od 1 do 24 min in stavo, nato razkrivajte polja eno za drugim.',
  rulesCashOut:
    'Vsak dragulj poveča množitelj. Izplačajte kadar koli in dobite stavo, pomnoženo z množiteljem; mina pomeni izgubo stave.',
  rulesFair:
    'Mine so postavljene pred vašo prvo izbiro z enim mešanjem dokazljivo poštenega toka in prikazane ob koncu igre.',
  rulesUnfinished:
    'Plošča, ki jo pustite eno uro, se izplača po svojem množitelju; plošča brez razkritega polja se razveljavi in stava vrne.',
  rulesRtp: 'Vračilo igralcu: najmanj {rtp}, kar koli izberete (prednost igralnice {edge}).',
  tableHeading: 'Množitelji pri {mines} minah',
  tableGems: 'Dragulji',
  tableMultiplier: 'Množitelj',
};
