import type { SeedCampaignTexts } from './campaigns.ts';

export const sl: SeedCampaignTexts = {
  welcome: {
    title: 'Ponudba dobrodošlice',
    summary:
      'Bonus v višini 200 % vašega prvega ustreznega pologa in 300 brezplačnih vrtljajev na naših najboljših igralnih avtomatih, 50 na dan.',
    terms:
      'Za nove igralce: bonus prejme prvi od vaših prvih treh pologov, ki doseže prikazani najnižji znesek in s katerim zahtevate ponudbo (tako da v obrazcu za polog označite polje pod ponudbo), in to samo enkrat. Bonus znaša 200 % tega pologa do prikazanega najvišjega zneska in se pripiše na vaše bonusno stanje. 300 brezplačnih vrtljajev se igra na igrah Mighty Runes in Golden Pharaoh, največ 50 na dan, njihovi dobitki pa se pripišejo kot bonusni denar. Da bonus postane pravi denar, morate staviti 10-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Dokler je bonus aktiven, nobena stava ne sme presegati prikazane najvišje stave. V pravi denar se lahko pretvori največ 10-kratnik bonusa. Vaš lastni denar se vedno igra najprej in ga lahko kadar koli dvignete; dvig med aktivnim bonusom bonus prekliče. Bonus poteče 30 dni po dodelitvi.',
  },
  'welcome-ron': {
    title: 'Ponudba dobrodošlice',
    summary:
      'Bonus v višini 350 % vašega prvega ustreznega pologa v lei in 300 brezplačnih vrtljajev na naših najboljših igralnih avtomatih, 50 na dan.',
    terms:
      'Za nove igralce z računom v RON: bonus prejme prvi od vaših prvih treh pologov, ki doseže prikazani najnižji znesek in s katerim zahtevate ponudbo (tako da v obrazcu za polog označite polje pod ponudbo), in to samo enkrat. Bonus znaša 350 % tega pologa do prikazanega najvišjega zneska in se pripiše na vaše bonusno stanje. 300 brezplačnih vrtljajev se igra na igrah Mighty Runes in Golden Pharaoh, največ 50 na dan, njihovi dobitki pa se pripišejo kot bonusni denar. Da bonus postane pravi denar, morate staviti 10-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Dokler je bonus aktiven, nobena stava ne sme presegati prikazane najvišje stave. V pravi denar se lahko pretvori največ 10-kratnik bonusa. Vaš lastni denar se vedno igra najprej in ga lahko kadar koli dvignete; dvig med aktivnim bonusom bonus prekliče. Bonus poteče 30 dni po dodelitvi.',
  },
  'registration-spins': {
    title: 'Brezplačni vrtljaji ob registraciji',
    summary: '20 brezplačnih vrtljajev na igrah Mighty Runes in Golden Pharaoh takoj, ko odprete račun.',
    terms:
      'Vsak nov račun prejme 20 brezplačnih vrtljajev na igrah Mighty Runes in Golden Pharaoh. Dobitki iz brezplačnih vrtljajev se pripišejo kot bonusni denar in jih je treba 10-krat obrniti v stavah, preden postanejo pravi denar; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Brezplačni vrtljaji in njihovi dobitki potečejo 7 dni po dodelitvi.',
  },
  'signup-code': {
    title: 'Registracijska koda LUMEN10',
    summary: 'Ob registraciji vnesite kodo LUMEN10 in prejmite bonus brez pologa.',
    terms:
      'Vnesite LUMEN10 v polje za promocijsko kodo na obrazcu za registracijo. Prikazani bonus se pripiše na vaše bonusno stanje, ko je vaš račun odprt, brez pologa. Da bonus postane pravi denar, morate staviti 10-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. V pravi denar se lahko pretvori največ 5-kratnik bonusa. Ena koda na igralca. Bonus poteče 14 dni po dodelitvi.',
  },
  'first-login-spins': {
    title: 'Brezplačni vrtljaji ob prvem obisku',
    summary: 'Ob prvi prijavi vas čaka 10 brezplačnih vrtljajev.',
    terms:
      'Ko se prvič prijavite v svoj račun, prejmete 10 brezplačnih vrtljajev na igrah Mighty Runes in Golden Pharaoh. Njihovi dobitki se pripišejo kot bonusni denar in jih je treba 10-krat obrniti v stavah, preden postanejo pravi denar; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Brezplačni vrtljaji potečejo 7 dni po dodelitvi.',
  },
  'spring-code': {
    title: 'Promocijska koda SPRING25',
    summary: 'Ob pologu vnesite SPRING25 in prejmite dodatnih 25 % v obliki bonusa.',
    terms:
      'Ob pologu vnesite SPRING25. Bonus znaša 25 % pologa do prikazanega najvišjega zneska. Da bonus postane pravi denar, morate staviti 10-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Dokler je bonus aktiven, nobena stava ne sme presegati prikazane najvišje stave. Enkratna uporaba na igralca. Bonus poteče 30 dni po dodelitvi.',
  },
  birthday: {
    title: 'Rojstnodnevni bonus',
    summary: 'Darilo od nas za vaš rojstni dan, z blagimi stavnimi pogoji.',
    terms:
      'Na vaš rojstni dan, kot je naveden v vašem profilu, prejmete prikazani bonus. Da bonus postane pravi denar, morate staviti 5-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Enkrat na leto. Bonus poteče 7 dni po dodelitvi.',
  },
  'weekly-reload': {
    title: 'Tedenski bonus na polog',
    summary: 'Ob pologu označite polje in enkrat na teden prejmite bonus v višini 50 % pologa.',
    terms:
      'Vsak teden (od ponedeljka do nedelje, UTC) prejmete za prvi polog, ki doseže prikazani najnižji znesek in s katerim zahtevate ponudbo (tako da v obrazcu za polog označite polje pod ponudbo), bonus v višini 50 % pologa do prikazanega najvišjega zneska. Da bonus postane pravi denar, morate staviti 30-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Dokler je bonus aktiven, nobena stava ne sme presegati prikazane najvišje stave. Ni na voljo tam, kjer pravila trga omejujejo stavne pogoje pod 30-kratnik. Bonus poteče 7 dni po dodelitvi.',
  },
  'winnings-boost': {
    title: 'Povečanje dobitkov',
    summary:
      'Vsak dan 10 % vašega največjega dobitka prejšnjega dne na klasičnih igralnih avtomatih z linijami v obliki bonusnega denarja.',
    terms:
      'Vsak dan se vam kot bonusni denar pripiše 10 % vašega največjega dobitka prejšnjega dne (UTC) na klasičnem igralnem avtomatu z linijami, največ do prikazanega najvišjega zneska. Dobitek kroga je znesek, ki ga je krog izplačal, zmanjšan za stavo; dobitki iz brezplačnih vrtljajev se ne upoštevajo. Da bonus postane pravi denar, morate staviti 10-kratnik bonusa; upoštevajo se samo klasični igralni avtomati z linijami. Dokler je bonus aktiven, nobena stava ne sme presegati prikazane najvišje stave. Vsak bonus povečanja poteče 7 dni po dodelitvi.',
  },
  'vip-invite': {
    title: 'VIP povabilo',
    summary: 'Samo na povabilo: bonus brez pologa in 50 brezplačnih vrtljajev.',
    terms:
      'Ta ponudba je na voljo igralcem, ki so prejeli njeno povezavo. Ko jo zahtevate prek povezave, takoj prejmete prikazani bonus brez pologa ter 50 brezplačnih vrtljajev na igrah Mighty Runes in Golden Pharaoh, katerih dobitki se pripišejo kot bonusni denar. Da bonus postane pravi denar, morate staviti 10-kratnik bonusa; igralni avtomati se upoštevajo v celoti, igre s kockami z 10 %, igre z nakupom bonusa pa se ne upoštevajo. Dokler je bonus aktiven, nobena stava ne sme presegati prikazane najvišje stave. Enkratna uporaba na igralca. Bonus poteče 30 dni po dodelitvi.',
  },
};
