import type { SeedCampaignTexts } from './campaigns.ts';

export const de: SeedCampaignTexts = {
  welcome: {
    title: 'Willkommensangebot',
    summary:
      '200 % Bonus auf deine erste qualifizierende Einzahlung, dazu 300 Freispiele für unsere Top-Slots, 50 pro Tag.',
    terms:
      'Für neue Spieler: Die erste deiner ersten drei Einzahlungen, die den angezeigten Mindestbetrag erreicht und mit der du das Angebot annimmst (setze dazu im Einzahlungsformular das Häkchen unter dem Angebot), erhält einmalig den Bonus. Der Bonus beträgt 200 % dieser Einzahlung bis zum angezeigten Höchstbetrag und wird deinem Bonusguthaben gutgeschrieben. Die 300 Freispiele werden in Mighty Runes und Golden Pharaoh gespielt, höchstens 50 pro Tag, und ihre Gewinne werden als Bonusgeld gutgeschrieben. Setze das 10-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Solange der Bonus aktiv ist, darf jeder Einsatz höchstens den angezeigten Höchsteinsatz betragen. Höchstens das 10-Fache des Bonus kann zu Echtgeld werden. Dein eigenes Geld wird immer zuerst gespielt und kann jederzeit ausgezahlt werden; eine Auszahlung bei aktivem Bonus storniert den Bonus. Der Bonus verfällt 30 Tage nach seiner Gutschrift.',
  },
  'welcome-ron': {
    title: 'Willkommensangebot',
    summary:
      '350 % Bonus auf deine erste qualifizierende Einzahlung in lei, dazu 300 Freispiele für unsere Top-Slots, 50 pro Tag.',
    terms:
      'Für neue Spieler mit einem RON-Konto: Die erste deiner ersten drei Einzahlungen, die den angezeigten Mindestbetrag erreicht und mit der du das Angebot annimmst (setze dazu im Einzahlungsformular das Häkchen unter dem Angebot), erhält einmalig den Bonus. Der Bonus beträgt 350 % dieser Einzahlung bis zum angezeigten Höchstbetrag und wird deinem Bonusguthaben gutgeschrieben. Die 300 Freispiele werden in Mighty Runes und Golden Pharaoh gespielt, höchstens 50 pro Tag, und ihre Gewinne werden als Bonusgeld gutgeschrieben. Setze das 10-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Solange der Bonus aktiv ist, darf jeder Einsatz höchstens den angezeigten Höchsteinsatz betragen. Höchstens das 10-Fache des Bonus kann zu Echtgeld werden. Dein eigenes Geld wird immer zuerst gespielt und kann jederzeit ausgezahlt werden; eine Auszahlung bei aktivem Bonus storniert den Bonus. Der Bonus verfällt 30 Tage nach seiner Gutschrift.',
  },
  'registration-spins': {
    title: 'Freispiele für deine Registrierung',
    summary: '20 Freispiele für Mighty Runes und Golden Pharaoh, sobald du dein Konto eröffnest.',
    terms:
      'Jedes neue Konto erhält 20 Freispiele für Mighty Runes und Golden Pharaoh. Gewinne aus den Freispielen werden als Bonusgeld gutgeschrieben und müssen 10-mal umgesetzt werden, bevor sie zu Echtgeld werden; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Die Freispiele und ihre Gewinne verfallen 7 Tage nach ihrer Gutschrift.',
  },
  'signup-code': {
    title: 'Registrierungscode LUMEN10',
    summary: 'Gib bei der Registrierung den Code LUMEN10 ein und erhalte einen Bonus, ganz ohne Einzahlung.',
    terms:
      'Gib LUMEN10 im Promo-Code-Feld des Registrierungsformulars ein. Der angezeigte Bonus wird deinem Bonusguthaben gutgeschrieben, sobald dein Konto eröffnet ist, ohne Einzahlung. Setze das 10-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Höchstens das 5-Fache des Bonus kann zu Echtgeld werden. Ein Code pro Spieler. Der Bonus verfällt 14 Tage nach seiner Gutschrift.',
  },
  'first-login-spins': {
    title: 'Freispiele bei deinem ersten Besuch',
    summary: '10 Freispiele warten auf dich, wenn du dich zum ersten Mal anmeldest.',
    terms:
      'Wenn du dich zum ersten Mal in deinem Konto anmeldest, erhältst du 10 Freispiele für Mighty Runes und Golden Pharaoh. Ihre Gewinne werden als Bonusgeld gutgeschrieben und müssen 10-mal umgesetzt werden, bevor sie zu Echtgeld werden; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Die Freispiele verfallen 7 Tage nach ihrer Gutschrift.',
  },
  'spring-code': {
    title: 'Promo-Code SPRING25',
    summary: 'Gib SPRING25 bei einer Einzahlung ein und erhalte 25 % extra als Bonus.',
    terms:
      'Gib SPRING25 bei einer Einzahlung ein. Der Bonus beträgt 25 % der Einzahlung bis zum angezeigten Höchstbetrag. Setze das 10-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Solange der Bonus aktiv ist, darf jeder Einsatz höchstens den angezeigten Höchsteinsatz betragen. Einmal pro Spieler einlösbar. Der Bonus verfällt 30 Tage nach seiner Gutschrift.',
  },
  birthday: {
    title: 'Geburtstagsbonus',
    summary: 'Ein Geschenk von uns zu deinem Geburtstag, mit niedrigem Umsatz.',
    terms:
      'An deinem Geburtstag, wie in deinem Profil angegeben, erhältst du den angezeigten Bonus. Setze das 5-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Einmal pro Jahr. Der Bonus verfällt 7 Tage nach seiner Gutschrift.',
  },
  'weekly-reload': {
    title: 'Wöchentlicher Reload-Bonus',
    summary:
      'Setze bei der Einzahlung das Häkchen und erhalte einmal pro Woche 50 % Bonus auf deine Einzahlung.',
    terms:
      'Jede Woche (Montag bis Sonntag, UTC) erhältst du auf deine erste Einzahlung, die den angezeigten Mindestbetrag erreicht und mit der du das Angebot annimmst (setze dazu im Einzahlungsformular das Häkchen unter dem Angebot), 50 % Bonus bis zum angezeigten Höchstbetrag. Setze das 30-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Solange der Bonus aktiv ist, darf jeder Einsatz höchstens den angezeigten Höchsteinsatz betragen. Nicht verfügbar in Märkten, deren Regeln den Umsatz auf weniger als das 30-Fache begrenzen. Der Bonus verfällt 7 Tage nach seiner Gutschrift.',
  },
  'winnings-boost': {
    title: 'Gewinn-Booster',
    summary:
      'Jeden Tag 10 % deines höchsten Gewinns vom Vortag an klassischen Slots mit Gewinnlinien, als Bonusgeld gutgeschrieben.',
    terms:
      'Jeden Tag werden dir 10 % deines höchsten Gewinns vom Vortag (UTC) an einem klassischen Slot mit Gewinnlinien als Bonusgeld gutgeschrieben, bis zum angezeigten Höchstbetrag. Als Gewinn zählt, was eine Runde abzüglich ihres Einsatzes ausgezahlt hat; Gewinne aus Freispielen zählen nicht. Setze das 10-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; nur klassische Slots mit Gewinnlinien zählen. Solange der Bonus aktiv ist, darf jeder Einsatz höchstens den angezeigten Höchsteinsatz betragen. Jeder Booster-Bonus verfällt 7 Tage nach seiner Gutschrift.',
  },
  'vip-invite': {
    title: 'VIP-Einladung',
    summary: 'Nur auf Einladung: ein Bonus ganz ohne Einzahlung, dazu 50 Freispiele.',
    terms:
      'Dieses Angebot steht Spielern offen, die den Link dazu erhalten haben. Löst du es über den Link ein, erhältst du sofort den angezeigten Bonus, ganz ohne Einzahlung, dazu 50 Freispiele für Mighty Runes und Golden Pharaoh, deren Gewinne als Bonusgeld gutgeschrieben werden. Setze das 10-Fache des Bonus um, um ihn in Echtgeld umzuwandeln; Slots zählen voll, Würfelspiele zu 10 % und Spiele mit Bonuskauf gar nicht. Solange der Bonus aktiv ist, darf jeder Einsatz höchstens den angezeigten Höchsteinsatz betragen. Einmal pro Spieler einlösbar. Der Bonus verfällt 30 Tage nach seiner Gutschrift.',
  },
};
