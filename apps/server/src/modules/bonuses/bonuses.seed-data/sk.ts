import type { SeedCampaignTexts } from './campaigns.ts';

export const sk: SeedCampaignTexts = {
  welcome: {
    title: 'Uvítacia ponuka',
    summary:
      'Bonus 200 % k vášmu prvému kvalifikujúcemu vkladu a k tomu 300 voľných zatočení na našich top automatoch, 50 denne.',
    terms:
      'Pre nových hráčov: bonus dostane prvý z vašich prvých troch vkladov, ktorý dosiahne uvedené minimum a ktorým si ponuku uplatníte (zaškrtnutím políčka pod ponukou vo formulári vkladu), a to iba raz. Bonus predstavuje 200 % tohto vkladu až do uvedeného maxima a pripíše sa na váš bonusový zostatok. 300 voľných zatočení sa hrá na automatoch Mighty Runes a Golden Pharaoh, najviac 50 denne, a výhry z nich sa pripisujú ako bonusové peniaze. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Na skutočné peniaze sa môže zmeniť najviac 10-násobok bonusu. Vaše vlastné peniaze sa vždy hrajú ako prvé a môžete si ich kedykoľvek vybrať; výber počas aktívneho bonusu bonus zruší. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
  'welcome-ron': {
    title: 'Uvítacia ponuka',
    summary:
      'Bonus 350 % k vášmu prvému kvalifikujúcemu vkladu v lei a k tomu 300 voľných zatočení na našich top automatoch, 50 denne.',
    terms:
      'Pre nových hráčov s účtom v RON: bonus dostane prvý z vašich prvých troch vkladov, ktorý dosiahne uvedené minimum a ktorým si ponuku uplatníte (zaškrtnutím políčka pod ponukou vo formulári vkladu), a to iba raz. Bonus predstavuje 350 % tohto vkladu až do uvedeného maxima a pripíše sa na váš bonusový zostatok. 300 voľných zatočení sa hrá na automatoch Mighty Runes a Golden Pharaoh, najviac 50 denne, a výhry z nich sa pripisujú ako bonusové peniaze. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Na skutočné peniaze sa môže zmeniť najviac 10-násobok bonusu. Vaše vlastné peniaze sa vždy hrajú ako prvé a môžete si ich kedykoľvek vybrať; výber počas aktívneho bonusu bonus zruší. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
  'registration-spins': {
    title: 'Voľné zatočenia za registráciu',
    summary: '20 voľných zatočení na automatoch Mighty Runes a Golden Pharaoh hneď po založení účtu.',
    terms:
      'Každý nový účet dostane 20 voľných zatočení na automatoch Mighty Runes a Golden Pharaoh. Výhry z voľných zatočení sa pripisujú ako bonusové peniaze a skôr, než sa zmenia na skutočné peniaze, ich treba 10-krát prestávkovať; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Platnosť voľných zatočení a výhier z nich vyprší 7 dní po ich pripísaní.',
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
      'Keď sa prvýkrát prihlásite do svojho účtu, dostanete 10 voľných zatočení na automatoch Mighty Runes a Golden Pharaoh. Výhry z nich sa pripisujú ako bonusové peniaze a skôr, než sa zmenia na skutočné peniaze, ich treba 10-krát prestávkovať; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Platnosť voľných zatočení vyprší 7 dní po ich pripísaní.',
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
      'V deň vašich narodenín podľa údajov vo vašom profile dostanete uvedený bonus. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 5-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Raz ročne. Platnosť bonusu vyprší 7 dní po jeho pripísaní.',
  },
  'weekly-reload': {
    title: 'Týždenný bonus k vkladu',
    summary: 'Pri vklade zaškrtnite políčko a raz týždenne získate bonus 50 % k svojmu vkladu.',
    terms:
      'Každý týždeň (od pondelka do nedele, UTC) dostanete k svojmu prvému vkladu, ktorý dosiahne uvedené minimum a ktorým si ponuku uplatníte (zaškrtnutím políčka pod ponukou vo formulári vkladu), bonus 50 % až do uvedeného maxima. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 30-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Neponúka sa tam, kde pravidlá trhu obmedzujú stávkovanie pod 30-násobok. Platnosť bonusu vyprší 7 dní po jeho pripísaní.',
  },
  'winnings-boost': {
    title: 'Navýšenie výhier',
    summary:
      'Každý deň 10 % z vašej najvyššej výhry z predchádzajúceho dňa na klasických automatoch s výhernými líniami vo forme bonusových peňazí.',
    terms:
      'Každý deň sa vám ako bonusové peniaze pripíše 10 % z vašej najvyššej výhry z predchádzajúceho dňa (UTC) na klasickom automate s výhernými líniami, najviac do uvedeného maxima. Výhra z kola je suma, ktorú kolo vyplatilo, znížená o stávku; výhry z voľných zatočení sa nepočítajú. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; započítavajú sa iba klasické automaty s výhernými líniami. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Platnosť každého bonusu z navýšenia vyprší 7 dní po jeho pripísaní.',
  },
  'vip-invite': {
    title: 'VIP pozvánka',
    summary: 'Iba na pozvánku: bonus bez potreby vkladu a k tomu 50 voľných zatočení.',
    terms:
      'Táto ponuka je určená hráčom, ktorí dostali jej odkaz. Keď si ju uplatníte cez odkaz, hneď dostanete uvedený bonus bez potreby vkladu a k tomu 50 voľných zatočení na automatoch Mighty Runes a Golden Pharaoh, ktorých výhry sa pripisujú ako bonusové peniaze. Aby sa bonus zmenil na skutočné peniaze, treba prestávkovať 10-násobok bonusu; automaty sa započítavajú v plnej výške, kockové hry na 10 % a hry s nákupom bonusu sa nezapočítavajú vôbec. Kým je bonus aktívny, žiadna stávka nesmie prekročiť uvedenú maximálnu stávku. Jedno uplatnenie na hráča. Platnosť bonusu vyprší 30 dní po jeho pripísaní.',
  },
};
