import type { FairnessMessages } from './en.ts';

/** Romanian, informal ("tu"). */
export const ro: FairnessMessages = {
  close: 'Închide',
  retry: 'Încearcă din nou',
  loading: 'Se încarcă…',
  working: 'Te rugăm să aștepți…',

  errorSessionNotFound: 'Sesiunea ta de joc s-a încheiat. Deschide din nou jocul ca să continui.',
  errorRoundNotFound: 'Nu există nicio rundă cu acest ID. Verifică ID-ul și încearcă din nou.',
  errorFeatureInProgress: 'Termină mai întâi rotirile gratuite, apoi schimbă-ți seed-urile.',
  errorInvalidRequest: 'Cererea nu a fost acceptată. Verifică ce ai introdus și încearcă din nou.',
  errorNetwork: 'Serverul de joc nu poate fi contactat. Verifică-ți conexiunea și încearcă din nou.',
  errorUnexpected: 'Ceva nu a mers bine ({code}). Te rugăm să încerci din nou.',

  historyTitle: 'Istoric de joc',
  historyIntro: 'Ultimele tale 10 runde în acest joc, cele mai noi primele.',
  historyEmpty: 'Nu ai jucat încă acest joc. Rundele tale vor apărea aici după ce joci.',
  historyBackToGame: 'Înapoi la joc',
  roundKindSpin: 'Rotire',
  roundKindBonusBuy: 'Cumpărare bonus',
  roundKindDice: 'Zaruri',
  stake: 'Miză',
  win: 'Câștig',
  status: 'Stare',
  statusBetting: 'Miza se confirmă',
  statusFeature: 'Rotiri gratuite în desfășurare',
  statusPaying: 'Câștigul se plătește',
  statusClosed: 'Finalizată',
  statusVoid: 'Anulată',
  statusRolledBack: 'Miză returnată',
  roundId: 'ID-ul rundei',
  balanceBefore: 'Sold înainte',
  balanceAfter: 'Sold după',
  balancePending: 'În așteptare',
  verify: 'Verifică',
  backToHistory: 'Înapoi la istoric',

  outcomeTitle: 'Rezultat',
  windowCaption:
    'Simbolurile de pe fiecare rolă, rândul de sus primul; simbolurile câștigătoare sunt marcate',
  reel: 'Rola {n}',
  winningMark: '(câștigător)',
  winsTitle: 'Câștiguri',
  noWins: 'Niciun câștig la această rotire.',
  winPays: 'Linie sau combinații',
  winSymbol: 'Simbol',
  winCount: 'Număr',
  winAmount: 'Sumă',
  winLine: 'Linia {n}',
  winWays: '{n} combinații',
  scatter: 'Simbol scatter',
  freeSpinsAwarded: 'Rotiri gratuite primite',
  dropPrize: 'Premiu Drop',
  multiplier: 'Multiplicator',
  bonusBuyPrice: 'Prețul bonusului cumpărat',
  featureProgress: 'Rotiri gratuite: {played} din {awarded} jucate, {total} câștigat',
  diceBet: 'Pariu',
  diceOver: 'Peste {target}',
  diceUnder: 'Sub {target}',
  diceRoll: 'Aruncare',
  diceResult: 'Deznodământ',
  diceWon: 'Câștigat',
  diceLost: 'Pierdut',
  dicePayout: 'Plată',

  stepsTitle: 'Rotiri gratuite jucate',
  stepTitle: 'Rotirea gratuită {n}',
  spinsAdded: 'Rotiri gratuite adăugate',
  runningTotal: 'Totalul rotirilor gratuite până acum',

  seedsTitle: 'Seed-uri',
  serverSeedHash: 'Hash-ul seed-ului de server',
  clientSeed: 'Seed-ul clientului',
  nonce: 'Nonce (contorul rundelor)',
  serverSeed: 'Seed-ul de server',
  serverSeedHidden: 'Dezvăluit după ce îți schimbi seed-ul',

  verifyTitle: 'Verifică runda',
  verifyIntro:
    'Browserul tău recalculează această rundă din seed-urile ei și compară rezultatul cu cel salvat de server.',
  verifyUnrevealed:
    'Seed-ul de server al acestei runde este încă folosit, așa că rămâne secret. Este dezvăluit când îți schimbi seed-ul; atunci poți verifica runda.',
  verifyUnrevealedWhere:
    'Deschide „Corectitudine” din meniul jocului, schimbă-ți seed-ul, apoi verifică din nou această rundă.',
  verifyGoRotate: 'Mergi la schimbarea seed-ului',
  verifyMatch: 'Verificat: rezultatul se potrivește',
  verifyMismatch: 'Nepotrivire: rezultatul recalculat diferă de cel salvat',
  verifyHashMismatch:
    'Nepotrivire: seed-ul de server dezvăluit nu corespunde hash-ului afișat înainte de joc',
  verifyNoDefinition:
    'Acest joc nu mai este oferit, așa că regulile lui nu mai sunt disponibile pentru a reface runda.',
  verifyReplayFailed: 'Runda nu a putut fi refăcută ({reason}).',
  verifyInputsTitle: 'Ce s-a verificat',
  computedHash: 'SHA-256 al seed-ului de server',
  hashMatches: 'Corespunde hash-ului seed-ului de server',
  hashDiffers: 'Nu corespunde hash-ului seed-ului de server',
  bet: 'Pariu de bază',
  differencesTitle: 'Ce diferă',
  differenceField: 'Câmp',
  storedValue: 'Salvat',
  recomputedValue: 'Recalculat',
  moreDifferences: 'și încă {n}',
  recomputedTitle: 'Rezultatul recalculat',
  totalWin: 'Câștig total',
  showSteps: 'Rotiri gratuite recalculate ({n})',

  verifyFormTitle: 'Verifică o rundă',
  roundIdHint: 'Găsești ID-ul rundei în istoricul tău de joc.',
  roundIdRequired: 'Introdu un ID de rundă.',

  fairnessTitle: 'Corectitudine',
  howTitle: 'Cum funcționează',
  howCommit:
    'Înainte să joci, vezi hash-ul SHA-256 al seed-ului nostru secret de server. Astfel ne angajăm la acel seed: nu-l mai putem schimba ulterior.',
  howStream:
    'Fiecare rezultat este citit din octeți HMAC-SHA256, cu seed-ul de server drept cheie, peste „seed client:nonce:bloc”, așa că și seed-ul tău influențează fiecare rezultat.',
  howNonce:
    'Fiecare rundă folosește următorul nonce (0, 1, 2…), deci nicio rundă nu împarte hazardul cu alta.',
  howRotate:
    'Când îți schimbi seed-ul, dezvăluim vechiul seed de server. Îl poți compara cu hash-ul lui și poți recalcula fiecare rundă jucată cu el.',
  currentSeedsTitle: 'Seed-urile tale actuale',
  nextNonce: 'Următorul nonce',
  clientSeedFormTitle: 'Schimbă-ți seed-ul de client',
  newClientSeed: 'Seed nou de client',
  clientSeedHint: 'Între 1 și 64 de caractere. Schimbarea lui schimbă și seed-ul de server.',
  clientSeedEmpty: 'Introdu un seed de client.',
  clientSeedTooLong: 'Folosește cel mult 64 de caractere.',
  clientSeedNotPrintable: 'Folosește doar caractere afișabile (fără rânduri noi sau caractere de control).',
  saveClientSeed: 'Salvează seed-ul de client',
  rotateTitle: 'Schimbă-ți seed-ul de server',
  rotateIntro:
    'Dezvăluie seed-ul de server actual și ne angajează la unul nou. Nonce-ul pornește din nou de la 0.',
  rotateButton: 'Schimbă seed-ul',
  revealedTitle: 'Seed-ul de server anterior, dezvăluit',
  revealedRounds: 'Runde jucate cu el',
  revealedHashMatches: 'SHA-256 al seed-ului dezvăluit corespunde acestui hash',
  revealedHashDiffers: 'SHA-256 al seed-ului dezvăluit nu corespunde acestui hash',
  seedsChanged: 'Seed-urile tale s-au schimbat. Seed-ul de server anterior este dezvăluit mai jos.',

  pageTitle: 'Jocuri corecte, verificabile',
  pageIntro:
    'Fiecare rezultat al jocurilor noastre provine dintr-un flux aleatoriu pe care îl poți recalcula singur după rundă. Ne angajăm la seed-ul nostru secret înainte să joci, tu adaugi propriul seed, iar un contor de runde face fiecare rundă diferită.',
  pageInputsTitle: 'Cele trei date de intrare',
  pageInputServer:
    'Seed-ul de server: 64 de caractere hexazecimale dintr-o sursă aleatorie criptografică. Rămâne secret până când îl schimbi; până atunci vezi doar hash-ul lui SHA-256.',
  pageInputClient: 'Seed-ul de client: orice text alegi. Îl poți schimba oricând.',
  pageInputNonce: 'Nonce: 0 pentru prima rundă pe un seed de server, apoi 1, 2 și așa mai departe.',
  pageStreamTitle: 'Fluxul aleatoriu',
  pageStreamText:
    'Fluxul este format din blocuri de 32 de octeți. Blocul 0, 1, 2… este HMAC-SHA256 al textului de mai jos, cu seed-ul de server drept cheie. Rezultatele citesc octeții strict în ordine, fără să sară peste vreunul sau să-l refolosească.',
  pageBytesTitle: 'De la octeți la rezultate',
  pageBytesInt:
    'Un număr întreg de la 0 la n − 1: citește exact câți octeți trebuie ca să încapă n − 1 și păstrează atâția biți de jos câți are n − 1. Dacă valoarea este n sau mai mare, renunță la ea și citește din nou. Această eșantionare prin respingere face ca fiecare valoare să fie exact la fel de probabilă.',
  pageBytesFloat:
    'Un număr între 0 și 1: citește 7 octeți, păstrează cei mai de sus 52 de biți și împarte la 2 la puterea 52.',
  pageBytesWeighted:
    'O alegere ponderată: extrage un număr întreg mai mic decât suma ponderilor și ia prima variantă al cărei total cumulat îl depășește.',
  pageGamesTitle: 'Cum extrage fiecare joc',
  pageGameSlots:
    'Sloturi: oprirea fiecărei role este un număr întreg mai mic decât lungimea benzii ei, începând cu rola din stânga (jocurile Megaways extrag mai întâi înălțimea fiecărei role). Rotirile gratuite continuă pe același flux ca rotirea care le-a declanșat.',
  pageGameDice:
    'Zaruri: aruncarea este un număr întreg mai mic decât 10.000, împărțit la 100, deci de la 0,00 la 99,99. „Sub” câștigă când aruncarea este sub țintă, „Peste” când este deasupra ei.',
  pageRotationTitle: 'Angajament și schimbare',
  pageRotationText:
    'Fiecare rundă păstrează hash-ul seed-ului, seed-ul de client și nonce-ul folosite. Când îți schimbi seed-ul sau seed-ul de client, dezvăluim vechiul seed de server, afișăm hash-ul unuia nou și pornim nonce-ul din nou de la 0. Un seed dezvăluit nu mai este folosit niciodată.',
  pageByHandTitle: 'Verifică singur',
  pageByHandText:
    'Verifică dacă SHA-256 al seed-ului de server dezvăluit este egal cu hash-ul care ți-a fost arătat. Apoi calculează primele blocuri cu orice instrument HMAC-SHA256, de exemplu OpenSSL:',
  pageVerifyText:
    'Sau introdu mai jos un ID de rundă, iar browserul tău recalculează pentru tine întreaga rundă.',
};
