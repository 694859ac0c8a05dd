import type { LanguageContent } from './structure.ts';

/** Slovak. */
export const sk: LanguageContent = {
  titles: {
    casino: 'Kasíno',
    quick_link_slots: 'Automaty',
    quick_link_live: 'Živé kasíno',
    quick_link_jackpots: 'Jackpoty',
    quick_link_tournaments: 'Turnaje',
    quick_link_bonuses: 'Akcie',
    quick_link_loyalty: 'Vernostný program',
    information: 'Informácie',
    about_us: 'O nás',
    terms_and_conditions: 'Obchodné podmienky',
    privacy_policy: 'Ochrana osobných údajov',
    cookie_policy: 'Zásady používania cookies',
    responsible_gaming: 'Zodpovedné hranie',
    bonus_terms: 'Podmienky bonusov',
    kyc_policy: 'Zásady KYC',
    aml_policy: 'Zásady boja proti praniu špinavých peňazí',
    support: 'Podpora',
    support_block: 'Živý chat',
    quick_link_faq: 'Časté otázky',
    contact_us: 'Kontakt',
    partners: 'Partneri',
    affiliates: 'Partnerský program',
  },

  pages: {
    about_us: `
<p>Lumen Casino je online kasíno, ktoré prevádzkuje spoločnosť Lumen Entertainment Ltd. registrovaná v Lumérii a licencovaná Úradom pre hazardné hry Lumérie (Gaming Authority of Lumeria). Lumen Casino sme vytvorili pre hráčov, ktorí si chcú hry sami overiť a očakávajú jasné pravidlá a rýchle, férové výplaty.</p>
<h2>Čo ponúkame</h2>
<ul>
<li>Automaty a kockové hry z nášho vlastného štúdia; ďalšie hry a funkcie pripravujeme.</li>
<li>Demo režim pre väčšinu hier, aby ste si mohli zahrať pre zábavu ešte pred hrou o skutočné peniaze.</li>
<li>Vklady a výbery bankovým prevodom a v kryptomenách.</li>
<li>Overenie účtu (KYC) s nahraním dokladov vo vašom profile.</li>
</ul>
<h2>Férová hra</h2>
<p>Naše hry sú preukázateľne férové („provably fair“). Ešte predtým, ako sa kolo odohrá, je jeho výsledok zafixovaný kryptografickým hashom; potom si kolo môžete otvoriť v histórii hry a overiť, že výsledok zodpovedá tomuto hashu. Túto kontrolu môže v prehliadači urobiť každý hráč pri ktoromkoľvek odohranom kole. Návratnosť pre hráča (RTP) nájdete v informačnom paneli každej hry.</p>
<h2>Bezpečná hra</h2>
<p>Hrať môžete, len ak máte aspoň 18 rokov. Na našej stránke o <a href="/info_pages/responsible_gaming">zodpovednom hraní</a> sa dozviete, ako si udržať kontrolu nad hraním. Ak sa obávate o svoje hranie, náš tím podpory vám pomôže, stačí nám kedykoľvek napísať.</p>
<p>Máte otázku? Náš tím podpory je k dispozícii nepretržite na adrese <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>Tieto podmienky tvoria dohodu medzi vami a spoločnosťou Lumen Entertainment Ltd. („my“), prevádzkovateľom Lumen Casino. Otvorením účtu ich prijímate spolu s našimi zásadami ochrany osobných údajov, podmienkami bonusov a pravidlami jednotlivých hier.</p>
<h2>1. Kto môže hrať</h2>
<ul>
<li>Musíte mať aspoň 18 rokov, prípadne viac, ak to vyžaduje zákon vašej krajiny.</li>
<li>Môžete mať len jeden účet, na svoje meno a so správnymi osobnými údajmi.</li>
<li>Nesmiete hrať z krajiny, kde sú online hazardné hry nezákonné alebo z ktorej hráčov neprijímame.</li>
</ul>
<h2>2. Váš účet</h2>
<p>Heslo uchovávajte v tajnosti; za činnosť na svojom účte zodpovedáte vy. Overenie totožnosti môžeme požadovať kedykoľvek a musíme ho vykonať pred vaším prvým výberom (pozri naše <a href="/info_pages/kyc_policy">zásady KYC</a>).</p>
<h2>3. Vklady a výbery</h2>
<p>Používajte len platobné metódy vedené na vaše meno. Výbery sa spravidla vyplácajú na metódu, ktorou ste vkladali. Niektoré bankové prevody trvajú až 5 bankových dní. Platbu môžeme pozdržať, kým vykonáme kontroly vyžadované zákonom.</p>
<h2>4. Hry a poruchy</h2>
<p>Každá hra má vlastné pravidlá zobrazené v hre. Porucha ruší všetky dotknuté hry a výhry. Ak bola stávka vyúčtovaná nesprávne, zostatok opravíme.</p>
<h2>5. Zrušenie účtu</h2>
<p>Účet môžete kedykoľvek zrušiť prostredníctvom podpory. V prípade podvodu, zneužitia bonusov, viacerých účtov alebo porušenia týchto podmienok môžeme účet pozastaviť alebo zrušiť; oprávnene získané výhry vyplatíme.</p>
<h2>6. Sťažnosti</h2>
<p>Najprv kontaktujte podporu. Ak vašu sťažnosť nevyriešime do 14 dní, môžete sa obrátiť na Úrad pre hazardné hry Lumérie.</p>
<h2>7. Zmeny</h2>
<p>Tieto podmienky môžeme meniť. O podstatných zmenách vás budeme informovať vopred a pri ďalšom prihlásení vás požiadame o ich prijatie.</p>`,

    privacy_policy: `
<p>Tieto zásady vysvetľujú, ako spoločnosť Lumen Entertainment Ltd., prevádzkovateľ osobných údajov pre Lumen Casino, získava a používa vaše osobné údaje.</p>
<h2>Aké údaje získavame</h2>
<ul>
<li>Údaje o účte: meno, dátum narodenia, adresa, e-mail, telefónne číslo, mena a jazyk.</li>
<li>Údaje na overenie: kópie dokladov totožnosti a doklady o adrese alebo platbe.</li>
<li>Údaje o transakciách a hre: vklady, výbery, stávky, výhry a bonusy.</li>
<li>Technické údaje: IP adresa, typ zariadenia a prehliadača a krajina odvodená z vašej IP adresy.</li>
</ul>
<h2>Prečo ich používame</h2>
<p>Vaše údaje používame na vedenie účtu a výplatu výhier (zmluva), na overenie veku a totožnosti a na predchádzanie podvodom a praniu špinavých peňazí (zákonná povinnosť), na ochranu hráčov pred škodami spôsobenými hazardom a len s vaším súhlasom na zasielanie ponúk.</p>
<h2>Komu ich poskytujeme</h2>
<p>Poskytovateľom platieb, službám na overenie totožnosti, dodávateľom hier (len identifikátor hráča), našim poskytovateľom hostingu a tam, kde to vyžaduje zákon, Úradu pre hazardné hry Lumérie a iným orgánom. Vaše údaje nikdy nepredávame.</p>
<h2>Ako dlho ich uchovávame</h2>
<p>Údaje o účte a transakciách uchovávame 5 rokov po zrušení účtu, ako to vyžadujú predpisy proti praniu špinavých peňazí. Marketingové preferencie vymažeme, keď odvoláte súhlas.</p>
<h2>Vaše práva</h2>
<p>Môžete požiadať o prístup k údajom, ich opravu alebo vymazanie, o kópiu v prenosnom formáte alebo namietať proti ich použitiu na marketing. Napíšte na <a href="mailto:support@lumen.casino">support@lumen.casino</a>. Sťažnosť môžete podať aj dozornému orgánu pre ochranu údajov.</p>
<p>Ako používame cookies, popisujú naše <a href="/info_pages/cookie_policy">zásady používania cookies</a>.</p>`,

    cookie_policy: `
<p>Cookies sú malé súbory, ktoré webová stránka ukladá vo vašom prehliadači. Lumen Casino na rovnaké účely používa aj lokálne úložisko prehliadača. Tieto zásady vysvetľujú, čo ukladáme a prečo.</p>
<h2>Nevyhnutné</h2>
<p>Udržiavajú vás prihláseného, pamätajú si váš jazyk a voľbu týkajúcu sa cookies a chránia formuláre pred zneužitím. Bez nich stránka nefunguje, preto ich nemožno vypnúť.</p>
<h2>Predvoľby</h2>
<p>Pamätajú si voľby, ktoré uľahčujú používanie stránky, napríklad vaše posledné vyhľadávania a bannery, ktoré ste už zavreli.</p>
<h2>Analytika</h2>
<p>S vaším súhlasom meriame, ako sa stránka používa, napríklad ktoré stránky sa načítavajú pomaly, aby sme ju mohli zlepšiť. Údaje sú súhrnné a nepoužívajú sa na vašu identifikáciu.</p>
<h2>Vaše možnosti</h2>
<p>Cookies a lokálne úložisko môžete kedykoľvek vymazať v nastaveniach prehliadača. Zablokovanie nevyhnutných cookies vás odhlási a niektoré časti stránky nemusia fungovať.</p>`,

    responsible_gaming: `
<p>Hazardné hry majú byť zábavou, nikdy nie spôsobom, ako zarobiť peniaze alebo uniknúť pred problémami. Lumen Casino sa zaväzuje pomáhať každému hráčovi udržať si kontrolu.</p>
<h2>Vaše nástroje</h2>
<ul>
<li><strong>Limity vkladov</strong>, <strong>prehier</strong> a <strong>stávok</strong> na 24 hodín, 7 dní alebo 30 dní. Nižší limit platí okamžite. Vyšší limit alebo zrušenie limitu nadobudne účinnosť až po 24-hodinovej lehote na rozmyslenie a po vašom potvrdení; zmena, ktorú nepotvrdíte do 7 dní, prepadne.</li>
<li><strong>Časový limit relácie</strong>: keď relácia trvá tak dlho, ako ste si zvolili, hranie sa zastaví a odhlásime vás.</li>
<li><strong>Pripomienky relácie</strong>: pripomienka v intervale, ktorý si zvolíte, od 10 minút do 8 hodín. Ukáže, ako dlho hráte a aký je váš čistý výsledok v aktuálnej relácii.</li>
<li><strong>Prestávka</strong> na 24 hodín, 7 dní, 30 dní alebo 6 týždňov.</li>
<li><strong>Sebavylúčenie</strong> na 6 mesiacov, 1 rok, 2 roky alebo 5 rokov. Nedá sa skrátiť ani predčasne zrušiť. Po uplynutí zvoleného obdobia sa skončí, až keď požiadate o návrat, a hrať môžete znova 24 hodín po podaní žiadosti.</li>
</ul>
<p>Počas prestávky alebo sebavylúčenia nemôžete vkladať, hrať o skutočné peniaze ani dostávať bonusy či marketingové ponuky, no stále sa môžete prihlásiť, vybrať si zostatok a pozrieť si históriu.</p>
<p>Tieto nástroje nájdete vo svojom účte v časti <a href="/profile/responsible-gambling">Zodpovedné hranie</a>. Kedykoľvek vám môže pomôcť aj náš tím podpory.</p>
<h2>Varovné signály</h2>
<ul>
<li>Míňate viac peňazí alebo času, než ste plánovali.</li>
<li>Snažíte sa vyhrať späť prehry alebo si na hru požičiavate.</li>
<li>Hra ovplyvňuje vašu prácu, štúdium, rodinu alebo náladu.</li>
</ul>
<p>Ak vám niečo z toho znie povedome, urobte si prestávku a porozprávajte sa s niekým. Bezplatnú a dôvernú pomoc poskytujú národné linky pomoci pri závislosti od hazardu a skupiny Gamblers Anonymous.</p>
<h2>Ochrana maloletých</h2>
<p>Osoby mladšie ako 18 rokov hrať nesmú. Overujeme vek každého hráča a rušíme účty, ktoré si otvorili maloletí. Rodičia môžu hazardné stránky zablokovať filtrovacím softvérom.</p>`,

    bonus_terms: `
<p>Tieto podmienky platia pre všetky bonusy, roztočenia zadarmo a akcie v Lumen Casino, spolu s osobitnými podmienkami uvedenými pri každej ponuke. Ak sa líšia, platia podmienky ponuky.</p>
<h2>Bonusové peniaze a stávkové podmienky</h2>
<ul>
<li>Bonusové peniaze sa vedú na samostatnom bonusovom zostatku. Skutočné peniaze sa vždy používajú ako prvé.</li>
<li>Ak ponuka neuvádza inak, bonus treba pred výberom prestávkovať 35-krát do 30 dní.</li>
<li>Automaty sa do stávkových podmienok započítavajú na 100 %, stolové hry na 10 %. Hry živého kasína a hry vylúčené v ponuke sa započítavajú na 0 %.</li>
<li>Kým je bonus aktívny, maximálna stávka je 5 € na kolo.</li>
<li>Výhry z jackpotu podliehajú 3-násobnému prestávkovaniu; do jackpotu sa započítavajú stávky od 0,50 €.</li>
</ul>
<h2>Vždy len jeden bonus</h2>
<p>Aktívny môže byť len jeden bonus. Ďalšie bonusy čakajú v poradí bonusov a spúšťajú sa postupne. Zmenou aktívneho bonusu prepadá doterajší postup v stávkových podmienkach. Zrušením aktívneho bonusu sa bonusový zostatok vynuluje.</p>
<h2>Roztočenia zadarmo</h2>
<p>Roztočenia zadarmo platia pre hry uvedené v ponuke, a ak platí denný limit, len do tohto počtu za deň. Výhry z roztočení zadarmo sa pripisujú ako bonusové peniaze.</p>
<h2>Zmena meny</h2>
<p>Zmena meny účtu vynuluje bonusový zostatok a zruší čakajúce bonusy a roztočenia zadarmo.</p>
<h2>Férové používanie</h2>
<p>Bonusy sú určené rekreačným hráčom. Pri viacerých účtoch, tajných dohodách alebo herných vzorcoch zameraných na zneužitie ponuky môžeme bonusy a súvisiace výhry zadržať.</p>`,

    kyc_policy: `
<p>Kontroly „poznaj svojho zákazníka“ (KYC) chránia vás aj nás: potvrdzujú, že ste plnoletý, že účet patrí vám a že platby uskutočňujete vy. Vyžaduje ich naša licencia.</p>
<h2>Kedy overujeme</h2>
<p>Pred vaším prvým výberom, keď vaše vklady spolu dosiahnu 2 000 €, a vždy, keď to vyžaduje zákon alebo bezpečnostná kontrola.</p>
<h2>Doklady</h2>
<ol>
<li>Doklad totožnosti s fotografiou: cestovný pas, občiansky preukaz alebo vodičský preukaz, platný a so všetkými rohmi viditeľnými.</li>
<li>Doklad o adrese: faktúra za energie alebo výpis z účtu nie starší ako 3 mesiace.</li>
<li>Doklad o platbe: fotografia karty (so zakrytými strednými číslicami) alebo snímka obrazovky elektronickej peňaženky či bankového účtu.</li>
<li>Akýkoľvek ďalší doklad, ktorý si vyžiadame, napríklad doklad o pôvode finančných prostriedkov.</li>
</ol>
<p>Súbory nahrajte vo svojom profile v časti Overenie. Podporované formáty: JPEG, JPG, PNG, BMP a PDF, každý súbor menší ako 5 MB.</p>
<h2>Ako dlho to trvá</h2>
<p>Náš tím skontroluje doklady do 1 až 24 hodín. Potom sa váš stav zobrazí ako overený, alebo vám oznámime, čo chýba. Ak platnosť dokladu skončí, požiadame vás o nový.</p>
<p>Doklady ukladáme šifrované a používame ich len na overenie, ako popisujú naše <a href="/info_pages/privacy_policy">zásady ochrany osobných údajov</a>.</p>`,

    aml_policy: `
<p>Spoločnosť Lumen Entertainment Ltd. neprijíma peniaze z trestnej činnosti a nedovolí, aby sa jej služby využívali na pranie špinavých peňazí alebo financovanie terorizmu. Tieto zásady zhŕňajú naše kontroly podľa zákona Lumérie proti praniu špinavých peňazí.</p>
<h2>Starostlivosť vo vzťahu ku klientovi</h2>
<p>Overujeme totožnosť každého klienta (pozri naše <a href="/info_pages/kyc_policy">zásady KYC</a>) a porovnávame klientov so sankčnými zoznamami a zoznamami politicky exponovaných osôb. Klienti s vyšším rizikom a vysoké sumy si vyžadujú zosilnené kontroly vrátane dokladu o pôvode finančných prostriedkov.</p>
<h2>Monitorovanie</h2>
<p>Sledujeme vklady, hru a výbery, aby sme odhalili nezvyčajné vzorce, napríklad vklady vybraté takmer bez hrania. Výbery vyplácame na metódu vedenú na meno klienta, spravidla tú, ktorou vkladal.</p>
<h2>Hlásenie</h2>
<p>Podozrivé činnosti hlásime Finančnej spravodajskej jednotke Lumérie a ak to vyžaduje zákon, môžeme prostriedky zmraziť. O takom hlásení nesmieme klienta informovať.</p>
<h2>Záznamy a školenia</h2>
<p>Identifikačné a transakčné údaje uchovávame 5 rokov po zrušení účtu. Naši zamestnanci absolvujú školenie každý rok a na dodržiavanie týchto zásad dohliada určený pracovník pre súlad s predpismi.</p>`,

    contact_us: `
<p>Náš tím podpory je tu pre vás 24 hodín denne, 7 dní v týždni.</p>
<h2>E-mail</h2>
<p>Napíšte na <a href="mailto:support@lumen.casino">support@lumen.casino</a> z adresy registrovanej vo vašom účte. Odpovieme do 24 hodín. Nikdy nám neposielajte svoje heslo.</p>
<h2>Sťažnosti</h2>
<p>Ak nie ste s odpoveďou spokojný, požiadajte o postúpenie sťažnosti. Vedúci pracovník vám odpovie do 14 dní. Ak vec ani potom nie je vyriešená, môžete sa obrátiť na Úrad pre hazardné hry Lumérie.</p>
<h2>Poštová adresa</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: preukázateľne férové automaty a kocky',
      description:
        'Automaty a kockové hry z nášho vlastného štúdia, všetky preukázateľne férové. Hrajte zadarmo v demo režime alebo o skutočné peniaze, platba bankou či kryptom.',
    },
    seo_faq: {
      title: 'Časté otázky: pomoc s účtom | Lumen Casino',
      description:
        'Odpovede na časté otázky o registrácii, overení účtu, vkladoch, výberoch, bonusoch a zodpovednom hraní v Lumen Casino na jednom mieste.',
    },
    seo_privacy_policy: {
      title: 'Ochrana osobných údajov | Lumen Casino',
      description:
        'Ako Lumen Casino získava, používa a chráni vaše osobné údaje, ako dlho ich uchovávame a ako môžete uplatniť svoje práva na ochranu údajov.',
    },
    seo_slots: {
      title: 'Online automaty: férové, demo zadarmo | Lumen Casino',
      description:
        'Automaty z nášho vlastného štúdia: s líniami, ways aj Bonus Buy, všetky preukázateľne férové. Vyskúšajte ich zadarmo v demo režime alebo hrajte o peniaze.',
    },
    seo_live: {
      title: 'Živé kasíno | Lumen Casino',
      description:
        'Hry živého kasína v Lumen Casino. Zahrať si môžete aj preukázateľne férové automaty a kockové hry z nášho vlastného štúdia, zadarmo alebo o skutočné peniaze.',
    },
    seo_jackpots: {
      title: 'Jackpotové hry | Lumen Casino',
      description:
        'Jackpotové hry v Lumen Casino. Naše vlastné štúdio tvorí aj preukázateľne férové automaty a kockové hry, ktoré hráte zadarmo v demo režime alebo o peniaze.',
    },
    seo_tournaments: {
      title: 'Kasínové turnaje | Lumen Casino',
      description:
        'Kasínové turnaje v Lumen Casino. V lobby nájdete preukázateľne férové automaty a kockové hry z nášho vlastného štúdia, v demo režime aj o skutočné peniaze.',
    },
    seo_bonuses: {
      title: 'Kasínové bonusy a akcie | Lumen Casino',
      description:
        'Bonusy a akcie v Lumen Casino. Každá ponuka uvádza vlastné podmienky a naše podmienky bonusov vysvetľujú stávkové požiadavky, maximálnu stávku a výber výhier.',
    },
    seo_loyalty: {
      title: 'Vernostný program | Lumen Casino',
      description:
        'Vernostný program Lumen Casino. Založte si účet a hrajte o skutočné peniaze férové automaty a kocky z nášho štúdia, s vkladmi bankovým prevodom alebo kryptom.',
    },
    seo_aviator: {
      title: 'Jet, crash hra: vyberte včas | Lumen Casino',
      description:
        'Hrajte Jet, našu preukázateľne férovú crash hru: násobiteľ rastie, kým jet neodletí. Dve stávky za kolo, automatický výber a návratnosť 97 %.',
    },
    seo_live_casino: {
      title: 'Živé kasíno: ruleta a baccarat | Lumen Casino',
      description:
        'Hrajte ruletu a baccarat pri spoločných živých stoloch s animovaným krupiérom a preukázateľne férovými kolami každých 30 sekúnd. Vyskúšajte zadarmo.',
    },
    seo_welcome_offer: {
      title: 'Uvítacia ponuka k prvému vkladu | Lumen Casino',
      description:
        'Získajte uvítaciu ponuku Lumen Casino k prvému vkladu: bonus, voľné točenia a všetky podmienky zrozumiteľne, od stávkových požiadaviek po maximálnu stávku.',
    },
  },

  licence: {
    title: 'Licencia',
    content: `
<p>Lumen Casino prevádzkuje spoločnosť Lumen Entertainment Ltd. (registračné číslo LE-204871, 12 Harbour Street, Port Aurel, Lumeria), licencovaná a regulovaná Úradom pre hazardné hry Lumérie pod číslom licencie GAL-2024-0178.</p>
<p>Ide o ukážkový produkt: Luméria a jej Úrad pre hazardné hry sú vymyslené.</p>
<p><strong>18+</strong> Hazardné hry môžu byť návykové. Hrajte zodpovedne. <a href="/info_pages/responsible_gaming">Zodpovedné hranie</a></p>`,
  },

  faq: {
    registration: {
      question: 'Ako si vytvorím účet?',
      answer: `<p>Zvoľte „Registrácia“, zadajte e-mailovú adresu a heslo, vyberte menu a potvrďte, že máte aspoň 18 rokov a súhlasíte s našimi podmienkami. Trvá to menej ako minútu. Profil môžete doplniť neskôr, pred prvou hrou o skutočné peniaze.</p>`,
    },
    verification: {
      question: 'Prečo musím overiť účet a ako dlho to trvá?',
      answer: `<p>Overenie (KYC) potvrdzuje váš vek a totožnosť a naša licencia ho vyžaduje pred prvým výberom. V profile v časti Overenie nahrajte doklad totožnosti s fotografiou, doklad o adrese a doklad o platbe. Doklady skontrolujeme do 1 až 24 hodín. Pozri naše <a href="/info_pages/kyc_policy">zásady KYC</a>.</p>`,
    },
    deposits: {
      question: 'Ako vložím peniaze?',
      answer: `<p>Zvoľte „Vklad“, vyberte bankovú alebo kryptomenovú metódu, zadajte sumu a potvrďte. Vklady kartou a instantnou bankovou platbou sú pripísané hneď; niektoré bankové prevody trvajú až 5 bankových dní. Pri vklade v kryptomene pošlite presne zobrazenú sumu.</p>`,
    },
    withdrawals: {
      question: 'Ako si vyberiem výhry?',
      answer: `<p>Vo svojom účte otvorte „Výber“, zvoľte metódu a zadajte sumu. Váš účet musí byť overený. Žiadosti spracujeme do 24 hodín; kedy peniaze dostanete, potom závisí od metódy. Bonusové peniaze nemožno vybrať, kým nesplníte stávkové podmienky.</p>`,
    },
    bonuses: {
      question: 'Ako fungujú bonusy a stávkové podmienky?',
      answer: `<p>Bonusové peniaze sú na samostatnom zostatku a pred výberom ich treba prestávkovať, zvyčajne 35-krát. Naraz je aktívny len jeden bonus; ostatné čakajú v poradí bonusov. Nie každá hra sa do stávkových podmienok započítava. Podrobnosti nájdete v <a href="/info_pages/bonus_terms">podmienkach bonusov</a>.</p>`,
    },
    responsible_gambling: {
      question: 'Aké nástroje mi pomôžu udržať si kontrolu?',
      answer: `<p>Môžete si nastaviť limity vkladov, prehier a stávok na 24 hodín, 7 dní alebo 30 dní, časový limit relácie a pripomienky relácie, dať si prestávku od 24 hodín do 6 týždňov alebo sa sebavylúčiť na 6 mesiacov až 5 rokov. Nižší limit platí okamžite; zvýšenie alebo zrušenie limitu si vyžaduje 24-hodinovú lehotu na rozmyslenie a vaše potvrdenie. Tieto nástroje nájdete vo svojom účte v časti <a href="/profile/responsible-gambling">Zodpovedné hranie</a> alebo požiadajte o pomoc podporu. Viac o <a href="/info_pages/responsible_gaming">zodpovednom hraní</a>.</p>`,
    },
    demo_mode: {
      question: 'Môžem hrať zadarmo?',
      answer: `<p>Áno. Väčšina automatov a kockových hier z nášho vlastného štúdia má demo režim s hracími peniazmi a nepotrebujete na to účet. Ak chcete hrať o skutočné peniaze, prihláste sa a urobte vklad.</p>`,
    },
    languages: {
      question: 'V akých jazykoch je Lumen Casino dostupné?',
      answer: `<p>Stránka aj podpora sú dostupné v angličtine, britskej angličtine, nemčine, francúzštine, rumunčine, slovenčine, španielčine, portugalčine a slovinčine. Jazyk zmeníte výberom jazyka v dolnej časti stránky.</p>`,
    },
    contact: {
      question: 'Ako kontaktujem podporu?',
      answer: `<p>Napíšte na <a href="mailto:support@lumen.casino">support@lumen.casino</a> alebo použite odkaz na podporu v dolnej časti každej stránky. Na e-maily odpovedáme do 24 hodín.</p>`,
    },
  },
};
