import type { MinesMessages } from './en.ts';

export const ro: MinesMessages = {
  boardLabel: 'Tabla cu mine',
  cellHidden: 'Rândul {row}, coloana {column}: ascunsă',
  cellGem: 'Rândul {row}, coloana {column}: gemă',
  cellMine: 'Rândul {row}, coloana {column}: mină',
  cellMineHit: 'Rândul {row}, coloana {column}: mină, lovită',
  minesLabel: 'Mine',
  fewerMines: 'Mai puține mine',
  moreMines: 'Mai multe mine',
  start: 'Începe',
  cashOut: 'Încasează {amount}',
  cashOutIdle: 'Încasează',
  multiplierNow: 'Multiplicator {multiplier}',
  nextGem: 'Următoarea gemă: {multiplier}',
  pickCell: 'Alege o căsuță. Fiecare gemă crește multiplicatorul; o mină încheie runda.',
  chooseAndStart: 'Alege miza și numărul de mine, apoi apasă Începe.',
  lost: 'O mină! Runda este pierdută.',
  cashedOut: 'Încasat la {multiplier}: câștigi {amount}',
  resumed: 'Tabla ta continuă',
  keysHelp: 'Săgețile mută între căsuțe; Enter sau Spațiu dezvăluie una.',
  rulesHeading: 'Cum se joacă Mines',
  rulesBoard: 'Tabla are 25 de căsuțe. Alege între 1 și 24 de mine și miza, apoi dezvăluie căsuțele pe rând.',
  rulesCashOut:
    'Fiecare gemă crește multiplicatorul. Încasează oricând vrei ca să câștigi miza înmulțită; o mină pierde miza.',
  rulesFair:
    'Minele sunt așezate înaintea primei alegeri, printr-o amestecare a fluxului demonstrabil corect, și arătate la sfârșitul rundei.',
  rulesUnfinished:
    'O tablă lăsată o oră este încasată la multiplicatorul ei; una fără căsuțe dezvăluite este anulată și miza returnată.',
  rulesRtp: 'Rată de plată: cel puțin {rtp}, orice ai alege (avantajul casei {edge}).',
  tableHeading: 'Multiplicatori cu {mines} mine',
  tableGems: 'Geme',
  tableMultiplier: 'Multiplicator',
};
