import type { SeedCampaignTexts } from './campaigns.ts';

export const sk: SeedCampaignTexts = {
  welcome: {
    title: 'Uvítacia ponuka',
    summary:
      'Bonus 200 % k vášmu prvému kvalifikujúcemu vkladu a k tomu 300 voľných zatočení na našich top automatoch, 50 denne.',
    terms:
      'Pre nových hráčov: bonus dostane prvý z vašich prvých troch vkladov, ktorý dosiahne uvedené minimum, a to iba raz. Bonus predstavuje 200 % tohto vkladu až do uvedeného maxima a pripíše sa na váš bonusový zostatok. 300 voľných zatočení sa hrá na automatoch Mighty Valhalla a Cosmic Voyage, najviac 50 denne, a výhry z nich sa pripisujú ako bonusové peniaze. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Na skutočné peniaze sa môže zmeniť najviac 10-násobok bonusu. Vaše vlastné peniaze sa vždy hrajú ako prvé a môžete si ich kedykoľvek vybrať; výber počas aktívneho bonusu bonus zruší. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
  'welcome-ron': {
    title: 'Uvítacia ponuka',
    summary:
      'Bonus 350 % k vášmu prvému kvalifikujúcemu vkladu v lei a k tomu 300 voľných zatočení na našich top automatoch, 50 denne.',
    terms:
      'Pre nových hráčov s účtom v RON: bonus dostane prvý z vašich prvých troch vkladov, ktorý dosiahne uvedené minimum, a to iba raz. Bonus predstavuje 350 % tohto vkladu až do uvedeného maxima a pripíše sa na váš bonusový zostatok. 300 voľných zatočení sa hrá na automatoch Mighty Valhalla a Cosmic Voyage, najviac 50 denne, a výhry z nich sa pripisujú ako bonusové peniaze. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Na skutočné peniaze sa môže zmeniť najviac 10-násobok bonusu. Vaše vlastné peniaze sa vždy hrajú ako prvé a môžete si ich kedykoľvek vybrať; výber počas aktívneho bonusu bonus zruší. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
  'registration-spins': {
    title: 'Voľné zatočenia za registráciu',
    summary: '20 voľných zatočení na automatoch Mighty Valhalla a Cosmic Voyage hneď po založení účtu.',
    terms:
      'Každý nový účet dostane 20 voľných zatočení na automatoch Mighty Valhalla a Cosmic Voyage. Výhry z voľných zatočení sa pripisujú ako bonusové peniaze a skôr, než sa zmenia na skutočné peniaze, ich treba 10-krát prestávkovať; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Platnosť voľných zatočení a výhier z nich vyprší 7 dní po ich pripísaní.',
  },
  'signup-code': {
    title: 'Registračný kód LUMEN10',
    summary: 'Pri registrácii zadajte kód LUMEN10 a získajte bonus bez potreby vkladu.',
    terms:
      'Zadajte LUMEN10 do poľa pre promo kód v registračnom formulári. Uvedený bonus sa pripíše na váš bonusový zostatok po založení účtu, bez vkladu. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Na skutočné peniaze sa môže zmeniť najviac 5-násobok bonusu. Jeden kód na hráča. Platnosť bonusu vyprší 14 dní po jeho pripísaní.',
  },
  'first-login-spins': {
    title: 'Voľné zatočenia pri prvej návšteve',
    summary: 'Pri prvom prihlásení na vás čaká 10 voľných zatočení.',
    terms:
      'Keď sa prvýkrát prihlásite do svojho účtu, dostanete 10 voľných zatočení na automatoch Mighty Valhalla a Cosmic Voyage. Výhry z nich sa pripisujú ako bonusové peniaze a skôr, než sa zmenia na skutočné peniaze, ich treba 10-krát prestávkovať; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Platnosť voľných zatočení vyprší 7 dní po ich pripísaní.',
  },
  'spring-code': {
    title: 'Promo kód SPRING25',
    summary: 'Pri vklade zadajte SPRING25 a získajte navyše 25 % ako bonus.',
    terms:
      'Pri vklade zadajte SPRING25. Bonus predstavuje 25 % vkladu až do uvedeného maxima. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Jedno použitie na hráča. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
  birthday: {
    title: 'Narodeninový bonus',
    summary: 'Darček od nás k vašim narodeninám s miernymi podmienkami stávkovania.',
    terms:
      'V deň vašich narodenín podľa údajov vo vašom overenom profile dostanete uvedený bonus. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 5-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Raz ročne. Platnosť bonusu vyprší 7 dní po jeho pripísaní.',
  },
  'weekly-reload': {
    title: 'Týždenný bonus k vkladu',
    summary: 'Každý týždeň bonus 50 % k vášmu prvému vkladu v danom týždni.',
    terms:
      'Každý týždeň (od pondelka do nedele, UTC) dostanete k svojmu prvému vkladu aspoň vo výške uvedeného minima bonus 50 % až do uvedeného maxima. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 30-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Neponúka sa tam, kde pravidlá trhu obmedzujú stávkovanie pod 30-násobok. Platnosť bonusu vyprší 7 dní po jeho pripísaní.',
  },
  'winnings-boost': {
    title: 'Navýšenie výhier',
    summary:
      'Získajte 10 % navyše k výhram na klasických automatoch s výhernými líniami vo forme bonusových peňazí.',
    terms:
      'Kým je navýšenie aktívne, každá výhra na klasickom automate s výhernými líniami pripíše na váš bonusový zostatok 10 % z tejto výhry, celkovo najviac do uvedeného maxima. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; započítavajú sa iba klasické automaty s výhernými líniami. Navýšenie skončí 7 dní po svojom začiatku.',
  },
  'vip-invite': {
    title: 'VIP pozvánka',
    summary: 'Iba na pozvánku: bonus 100 % k vášmu ďalšiemu vkladu a k tomu 50 voľných zatočení.',
    terms:
      'Táto ponuka je určená hráčom, ktorí dostali jej odkaz. K vášmu ďalšiemu vkladu po prijatí ponuky dostanete bonus 100 % až do uvedeného maxima a k tomu 50 voľných zatočení na automatoch Mighty Valhalla a Cosmic Voyage. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
};
