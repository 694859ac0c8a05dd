import type { LanguageContent } from './structure.ts';

/** Slovenian. */
export const sl: LanguageContent = {
  titles: {
    casino: 'Igralnica',
    quick_link_slots: 'Igralni avtomati',
    quick_link_live: 'Igralnica v živo',
    quick_link_jackpots: 'Jackpoti',
    quick_link_tournaments: 'Turnirji',
    quick_link_bonuses: 'Promocije',
    quick_link_loyalty: 'Program zvestobe',
    information: 'Informacije',
    about_us: 'O nas',
    terms_and_conditions: 'Splošni pogoji',
    privacy_policy: 'Politika zasebnosti',
    cookie_policy: 'Politika piškotkov',
    responsible_gaming: 'Odgovorno igranje',
    bonus_terms: 'Pogoji bonusov',
    kyc_policy: 'Politika KYC',
    aml_policy: 'Politika preprečevanja pranja denarja',
    support: 'Podpora',
    support_block: 'Klepet v živo',
    quick_link_faq: 'Pogosta vprašanja',
    contact_us: 'Kontakt',
    partners: 'Partnerji',
    affiliates: 'Partnerski program',
  },

  pages: {
    about_us: `
<p>Lumen Casino je spletna igralnica, ki jo upravlja družba Lumen Entertainment Ltd., registrirana v Lumeriji in z licenco Urada za igre na srečo Lumerije (Gaming Authority of Lumeria). Lumen Casino smo ustvarili za igralce, ki želijo igre s preverljivimi izidi, jasna pravila ter hitra in poštena izplačila.</p>
<h2>Kaj ponujamo</h2>
<ul>
<li>Igralne avtomate in igre s kockami našega lastnega studia; pripravljamo še več iger in funkcij.</li>
<li>Demo način za večino iger, da se lahko zabavate brez vložka, preden zaigrate za pravi denar.</li>
<li>Pologe in dvige z bančnim nakazilom in v kriptovalutah.</li>
<li>Preverjanje računa (KYC) z nalaganjem dokumentov v vašem profilu.</li>
</ul>
<h2>Poštena igra</h2>
<p>Naše igre so dokazljivo poštene (»provably fair«). Preden se krog odigra, je njegov izid zapečaten s kriptografsko zgoščeno vrednostjo (hash); po krogu ga lahko odprete v zgodovini igre in preverite, ali se izid ujema s to vrednostjo. To preverjanje lahko v brskalniku opravi vsak igralec za kateri koli pretekli krog. Delež vračila igralcu (RTP) je naveden v informacijskem oknu vsake igre.</p>
<h2>Varna igra</h2>
<p>Za igranje morate biti stari najmanj 18 let. Na naši strani o <a href="/info_pages/responsible_gaming">odgovornem igranju</a> izveste, kako ohranite nadzor nad igranjem. Če vas skrbi, kako igrate, vam bo pomagala naša ekipa za podporo: pišite nam kadar koli.</p>
<p>Imate vprašanje? Naša ekipa za podporo je ves čas na voljo na naslovu <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>Ti pogoji so dogovor med vami in družbo Lumen Entertainment Ltd. (»mi«), upravljavcem Lumen Casino. Z odprtjem računa jih sprejmete, skupaj z našo politiko zasebnosti, pogoji bonusov in pravili posameznih iger.</p>
<h2>1. Kdo lahko igra</h2>
<ul>
<li>Stari morate biti najmanj 18 let ali več, če to zahteva zakonodaja vaše države.</li>
<li>Imate lahko samo en račun, na svoje ime in s točnimi osebnimi podatki.</li>
<li>Ne smete igrati iz države, v kateri so spletne igre na srečo nezakonite ali iz katere ne sprejemamo igralcev.</li>
</ul>
<h2>2. Vaš račun</h2>
<p>Geslo hranite na varnem; za dejavnost na svojem računu odgovarjate sami. Preverjanje identitete lahko zahtevamo kadar koli, pred vašim prvim dvigom pa ga moramo opraviti (glejte našo <a href="/info_pages/kyc_policy">politiko KYC</a>).</p>
<h2>3. Pologi in dvigi</h2>
<p>Uporabljajte samo plačilna sredstva, ki se glasijo na vaše ime. Dvigi se praviloma izplačajo na sredstvo, ki ste ga uporabili za polog. Nekatera bančna nakazila trajajo do 5 bančnih dni. Plačilo lahko zadržimo, dokler opravljamo preverjanja, ki jih zahteva zakon.</p>
<h2>4. Igre in okvare</h2>
<p>Vsaka igra ima svoja pravila, prikazana v igri. Okvara razveljavi vse prizadete igre in dobitke. Če je bila stava obračunana napačno, stanje popravimo.</p>
<h2>5. Zaprtje računa</h2>
<p>Račun lahko kadar koli zaprete prek podpore. Ob goljufiji, zlorabi bonusov, več računih ali kršitvi teh pogojev lahko račun začasno blokiramo ali zapremo; zakonito pridobljene dobitke izplačamo.</p>
<h2>6. Pritožbe</h2>
<p>Najprej se obrnite na podporo. Če vaše pritožbe ne rešimo v 14 dneh, jo lahko naslovite na Urad za igre na srečo Lumerije.</p>
<h2>7. Spremembe</h2>
<p>Te pogoje lahko spremenimo. O bistvenih spremembah vas obvestimo, preden začnejo veljati, ob naslednji prijavi pa jih boste morali sprejeti.</p>`,

    privacy_policy: `
<p>Ta politika pojasnjuje, kako družba Lumen Entertainment Ltd., upravljavec osebnih podatkov za Lumen Casino, zbira in uporablja vaše osebne podatke.</p>
<h2>Katere podatke zbiramo</h2>
<ul>
<li>Podatke o računu: ime, datum rojstva, naslov, e-poštni naslov, telefonsko številko, valuto in jezik.</li>
<li>Podatke za preverjanje: kopije osebnih dokumentov ter dokazila o naslovu ali plačilu.</li>
<li>Podatke o transakcijah in igri: pologe, dvige, stave, dobitke in bonuse.</li>
<li>Tehnične podatke: naslov IP, vrsto naprave in brskalnika ter državo, določeno iz vašega naslova IP.</li>
</ul>
<h2>Zakaj jih uporabljamo</h2>
<p>Vaše podatke uporabljamo za vodenje računa in izplačilo dobitkov (pogodba), za preverjanje starosti in identitete ter preprečevanje goljufij in pranja denarja (zakonska obveznost), za zaščito igralcev pred škodljivimi posledicami iger na srečo in samo z vašo privolitvijo za pošiljanje ponudb.</p>
<h2>Kdo jih prejme</h2>
<p>Ponudniki plačilnih storitev, storitve za preverjanje identitete, ponudniki iger (samo identifikator igralca), naši ponudniki gostovanja in, kadar to zahteva zakon, Urad za igre na srečo Lumerije in drugi organi. Vaših podatkov nikoli ne prodajamo.</p>
<h2>Kako dolgo jih hranimo</h2>
<p>Podatke o računu in transakcijah hranimo 5 let po zaprtju računa, kot zahtevajo predpisi o preprečevanju pranja denarja. Nastavitve za trženje izbrišemo, ko prekličete privolitev.</p>
<h2>Vaše pravice</h2>
<p>Zahtevate lahko dostop do podatkov, njihov popravek ali izbris, kopijo v prenosljivi obliki ali ugovarjate njihovi uporabi za trženje. Pišite na <a href="mailto:support@lumen.casino">support@lumen.casino</a>. Pritožbo lahko vložite tudi pri nadzornem organu za varstvo podatkov.</p>
<p>Kako uporabljamo piškotke, opisuje naša <a href="/info_pages/cookie_policy">politika piškotkov</a>.</p>`,

    cookie_policy: `
<p>Piškotki so majhne datoteke, ki jih spletno mesto shrani v vaš brskalnik. Lumen Casino za enake namene uporablja tudi lokalno shrambo brskalnika. Ta politika pojasnjuje, kaj shranjujemo in zakaj.</p>
<h2>Nujno potrebni</h2>
<p>Ohranjajo vašo prijavo, si zapomnijo vaš jezik in izbiro glede piškotkov ter ščitijo obrazce pred zlorabo. Brez njih spletno mesto ne deluje, zato jih ni mogoče izklopiti.</p>
<h2>Nastavitve</h2>
<p>Zapomnijo si izbire, ki olajšajo uporabo spletnega mesta, na primer vaša zadnja iskanja in pasice, ki ste jih že zaprli.</p>
<h2>Analitika</h2>
<p>Z vašo privolitvijo merimo, kako se spletno mesto uporablja, na primer katere strani se nalagajo počasi, da ga lahko izboljšamo. Podatki so združeni in se ne uporabljajo za vašo identifikacijo.</p>
<h2>Vaše izbire</h2>
<p>Piškotke in lokalno shrambo lahko kadar koli izbrišete v nastavitvah brskalnika. Če blokirate nujno potrebne piškotke, boste odjavljeni in nekateri deli spletnega mesta morda ne bodo delovali.</p>`,

    responsible_gaming: `
<p>Igre na srečo naj bodo zabava, nikoli način zaslužka ali beg pred težavami. Lumen Casino se zavezuje, da bo vsakemu igralcu pomagal ohraniti nadzor.</p>
<h2>Vaša orodja</h2>
<ul>
<li><strong>Omejitve pologov</strong>, <strong>izgub</strong> in <strong>stav</strong> za 24 ur, 7 dni ali 30 dni. Nižja omejitev velja takoj. Višja omejitev ali odstranitev omejitve začne veljati šele po 24-urnem času za premislek in ko jo potrdite; sprememba, ki je ne potrdite v 7 dneh, poteče.</li>
<li><strong>Časovna omejitev seje</strong>: ko seja traja toliko, kot ste izbrali, se igranje ustavi in vas odjavimo.</li>
<li><strong>Opomniki seje</strong>: opomnik v razmiku, ki ga izberete, od 10 minut do 8 ur, ki pokaže, kako dolgo že igrate, in vaš neto rezultat v tej seji.</li>
<li><strong>Premor</strong> za 24 ur, 7 dni, 30 dni ali 6 tednov.</li>
<li><strong>Samoizključitev</strong> za 6 mesecev, 1 leto, 2 leti ali 5 let. Ni je mogoče skrajšati ali predčasno preklicati. Ko izbrano obdobje poteče, se konča šele, ko zaprosite za vrnitev, igranje pa je znova mogoče 24 ur po vaši zahtevi.</li>
</ul>
<p>Med premorom ali samoizključitvijo ne morete vplačevati, igrati za pravi denar ali prejemati bonusov in tržnih sporočil, še vedno pa se lahko prijavite, da dvignete svoje stanje in si ogledate zgodovino.</p>
<p>Ta orodja najdete v svojem računu v razdelku <a href="/profile/responsible-gambling">Odgovorno igranje</a>. Kadar koli vam lahko pomaga tudi naša ekipa za podporo.</p>
<h2>Opozorilni znaki</h2>
<ul>
<li>Porabite več denarja ali časa, kot ste načrtovali.</li>
<li>Skušate si povrniti izgube ali si za igranje izposojate denar.</li>
<li>Igranje vpliva na vaše delo, študij, družino ali razpoloženje.</li>
</ul>
<p>Če vam je kaj od tega znano, si vzemite odmor in se s kom pogovorite. Brezplačno in zaupno pomoč nudijo nacionalne linije za pomoč pri zasvojenosti z igrami na srečo in skupine Anonimni hazarderji.</p>
<h2>Zaščita mladoletnih</h2>
<p>Osebe, mlajše od 18 let, ne smejo igrati. Preverjamo starost vsakega igralca in zapremo račune, ki so jih odprli mladoletni. Starši lahko strani z igrami na srečo blokirajo s programsko opremo za filtriranje.</p>`,

    bonus_terms: `
<p>Ti pogoji veljajo za vse bonuse, brezplačna vrtenja in promocije v Lumen Casino, poleg posebnih pogojev posamezne ponudbe. Če se razlikujejo, veljajo pogoji ponudbe.</p>
<h2>Bonus denar in zahteva za promet</h2>
<ul>
<li>Bonus denar se vodi na ločenem bonus stanju. Pravi denar se vedno porabi najprej.</li>
<li>Če ponudba ne določa drugače, je treba bonus v 30 dneh 35-krat obrniti v stavah, preden ga lahko dvignete.</li>
<li>Igralni avtomati se v promet štejejo 100-odstotno, namizne igre 10-odstotno. Igre v živo in igre, izključene v ponudbi, se ne štejejo.</li>
<li>Dokler je bonus aktiven, je najvišja stava 5 € na krog.</li>
<li>Za dobitke jackpota velja 3-kratni promet; v jackpot se štejejo stave od 0,50 €.</li>
</ul>
<h2>Vedno samo en bonus</h2>
<p>Aktiven je lahko samo en bonus. Drugi bonusi čakajo v vrsti bonusov in se začnejo po vrsti. Z zamenjavo aktivnega bonusa izgubite dosedanji napredek pri prometu. Preklic aktivnega bonusa postavi bonus stanje na nič.</p>
<h2>Brezplačna vrtenja</h2>
<p>Brezplačna vrtenja veljajo za igre, navedene v ponudbi, in če velja dnevna omejitev, samo do tega števila na dan. Dobitki iz brezplačnih vrtenj se pripišejo kot bonus denar.</p>
<h2>Sprememba valute</h2>
<p>Sprememba valute računa postavi bonus stanje na nič in prekliče čakajoče bonuse in brezplačna vrtenja.</p>
<h2>Poštena uporaba</h2>
<p>Bonusi so namenjeni rekreativnim igralcem. Ob več računih, dogovarjanju ali vzorcih stavljenja, katerih namen je izkoriščanje ponudbe, lahko bonuse in z njimi povezane dobitke zadržimo.</p>`,

    kyc_policy: `
<p>Preverjanja »poznaj svojo stranko« (KYC) ščitijo vas in nas: potrjujejo, da ste polnoletni, da je račun vaš in da plačila opravljate vi. Zahteva jih naša licenca.</p>
<h2>Kdaj preverjamo</h2>
<p>Pred vašim prvim dvigom, ko vaši pologi skupaj dosežejo 2.000 €, in vedno, kadar to zahteva zakon ali varnostno preverjanje.</p>
<h2>Dokumenti</h2>
<ol>
<li>Osebni dokument s fotografijo: potni list, osebna izkaznica ali vozniško dovoljenje, veljaven in z vidnimi vsemi vogali.</li>
<li>Dokazilo o naslovu: račun za komunalne storitve ali bančni izpisek, ne starejši od 3 mesecev.</li>
<li>Dokazilo o plačilu: fotografija kartice (s prekritimi srednjimi številkami) ali posnetek zaslona e-denarnice ali bančnega računa.</li>
<li>Kateri koli drug dokument, ki ga zahtevamo, na primer dokazilo o izvoru sredstev.</li>
</ol>
<p>Datoteke naložite v svojem profilu v razdelku Preverjanje. Podprte oblike: JPEG, JPG, PNG, BMP in PDF, vsaka datoteka manjša od 5 MB.</p>
<h2>Koliko časa traja</h2>
<p>Naša ekipa dokumente pregleda v 1 do 24 urah. Nato je vaš status prikazan kot preverjen ali pa vam sporočimo, kaj manjka. Ko dokumentu poteče veljavnost, vas prosimo za novega.</p>
<p>Dokumente hranimo šifrirane in jih uporabljamo samo za preverjanje, kot je opisano v naši <a href="/info_pages/privacy_policy">politiki zasebnosti</a>.</p>`,

    aml_policy: `
<p>Družba Lumen Entertainment Ltd. ne sprejema denarja iz kaznivih dejanj in ne dovoli, da bi se njene storitve uporabljale za pranje denarja ali financiranje terorizma. Ta politika povzema naše kontrole po zakonu Lumerije o preprečevanju pranja denarja.</p>
<h2>Pregled stranke</h2>
<p>Preverimo identiteto vsake stranke (glejte našo <a href="/info_pages/kyc_policy">politiko KYC</a>) in jo primerjamo s seznami sankcij in politično izpostavljenih oseb. Stranke z večjim tveganjem in visoki zneski zahtevajo poglobljen pregled, vključno z dokazilom o izvoru sredstev.</p>
<h2>Spremljanje</h2>
<p>Pologe, igranje in dvige spremljamo, da odkrijemo nenavadne vzorce, na primer pologe, ki so dvignjeni skoraj brez igranja. Dvige izplačamo na sredstvo, ki se glasi na ime stranke, praviloma na tisto, s katerim je vplačala.</p>
<h2>Poročanje</h2>
<p>Sumljive dejavnosti sporočamo Uradu za finančne preiskave Lumerije in lahko sredstva zamrznemo, kadar to zahteva zakon. O takem sporočilu stranke ne smemo obvestiti.</p>
<h2>Evidence in usposabljanje</h2>
<p>Podatke o identifikaciji in transakcijah hranimo 5 let po zaprtju računa. Naši zaposleni se usposabljajo vsako leto, nad izvajanjem te politike pa bdi imenovani pooblaščenec za skladnost.</p>`,

    contact_us: `
<p>Naša ekipa za podporo je za vas na voljo 24 ur na dan, 7 dni v tednu.</p>
<h2>E-pošta</h2>
<p>Pišite na <a href="mailto:support@lumen.casino">support@lumen.casino</a> z naslova, ki je registriran v vašem računu. Odgovorimo v 24 urah. Nikoli nam ne pošiljajte gesla.</p>
<h2>Pritožbe</h2>
<p>Če z odgovorom niste zadovoljni, prosite, naj se pritožba posreduje naprej. Vodja vam bo odgovoril v 14 dneh. Če zadeva še vedno ni rešena, se lahko obrnete na Urad za igre na srečo Lumerije.</p>
<h2>Poštni naslov</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: dokazljivo pošteni avtomati in kocke',
      description:
        'Igralni avtomati in igre s kockami našega studia z dokazljivo poštenimi izidi. Igrajte brezplačno v demo načinu ali za pravi denar; plačila z banko ali kripto.',
    },
    seo_faq: {
      title: 'Pogosta vprašanja: pomoč pri računu | Lumen Casino',
      description:
        'Odgovori na pogosta vprašanja o registraciji, preverjanju računa, pologih, dvigih, bonusih in odgovornem igranju v Lumen Casino.',
    },
    seo_privacy_policy: {
      title: 'Politika zasebnosti | Lumen Casino',
      description:
        'Kako Lumen Casino zbira, uporablja in varuje vaše osebne podatke, kako dolgo jih hranimo in kako lahko uveljavljate svoje pravice glede zasebnosti.',
    },
    seo_slots: {
      title: 'Spletni avtomati: pošteni, demo brezplačno | Lumen',
      description:
        'Spletni avtomati našega studia: z linijami, ways in Bonus Buy, vsi dokazljivo pošteni. Preizkusite jih brezplačno v demo načinu ali igrajte za denar.',
    },
    seo_live: {
      title: 'Igralnica v živo | Lumen Casino',
      description:
        'Igre igralnice v živo v Lumen Casino. Igrate lahko tudi dokazljivo poštene igralne avtomate in igre s kockami našega studia, brezplačno ali za pravi denar.',
    },
    seo_jackpots: {
      title: 'Igre z jackpotom | Lumen Casino',
      description:
        'Igre z jackpotom v Lumen Casino. Naš lastni studio ustvarja tudi dokazljivo poštene avtomate in igre s kockami, ki jih igrate brezplačno ali za pravi denar.',
    },
    seo_tournaments: {
      title: 'Turnirji | Lumen Casino',
      description:
        'Turnirji v igralnici Lumen Casino. Na voljo so vam tudi dokazljivo pošteni igralni avtomati in igre s kockami našega studia, v demo načinu ali za pravi denar.',
    },
    seo_bonuses: {
      title: 'Bonusi in promocije igralnice | Lumen Casino',
      description:
        'Bonusi in promocije v Lumen Casino. Vsaka ponudba navaja svoje pogoje, naši pogoji bonusov pa pojasnjujejo zahteve za promet, najvišjo stavo in dvig dobitkov.',
    },
    seo_loyalty: {
      title: 'Program zvestobe | Lumen Casino',
      description:
        'Program zvestobe v Lumen Casino. Ustvarite račun in igrajte za pravi denar poštene avtomate in kocke našega studia, s pologi prek banke ali v kriptovaluti.',
    },
    seo_aviator: {
      title: 'Jet, igra crash: izplačajte pravočasno | Lumen Casino',
      description:
        'Igrajte Jet, našo dokazljivo pošteno igro crash: množitelj raste, dokler jet ne odleti. Dve stavi na krog, samodejno izplačilo in 97 % vračila igralcu.',
    },
    seo_live_casino: {
      title: 'Igralnica v živo: ruleta in baccarat | Lumen Casino',
      description:
        'Igrajte ruleto in baccarat za skupnimi mizami v živem formatu, z animiranim krupjejem in dokazljivo poštenimi krogi vsakih 30 sekund. Preizkusite brezplačno.',
    },
    seo_welcome_offer: {
      title: 'Ponudba dobrodošlice ob prvem pologu | Lumen Casino',
      description:
        'Prevzemite ponudbo dobrodošlice Lumen Casino ob prvem pologu: bonus, brezplačna vrtenja in vsi pogoji jasno razloženi, od stavnih zahtev do najvišje stave.',
    },
  },

  licence: {
    title: 'Licenca',
    content: `
<p>Lumen Casino upravlja družba Lumen Entertainment Ltd. (matična številka LE-204871, 12 Harbour Street, Port Aurel, Lumeria), ki ima licenco in je pod nadzorom Urada za igre na srečo Lumerije, številka licence GAL-2024-0178.</p>
<p>To je predstavitveni izdelek: Lumerija in njen Urad za igre na srečo sta izmišljena.</p>
<p><strong>18+</strong> Igre na srečo lahko povzročijo zasvojenost. Igrajte odgovorno. <a href="/info_pages/responsible_gaming">Odgovorno igranje</a></p>`,
  },

  faq: {
    registration: {
      question: 'Kako ustvarim račun?',
      answer: `<p>Izberite »Registracija«, vnesite e-poštni naslov in geslo, izberite valuto ter potrdite, da ste stari najmanj 18 let in sprejemate naše pogoje. Traja manj kot minuto. Profil lahko dopolnite pozneje, pred prvo igro za pravi denar.</p>`,
    },
    verification: {
      question: 'Zakaj moram preveriti račun in koliko časa to traja?',
      answer: `<p>Preverjanje (KYC) potrdi vašo starost in identiteto; naša licenca ga zahteva pred prvim dvigom. V profilu v razdelku Preverjanje naložite osebni dokument s fotografijo, dokazilo o naslovu in dokazilo o plačilu. Dokumente pregledamo v 1 do 24 urah. Glejte našo <a href="/info_pages/kyc_policy">politiko KYC</a>.</p>`,
    },
    deposits: {
      question: 'Kako opravim polog?',
      answer: `<p>Izberite »Polog«, nato bančni ali kriptovalutni način, vnesite znesek in potrdite. Pologi s kartico in s takojšnjim bančnim plačilom so vidni v trenutku; nekatera bančna nakazila trajajo do 5 bančnih dni. Pri pologu v kriptovaluti pošljite natanko prikazani znesek.</p>`,
    },
    withdrawals: {
      question: 'Kako dvignem dobitke?',
      answer: `<p>V svojem računu odprite »Dvig«, izberite način in vnesite znesek. Vaš račun mora biti preverjen. Zahteve obdelamo v 24 urah; kdaj denar prejmete, je nato odvisno od načina. Bonus denarja ni mogoče dvigniti, dokler ni izpolnjena zahteva za promet.</p>`,
    },
    bonuses: {
      question: 'Kako delujejo bonusi in zahteva za promet?',
      answer: `<p>Bonus denar je na ločenem stanju in ga je treba, običajno 35-krat, obrniti v stavah, preden ga lahko dvignete. Hkrati je aktiven samo en bonus; drugi čakajo v vrsti bonusov. Vse igre se ne štejejo v promet. Podrobnosti najdete v naših <a href="/info_pages/bonus_terms">pogojih bonusov</a>.</p>`,
    },
    responsible_gambling: {
      question: 'Katera orodja mi pomagajo ohraniti nadzor?',
      answer: `<p>Nastavite lahko omejitve pologov, izgub in stav za 24 ur, 7 dni ali 30 dni, časovno omejitev seje in opomnike seje, si vzamete premor od 24 ur do 6 tednov ali se samoizključite za 6 mesecev do 5 let. Nižja omejitev velja takoj; za zvišanje ali odstranitev omejitve sta potrebna 24-urni čas za premislek in vaša potrditev. Ta orodja najdete v svojem računu v razdelku <a href="/profile/responsible-gambling">Odgovorno igranje</a>, lahko pa se obrnete tudi na podporo. Več o <a href="/info_pages/responsible_gaming">odgovornem igranju</a>.</p>`,
    },
    demo_mode: {
      question: 'Ali lahko igram brezplačno?',
      answer: `<p>Da. Večina igralnih avtomatov in iger s kockami našega lastnega studia ima demo način z navideznim denarjem, za katerega ne potrebujete računa. Če želite igrati za pravi denar, se prijavite in opravite polog.</p>`,
    },
    languages: {
      question: 'V katerih jezikih je na voljo Lumen Casino?',
      answer: `<p>Spletno mesto in podpora sta na voljo v angleščini, britanski angleščini, nemščini, francoščini, romunščini, slovaščini, španščini, portugalščini in slovenščini. Jezik zamenjate z izbirnikom jezika na dnu strani.</p>`,
    },
    contact: {
      question: 'Kako se obrnem na podporo?',
      answer: `<p>Pišite na <a href="mailto:support@lumen.casino">support@lumen.casino</a> ali uporabite povezavo za podporo na dnu vsake strani. Na e-pošto odgovorimo v 24 urah.</p>`,
    },
  },
};
