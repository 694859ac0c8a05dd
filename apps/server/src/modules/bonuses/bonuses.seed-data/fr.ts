import type { SeedCampaignTexts } from './campaigns.ts';

export const fr: SeedCampaignTexts = {
  welcome: {
    title: 'Offre de bienvenue',
    summary:
      'Un bonus de 200 % sur votre premier dépôt éligible, plus 300 tours gratuits sur nos meilleures machines à sous, à raison de 50 par jour.',
    terms:
      'Réservé aux nouveaux joueurs : le premier de vos trois premiers dépôts qui atteint le minimum indiqué et avec lequel vous demandez l’offre (en cochant la case sous l’offre dans le formulaire de dépôt) reçoit le bonus, une seule fois. Le bonus correspond à 200 % de ce dépôt, dans la limite du maximum indiqué, et est crédité sur votre solde bonus. Les 300 tours gratuits se jouent sur Mighty Runes et Golden Pharaoh, à raison de 50 par jour au maximum, et leurs gains sont crédités en argent bonus. Misez 10 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Tant que le bonus est actif, aucune mise ne peut dépasser la mise maximale indiquée. Le montant converti en argent réel ne peut pas dépasser 10 fois le bonus. Votre propre argent est toujours joué en premier et peut être retiré à tout moment ; un retrait effectué pendant que le bonus est actif annule le bonus. Le bonus expire 30 jours après son attribution.',
  },
  'welcome-ron': {
    title: 'Offre de bienvenue',
    summary:
      'Un bonus de 350 % sur votre premier dépôt éligible en lei, plus 300 tours gratuits sur nos meilleures machines à sous, à raison de 50 par jour.',
    terms:
      'Réservé aux nouveaux joueurs disposant d’un compte en RON : le premier de vos trois premiers dépôts qui atteint le minimum indiqué et avec lequel vous demandez l’offre (en cochant la case sous l’offre dans le formulaire de dépôt) reçoit le bonus, une seule fois. Le bonus correspond à 350 % de ce dépôt, dans la limite du maximum indiqué, et est crédité sur votre solde bonus. Les 300 tours gratuits se jouent sur Mighty Runes et Golden Pharaoh, à raison de 50 par jour au maximum, et leurs gains sont crédités en argent bonus. Misez 10 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Tant que le bonus est actif, aucune mise ne peut dépasser la mise maximale indiquée. Le montant converti en argent réel ne peut pas dépasser 10 fois le bonus. Votre propre argent est toujours joué en premier et peut être retiré à tout moment ; un retrait effectué pendant que le bonus est actif annule le bonus. Le bonus expire 30 jours après son attribution.',
  },
  'registration-spins': {
    title: 'Tours gratuits à l’inscription',
    summary: '20 tours gratuits sur Mighty Runes et Golden Pharaoh dès l’ouverture de votre compte.',
    terms:
      'Chaque nouveau compte reçoit 20 tours gratuits sur Mighty Runes et Golden Pharaoh. Les gains des tours gratuits sont crédités en argent bonus et doivent être misés 10 fois avant de devenir de l’argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Les tours gratuits et leurs gains expirent 7 jours après leur attribution.',
  },
  'signup-code': {
    title: 'Code d’inscription LUMEN10',
    summary: 'Saisissez le code LUMEN10 lors de votre inscription et recevez un bonus sans dépôt.',
    terms:
      'Saisissez LUMEN10 dans le champ du code promo du formulaire d’inscription. Le bonus indiqué est crédité sur votre solde bonus dès l’ouverture de votre compte, sans dépôt. Misez 10 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Le montant converti en argent réel ne peut pas dépasser 5 fois le bonus. Un code par joueur. Le bonus expire 14 jours après son attribution.',
  },
  'first-login-spins': {
    title: 'Tours gratuits lors de votre première visite',
    summary: '10 tours gratuits vous attendent lors de votre première connexion.',
    terms:
      'Lors de votre première connexion à votre compte, vous recevez 10 tours gratuits sur Mighty Runes et Golden Pharaoh. Leurs gains sont crédités en argent bonus et doivent être misés 10 fois avant de devenir de l’argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Les tours gratuits expirent 7 jours après leur attribution.',
  },
  'spring-code': {
    title: 'Code promo SPRING25',
    summary: 'Saisissez SPRING25 lors d’un dépôt et recevez 25 % de plus en bonus.',
    terms:
      'Saisissez SPRING25 lors d’un dépôt. Le bonus correspond à 25 % du dépôt, dans la limite du maximum indiqué. Misez 10 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Tant que le bonus est actif, aucune mise ne peut dépasser la mise maximale indiquée. Une seule utilisation par joueur. Le bonus expire 30 jours après son attribution.',
  },
  birthday: {
    title: 'Bonus d’anniversaire',
    summary: 'Un cadeau de notre part pour votre anniversaire, avec une mise requise légère.',
    terms:
      'Le jour de votre anniversaire, selon la date indiquée dans votre profil, vous recevez le bonus indiqué. Misez 5 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Une fois par an. Le bonus expire 7 jours après son attribution.',
  },
  'weekly-reload': {
    title: 'Bonus de recharge hebdomadaire',
    summary: 'Chaque semaine, cochez la case lors d’un dépôt et recevez un bonus de 50 % sur ce dépôt.',
    terms:
      'Chaque semaine (du lundi au dimanche, UTC), votre premier dépôt qui atteint le minimum indiqué et avec lequel vous demandez l’offre (en cochant la case sous l’offre dans le formulaire de dépôt) est complété par un bonus de 50 %, dans la limite du maximum indiqué. Misez 30 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Tant que le bonus est actif, aucune mise ne peut dépasser la mise maximale indiquée. Offre non proposée sur les marchés dont la réglementation plafonne la mise requise en dessous de 30 fois. Le bonus expire 7 jours après son attribution.',
  },
  'winnings-boost': {
    title: 'Boost de gains',
    summary:
      'Chaque jour, 10 % de votre plus gros gain de la veille aux machines à sous classiques à lignes, versés en argent bonus.',
    terms:
      'Chaque jour, 10 % de votre plus gros gain de la veille (UTC) sur une machine à sous classique à lignes sont crédités en argent bonus, dans la limite du maximum indiqué. Le gain d’une partie correspond à ce qu’elle a rapporté, déduction faite de sa mise ; les gains des tours gratuits ne comptent pas. Misez 10 fois le montant du bonus pour le convertir en argent réel ; seules les machines à sous classiques à lignes comptent. Tant que le bonus est actif, aucune mise ne peut dépasser la mise maximale indiquée. Chaque bonus du boost expire 7 jours après son attribution.',
  },
  'vip-invite': {
    title: 'Invitation VIP',
    summary: 'Sur invitation uniquement : un bonus sans dépôt, plus 50 tours gratuits.',
    terms:
      'Cette offre est ouverte aux joueurs qui en ont reçu le lien. En la demandant par ce lien, vous recevez aussitôt le bonus indiqué, sans dépôt, plus 50 tours gratuits sur Mighty Runes et Golden Pharaoh, dont les gains sont crédités en argent bonus. Misez 10 fois le montant du bonus pour le convertir en argent réel ; les machines à sous comptent intégralement, les jeux de dés à 10 % et les jeux avec achat de bonus pas du tout. Tant que le bonus est actif, aucune mise ne peut dépasser la mise maximale indiquée. Une seule fois par joueur. Le bonus expire 30 jours après son attribution.',
  },
};
