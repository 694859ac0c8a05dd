import type { FairnessMessages } from './en.ts';

/** French ("vous"). */
export const fr: FairnessMessages = {
  close: 'Fermer',
  retry: 'Réessayer',
  loading: 'Chargement…',
  working: 'Veuillez patienter…',

  errorSessionNotFound: 'Votre session de jeu est terminée. Rouvrez le jeu pour continuer.',
  errorRoundNotFound: 'Aucune partie ne correspond à cet identifiant. Vérifiez-le et réessayez.',
  errorFeatureInProgress: 'Terminez d’abord vos tours gratuits, puis changez vos graines.',
  errorInvalidRequest: 'La demande n’a pas été acceptée. Vérifiez votre saisie et réessayez.',
  errorNetwork: 'Le serveur de jeu est injoignable. Vérifiez votre connexion et réessayez.',
  errorUnexpected: 'Une erreur s’est produite ({code}). Veuillez réessayer.',

  historyTitle: 'Historique de jeu',
  historyIntro: 'Vos 10 dernières parties dans ce jeu, de la plus récente à la plus ancienne.',
  historyEmpty: 'Vous n’avez pas encore joué à ce jeu. Vos parties apparaîtront ici dès que vous jouerez.',
  historyBackToGame: 'Retour au jeu',
  roundKindSpin: 'Tour',
  roundKindBonusBuy: 'Achat de bonus',
  roundKindDice: 'Dés',
  stake: 'Mise',
  win: 'Gain',
  status: 'État',
  statusBetting: 'Mise en cours de confirmation',
  statusFeature: 'Tours gratuits en cours',
  statusPaying: 'Gain en cours de versement',
  statusClosed: 'Réglée',
  statusVoid: 'Annulée',
  statusRolledBack: 'Mise remboursée',
  roundId: 'Identifiant de la partie',
  balanceBefore: 'Solde avant',
  balanceAfter: 'Solde après',
  balancePending: 'En attente',
  verify: 'Vérifier',
  backToHistory: 'Retour à l’historique',

  outcomeTitle: 'Résultat',
  windowCaption:
    'Symboles de chaque rouleau, rangée du haut en premier ; les symboles gagnants sont signalés',
  reel: 'Rouleau {n}',
  winningMark: '(gagnant)',
  winsTitle: 'Gains',
  noWins: 'Aucun gain sur ce tour.',
  winPays: 'Ligne ou combinaisons',
  winSymbol: 'Symbole',
  winCount: 'Nombre',
  winAmount: 'Montant',
  winLine: 'Ligne {n}',
  winWays: '{n} combinaisons',
  scatter: 'Symbole scatter',
  freeSpinsAwarded: 'Tours gratuits obtenus',
  dropPrize: 'Prix Drop',
  multiplier: 'Multiplicateur',
  bonusBuyPrice: 'Prix de l’achat de bonus',
  featureProgress: 'Tours gratuits : {played} sur {awarded} joués, {total} gagnés',
  diceBet: 'Pari',
  diceOver: 'Plus de {target}',
  diceUnder: 'Moins de {target}',
  diceRoll: 'Lancer',
  diceResult: 'Issue',
  diceWon: 'Gagné',
  diceLost: 'Perdu',
  dicePayout: 'Paiement',

  stepsTitle: 'Tours gratuits joués',
  stepTitle: 'Tour gratuit {n}',
  spinsAdded: 'Tours gratuits ajoutés',
  runningTotal: 'Total des tours gratuits jusqu’ici',

  seedsTitle: 'Graines (seeds)',
  serverSeedHash: 'Hachage de la graine serveur',
  clientSeed: 'Graine client',
  nonce: 'Nonce (compteur de parties)',
  serverSeed: 'Graine serveur',
  serverSeedHidden: 'Révélée quand vous renouvelez votre graine',

  verifyTitle: 'Vérifier la partie',
  verifyIntro:
    'Votre navigateur recalcule cette partie à partir de ses graines et compare le résultat avec celui enregistré par le serveur.',
  verifyUnrevealed:
    'La graine serveur de cette partie est encore utilisée, elle reste donc secrète. Elle sera révélée quand vous renouvellerez votre graine ; vous pourrez alors vérifier la partie.',
  verifyUnrevealedWhere:
    'Ouvrez « Équité » dans le menu du jeu, renouvelez votre graine, puis vérifiez à nouveau cette partie.',
  verifyGoRotate: 'Aller au renouvellement de la graine',
  verifyMatch: 'Vérifié : le résultat correspond',
  verifyMismatch: 'Écart : le résultat recalculé diffère de celui enregistré',
  verifyHashMismatch:
    'Écart : la graine serveur révélée ne correspond pas au hachage affiché avant la partie',
  verifyNoDefinition:
    'Ce jeu n’est plus proposé : ses règles ne sont plus disponibles pour rejouer la partie.',
  verifyReplayFailed: 'La partie n’a pas pu être rejouée ({reason}).',
  verifyInputsTitle: 'Ce qui a été vérifié',
  computedHash: 'SHA-256 de la graine serveur',
  hashMatches: 'Correspond au hachage de la graine serveur',
  hashDiffers: 'Ne correspond pas au hachage de la graine serveur',
  bet: 'Mise de base',
  differencesTitle: 'Ce qui diffère',
  differenceField: 'Champ',
  storedValue: 'Enregistré',
  recomputedValue: 'Recalculé',
  moreDifferences: 'et {n} de plus',
  recomputedTitle: 'Résultat recalculé',
  totalWin: 'Gain total',
  showSteps: 'Tours gratuits recalculés ({n})',

  verifyFormTitle: 'Vérifier une partie',
  roundIdHint: 'Vous trouverez l’identifiant de la partie dans votre historique de jeu.',
  roundIdRequired: 'Saisissez un identifiant de partie.',

  fairnessTitle: 'Équité',
  howTitle: 'Comment ça marche',
  howCommit:
    'Avant que vous jouiez, vous voyez le hachage SHA-256 de notre graine serveur secrète. Il nous engage sur cette graine : nous ne pouvons plus la modifier ensuite.',
  howStream:
    'Chaque résultat est lu dans des octets HMAC-SHA256, avec la graine serveur pour clé, calculés sur « graine client:nonce:bloc » : votre propre graine influe donc sur chaque résultat.',
  howNonce:
    'Chaque partie utilise le nonce suivant (0, 1, 2…) : deux parties ne partagent jamais le même hasard.',
  howRotate:
    'Quand vous renouvelez votre graine, nous révélons l’ancienne graine serveur. Vous pouvez la comparer à son hachage et recalculer chaque partie jouée avec elle.',
  currentSeedsTitle: 'Vos graines actuelles',
  nextNonce: 'Prochain nonce',
  clientSeedFormTitle: 'Changer votre graine client',
  newClientSeed: 'Nouvelle graine client',
  clientSeedHint: 'De 1 à 64 caractères. La changer renouvelle aussi la graine serveur.',
  clientSeedEmpty: 'Saisissez une graine client.',
  clientSeedTooLong: 'Utilisez 64 caractères au maximum.',
  clientSeedNotPrintable:
    'Utilisez uniquement des caractères imprimables (ni sauts de ligne ni caractères de contrôle).',
  saveClientSeed: 'Enregistrer la graine client',
  rotateTitle: 'Renouveler votre graine serveur',
  rotateIntro: 'Révèle la graine serveur actuelle et vous engage sur une nouvelle. Le nonce repart de 0.',
  rotateButton: 'Renouveler la graine',
  revealedTitle: 'Graine serveur précédente révélée',
  revealedRounds: 'Parties jouées avec elle',
  revealedHashMatches: 'Le SHA-256 de la graine révélée correspond à ce hachage',
  revealedHashDiffers: 'Le SHA-256 de la graine révélée ne correspond pas à ce hachage',
  seedsChanged: 'Vos graines ont changé. La graine serveur précédente est révélée ci-dessous.',

  pageTitle: 'Jeux équitables et vérifiables',
  pageIntro:
    'Chaque résultat de nos propres jeux provient d’un flux aléatoire que vous pouvez recalculer vous-même après la partie. Nous nous engageons sur notre graine secrète avant que vous jouiez, vous ajoutez votre propre graine, et un compteur rend chaque partie différente.',
  pageInputsTitle: 'Les trois données d’entrée',
  pageInputServer:
    'Graine serveur : 64 caractères hexadécimaux issus d’une source aléatoire cryptographique. Elle reste secrète jusqu’à ce que vous la renouveliez ; avant cela, vous ne voyez que son hachage SHA-256.',
  pageInputClient: 'Graine client : le texte de votre choix. Vous pouvez la changer à tout moment.',
  pageInputNonce: 'Nonce : 0 pour la première partie sur une graine serveur, puis 1, 2, etc.',
  pageStreamTitle: 'Le flux aléatoire',
  pageStreamText:
    'Le flux est composé de blocs de 32 octets. Le bloc 0, 1, 2… est le HMAC-SHA256 du texte ci-dessous, avec la graine serveur pour clé. Les résultats lisent les octets strictement dans l’ordre, sans en sauter ni en réutiliser aucun.',
  pageBytesTitle: 'Des octets aux résultats',
  pageBytesInt:
    'Un nombre entier de 0 à n − 1 : lisez juste assez d’octets pour contenir n − 1 et gardez autant de bits de poids faible que n − 1 en compte. Si la valeur vaut n ou plus, écartez-la et lisez à nouveau. Cet échantillonnage par rejet rend chaque valeur exactement équiprobable.',
  pageBytesFloat:
    'Un nombre entre 0 et 1 : lisez 7 octets, gardez leurs 52 bits de poids fort et divisez par 2 puissance 52.',
  pageBytesWeighted:
    'Un tirage pondéré : tirez un entier inférieur à la somme des poids et prenez le premier choix dont le total cumulé le dépasse.',
  pageGamesTitle: 'Comment chaque jeu tire',
  pageGameSlots:
    'Machines à sous : l’arrêt de chaque rouleau est un entier inférieur à la longueur de sa bande, en commençant par le rouleau de gauche (les jeux Megaways tirent d’abord la hauteur de chaque rouleau). Les tours gratuits se poursuivent sur le même flux que le tour qui les a déclenchés.',
  pageGameDice:
    'Dés : le lancer est un entier inférieur à 10 000, divisé par 100, donc de 0,00 à 99,99. « Moins de » gagne quand le lancer est inférieur à la cible, « Plus de » quand il lui est supérieur.',
  pageRotationTitle: 'Engagement et renouvellement',
  pageRotationText:
    'Chaque partie conserve le hachage de la graine, la graine client et le nonce utilisés. Quand vous renouvelez votre graine ou changez votre graine client, nous révélons l’ancienne graine serveur, affichons le hachage d’une nouvelle et faisons repartir le nonce de 0. Une graine révélée n’est jamais réutilisée.',
  pageByHandTitle: 'Vérifiez par vous-même',
  pageByHandText:
    'Vérifiez que le SHA-256 de la graine serveur révélée est égal au hachage qui vous a été montré. Calculez ensuite les premiers blocs avec n’importe quel outil HMAC-SHA256, par exemple OpenSSL :',
  pageVerifyText:
    'Ou saisissez ci-dessous l’identifiant d’une partie : votre navigateur recalcule toute la partie pour vous.',
};
