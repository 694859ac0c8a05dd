import type { LanguageContent } from './structure.ts';

/** Romanian (amounts in RON, the currency of this language). */
export const ro: LanguageContent = {
  titles: {
    casino: 'Cazino',
    quick_link_slots: 'Sloturi',
    quick_link_live: 'Cazino live',
    quick_link_jackpots: 'Jackpoturi',
    quick_link_tournaments: 'Turnee',
    quick_link_bonuses: 'Promoții',
    quick_link_loyalty: 'Program de fidelitate',
    information: 'Informații',
    about_us: 'Despre noi',
    terms_and_conditions: 'Termeni și condiții',
    privacy_policy: 'Politica de confidențialitate',
    cookie_policy: 'Politica privind cookie-urile',
    responsible_gaming: 'Joc responsabil',
    bonus_terms: 'Termenii bonusurilor',
    kyc_policy: 'Politica KYC',
    aml_policy: 'Politica de prevenire a spălării banilor',
    support: 'Asistență',
    support_block: 'Chat live',
    quick_link_faq: 'Întrebări frecvente',
    contact_us: 'Contact',
    partners: 'Parteneri',
    affiliates: 'Program de afiliere',
  },

  pages: {
    about_us: `
<p>Lumen Casino este un cazino online operat de Lumen Entertainment Ltd., o societate înregistrată în Lumeria și licențiată de Autoritatea pentru Jocuri de Noroc din Lumeria (Gaming Authority of Lumeria). Am creat Lumen Casino pentru jucătorii care vor jocuri pe care le pot verifica singuri, reguli clare și plăți rapide și corecte.</p>
<h2>Ce oferim</h2>
<ul>
<li>Sloturi și jocuri cu zaruri din propriul nostru studio, iar alte jocuri și funcții sunt în pregătire.</li>
<li>Un mod demo pentru majoritatea jocurilor, ca să jucați de plăcere înainte de a juca pe bani reali.</li>
<li>Depuneri și retrageri prin transfer bancar și în criptomonede.</li>
<li>Verificarea contului (KYC), cu încărcarea documentelor din profilul dumneavoastră.</li>
</ul>
<h2>Joc corect</h2>
<p>Jocurile noastre sunt demonstrabil corecte („provably fair”). Înainte ca o rundă să fie jucată, rezultatul ei este fixat printr-un hash criptografic; după aceea, puteți deschide runda în istoricul jocului și puteți verifica dacă rezultatul corespunde acelui hash. Orice jucător poate face această verificare în browser, pentru orice rundă trecută. Procentul de plată către jucător (RTP) este afișat în panoul de informații al fiecărui joc.</p>
<h2>Joc în siguranță</h2>
<p>Trebuie să aveți cel puțin 18 ani pentru a juca. Pagina noastră despre <a href="/info_pages/responsible_gaming">jocul responsabil</a> explică cum să păstrați controlul asupra jocului. Dacă vă îngrijorează felul în care jucați, echipa de asistență vă poate ajuta: ne puteți scrie oricând.</p>
<p>Aveți întrebări? Echipa de asistență vă stă la dispoziție non-stop la adresa <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>Acești termeni reprezintă acordul dintre dumneavoastră și Lumen Entertainment Ltd. („noi”), operatorul Lumen Casino. Prin deschiderea unui cont îi acceptați, împreună cu politica de confidențialitate, termenii bonusurilor și regulile fiecărui joc.</p>
<h2>1. Cine poate juca</h2>
<ul>
<li>Trebuie să aveți cel puțin 18 ani sau mai mult, dacă legea țării dumneavoastră o cere.</li>
<li>Puteți deține un singur cont, pe numele dumneavoastră, cu date personale corecte.</li>
<li>Nu puteți juca dintr-o țară în care jocurile de noroc online sunt ilegale sau din care nu acceptăm jucători.</li>
</ul>
<h2>2. Contul dumneavoastră</h2>
<p>Păstrați parola secretă; răspundeți pentru activitatea din contul dumneavoastră. Vă putem cere oricând să vă verificați identitatea și trebuie să o facem înainte de prima retragere (vezi <a href="/info_pages/kyc_policy">politica KYC</a>).</p>
<h2>3. Depuneri și retrageri</h2>
<p>Folosiți doar metode de plată înregistrate pe numele dumneavoastră. Retragerile se plătesc de regulă prin metoda folosită la depunere. Unele transferuri bancare durează până la 5 zile bancare. Putem amâna o plată cât timp efectuăm verificările cerute de lege.</p>
<h2>4. Jocuri și defecțiuni</h2>
<p>Fiecare joc are propriile reguli, afișate în joc. O defecțiune anulează toate rundele și câștigurile afectate. Dacă un pariu a fost decontat greșit, corectăm soldul.</p>
<h2>5. Închiderea contului</h2>
<p>Vă puteți închide contul oricând, prin echipa de asistență. Putem suspenda sau închide un cont în caz de fraudă, abuz de bonusuri, conturi multiple sau încălcare a acestor termeni; câștigurile obținute în mod legal sunt plătite.</p>
<h2>6. Reclamații</h2>
<p>Contactați mai întâi asistența. Dacă nu putem rezolva reclamația în 14 zile, o puteți adresa Autorității pentru Jocuri de Noroc din Lumeria.</p>
<h2>7. Modificări</h2>
<p>Putem modifica acești termeni. Vă anunțăm despre modificările importante înainte să intre în vigoare, iar la următoarea autentificare vi se va cere să le acceptați.</p>`,

    privacy_policy: `
<p>Această politică explică modul în care Lumen Entertainment Ltd., operatorul de date pentru Lumen Casino, colectează și folosește datele dumneavoastră personale.</p>
<h2>Ce date colectăm</h2>
<ul>
<li>Datele contului: nume, data nașterii, adresă, e-mail, număr de telefon, monedă și limbă.</li>
<li>Date de verificare: copii ale actelor de identitate și dovezi de adresă sau de plată.</li>
<li>Date despre tranzacții și joc: depuneri, retrageri, pariuri, câștiguri și bonusuri.</li>
<li>Date tehnice: adresa IP, tipul de dispozitiv și de browser și țara dedusă din adresa IP.</li>
</ul>
<h2>De ce le folosim</h2>
<p>Folosim datele pentru a vă administra contul și a vă plăti câștigurile (contract), pentru a vă verifica vârsta și identitatea și a preveni frauda și spălarea banilor (obligație legală), pentru a proteja jucătorii de riscurile jocurilor de noroc și, doar cu acordul dumneavoastră, pentru a vă trimite oferte.</p>
<h2>Cine le primește</h2>
<p>Furnizorii de plăți, serviciile de verificare a identității, furnizorii de jocuri (doar un ID de jucător), furnizorii noștri de găzduire și, atunci când legea o cere, Autoritatea pentru Jocuri de Noroc din Lumeria și alte autorități. Nu vindem niciodată datele dumneavoastră.</p>
<h2>Cât timp le păstrăm</h2>
<p>Păstrăm datele contului și ale tranzacțiilor timp de 5 ani după închiderea contului, așa cum cere legislația privind prevenirea spălării banilor. Preferințele de marketing se șterg când vă retrageți acordul.</p>
<h2>Drepturile dumneavoastră</h2>
<p>Puteți cere acces la date, rectificarea sau ștergerea lor, o copie într-un format portabil sau vă puteți opune folosirii lor în scop de marketing. Scrieți la <a href="mailto:support@lumen.casino">support@lumen.casino</a>. De asemenea, puteți depune o plângere la o autoritate de protecție a datelor.</p>
<p>Modul în care folosim cookie-urile este descris în <a href="/info_pages/cookie_policy">politica privind cookie-urile</a>.</p>`,

    cookie_policy: `
<p>Cookie-urile sunt fișiere mici pe care un site le salvează în browserul dumneavoastră. Lumen Casino folosește în aceleași scopuri și stocarea locală a browserului. Această politică explică ce salvăm și de ce.</p>
<h2>Strict necesare</h2>
<p>Acestea vă mențin autentificat, rețin limba și alegerea privind cookie-urile și protejează formularele împotriva abuzurilor. Site-ul nu poate funcționa fără ele, așa că nu pot fi dezactivate.</p>
<h2>Preferințe</h2>
<p>Acestea rețin alegeri care fac site-ul mai ușor de folosit, cum ar fi căutările recente și bannerele pe care le-ați închis deja.</p>
<h2>Analiză</h2>
<p>Cu acordul dumneavoastră, măsurăm modul în care este folosit site-ul, de exemplu ce pagini se încarcă greu, pentru a-l îmbunătăți. Datele sunt agregate și nu sunt folosite pentru a vă identifica.</p>
<h2>Opțiunile dumneavoastră</h2>
<p>Puteți șterge oricând cookie-urile și stocarea locală din setările browserului. Blocarea cookie-urilor strict necesare vă va deconecta și poate împiedica funcționarea unor părți ale site-ului.</p>`,

    responsible_gaming: `
<p>Jocurile de noroc trebuie să fie o distracție, niciodată o sursă de bani sau o fugă de probleme. Lumen Casino se angajează să ajute fiecare jucător să păstreze controlul.</p>
<h2>Instrumentele dumneavoastră</h2>
<ul>
<li><strong>Limite de depunere</strong>, <strong>de pierdere</strong> și <strong>de pariere</strong> pe 24 de ore, 7 zile sau 30 de zile. O limită mai mică se aplică imediat. O limită mai mare sau eliminarea unei limite intră în vigoare doar după o perioadă de reflecție de 24 de ore și după ce o confirmați; o modificare neconfirmată în 7 zile expiră.</li>
<li><strong>Limită de timp pe sesiune</strong>: când o sesiune a durat cât ați ales, jocul se oprește și vă deconectăm.</li>
<li><strong>Mementouri de sesiune</strong>: un memento la intervalul ales de dumneavoastră, între 10 minute și 8 ore, care arată de cât timp jucați și rezultatul net din sesiunea curentă.</li>
<li><strong>Pauză</strong> de 24 de ore, 7 zile, 30 de zile sau 6 săptămâni.</li>
<li><strong>Autoexcludere</strong> pentru 6 luni, 1 an, 2 ani sau 5 ani. Nu poate fi scurtată sau ridicată mai devreme. După ce perioada s-a încheiat, autoexcluderea se termină doar când cereți să reveniți, iar jocul se reia la 24 de ore după cerere.</li>
</ul>
<p>În timpul unei pauze sau al unei autoexcluderi nu puteți depune, juca pe bani reali sau primi bonusuri ori materiale de marketing, dar vă puteți autentifica în continuare pentru a vă retrage soldul și a vă vedea istoricul.</p>
<p>Găsiți aceste instrumente în cont, la <a href="/profile/responsible-gambling">Joc responsabil</a>. Echipa noastră de asistență vă poate ajuta, de asemenea, oricând.</p>
<h2>Semne de avertizare</h2>
<ul>
<li>Cheltuiți mai mulți bani sau mai mult timp decât v-ați propus.</li>
<li>Încercați să recuperați pierderile sau vă împrumutați ca să jucați.</li>
<li>Jocul vă afectează munca, studiile, familia sau starea de spirit.</li>
</ul>
<p>Dacă vă recunoașteți în oricare dintre aceste semne, luați o pauză și vorbiți cu cineva. Ajutor gratuit și confidențial oferă liniile telefonice naționale pentru dependența de jocuri de noroc și grupurile Gamblers Anonymous.</p>
<h2>Protecția minorilor</h2>
<p>Persoanele sub 18 ani nu au voie să joace. Verificăm vârsta fiecărui jucător și închidem conturile deschise de minori. Părinții pot folosi programe de filtrare pentru a bloca site-urile de jocuri de noroc.</p>`,

    bonus_terms: `
<p>Acești termeni se aplică tuturor bonusurilor, rotirilor gratuite și promoțiilor Lumen Casino, în plus față de termenii specifici afișați la fiecare ofertă. Dacă există diferențe, se aplică termenii ofertei.</p>
<h2>Bani bonus și rulaj</h2>
<ul>
<li>Banii bonus sunt păstrați într-un sold bonus separat. Banii reali sunt folosiți întotdeauna primii.</li>
<li>Dacă oferta nu prevede altfel, un bonus trebuie rulat de 35 de ori în 30 de zile înainte de a putea fi retras.</li>
<li>Sloturile contribuie 100% la rulaj, jocurile de masă 10%. Jocurile de cazino live și jocurile excluse dintr-o ofertă contribuie 0%.</li>
<li>Cât timp un bonus este activ, pariul maxim este de 25 RON pe rundă.</li>
<li>Câștigurile din jackpot au un rulaj de 3 ori; participarea la jackpot începe de la pariuri de 2,50 RON.</li>
</ul>
<h2>Un singur bonus odată</h2>
<p>Poate fi activ un singur bonus. Celelalte bonusuri așteaptă în coada de bonusuri și pornesc pe rând. Schimbarea bonusului activ anulează progresul de rulaj al celui curent. Anularea unui bonus activ aduce soldul bonus la zero.</p>
<h2>Rotiri gratuite</h2>
<p>Rotirile gratuite sunt valabile la jocurile menționate în ofertă și, dacă există o limită zilnică, doar până la acel număr pe zi. Câștigurile din rotiri gratuite sunt creditate ca bani bonus.</p>
<h2>Schimbarea monedei</h2>
<p>Schimbarea monedei contului aduce soldul bonus la zero și anulează bonusurile și rotirile gratuite în așteptare.</p>
<h2>Utilizare corectă</h2>
<p>Bonusurile sunt destinate jucătorilor recreaționali. Putem reține bonusurile și câștigurile aferente în caz de conturi multiple, înțelegeri între jucători sau tipare de joc menite să exploateze o ofertă.</p>`,

    kyc_policy: `
<p>Verificările „Cunoaște-ți clientul” (KYC) vă protejează pe dumneavoastră și pe noi: confirmă că sunteți major, că dețineți contul și că plățile sunt făcute de dumneavoastră. Licența noastră le impune.</p>
<h2>Când verificăm</h2>
<p>Înainte de prima retragere, când totalul depunerilor ajunge la 10.000 RON și ori de câte ori legea sau o verificare de securitate o cere.</p>
<h2>Documente</h2>
<ol>
<li>Act de identitate cu fotografie: pașaport, carte de identitate sau permis de conducere, valabil și cu toate colțurile vizibile.</li>
<li>Dovada adresei: o factură de utilități sau un extras bancar mai recent de 3 luni.</li>
<li>Dovada plății: o fotografie a cardului (cu cifrele din mijloc acoperite) sau o captură de ecran a portofelului electronic ori a contului bancar.</li>
<li>Orice alt document pe care vi-l cerem, de exemplu dovada provenienței fondurilor.</li>
</ol>
<p>Încărcați fișierele în profil, la secțiunea Verificare. Formate acceptate: JPEG, JPG, PNG, BMP și PDF, fiecare fișier sub 5 MB.</p>
<h2>Cât durează</h2>
<p>Echipa noastră analizează documentele în 1 până la 24 de ore. Apoi statusul devine verificat sau vă spunem ce lipsește. Dacă un document expiră, vi se va cere unul nou.</p>
<p>Documentele sunt stocate criptat și folosite doar pentru verificare, așa cum se arată în <a href="/info_pages/privacy_policy">politica de confidențialitate</a>.</p>`,

    aml_policy: `
<p>Lumen Entertainment Ltd. nu acceptă bani proveniți din infracțiuni și nu permite folosirea serviciilor sale pentru spălarea banilor sau finanțarea terorismului. Această politică rezumă controalele noastre conform legii din Lumeria privind prevenirea spălării banilor.</p>
<h2>Măsuri de cunoaștere a clientelei</h2>
<p>Verificăm identitatea fiecărui client (vezi <a href="/info_pages/kyc_policy">politica KYC</a>) și îi comparăm cu listele de sancțiuni și de persoane expuse politic. Clienții cu risc ridicat și sumele mari necesită verificări suplimentare, inclusiv dovada provenienței fondurilor.</p>
<h2>Monitorizare</h2>
<p>Monitorizăm depunerile, jocul și retragerile pentru a depista tipare neobișnuite, de exemplu depuneri retrase aproape fără joc. Retragerile se plătesc printr-o metodă pe numele clientului, de regulă cea folosită la depunere.</p>
<h2>Raportare</h2>
<p>Raportăm activitățile suspecte Unității de Informații Financiare din Lumeria și putem bloca fonduri atunci când legea o cere. Nu avem voie să informăm clientul despre o astfel de raportare.</p>
<h2>Evidențe și instruire</h2>
<p>Păstrăm datele de identificare și de tranzacții timp de 5 ani după închiderea contului. Personalul nostru este instruit anual, iar un responsabil de conformitate desemnat supraveghează aplicarea acestei politici.</p>`,

    contact_us: `
<p>Echipa noastră de asistență vă stă la dispoziție 24 de ore din 24, 7 zile din 7.</p>
<h2>E-mail</h2>
<p>Scrieți la <a href="mailto:support@lumen.casino">support@lumen.casino</a> de pe adresa înregistrată în cont. Răspundem în 24 de ore. Nu ne trimiteți niciodată parola.</p>
<h2>Reclamații</h2>
<p>Dacă nu sunteți mulțumit de un răspuns, cereți ca reclamația să fie transmisă mai departe. Un manager vă răspunde în 14 zile. Dacă problema rămâne nerezolvată, puteți contacta Autoritatea pentru Jocuri de Noroc din Lumeria.</p>
<h2>Adresă poștală</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: sloturi și zaruri corecte, verificabile',
      description:
        'Sloturi și jocuri cu zaruri din propriul nostru studio, toate demonstrabil corecte. Jucați gratuit în demo sau pe bani reali, cu plata prin bancă sau crypto.',
    },
    seo_faq: {
      title: 'Întrebări frecvente: ajutor pentru cont | Lumen Casino',
      description:
        'Răspunsuri la întrebări frecvente despre înregistrare, verificare, depuneri, retrageri, bonusuri și joc responsabil la Lumen Casino.',
    },
    seo_privacy_policy: {
      title: 'Politica de confidențialitate | Lumen Casino',
      description:
        'Cum colectează, folosește și protejează Lumen Casino datele dumneavoastră personale, cât timp le păstrăm și cum vă puteți exercita drepturile.',
    },
    seo_slots: {
      title: 'Sloturi online verificabile, demo gratuit | Lumen',
      description:
        'Sloturi online din propriul nostru studio: cu linii, cu ways și cu Bonus Buy, toate demonstrabil corecte. Încercați-le gratuit în demo sau jucați pe bani reali.',
    },
    seo_live: {
      title: 'Cazino live | Lumen Casino',
      description:
        'Jocuri de cazino live la Lumen Casino. Puteți juca și sloturi și jocuri cu zaruri verificabile din propriul nostru studio, gratuit în demo sau pe bani reali.',
    },
    seo_jackpots: {
      title: 'Jocuri cu jackpot | Lumen Casino',
      description:
        'Jocuri cu jackpot la Lumen Casino. Studioul nostru propriu creează și sloturi și jocuri cu zaruri verificabile, pe care le jucați gratuit sau pe bani reali.',
    },
    seo_tournaments: {
      title: 'Turnee de cazino | Lumen Casino',
      description:
        'Turnee de cazino la Lumen Casino. În lobby găsiți sloturi și jocuri cu zaruri verificabile din propriul nostru studio, în modul demo sau pe bani reali.',
    },
    seo_bonuses: {
      title: 'Bonusuri și promoții de cazino | Lumen Casino',
      description:
        'Bonusuri și promoții la Lumen Casino. Fiecare ofertă își afișează condițiile, iar termenii bonusurilor explică rulajul, miza maximă și retragerea câștigurilor.',
    },
    seo_loyalty: {
      title: 'Program de fidelitate | Lumen Casino',
      description:
        'Programul de fidelitate Lumen Casino. Cu un cont, jucați pe bani reali sloturi și zaruri verificabile din studioul nostru, cu depuneri prin bancă sau crypto.',
    },
    seo_aviator: {
      title: 'Jet, jocul crash: încasați la timp | Lumen Casino',
      description:
        'Jucați Jet, jocul nostru crash corect și verificabil: multiplicatorul crește până când jetul zboară. Două pariuri pe rundă și încasare automată.',
    },
    seo_live_casino: {
      title: 'Cazino live: ruletă și baccarat | Lumen Casino',
      description:
        'Jucați ruletă și baccarat la mese live comune, cu un crupier virtual animat și runde corecte și verificabile la fiecare 30 de secunde. Încercați gratuit.',
    },
    seo_welcome_offer: {
      title: 'Ofertă de bun venit la primul depozit | Lumen Casino',
      description:
        'Revendică oferta de bun venit Lumen Casino la primul depozit: bonusul, rotirile gratuite și toate condițiile explicate clar, de la rulaj la miza maximă.',
    },
  },

  licence: {
    title: 'Licență',
    content: `
<p>Lumen Casino este operat de Lumen Entertainment Ltd. (număr de înregistrare LE-204871, 12 Harbour Street, Port Aurel, Lumeria), licențiată și reglementată de Autoritatea pentru Jocuri de Noroc din Lumeria, cu licența numărul GAL-2024-0178.</p>
<p>Acesta este un produs demonstrativ: Lumeria și Autoritatea sa pentru Jocuri de Noroc sunt fictive.</p>
<p><strong>18+</strong> Jocurile de noroc pot crea dependență. Jucați responsabil. <a href="/info_pages/responsible_gaming">Joc responsabil</a></p>`,
  },

  faq: {
    registration: {
      question: 'Cum îmi creez un cont?',
      answer: `<p>Alegeți „Înregistrare”, introduceți adresa de e-mail și o parolă, alegeți moneda și confirmați că aveți cel puțin 18 ani și că acceptați termenii noștri. Durează mai puțin de un minut. Profilul îl puteți completa mai târziu, înainte de primul joc pe bani reali.</p>`,
    },
    verification: {
      question: 'De ce trebuie să îmi verific contul și cât durează?',
      answer: `<p>Verificarea (KYC) confirmă vârsta și identitatea și este cerută de licența noastră înainte de prima retragere. Încărcați în profil, la Verificare, un act de identitate cu fotografie, o dovadă a adresei și o dovadă a plății. Analizăm documentele în 1 până la 24 de ore. Vezi <a href="/info_pages/kyc_policy">politica KYC</a>.</p>`,
    },
    deposits: {
      question: 'Cum fac o depunere?',
      answer: `<p>Alegeți „Depunere”, selectați o metodă bancară sau crypto, introduceți suma și confirmați. Depunerile cu cardul și prin plată bancară instant ajung imediat; unele transferuri bancare durează până la 5 zile bancare. La depunerile crypto, trimiteți exact suma afișată.</p>`,
    },
    withdrawals: {
      question: 'Cum îmi retrag câștigurile?',
      answer: `<p>Deschideți „Retragere” din cont, alegeți o metodă și introduceți suma. Contul trebuie să fie verificat. Procesăm cererile în 24 de ore; timpul până primiți banii depinde apoi de metodă. Banii bonus nu pot fi retrași până la încheierea rulajului.</p>`,
    },
    bonuses: {
      question: 'Cum funcționează bonusurile și rulajul?',
      answer: `<p>Banii bonus stau într-un sold separat și trebuie rulați, de obicei de 35 de ori, înainte de a putea fi retrași. Un singur bonus este activ odată; celelalte așteaptă în coada de bonusuri. Nu toate jocurile contribuie la rulaj. Detalii găsiți în <a href="/info_pages/bonus_terms">termenii bonusurilor</a>.</p>`,
    },
    responsible_gambling: {
      question: 'Ce instrumente mă ajută să păstrez controlul?',
      answer: `<p>Puteți seta limite de depunere, de pierdere și de pariere pe 24 de ore, 7 zile sau 30 de zile, o limită de timp pe sesiune și mementouri de sesiune, puteți lua o pauză de la 24 de ore la 6 săptămâni sau vă puteți autoexclude pentru o perioadă de la 6 luni la 5 ani. O limită mai mică se aplică imediat; mărirea sau eliminarea unei limite necesită o perioadă de reflecție de 24 de ore și confirmarea dumneavoastră. Găsiți aceste instrumente în cont, la <a href="/profile/responsible-gambling">Joc responsabil</a>, sau puteți cere ajutorul echipei de asistență. Aflați mai multe despre <a href="/info_pages/responsible_gaming">jocul responsabil</a>.</p>`,
    },
    demo_mode: {
      question: 'Pot juca gratuit?',
      answer: `<p>Da. Majoritatea sloturilor și a jocurilor cu zaruri din propriul nostru studio au un mod demo cu bani virtuali, pentru care nu aveți nevoie de cont. Ca să jucați pe bani reali, autentificați-vă și faceți o depunere.</p>`,
    },
    languages: {
      question: 'În ce limbi este disponibil Lumen Casino?',
      answer: `<p>Site-ul și asistența sunt disponibile în engleză, engleză britanică, germană, franceză, română, slovacă, spaniolă, portugheză și slovenă. Schimbați limba din selectorul de limbă din partea de jos a paginii.</p>`,
    },
    contact: {
      question: 'Cum pot contacta asistența?',
      answer: `<p>Scrieți la <a href="mailto:support@lumen.casino">support@lumen.casino</a> sau folosiți linkul de asistență din partea de jos a fiecărei pagini. Răspundem la e-mailuri în 24 de ore.</p>`,
    },
  },
};
