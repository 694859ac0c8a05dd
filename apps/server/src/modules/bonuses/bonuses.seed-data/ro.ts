import type { SeedCampaignTexts } from './campaigns.ts';

export const ro: SeedCampaignTexts = {
  welcome: {
    title: 'Oferta de bun venit',
    summary:
      'Bonus de 200% la prima depunere eligibilă, plus 300 de rotiri gratuite la sloturile noastre de top, câte 50 pe zi.',
    terms:
      'Pentru jucătorii noi: prima dintre primele tale trei depuneri care atinge suma minimă afișată și cu care revendici oferta (bifând căsuța de sub ofertă în formularul de depunere) primește bonusul, o singură dată. Bonusul este de 200% din acea depunere, până la suma maximă afișată, și se adaugă în soldul tău bonus. Cele 300 de rotiri gratuite se joacă la Mighty Runes și Golden Pharaoh, cel mult 50 pe zi, iar câștigurile din ele se adaugă ca bani bonus. Rulează de 10 ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Cât timp bonusul este activ, niciun pariu nu poate depăși pariul maxim afișat. Suma care poate deveni bani reali este de cel mult 10 ori valoarea bonusului. Banii tăi proprii sunt jucați întotdeauna primii și pot fi retrași oricând; o retragere făcută cât timp bonusul este activ anulează bonusul. Bonusul expiră la 30 de zile după acordare.',
  },
  'welcome-ron': {
    title: 'Oferta de bun venit',
    summary:
      'Bonus de 350% la prima depunere eligibilă în lei, plus 300 de rotiri gratuite la sloturile noastre de top, câte 50 pe zi.',
    terms:
      'Pentru jucătorii noi cu cont în RON: prima dintre primele tale trei depuneri care atinge suma minimă afișată și cu care revendici oferta (bifând căsuța de sub ofertă în formularul de depunere) primește bonusul, o singură dată. Bonusul este de 350% din acea depunere, până la suma maximă afișată, și se adaugă în soldul tău bonus. Cele 300 de rotiri gratuite se joacă la Mighty Runes și Golden Pharaoh, cel mult 50 pe zi, iar câștigurile din ele se adaugă ca bani bonus. Rulează de 10 ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Cât timp bonusul este activ, niciun pariu nu poate depăși pariul maxim afișat. Suma care poate deveni bani reali este de cel mult 10 ori valoarea bonusului. Banii tăi proprii sunt jucați întotdeauna primii și pot fi retrași oricând; o retragere făcută cât timp bonusul este activ anulează bonusul. Bonusul expiră la 30 de zile după acordare.',
  },
  'registration-spins': {
    title: 'Rotiri gratuite la înregistrare',
    summary: '20 de rotiri gratuite la Mighty Runes și Golden Pharaoh imediat ce îți deschizi contul.',
    terms:
      'Fiecare cont nou primește 20 de rotiri gratuite la Mighty Runes și Golden Pharaoh. Câștigurile din rotirile gratuite se adaugă ca bani bonus și trebuie rulate de 10 ori înainte să devină bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Rotirile gratuite și câștigurile din ele expiră la 7 zile după acordare.',
  },
  'signup-code': {
    title: 'Cod de înregistrare LUMEN10',
    summary: 'Introdu codul LUMEN10 la înregistrare și primești un bonus, fără să fie nevoie de o depunere.',
    terms:
      'Introdu LUMEN10 în câmpul pentru codul promoțional din formularul de înregistrare. Bonusul afișat se adaugă în soldul tău bonus după deschiderea contului, fără depunere. Rulează de 10 ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Suma care poate deveni bani reali este de cel mult 5 ori valoarea bonusului. Un singur cod per jucător. Bonusul expiră la 14 zile după acordare.',
  },
  'first-login-spins': {
    title: 'Rotiri gratuite la prima vizită',
    summary: '10 rotiri gratuite te așteaptă prima dată când te autentifici.',
    terms:
      'Prima dată când te autentifici în cont primești 10 rotiri gratuite la Mighty Runes și Golden Pharaoh. Câștigurile din ele se adaugă ca bani bonus și trebuie rulate de 10 ori înainte să devină bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Rotirile gratuite expiră la 7 zile după acordare.',
  },
  'spring-code': {
    title: 'Cod promoțional SPRING25',
    summary: 'Introdu SPRING25 la o depunere și primești 25% în plus ca bonus.',
    terms:
      'Introdu SPRING25 la o depunere. Bonusul este de 25% din depunere, până la suma maximă afișată. Rulează de 10 ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Cât timp bonusul este activ, niciun pariu nu poate depăși pariul maxim afișat. O singură utilizare per jucător. Bonusul expiră la 30 de zile după acordare.',
  },
  birthday: {
    title: 'Bonus de ziua ta',
    summary: 'Un cadou de la noi de ziua ta, cu rulaj redus.',
    terms:
      'De ziua ta, conform datei din profilul tău, primești bonusul afișat. Rulează de 5 ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. O dată pe an. Bonusul expiră la 7 zile după acordare.',
  },
  'weekly-reload': {
    title: 'Bonus săptămânal la depunere',
    summary: 'Bifează căsuța când faci o depunere și primești un bonus de 50% din ea, o dată pe săptămână.',
    terms:
      'În fiecare săptămână (de luni până duminică, UTC), prima ta depunere care atinge suma minimă afișată și cu care revendici oferta (bifând căsuța de sub ofertă în formularul de depunere) primește un bonus de 50%, până la suma maximă afișată. Rulează de 30 de ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Cât timp bonusul este activ, niciun pariu nu poate depăși pariul maxim afișat. Oferta nu este disponibilă pe piețele ale căror reguli limitează rulajul la mai puțin de 30 de ori. Bonusul expiră la 7 zile după acordare.',
  },
  'winnings-boost': {
    title: 'Boost la câștiguri',
    summary:
      'În fiecare zi, 10% din cel mai mare câștig al tău din ziua precedentă la sloturile clasice cu linii, sub formă de bani bonus.',
    terms:
      'În fiecare zi primești ca bani bonus 10% din cel mai mare câștig al tău din ziua precedentă (UTC) la un slot clasic cu linii, până la suma maximă afișată. Câștigul unei runde este suma plătită de ea minus miza; câștigurile din rotirile gratuite nu se iau în calcul. Rulează de 10 ori valoarea bonusului ca să îl transformi în bani reali; contribuie doar sloturile clasice cu linii. Cât timp bonusul este activ, niciun pariu nu poate depăși pariul maxim afișat. Fiecare bonus din boost expiră la 7 zile după acordare.',
  },
  'vip-invite': {
    title: 'Invitație VIP',
    summary:
      'Doar pe bază de invitație: un bonus fără să fie nevoie de o depunere, plus 50 de rotiri gratuite.',
    terms:
      'Această ofertă este disponibilă jucătorilor care au primit linkul ei. Când o revendici prin link, primești imediat bonusul afișat, fără să fie nevoie de o depunere, plus 50 de rotiri gratuite la Mighty Runes și Golden Pharaoh, iar câștigurile din ele se adaugă ca bani bonus. Rulează de 10 ori valoarea bonusului ca să îl transformi în bani reali; sloturile contribuie integral, jocurile cu zaruri 10%, iar jocurile cu cumpărare de bonus nu contribuie deloc. Cât timp bonusul este activ, niciun pariu nu poate depăși pariul maxim afișat. O singură revendicare per jucător. Bonusul expiră la 30 de zile după acordare.',
  },
};
