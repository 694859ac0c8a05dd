import type { FairnessMessages } from './en.ts';

/** Spanish ("tú"). */
export const es: FairnessMessages = {
  close: 'Cerrar',
  retry: 'Reintentar',
  loading: 'Cargando…',
  working: 'Espera un momento…',

  errorSessionNotFound: 'Tu sesión de juego ha terminado. Vuelve a abrir el juego para continuar.',
  errorRoundNotFound: 'No hay ninguna ronda con este ID. Compruébalo e inténtalo de nuevo.',
  errorFeatureInProgress: 'Termina primero tus giros gratis y luego cambia tus semillas.',
  errorInvalidRequest: 'No se ha aceptado la solicitud. Revisa lo que has introducido e inténtalo de nuevo.',
  errorNetwork: 'No se puede contactar con el servidor del juego. Revisa tu conexión e inténtalo de nuevo.',
  errorUnexpected: 'Algo ha salido mal ({code}). Inténtalo de nuevo.',

  historyTitle: 'Historial de juego',
  historyIntro: 'Tus últimas 10 rondas en este juego, de la más reciente a la más antigua.',
  historyEmpty: 'Aún no has jugado a este juego. Tus rondas aparecerán aquí en cuanto juegues.',
  historyBackToGame: 'Volver al juego',
  roundKindSpin: 'Giro',
  roundKindBonusBuy: 'Compra de bono',
  roundKindDice: 'Dados',
  stake: 'Apuesta',
  win: 'Ganancia',
  status: 'Estado',
  statusBetting: 'Confirmando la apuesta',
  statusFeature: 'Giros gratis en curso',
  statusPaying: 'Pagando la ganancia',
  statusClosed: 'Liquidada',
  statusVoid: 'Anulada',
  statusRolledBack: 'Apuesta devuelta',
  roundId: 'ID de la ronda',
  balanceBefore: 'Saldo antes',
  balanceAfter: 'Saldo después',
  balancePending: 'Pendiente',
  verify: 'Verificar',
  backToHistory: 'Volver al historial',

  outcomeTitle: 'Resultado',
  windowCaption: 'Símbolos de cada rodillo, fila superior primero; los símbolos ganadores están marcados',
  reel: 'Rodillo {n}',
  winningMark: '(ganador)',
  winsTitle: 'Ganancias',
  noWins: 'Sin premio en este giro.',
  winPays: 'Línea o formas',
  winSymbol: 'Símbolo',
  winCount: 'Cantidad',
  winAmount: 'Importe',
  winLine: 'Línea {n}',
  winWays: '{n} formas',
  scatter: 'Símbolo scatter',
  freeSpinsAwarded: 'Giros gratis conseguidos',
  dropPrize: 'Premio Drop',
  multiplier: 'Multiplicador',
  bonusBuyPrice: 'Precio de la compra de bono',
  featureProgress: 'Giros gratis: {played} de {awarded} jugados, {total} ganados',
  diceBet: 'Jugada',
  diceOver: 'Más de {target}',
  diceUnder: 'Menos de {target}',
  diceRoll: 'Tirada',
  diceResult: 'Desenlace',
  diceWon: 'Ganada',
  diceLost: 'Perdida',
  dicePayout: 'Pago',

  stepsTitle: 'Giros gratis jugados',
  stepTitle: 'Giro gratis {n}',
  spinsAdded: 'Giros gratis añadidos',
  runningTotal: 'Total de los giros gratis hasta ahora',

  seedsTitle: 'Semillas',
  serverSeedHash: 'Hash de la semilla del servidor',
  clientSeed: 'Semilla del cliente',
  nonce: 'Nonce (contador de rondas)',
  serverSeed: 'Semilla del servidor',
  serverSeedHidden: 'Se revela cuando rotas tu semilla',

  verifyTitle: 'Verificar la ronda',
  verifyIntro:
    'Tu navegador vuelve a calcular esta ronda a partir de sus semillas y compara el resultado con el que guardó el servidor.',
  verifyUnrevealed:
    'La semilla del servidor de esta ronda todavía está en uso, así que se mantiene en secreto. Se revela cuando rotas tu semilla; entonces podrás verificar la ronda.',
  verifyUnrevealedWhere:
    'Abre «Juego justo» en el menú del juego, rota tu semilla y vuelve a verificar esta ronda.',
  verifyGoRotate: 'Ir a rotar la semilla',
  verifyMatch: 'Verificado: el resultado coincide',
  verifyMismatch: 'No coincide: el resultado recalculado es distinto del guardado',
  verifyHashMismatch:
    'No coincide: la semilla del servidor revelada no corresponde al hash mostrado antes de jugar',
  verifyNoDefinition:
    'Este juego ya no se ofrece, por lo que sus reglas no están disponibles para reproducir la ronda.',
  verifyReplayFailed: 'No se ha podido reproducir la ronda ({reason}).',
  verifyInputsTitle: 'Qué se ha comprobado',
  computedHash: 'SHA-256 de la semilla del servidor',
  hashMatches: 'Coincide con el hash de la semilla del servidor',
  hashDiffers: 'No coincide con el hash de la semilla del servidor',
  bet: 'Apuesta base',
  differencesTitle: 'Qué es distinto',
  differenceField: 'Campo',
  storedValue: 'Guardado',
  recomputedValue: 'Recalculado',
  moreDifferences: 'y {n} más',
  recomputedTitle: 'Resultado recalculado',
  totalWin: 'Ganancia total',
  showSteps: 'Giros gratis recalculados ({n})',

  verifyFormTitle: 'Verificar una ronda',
  roundIdHint: 'Encontrarás el ID de la ronda en tu historial de juego.',
  roundIdRequired: 'Introduce un ID de ronda.',

  fairnessTitle: 'Juego justo',
  howTitle: 'Cómo funciona',
  howCommit:
    'Antes de jugar, ves el hash SHA-256 de nuestra semilla secreta del servidor. Con él nos comprometemos con esa semilla: después ya no podemos cambiarla.',
  howStream:
    'Cada resultado se lee de bytes HMAC-SHA256, con la semilla del servidor como clave, sobre «semilla del cliente:nonce:bloque», así que tu propia semilla también influye en cada resultado.',
  howNonce: 'Cada ronda usa el siguiente nonce (0, 1, 2…), así que dos rondas nunca comparten su azar.',
  howRotate:
    'Cuando rotas tu semilla, revelamos la semilla del servidor anterior. Puedes compararla con su hash y recalcular cada ronda jugada con ella.',
  currentSeedsTitle: 'Tus semillas actuales',
  nextNonce: 'Siguiente nonce',
  clientSeedFormTitle: 'Cambiar tu semilla del cliente',
  newClientSeed: 'Nueva semilla del cliente',
  clientSeedHint: 'De 1 a 64 caracteres. Al cambiarla también se rota la semilla del servidor.',
  clientSeedEmpty: 'Introduce una semilla del cliente.',
  clientSeedTooLong: 'Usa 64 caracteres como máximo.',
  clientSeedNotPrintable: 'Usa solo caracteres imprimibles (sin saltos de línea ni caracteres de control).',
  saveClientSeed: 'Guardar la semilla del cliente',
  rotateTitle: 'Rotar tu semilla del servidor',
  rotateIntro:
    'Revela la semilla del servidor actual y nos compromete con una nueva. El nonce vuelve a empezar en 0.',
  rotateButton: 'Rotar la semilla',
  revealedTitle: 'Semilla del servidor anterior revelada',
  revealedRounds: 'Rondas jugadas con ella',
  revealedHashMatches: 'El SHA-256 de la semilla revelada coincide con este hash',
  revealedHashDiffers: 'El SHA-256 de la semilla revelada no coincide con este hash',
  seedsChanged: 'Tus semillas han cambiado. La semilla del servidor anterior se muestra abajo.',

  pageTitle: 'Juegos demostrablemente justos',
  pageIntro:
    'Cada resultado de nuestros propios juegos sale de un flujo aleatorio que puedes recalcular tú mismo después de la ronda. Nos comprometemos con nuestra semilla secreta antes de que juegues, tú añades una semilla propia y un contador de rondas hace que cada ronda sea distinta.',
  pageInputsTitle: 'Los tres datos de entrada',
  pageInputServer:
    'Semilla del servidor: 64 caracteres hexadecimales de una fuente aleatoria criptográfica. Se mantiene en secreto hasta que la rotas; antes solo ves su hash SHA-256.',
  pageInputClient: 'Semilla del cliente: cualquier texto que elijas. Puedes cambiarla cuando quieras.',
  pageInputNonce:
    'Nonce: 0 en la primera ronda con una semilla del servidor, luego 1, 2 y así sucesivamente.',
  pageStreamTitle: 'El flujo aleatorio',
  pageStreamText:
    'El flujo está formado por bloques de 32 bytes. El bloque 0, 1, 2… es el HMAC-SHA256 del texto de abajo, con la semilla del servidor como clave. Los resultados leen los bytes estrictamente en orden, sin saltarse ni reutilizar ninguno.',
  pageBytesTitle: 'De los bytes a los resultados',
  pageBytesInt:
    'Un número entero de 0 a n − 1: lee justo los bytes necesarios para que quepa n − 1 y conserva tantos bits bajos como tiene n − 1. Si el valor es n o mayor, descártalo y vuelve a leer. Este muestreo por rechazo hace que todos los valores sean exactamente igual de probables.',
  pageBytesFloat:
    'Un número entre 0 y 1: lee 7 bytes, conserva sus 52 bits más altos y divide entre 2 elevado a 52.',
  pageBytesWeighted:
    'Una elección ponderada: saca un entero menor que la suma de los pesos y toma la primera opción cuyo total acumulado lo supera.',
  pageGamesTitle: 'Cómo sortea cada juego',
  pageGameSlots:
    'Tragaperras: la parada de cada rodillo es un entero menor que la longitud de su tira, empezando por el rodillo de la izquierda (los juegos Megaways sortean antes la altura de cada rodillo). Los giros gratis continúan en el mismo flujo que el giro que los activó.',
  pageGameDice:
    'Dados: la tirada es un entero menor que 10 000, dividido entre 100, es decir, de 0,00 a 99,99. «Menos de» gana cuando la tirada queda por debajo del objetivo; «Más de», cuando queda por encima.',
  pageRotationTitle: 'Compromiso y rotación',
  pageRotationText:
    'Cada ronda guarda el hash de la semilla, la semilla del cliente y el nonce que usó. Cuando rotas tu semilla o cambias la semilla del cliente, revelamos la semilla del servidor anterior, mostramos el hash de una nueva y el nonce vuelve a empezar en 0. Una semilla revelada no se vuelve a usar nunca.',
  pageByHandTitle: 'Compruébalo tú mismo',
  pageByHandText:
    'Comprueba que el SHA-256 de la semilla del servidor revelada es igual al hash que se te mostró. Después calcula los primeros bloques con cualquier herramienta HMAC-SHA256, por ejemplo OpenSSL:',
  pageVerifyText: 'O introduce abajo un ID de ronda y tu navegador recalculará la ronda completa por ti.',
};
