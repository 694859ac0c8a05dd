import type { LanguageContent } from './structure.ts';

/** French. */
export const fr: LanguageContent = {
  titles: {
    casino: 'Casino',
    quick_link_slots: 'Machines à sous',
    quick_link_live: 'Casino en direct',
    quick_link_jackpots: 'Jackpots',
    quick_link_tournaments: 'Tournois',
    quick_link_bonuses: 'Promotions',
    quick_link_loyalty: 'Programme de fidélité',
    information: 'Informations',
    about_us: 'Qui sommes-nous',
    terms_and_conditions: 'Conditions générales',
    privacy_policy: 'Politique de confidentialité',
    cookie_policy: 'Politique relative aux cookies',
    responsible_gaming: 'Jeu responsable',
    bonus_terms: 'Conditions des bonus',
    kyc_policy: 'Politique KYC',
    aml_policy: 'Politique de lutte contre le blanchiment',
    support: 'Assistance',
    support_block: 'Chat en direct',
    quick_link_faq: 'Questions fréquentes',
    contact_us: 'Nous contacter',
    partners: 'Partenaires',
    affiliates: "Programme d'affiliation",
  },

  pages: {
    about_us: `
<p>Lumen Casino est un casino en ligne exploité par Lumen Entertainment Ltd., société immatriculée en Lumérie et titulaire d'une licence de l'Autorité des jeux de Lumérie (Gaming Authority of Lumeria). Nous avons conçu Lumen Casino pour les joueurs qui veulent des jeux qu'ils peuvent vérifier eux-mêmes, des règles claires et des paiements rapides et équitables.</p>
<h2>Notre offre</h2>
<ul>
<li>Des machines à sous et des jeux de dés créés par notre propre studio ; d'autres jeux et fonctionnalités sont en préparation.</li>
<li>Un mode démo pour la plupart des jeux, pour vous amuser sans miser avant de jouer avec de l'argent réel.</li>
<li>Des dépôts et des retraits par virement bancaire et en cryptomonnaie.</li>
<li>La vérification du compte (KYC), avec envoi des documents depuis votre profil.</li>
</ul>
<h2>Jeu équitable</h2>
<p>Nos jeux sont équitables et vérifiables (« provably fair »). Avant chaque partie, son résultat est scellé par une empreinte cryptographique (hash) ; une fois la partie jouée, vous pouvez l'ouvrir dans l'historique du jeu et vérifier que le résultat correspond bien à cette empreinte. Tout joueur peut faire cette vérification dans son navigateur, pour n'importe quelle partie passée. Le taux de redistribution (RTP) figure dans le panneau d'information de chaque jeu.</p>
<h2>Jeu sûr</h2>
<p>Vous devez avoir 18 ans ou plus pour jouer. Notre page consacrée au <a href="/info_pages/responsible_gaming">jeu responsable</a> explique comment garder le contrôle de votre jeu. Si votre façon de jouer vous inquiète, notre équipe d'assistance est là pour vous aider : écrivez-nous à tout moment.</p>
<p>Une question ? Notre équipe d'assistance est disponible jour et nuit à l'adresse <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>Les présentes conditions constituent l'accord entre vous et Lumen Entertainment Ltd. (« nous »), l'exploitant de Lumen Casino. En ouvrant un compte, vous les acceptez, ainsi que notre politique de confidentialité, nos conditions des bonus et les règles de chaque jeu.</p>
<h2>1. Qui peut jouer</h2>
<ul>
<li>Vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays l'exige.</li>
<li>Vous ne pouvez détenir qu'un seul compte, à votre nom, avec des informations personnelles exactes.</li>
<li>Vous ne pouvez pas jouer depuis un pays où les jeux d'argent en ligne sont illégaux ou dont nous n'acceptons pas les joueurs.</li>
</ul>
<h2>2. Votre compte</h2>
<p>Gardez votre mot de passe secret ; vous êtes responsable de l'activité de votre compte. Nous pouvons vous demander de vérifier votre identité à tout moment, et nous devons le faire avant votre premier retrait (voir notre <a href="/info_pages/kyc_policy">politique KYC</a>).</p>
<h2>3. Dépôts et retraits</h2>
<p>N'utilisez que des moyens de paiement enregistrés à votre nom. Les retraits sont normalement versés sur le moyen utilisé pour le dépôt. Certains virements bancaires prennent jusqu'à 5 jours ouvrés. Nous pouvons différer un paiement le temps des contrôles exigés par la loi.</p>
<h2>4. Jeux et dysfonctionnements</h2>
<p>Chaque jeu a ses propres règles, affichées dans le jeu. Un dysfonctionnement annule toutes les parties et tous les gains concernés. Si une mise a été réglée par erreur, nous corrigeons le solde.</p>
<h2>5. Clôture d'un compte</h2>
<p>Vous pouvez clôturer votre compte à tout moment en contactant l'assistance. Nous pouvons suspendre ou clôturer un compte en cas de fraude, d'abus de bonus, de comptes multiples ou de violation des présentes conditions ; les gains obtenus de manière légitime sont versés.</p>
<h2>6. Réclamations</h2>
<p>Contactez d'abord l'assistance. Si nous ne pouvons pas résoudre votre réclamation sous 14 jours, vous pouvez la soumettre à l'Autorité des jeux de Lumérie.</p>
<h2>7. Modifications</h2>
<p>Nous pouvons modifier ces conditions. Nous vous informerons des changements importants avant leur entrée en vigueur, et vous serez invité à les accepter lors de votre prochaine connexion.</p>`,

    privacy_policy: `
<p>Cette politique explique comment Lumen Entertainment Ltd., responsable du traitement pour Lumen Casino, collecte et utilise vos données personnelles.</p>
<h2>Les données que nous collectons</h2>
<ul>
<li>Données du compte : nom, date de naissance, adresse, e-mail, numéro de téléphone, devise et langue.</li>
<li>Données de vérification : copies de pièces d'identité et justificatifs de domicile ou de paiement.</li>
<li>Données de transactions et de jeu : dépôts, retraits, mises, gains et bonus.</li>
<li>Données techniques : adresse IP, type d'appareil et de navigateur, et le pays déduit de votre adresse IP.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Nous utilisons vos données pour gérer votre compte et verser vos gains (contrat), pour vérifier votre âge et votre identité et prévenir la fraude et le blanchiment (obligation légale), pour protéger les joueurs contre les risques liés au jeu et, uniquement avec votre consentement, pour vous envoyer des offres.</p>
<h2>Qui les reçoit</h2>
<p>Les prestataires de paiement, les services de vérification d'identité, les fournisseurs de jeux (un simple identifiant de joueur), nos hébergeurs et, lorsque la loi l'exige, l'Autorité des jeux de Lumérie et d'autres autorités. Nous ne vendons jamais vos données.</p>
<h2>Durée de conservation</h2>
<p>Nous conservons les données de compte et de transactions pendant 5 ans après la clôture de votre compte, comme l'exige la réglementation contre le blanchiment. Vos préférences marketing sont supprimées dès que vous retirez votre consentement.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander l'accès à vos données, leur rectification ou leur effacement, une copie dans un format portable, ou vous opposer à leur utilisation à des fins marketing. Écrivez à <a href="mailto:support@lumen.casino">support@lumen.casino</a>. Vous pouvez aussi saisir une autorité de protection des données.</p>
<p>Notre utilisation des cookies est décrite dans notre <a href="/info_pages/cookie_policy">politique relative aux cookies</a>.</p>`,

    cookie_policy: `
<p>Les cookies sont de petits fichiers qu'un site enregistre dans votre navigateur. Lumen Casino utilise aussi le stockage local de votre navigateur aux mêmes fins. Cette politique explique ce que nous enregistrons et pourquoi.</p>
<h2>Strictement nécessaires</h2>
<p>Ils maintiennent votre connexion, mémorisent votre langue et votre choix concernant les cookies, et protègent les formulaires contre les abus. Le site ne peut pas fonctionner sans eux ; ils ne peuvent donc pas être désactivés.</p>
<h2>Préférences</h2>
<p>Ils mémorisent des choix qui facilitent l'utilisation du site, comme vos recherches récentes et les bannières que vous avez déjà fermées.</p>
<h2>Mesure d'audience</h2>
<p>Avec votre consentement, nous mesurons l'utilisation du site, par exemple les pages qui se chargent lentement, afin de l'améliorer. Les données sont agrégées et ne servent pas à vous identifier.</p>
<h2>Vos choix</h2>
<p>Vous pouvez supprimer à tout moment les cookies et le stockage local dans les réglages de votre navigateur. Bloquer les cookies strictement nécessaires vous déconnectera et peut empêcher certaines parties du site de fonctionner.</p>`,

    responsible_gaming: `
<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l'argent ou de fuir ses problèmes. Lumen Casino s'engage à aider chaque joueur à garder le contrôle.</p>
<h2>Vos outils</h2>
<ul>
<li><strong>Limites de dépôt</strong>, <strong>de pertes</strong> et <strong>de mises</strong> sur 24 heures, 7 jours ou 30 jours. Une limite plus basse s'applique immédiatement. Une limite plus haute ou sa suppression ne prend effet qu'après un délai de réflexion de 24 heures et une fois que vous l'avez confirmée ; une modification non confirmée dans les 7 jours expire.</li>
<li><strong>Limite de durée de session</strong> : lorsqu'une session a duré le temps que vous avez choisi, le jeu s'arrête et vous êtes déconnecté.</li>
<li><strong>Rappels de session</strong> : un rappel à l'intervalle de votre choix, de 10 minutes à 8 heures, qui indique votre temps de jeu et votre résultat net sur la session.</li>
<li><strong>Pause</strong> de 24 heures, 7 jours, 30 jours ou 6 semaines.</li>
<li><strong>Auto-exclusion</strong> de 6 mois, 1 an, 2 ans ou 5 ans. Elle ne peut être ni raccourcie ni levée de manière anticipée. Une fois sa durée écoulée, elle ne prend fin que lorsque vous demandez à revenir, et le jeu reprend 24 heures après votre demande.</li>
</ul>
<p>Pendant une pause ou une auto-exclusion, vous ne pouvez ni déposer, ni jouer en argent réel, ni recevoir de bonus ou de communications marketing, mais vous pouvez toujours vous connecter pour retirer votre solde et consulter votre historique.</p>
<p>Réglez ces outils dans votre compte, sous <a href="/profile/responsible-gambling">Jeu responsable</a>. Notre équipe d'assistance peut aussi vous aider à tout moment.</p>
<h2>Signaux d'alerte</h2>
<ul>
<li>Vous dépensez plus d'argent ou de temps que prévu.</li>
<li>Vous cherchez à vous refaire ou vous empruntez pour jouer.</li>
<li>Le jeu affecte votre travail, vos études, votre famille ou votre humeur.</li>
</ul>
<p>Si vous vous reconnaissez dans l'un de ces signaux, faites une pause et parlez-en à quelqu'un. Une aide gratuite et confidentielle est proposée par les lignes d'écoute nationales sur le jeu et par les Gamblers Anonymous.</p>
<h2>Protection des mineurs</h2>
<p>Les personnes de moins de 18 ans ne peuvent pas jouer. Nous vérifions l'âge de chaque joueur et fermons les comptes ouverts par des mineurs. Les parents peuvent utiliser un logiciel de filtrage pour bloquer les sites de jeux.</p>`,

    bonus_terms: `
<p>Ces conditions s'appliquent à tous les bonus, tours gratuits et promotions de Lumen Casino, en plus des conditions propres à chaque offre. En cas de différence, les conditions de l'offre prévalent.</p>
<h2>Argent bonus et mise requise</h2>
<ul>
<li>L'argent bonus est conservé dans un solde bonus distinct. L'argent réel est toujours utilisé en premier.</li>
<li>Sauf mention contraire dans l'offre, un bonus doit être misé 35 fois dans les 30 jours avant de pouvoir être retiré.</li>
<li>Les machines à sous comptent à 100 % pour la mise requise, les jeux de table à 10 %. Les jeux du casino en direct et les jeux exclus d'une offre comptent à 0 %.</li>
<li>Tant qu'un bonus est actif, la mise maximale est de 5 € par tour.</li>
<li>Les gains de jackpot sont soumis à une mise requise de 3 fois ; la participation aux jackpots commence à partir de 0,50 € de mise.</li>
</ul>
<h2>Un seul bonus à la fois</h2>
<p>Un seul bonus peut être actif. Les bonus suivants attendent dans votre file de bonus et démarrent dans l'ordre. Changer de bonus actif fait perdre la progression de mise du bonus en cours. Annuler un bonus actif remet le solde bonus à zéro.</p>
<h2>Tours gratuits</h2>
<p>Les tours gratuits sont valables sur les jeux indiqués dans l'offre et, si une limite quotidienne s'applique, uniquement dans cette limite chaque jour. Les gains des tours gratuits sont crédités en argent bonus.</p>
<h2>Changement de devise</h2>
<p>Changer la devise de votre compte remet le solde bonus à zéro et annule les bonus et tours gratuits en attente.</p>
<h2>Usage loyal</h2>
<p>Les bonus sont destinés aux joueurs récréatifs. Nous pouvons retenir les bonus et les gains associés en cas de comptes multiples, de collusion ou de schémas de jeu visant à exploiter une offre.</p>`,

    kyc_policy: `
<p>Les contrôles « Connaître son client » (KYC) vous protègent, tout comme nous : ils confirment que vous êtes majeur, que le compte vous appartient et que les paiements viennent de vous. Notre licence les impose.</p>
<h2>Quand nous vérifions</h2>
<p>Avant votre premier retrait, lorsque le total de vos dépôts atteint 2 000 €, et chaque fois que la loi ou un contrôle de sécurité l'exige.</p>
<h2>Documents</h2>
<ol>
<li>Pièce d'identité avec photo : passeport, carte d'identité ou permis de conduire, en cours de validité et avec les quatre coins visibles.</li>
<li>Justificatif de domicile : facture d'énergie ou relevé bancaire de moins de 3 mois.</li>
<li>Justificatif de paiement : photo de votre carte (chiffres du milieu masqués) ou capture d'écran de votre portefeuille électronique ou de votre compte bancaire.</li>
<li>Tout autre document que nous demandons, par exemple un justificatif de l'origine des fonds.</li>
</ol>
<p>Téléversez les fichiers dans votre profil, rubrique Vérification. Formats acceptés : JPEG, JPG, PNG, BMP et PDF, moins de 5 Mo par fichier.</p>
<h2>Délais</h2>
<p>Notre équipe examine les documents sous 1 à 24 heures. Votre statut passe alors à vérifié, ou nous vous indiquons ce qui manque. Si un document expire, un nouveau vous sera demandé.</p>
<p>Les documents sont stockés chiffrés et utilisés uniquement pour la vérification, comme décrit dans notre <a href="/info_pages/privacy_policy">politique de confidentialité</a>.</p>`,

    aml_policy: `
<p>Lumen Entertainment Ltd. n'accepte pas d'argent d'origine criminelle et ne permet pas que ses services servent au blanchiment de capitaux ou au financement du terrorisme. Cette politique résume nos contrôles au titre de la loi de Lumérie contre le blanchiment.</p>
<h2>Vigilance à l'égard de la clientèle</h2>
<p>Nous vérifions l'identité de chaque client (voir notre <a href="/info_pages/kyc_policy">politique KYC</a>) et consultons les listes de sanctions et de personnes politiquement exposées. Les clients à risque élevé et les montants importants font l'objet de contrôles renforcés, y compris un justificatif de l'origine des fonds.</p>
<h2>Surveillance</h2>
<p>Nous surveillons les dépôts, le jeu et les retraits pour repérer les schémas inhabituels, comme des dépôts retirés sans presque avoir joué. Les retraits sont versés sur un moyen de paiement au nom du client, normalement celui utilisé pour le dépôt.</p>
<h2>Déclarations</h2>
<p>Nous signalons les activités suspectes à la Cellule de renseignement financier de Lumérie et pouvons geler des fonds lorsque la loi l'exige. Nous n'avons pas le droit d'informer le client d'une telle déclaration.</p>
<h2>Archives et formation</h2>
<p>Nous conservons les données d'identification et de transactions pendant 5 ans après la clôture d'un compte. Notre personnel est formé chaque année, et un responsable de la conformité désigné veille à l'application de cette politique.</p>`,

    contact_us: `
<p>Notre équipe d'assistance est à votre écoute 24 heures sur 24, 7 jours sur 7.</p>
<h2>E-mail</h2>
<p>Écrivez à <a href="mailto:support@lumen.casino">support@lumen.casino</a> depuis l'adresse enregistrée sur votre compte. Nous répondons sous 24 heures. N'envoyez jamais votre mot de passe.</p>
<h2>Réclamations</h2>
<p>Si une réponse ne vous satisfait pas, demandez que votre réclamation soit transmise à un responsable, qui vous répondra sous 14 jours. Si le litige n'est toujours pas résolu, vous pouvez contacter l'Autorité des jeux de Lumérie.</p>
<h2>Adresse postale</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumérie.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino : machines à sous et dés vérifiables',
      description:
        "Machines à sous et jeux de dés de notre propre studio, à l'équité vérifiable. Jouez gratuitement en démo ou en argent réel, et payez par virement ou en crypto.",
    },
    seo_faq: {
      title: 'Questions fréquentes : aide au compte | Lumen Casino',
      description:
        "Réponses aux questions fréquentes sur l'inscription, la vérification, les dépôts, les retraits, les bonus et le jeu responsable sur Lumen Casino.",
    },
    seo_privacy_policy: {
      title: 'Politique de confidentialité | Lumen Casino',
      description:
        'Comment Lumen Casino collecte, utilise et protège vos données personnelles, combien de temps nous les gardons et comment exercer vos droits.',
    },
    seo_slots: {
      title: 'Machines à sous vérifiables, démo gratuite | Lumen',
      description:
        "Machines à sous de notre propre studio : à lignes, à ways ou Bonus Buy, toutes à l'équité vérifiable. Essayez-les gratuitement en démo ou jouez en argent réel.",
    },
    seo_live: {
      title: 'Casino en direct | Lumen Casino',
      description:
        'Les jeux de casino en direct de Lumen Casino. Jouez aussi aux machines à sous et aux dés vérifiables de notre propre studio, en démo gratuite ou en argent réel.',
    },
    seo_jackpots: {
      title: 'Jeux à jackpot | Lumen Casino',
      description:
        'Les jeux à jackpot de Lumen Casino. Notre propre studio crée aussi des machines à sous et des jeux de dés vérifiables, à jouer en démo ou en argent réel.',
    },
    seo_tournaments: {
      title: 'Tournois de casino | Lumen Casino',
      description:
        'Les tournois de casino de Lumen Casino. Dans le lobby, retrouvez les machines à sous et jeux de dés vérifiables de notre studio, en démo ou en argent réel.',
    },
    seo_bonuses: {
      title: 'Bonus et promotions de casino | Lumen Casino',
      description:
        'Bonus et promotions sur Lumen Casino. Chaque offre précise ses conditions, et nos conditions des bonus expliquent les conditions de mise et la mise maximale.',
    },
    seo_loyalty: {
      title: 'Programme de fidélité | Lumen Casino',
      description:
        'Programme de fidélité de Lumen Casino. Avec un compte, jouez en argent réel aux machines à sous et dés vérifiables de notre studio, par virement ou en crypto.',
    },
    seo_aviator: {
      title: 'Jet, le jeu crash : encaissez à temps | Lumen Casino',
      description:
        'Jouez à Jet, notre jeu crash équitable et vérifiable : le multiplicateur monte jusqu’à l’envol du jet. Deux mises par tour et encaissement automatique.',
    },
    seo_live_casino: {
      title: 'Casino en direct : roulette et baccara | Lumen Casino',
      description:
        'Jouez à la roulette et au baccara à des tables partagées, avec un croupier virtuel animé et un tour équitable et vérifiable toutes les 30 s. Essai gratuit.',
    },
    seo_welcome_offer: {
      title: 'Offre de bienvenue : bonus de 1er dépôt | Lumen Casino',
      description:
        'Profitez de l’offre de bienvenue de Lumen Casino sur votre premier dépôt : le bonus, ses tours gratuits et toutes ses conditions expliquées en clair.',
    },
  },

  licence: {
    title: 'Licence',
    content: `
<p>Lumen Casino est exploité par Lumen Entertainment Ltd. (numéro d'immatriculation LE-204871, 12 Harbour Street, Port Aurel, Lumérie), agréée et contrôlée par l'Autorité des jeux de Lumérie sous le numéro de licence GAL-2024-0178.</p>
<p>Ceci est un produit de démonstration : la Lumérie et son Autorité des jeux sont fictives.</p>
<p><strong>18+</strong> Les jeux d'argent peuvent créer une dépendance. Jouez de manière responsable. <a href="/info_pages/responsible_gaming">Jeu responsable</a></p>`,
  },

  faq: {
    registration: {
      question: 'Comment créer un compte ?',
      answer: `<p>Choisissez « S'inscrire », saisissez votre adresse e-mail et un mot de passe, choisissez votre devise et confirmez que vous avez 18 ans ou plus et que vous acceptez nos conditions. Cela prend moins d'une minute. Vous pourrez compléter votre profil plus tard, avant votre première partie en argent réel.</p>`,
    },
    verification: {
      question: 'Pourquoi dois-je vérifier mon compte, et combien de temps cela prend-il ?',
      answer: `<p>La vérification (KYC) confirme votre âge et votre identité ; notre licence l'exige avant votre premier retrait. Téléversez une pièce d'identité avec photo, un justificatif de domicile et un justificatif de paiement dans votre profil, rubrique Vérification. Nous examinons les documents sous 1 à 24 heures. Voir notre <a href="/info_pages/kyc_policy">politique KYC</a>.</p>`,
    },
    deposits: {
      question: 'Comment effectuer un dépôt ?',
      answer: `<p>Choisissez « Déposer », sélectionnez un moyen bancaire ou crypto, saisissez le montant et confirmez. Les dépôts par carte et par virement instantané sont crédités immédiatement ; certains virements bancaires prennent jusqu'à 5 jours ouvrés. Pour un dépôt en crypto, envoyez exactement le montant affiché.</p>`,
    },
    withdrawals: {
      question: 'Comment retirer mes gains ?',
      answer: `<p>Ouvrez « Retrait » dans votre compte, choisissez un moyen et saisissez le montant. Votre compte doit être vérifié. Nous traitons les demandes sous 24 heures ; le délai de réception dépend ensuite du moyen choisi. L'argent bonus ne peut être retiré qu'une fois la mise requise atteinte.</p>`,
    },
    bonuses: {
      question: 'Comment fonctionnent les bonus et la mise requise ?',
      answer: `<p>L'argent bonus est placé sur un solde distinct et doit être misé, généralement 35 fois, avant de pouvoir être retiré. Un seul bonus est actif à la fois ; les autres attendent dans votre file de bonus. Tous les jeux ne comptent pas pour la mise requise. Les détails figurent dans nos <a href="/info_pages/bonus_terms">conditions des bonus</a>.</p>`,
    },
    responsible_gambling: {
      question: "Quels outils m'aident à garder le contrôle ?",
      answer: `<p>Vous pouvez fixer des limites de dépôt, de pertes et de mises sur 24 heures, 7 jours ou 30 jours, une limite de durée de session et des rappels de session, faire une pause de 24 heures à 6 semaines ou vous auto-exclure de 6 mois à 5 ans. Une limite plus basse s'applique immédiatement ; une hausse ou une suppression exige un délai de réflexion de 24 heures et votre confirmation. Ces outils se trouvent dans votre compte, sous <a href="/profile/responsible-gambling">Jeu responsable</a>, ou demandez à l'assistance. En savoir plus sur le <a href="/info_pages/responsible_gaming">jeu responsable</a>.</p>`,
    },
    demo_mode: {
      question: 'Puis-je jouer gratuitement ?',
      answer: `<p>Oui. La plupart des machines à sous et des jeux de dés de notre propre studio ont un mode démo avec de l'argent fictif, sans qu'un compte soit nécessaire. Pour jouer en argent réel, connectez-vous et effectuez un dépôt.</p>`,
    },
    languages: {
      question: 'Dans quelles langues Lumen Casino est-il disponible ?',
      answer: `<p>Le site et l'assistance sont disponibles en anglais, en anglais britannique, en allemand, en français, en roumain, en slovaque, en espagnol, en portugais et en slovène. Changez de langue avec le sélecteur en bas de page.</p>`,
    },
    contact: {
      question: "Comment contacter l'assistance ?",
      answer: `<p>Écrivez à <a href="mailto:support@lumen.casino">support@lumen.casino</a> ou utilisez le lien d'assistance en bas de chaque page. Nous répondons aux e-mails sous 24 heures.</p>`,
    },
  },
};
