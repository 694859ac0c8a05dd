import type { PlinkoMessages } from './en.ts';

export const ro: PlinkoMessages = {
  falling: 'Bila cade…',
  chooseAndDrop: 'Alege miza, rândurile și riscul, apoi apasă Lansează.',
  landedWin: 'A căzut în {multiplier}: câștigi {amount}',
  landedNothing: 'A căzut în {multiplier}: niciun câștig',
  recentTitle: 'Ultimele lansări',
  noDrops: 'Nicio lansare încă',
  rowsLabel: 'Rânduri',
  riskLabel: 'Risc',
  riskLow: 'Mic',
  riskMedium: 'Mediu',
  riskHigh: 'Mare',
  drop: 'Lansează',
  rulesHeading: 'Cum se joacă plinko',
  rulesPlay:
    'Bila cade prin {min} până la {max} rânduri de cuie, sărind la stânga sau la dreapta la fiecare, și plătește miza înmulțită cu multiplicatorul căsuței în care ajunge. Un risc mai mare mută valoarea spre margini.',
  rulesFair:
    'Fiecare săritură este trasă din fluxul demonstrabil corect, câte una pe rând, așa că traseul poate fi verificat după rundă.',
  rulesRtp: 'Rată de plată: cel puțin {rtp} pe fiecare tablă (avantajul casei {edge}).',
  tableHeading: 'Căsuțe cu {rows} rânduri, risc {risk}',
  tableBin: 'Căsuță',
  tableMultiplier: 'Multiplicator',
};
