import type { FairnessMessages } from './en.ts';

/** German, informal ("du"). */
export const de: FairnessMessages = {
  close: 'Schließen',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen…',
  working: 'Bitte warten…',

  errorSessionNotFound: 'Deine Spielsitzung ist beendet. Öffne das Spiel erneut, um weiterzuspielen.',
  errorRoundNotFound: 'Es gibt keine Runde mit dieser ID. Prüfe die ID und versuche es erneut.',
  errorFeatureInProgress: 'Beende zuerst deine Freispiele und ändere dann deine Seeds.',
  errorInvalidRequest: 'Die Anfrage wurde nicht angenommen. Prüfe deine Eingabe und versuche es erneut.',
  errorNetwork: 'Der Spielserver ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  errorUnexpected: 'Etwas ist schiefgelaufen ({code}). Bitte versuche es erneut.',

  historyTitle: 'Spielverlauf',
  historyIntro: 'Deine letzten 10 Runden in diesem Spiel, die neueste zuerst.',
  historyEmpty: 'Du hast dieses Spiel noch nicht gespielt. Sobald du spielst, erscheinen deine Runden hier.',
  historyBackToGame: 'Zurück zum Spiel',
  roundKindSpin: 'Dreh',
  roundKindBonusBuy: 'Bonuskauf',
  roundKindDice: 'Würfel',
  stake: 'Einsatz',
  win: 'Gewinn',
  status: 'Stand',
  statusBetting: 'Einsatz wird bestätigt',
  statusFeature: 'Freispiele laufen',
  statusPaying: 'Gewinn wird ausgezahlt',
  statusClosed: 'Abgeschlossen',
  statusVoid: 'Storniert',
  statusRolledBack: 'Einsatz erstattet',
  roundId: 'Runden-ID',
  balanceBefore: 'Guthaben vorher',
  balanceAfter: 'Guthaben nachher',
  balancePending: 'Ausstehend',
  verify: 'Prüfen',
  backToHistory: 'Zurück zum Verlauf',

  outcomeTitle: 'Ergebnis',
  windowCaption: 'Symbole auf jeder Walze, oberste Reihe zuerst; Gewinnsymbole sind markiert',
  reel: 'Walze {n}',
  winningMark: '(Gewinn)',
  winsTitle: 'Gewinne',
  noWins: 'Kein Gewinn bei diesem Dreh.',
  winPays: 'Linie oder Wege',
  winSymbol: 'Bildsymbol',
  winCount: 'Anzahl',
  winAmount: 'Betrag',
  winLine: 'Linie {n}',
  winWays: '{n} Wege',
  scatter: 'Scatter-Symbol',
  freeSpinsAwarded: 'Gewonnene Freispiele',
  dropPrize: 'Drop-Preis',
  multiplier: 'Multiplikator',
  bonusBuyPrice: 'Preis des Bonuskaufs',
  featureProgress: 'Freispiele: {played} von {awarded} gespielt, {total} gewonnen',
  diceBet: 'Tipp',
  diceOver: 'Über {target}',
  diceUnder: 'Unter {target}',
  diceRoll: 'Wurf',
  diceResult: 'Ausgang',
  diceWon: 'Gewonnen',
  diceLost: 'Verloren',
  dicePayout: 'Auszahlung',

  stepsTitle: 'Gespielte Freispiele',
  stepTitle: 'Freispiel {n}',
  spinsAdded: 'Zusätzliche Freispiele',
  runningTotal: 'Freispielgewinn bisher',

  seedsTitle: 'Seeds der Runde',
  serverSeedHash: 'Hash des Server-Seeds',
  clientSeed: 'Client-Seed',
  nonce: 'Nonce (Rundenzähler)',
  serverSeed: 'Server-Seed',
  serverSeedHidden: 'Wird aufgedeckt, wenn du deinen Seed wechselst',

  verifyTitle: 'Runde prüfen',
  verifyIntro:
    'Dein Browser berechnet diese Runde aus ihren Seeds neu und vergleicht das Ergebnis mit dem, das der Server gespeichert hat.',
  verifyUnrevealed:
    'Der Server-Seed dieser Runde ist noch in Gebrauch und bleibt deshalb geheim. Er wird aufgedeckt, wenn du deinen Seed wechselst; dann kannst du die Runde prüfen.',
  verifyUnrevealedWhere:
    'Öffne „Faires Spiel“ im Spielmenü, wechsle deinen Seed und prüfe diese Runde dann erneut.',
  verifyGoRotate: 'Zum Seed-Wechsel',
  verifyMatch: 'Geprüft: Das Ergebnis stimmt überein',
  verifyMismatch: 'Abweichung: Das neu berechnete Ergebnis weicht vom gespeicherten ab',
  verifyHashMismatch:
    'Abweichung: Der aufgedeckte Server-Seed passt nicht zu dem Hash, der vor dem Spiel angezeigt wurde',
  verifyNoDefinition:
    'Dieses Spiel wird nicht mehr angeboten, daher fehlen seine Regeln, um die Runde nachzuspielen.',
  verifyReplayFailed: 'Die Runde konnte nicht nachgespielt werden ({reason}).',
  verifyInputsTitle: 'Was geprüft wurde',
  computedHash: 'SHA-256 des Server-Seeds',
  hashMatches: 'Stimmt mit dem Hash des Server-Seeds überein',
  hashDiffers: 'Stimmt nicht mit dem Hash des Server-Seeds überein',
  bet: 'Grundeinsatz',
  differencesTitle: 'Was abweicht',
  differenceField: 'Feld',
  storedValue: 'Gespeichert',
  recomputedValue: 'Neu berechnet',
  moreDifferences: 'und {n} weitere',
  recomputedTitle: 'Neu berechnetes Ergebnis',
  totalWin: 'Gesamtgewinn',
  showSteps: 'Neu berechnete Freispiele ({n})',

  verifyFormTitle: 'Eine Runde prüfen',
  roundIdHint: 'Die Runden-ID findest du in deinem Spielverlauf.',
  roundIdRequired: 'Gib eine Runden-ID ein.',

  fairnessTitle: 'Faires Spiel',
  howTitle: 'So funktioniert es',
  howCommit:
    'Bevor du spielst, siehst du den SHA-256-Hash unseres geheimen Server-Seeds. Damit legen wir uns auf diesen Seed fest: Wir können ihn danach nicht mehr ändern.',
  howStream:
    'Jedes Ergebnis wird aus HMAC-SHA256-Bytes gelesen, mit dem Server-Seed als Schlüssel über „Client-Seed:Nonce:Runde“. So bestimmt auch dein eigener Seed jedes Ergebnis mit.',
  howNonce:
    'Jede Runde verwendet die nächste Nonce (0, 1, 2…), daher teilen sich keine zwei Runden ihren Zufall.',
  howRotate:
    'Wenn du wechselst, decken wir den alten Server-Seed auf. Du kannst ihn mit seinem Hash vergleichen und jede damit gespielte Runde neu berechnen.',
  currentSeedsTitle: 'Deine aktuellen Seeds',
  nextNonce: 'Nächste Nonce',
  clientSeedFormTitle: 'Deinen Client-Seed ändern',
  newClientSeed: 'Neuer Client-Seed',
  clientSeedHint: '1 bis 64 Zeichen. Eine Änderung wechselt auch den Server-Seed.',
  clientSeedEmpty: 'Gib einen Client-Seed ein.',
  clientSeedTooLong: 'Verwende höchstens 64 Zeichen.',
  clientSeedNotPrintable: 'Verwende nur druckbare Zeichen (keine Zeilenumbrüche oder Steuerzeichen).',
  saveClientSeed: 'Client-Seed speichern',
  rotateTitle: 'Deinen Server-Seed wechseln',
  rotateIntro:
    'Deckt den aktuellen Server-Seed auf und legt einen neuen fest. Die Nonce beginnt wieder bei 0.',
  rotateButton: 'Seed wechseln',
  revealedTitle: 'Vorheriger Server-Seed aufgedeckt',
  revealedRounds: 'Damit gespielte Runden',
  revealedHashMatches: 'Der SHA-256 des aufgedeckten Seeds stimmt mit diesem Hash überein',
  revealedHashDiffers: 'Der SHA-256 des aufgedeckten Seeds stimmt nicht mit diesem Hash überein',
  seedsChanged: 'Deine Seeds wurden geändert. Der vorherige Server-Seed ist unten aufgedeckt.',

  pageTitle: 'Nachweislich faire Spiele',
  pageIntro:
    'Jedes Ergebnis unserer eigenen Spiele stammt aus einem Zufallsstrom, den du nach der Runde selbst nachrechnen kannst. Wir legen uns vor deinem Spiel auf unseren geheimen Seed fest, du fügst einen eigenen Seed hinzu, und ein Rundenzähler macht jede Runde anders.',
  pageInputsTitle: 'Die drei Eingaben',
  pageInputServer:
    'Server-Seed: 64 Hexadezimalzeichen aus einer kryptografischen Zufallsquelle. Er bleibt geheim, bis du ihn wechselst; vorher siehst du nur seinen SHA-256-Hash.',
  pageInputClient: 'Client-Seed: ein beliebiger Text deiner Wahl. Du kannst ihn jederzeit ändern.',
  pageInputNonce: 'Nonce: 0 für die erste Runde mit einem Server-Seed, danach 1, 2 und so weiter.',
  pageStreamTitle: 'Der Zufallsstrom',
  pageStreamText:
    'Der Strom besteht aus Blöcken zu je 32 Bytes. Block 0, 1, 2… ist der HMAC-SHA256 des folgenden Textes, mit dem Server-Seed als Schlüssel. Die Ergebnisse lesen die Bytes streng der Reihe nach, ohne eines zu überspringen oder doppelt zu verwenden.',
  pageBytesTitle: 'Von Bytes zu Ergebnissen',
  pageBytesInt:
    'Eine ganze Zahl von 0 bis n − 1: Lies gerade so viele Bytes, dass n − 1 hineinpasst, und behalte so viele niedrige Bits, wie n − 1 hat. Ist der Wert n oder größer, verwirf ihn und lies erneut. Dieses Verwerfungsverfahren (Rejection Sampling) macht jeden Wert exakt gleich wahrscheinlich.',
  pageBytesFloat:
    'Eine Zahl zwischen 0 und 1: Lies 7 Bytes, behalte ihre obersten 52 Bits und teile durch 2 hoch 52.',
  pageBytesWeighted:
    'Eine gewichtete Auswahl: Ziehe eine ganze Zahl unter der Summe der Gewichte und nimm die erste Option, deren laufende Summe darüber liegt.',
  pageGamesTitle: 'Wie jedes Spiel zieht',
  pageGameSlots:
    'Slots: Der Stopp jeder Walze ist eine ganze Zahl unter der Länge ihres Walzenstreifens, die linke Walze zuerst (Megaways-Spiele ziehen vorher die Höhe jeder Walze). Freispiele laufen auf demselben Strom weiter wie der Dreh, der sie ausgelöst hat.',
  pageGameDice:
    'Würfel: Der Wurf ist eine ganze Zahl unter 10.000, geteilt durch 100, also von 0,00 bis 99,99. „Unter“ gewinnt, wenn der Wurf unter dem Ziel liegt, „Über“, wenn er darüber liegt.',
  pageRotationTitle: 'Festlegung und Wechsel',
  pageRotationText:
    'Jede Runde speichert den Seed-Hash, den Client-Seed und die Nonce, die sie verwendet hat. Wenn du deinen Seed wechselst oder deinen Client-Seed änderst, decken wir den alten Server-Seed auf, zeigen den Hash eines neuen und beginnen die Nonce wieder bei 0. Ein aufgedeckter Seed wird nie wieder verwendet.',
  pageByHandTitle: 'Prüf es selbst',
  pageByHandText:
    'Prüfe, ob der SHA-256 des aufgedeckten Server-Seeds dem Hash entspricht, der dir angezeigt wurde. Berechne dann die ersten Blöcke mit einem beliebigen HMAC-SHA256-Werkzeug, zum Beispiel mit OpenSSL:',
  pageVerifyText:
    'Oder gib unten eine Runden-ID ein, und dein Browser berechnet die ganze Runde für dich neu.',
};
