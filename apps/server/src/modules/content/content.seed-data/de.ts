import type { LanguageContent } from './structure.ts';

/** German. */
export const de: LanguageContent = {
  titles: {
    casino: 'Casino',
    quick_link_slots: 'Slots',
    quick_link_live: 'Live-Casino',
    quick_link_jackpots: 'Jackpots',
    quick_link_tournaments: 'Turniere',
    quick_link_bonuses: 'Aktionen',
    quick_link_loyalty: 'Treueprogramm',
    information: 'Informationen',
    about_us: 'Über uns',
    terms_and_conditions: 'Allgemeine Geschäftsbedingungen',
    privacy_policy: 'Datenschutzerklärung',
    cookie_policy: 'Cookie-Richtlinie',
    responsible_gaming: 'Verantwortungsvolles Spielen',
    bonus_terms: 'Bonusbedingungen',
    kyc_policy: 'KYC-Richtlinie',
    aml_policy: 'Richtlinie zur Geldwäscheprävention',
    support: 'Support',
    support_block: 'Live-Chat',
    quick_link_faq: 'Häufige Fragen',
    contact_us: 'Kontakt',
    partners: 'Partner',
    affiliates: 'Partnerprogramm',
  },

  pages: {
    about_us: `
<p>Lumen Casino ist ein Online-Casino der Lumen Entertainment Ltd., einer in Lumeria eingetragenen Gesellschaft mit Lizenz der Glücksspielbehörde von Lumeria (Gaming Authority of Lumeria). Wir haben Lumen Casino für Spieler gebaut, die ihre Spiele selbst überprüfen wollen und klare Regeln sowie schnelle, faire Auszahlungen erwarten.</p>
<h2>Unser Angebot</h2>
<ul>
<li>Slots und Würfelspiele aus unserem eigenen Studio. Weitere Spiele und Funktionen sind in Arbeit.</li>
<li>Ein Demo-Modus für die meisten Spiele, damit Sie erst zum Spaß spielen können, bevor Sie um Echtgeld spielen.</li>
<li>Ein- und Auszahlungen per Banküberweisung und in Kryptowährung.</li>
<li>Kontoverifizierung (KYC) mit Upload der Dokumente in Ihrem Profil.</li>
</ul>
<h2>Faires Spiel</h2>
<p>Unsere Spiele sind nachweisbar fair („provably fair“). Bevor eine Runde gespielt wird, ist ihr Ergebnis mit einem kryptografischen Hash festgeschrieben; danach können Sie die Runde im Spielverlauf öffnen und prüfen, ob das Ergebnis zu diesem Hash passt. Diese Prüfung kann jeder Spieler für jede vergangene Runde direkt im Browser durchführen. Die Auszahlungsquote (RTP) finden Sie im Infobereich jedes Spiels.</p>
<h2>Sicheres Spiel</h2>
<p>Sie müssen mindestens 18 Jahre alt sein. Auf unserer Seite zum <a href="/info_pages/responsible_gaming">verantwortungsvollen Spielen</a> erfahren Sie, wie Sie die Kontrolle über Ihr Spiel behalten. Wenn Sie sich Sorgen um Ihr Spielverhalten machen, hilft Ihnen unser Support-Team: Schreiben Sie uns jederzeit.</p>
<p>Fragen? Unser Support-Team ist rund um die Uhr unter <a href="mailto:support@lumen.casino">support@lumen.casino</a> für Sie da.</p>`,

    terms_and_conditions: `
<p>Diese Bedingungen bilden die Vereinbarung zwischen Ihnen und der Lumen Entertainment Ltd. („wir“, „uns“), der Betreiberin von Lumen Casino. Mit der Eröffnung eines Kontos akzeptieren Sie diese Bedingungen sowie unsere Datenschutzerklärung, die Bonusbedingungen und die Regeln der einzelnen Spiele.</p>
<h2>1. Wer spielen darf</h2>
<ul>
<li>Sie müssen mindestens 18 Jahre alt sein oder älter, wenn das Recht Ihres Landes dies verlangt.</li>
<li>Sie dürfen nur ein Konto führen, auf Ihren eigenen Namen und mit zutreffenden persönlichen Angaben.</li>
<li>Sie dürfen nicht aus einem Land spielen, in dem Online-Glücksspiel verboten ist oder in dem wir keine Spieler annehmen.</li>
</ul>
<h2>2. Ihr Konto</h2>
<p>Halten Sie Ihr Passwort geheim; Sie sind für die Aktivitäten auf Ihrem Konto verantwortlich. Wir können jederzeit eine Identitätsprüfung verlangen und müssen sie vor Ihrer ersten Auszahlung durchführen (siehe unsere <a href="/info_pages/kyc_policy">KYC-Richtlinie</a>).</p>
<h2>3. Einzahlungen und Auszahlungen</h2>
<p>Verwenden Sie nur Zahlungsmittel, die auf Ihren Namen lauten. Auszahlungen erfolgen in der Regel auf das Zahlungsmittel, mit dem eingezahlt wurde. Manche Banküberweisungen dauern bis zu 5 Bankarbeitstage. Während gesetzlich vorgeschriebener Prüfungen können wir eine Zahlung zurückhalten.</p>
<h2>4. Spiele und Fehlfunktionen</h2>
<p>Jedes Spiel hat eigene Regeln, die im Spiel angezeigt werden. Eine Fehlfunktion macht alle betroffenen Spielrunden und Gewinne ungültig. Wurde eine Wette falsch abgerechnet, berichtigen wir den Kontostand.</p>
<h2>5. Schließung eines Kontos</h2>
<p>Sie können Ihr Konto jederzeit über den Support schließen. Bei Betrug, Bonusmissbrauch, Mehrfachkonten oder einem Verstoß gegen diese Bedingungen können wir ein Konto sperren oder schließen; rechtmäßig erzielte Gewinne werden ausgezahlt.</p>
<h2>6. Beschwerden</h2>
<p>Wenden Sie sich zuerst an den Support. Können wir Ihre Beschwerde nicht innerhalb von 14 Tagen lösen, dürfen Sie sich an die Glücksspielbehörde von Lumeria wenden.</p>
<h2>7. Änderungen</h2>
<p>Wir können diese Bedingungen ändern. Über wesentliche Änderungen informieren wir Sie vor ihrem Inkrafttreten, und Sie werden bei der nächsten Anmeldung um Zustimmung gebeten.</p>`,

    privacy_policy: `
<p>Diese Erklärung beschreibt, wie die Lumen Entertainment Ltd. als Verantwortliche für Lumen Casino Ihre personenbezogenen Daten erhebt und verwendet.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
<li>Kontodaten: Name, Geburtsdatum, Anschrift, E-Mail-Adresse, Telefonnummer, Währung und Sprache.</li>
<li>Prüfungsdaten: Kopien von Ausweisdokumenten sowie Adress- und Zahlungsnachweise.</li>
<li>Transaktions- und Spieldaten: Einzahlungen, Auszahlungen, Einsätze, Gewinne und Boni.</li>
<li>Technische Daten: IP-Adresse, Geräte- und Browsertyp sowie das aus Ihrer IP-Adresse abgeleitete Land.</li>
</ul>
<h2>Wozu wir sie verwenden</h2>
<p>Wir verwenden Ihre Daten, um Ihr Konto zu führen und Gewinne auszuzahlen (Vertrag), um Alter und Identität zu prüfen und Betrug sowie Geldwäsche zu verhindern (rechtliche Verpflichtung), um Spieler vor Glücksspielschäden zu schützen und, nur mit Ihrer Einwilligung, um Ihnen Angebote zu senden.</p>
<h2>Wer sie erhält</h2>
<p>Zahlungsdienstleister, Dienste zur Identitätsprüfung, Spieleanbieter (nur eine Spieler-ID), unsere Hosting-Anbieter und, soweit gesetzlich vorgeschrieben, die Glücksspielbehörde von Lumeria und andere Behörden. Wir verkaufen Ihre Daten niemals.</p>
<h2>Wie lange wir sie speichern</h2>
<p>Konto- und Transaktionsdaten bewahren wir nach den Vorschriften zur Geldwäscheprävention 5 Jahre nach Schließung Ihres Kontos auf. Marketing-Einstellungen werden gelöscht, sobald Sie Ihre Einwilligung widerrufen.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Auskunft über Ihre Daten, deren Berichtigung oder Löschung und eine Kopie in einem übertragbaren Format verlangen oder der Nutzung für Werbung widersprechen. Schreiben Sie an <a href="mailto:support@lumen.casino">support@lumen.casino</a>. Außerdem können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren.</p>
<p>Wie wir Cookies einsetzen, erklärt unsere <a href="/info_pages/cookie_policy">Cookie-Richtlinie</a>.</p>`,

    cookie_policy: `
<p>Cookies sind kleine Dateien, die eine Website in Ihrem Browser speichert. Lumen Casino nutzt für dieselben Zwecke auch den lokalen Speicher Ihres Browsers. Diese Richtlinie erklärt, was wir speichern und warum.</p>
<h2>Unbedingt erforderlich</h2>
<p>Diese halten Sie angemeldet, merken sich Ihre Sprache und Ihre Cookie-Auswahl und schützen Formulare vor Missbrauch. Ohne sie funktioniert die Website nicht, daher lassen sie sich nicht abschalten.</p>
<h2>Einstellungen</h2>
<p>Diese merken sich Entscheidungen, die die Nutzung erleichtern, etwa Ihre letzten Suchen und welche Banner Sie bereits geschlossen haben.</p>
<h2>Analyse</h2>
<p>Mit Ihrer Einwilligung messen wir, wie die Website genutzt wird, zum Beispiel welche Seiten langsam laden, um sie zu verbessern. Die Daten werden zusammengefasst ausgewertet und nicht zu Ihrer Identifizierung verwendet.</p>
<h2>Ihre Wahl</h2>
<p>Sie können Cookies und lokalen Speicher jederzeit in den Einstellungen Ihres Browsers löschen. Wenn Sie unbedingt erforderliche Cookies blockieren, werden Sie abgemeldet, und Teile der Website funktionieren möglicherweise nicht.</p>`,

    responsible_gaming: `
<p>Glücksspiel soll Unterhaltung sein, niemals eine Einnahmequelle oder eine Flucht vor Problemen. Lumen Casino hilft jedem Spieler, die Kontrolle zu behalten.</p>
<h2>Ihre Werkzeuge</h2>
<ul>
<li><strong>Einzahlungs-, Verlust- und Einsatzlimits</strong> für 24 Stunden, 7 Tage oder 30 Tage. Ein niedrigeres Limit gilt sofort. Ein höheres Limit oder das Entfernen eines Limits wird erst nach einer Bedenkzeit von 24 Stunden wirksam und nur, wenn Sie es bestätigen; eine Änderung, die Sie nicht innerhalb von 7 Tagen bestätigen, verfällt.</li>
<li><strong>Zeitlimit pro Sitzung</strong>: Hat eine Sitzung so lange gedauert wie von Ihnen gewählt, endet das Spiel und Sie werden abgemeldet.</li>
<li><strong>Realitätschecks</strong>: eine Erinnerung im Abstand Ihrer Wahl, zwischen 10 Minuten und 8 Stunden, die Ihre Spielzeit und Ihr Nettoergebnis in der laufenden Sitzung zeigt.</li>
<li><strong>Spielpause</strong> für 24 Stunden, 7 Tage, 30 Tage oder 6 Wochen.</li>
<li><strong>Selbstausschluss</strong> für 6 Monate, 1 Jahr, 2 Jahre oder 5 Jahre. Er kann weder verkürzt noch vorzeitig aufgehoben werden. Nach Ablauf endet er erst, wenn Sie Ihre Rückkehr beantragen; 24 Stunden nach dem Antrag können Sie wieder spielen.</li>
</ul>
<p>Während einer Spielpause oder eines Selbstausschlusses können Sie weder einzahlen noch um Echtgeld spielen und erhalten weder Boni noch Werbung. Sie können sich aber weiterhin anmelden, um Ihr Guthaben auszuzahlen und Ihren Verlauf einzusehen.</p>
<p>Sie finden diese Werkzeuge in Ihrem Konto unter <a href="/profile/responsible-gambling">Verantwortungsvolles Spielen</a>. Auch unser Support-Team hilft Ihnen jederzeit gern weiter.</p>
<h2>Warnzeichen</h2>
<ul>
<li>Sie setzen mehr Geld oder Zeit ein als geplant.</li>
<li>Sie versuchen, Verluste zurückzugewinnen, oder leihen sich Geld zum Spielen.</li>
<li>Das Spielen beeinträchtigt Arbeit, Ausbildung, Familie oder Stimmung.</li>
</ul>
<p>Wenn Ihnen etwas davon bekannt vorkommt, legen Sie eine Pause ein und sprechen Sie mit jemandem. Kostenlose und vertrauliche Hilfe bieten nationale Beratungstelefone zur Glücksspielsucht und die Anonymen Spieler (Gamblers Anonymous).</p>
<h2>Schutz Minderjähriger</h2>
<p>Personen unter 18 Jahren dürfen nicht spielen. Wir prüfen das Alter jedes Spielers und schließen Konten, die von Minderjährigen eröffnet wurden. Eltern können Glücksspielseiten mit Filtersoftware sperren.</p>`,

    bonus_terms: `
<p>Diese Bedingungen gelten für alle Boni, Freispiele und Aktionen bei Lumen Casino, zusätzlich zu den besonderen Bedingungen des jeweiligen Angebots. Weichen beide voneinander ab, gelten die Bedingungen des Angebots.</p>
<h2>Bonusgeld und Umsatzbedingungen</h2>
<ul>
<li>Bonusgeld wird in einem eigenen Bonusguthaben geführt. Echtgeld wird immer zuerst verwendet.</li>
<li>Sofern ein Angebot nichts anderes bestimmt, muss ein Bonus innerhalb von 30 Tagen 35-mal umgesetzt werden, bevor er ausgezahlt werden kann.</li>
<li>Slots zählen zu 100 % zum Umsatz, Tischspiele zu 10 %. Live-Casino-Spiele und in einem Angebot ausgeschlossene Spiele zählen zu 0 %.</li>
<li>Solange ein Bonus aktiv ist, beträgt der Höchsteinsatz 5 € pro Runde.</li>
<li>Jackpotgewinne unterliegen einem 3-fachen Umsatz; an Jackpots nehmen Einsätze ab 0,50 € teil.</li>
</ul>
<h2>Immer nur ein Bonus</h2>
<p>Es kann nur ein Bonus aktiv sein. Weitere Boni warten in Ihrer Bonus-Warteschlange und starten der Reihe nach. Wenn Sie den aktiven Bonus wechseln, verfällt der Umsatzfortschritt des bisherigen. Wird ein aktiver Bonus storniert, wird das Bonusguthaben auf null gesetzt.</p>
<h2>Freispiele</h2>
<p>Freispiele gelten für die im Angebot genannten Spiele und, wenn ein Tageslimit besteht, nur bis zu dieser Anzahl pro Tag. Gewinne aus Freispielen werden als Bonusgeld gutgeschrieben.</p>
<h2>Währungswechsel</h2>
<p>Ein Wechsel der Kontowährung setzt das Bonusguthaben auf null und storniert ausstehende Boni und Freispiele.</p>
<h2>Faire Nutzung</h2>
<p>Boni sind für Freizeitspieler gedacht. Bei Mehrfachkonten, Absprachen oder Spielmustern, die ein Angebot ausnutzen sollen, können wir Boni und die damit erzielten Gewinne einbehalten.</p>`,

    kyc_policy: `
<p>Prüfungen nach dem Prinzip „Kenne deinen Kunden“ (KYC) schützen Sie und uns: Sie bestätigen, dass Sie volljährig sind, dass das Konto Ihnen gehört und dass Zahlungen von Ihnen stammen. Unsere Lizenz schreibt sie vor.</p>
<h2>Wann wir prüfen</h2>
<p>Vor Ihrer ersten Auszahlung, wenn Ihre Einzahlungen insgesamt 2.000 € erreichen, und immer dann, wenn Gesetz oder Sicherheitsprüfung es verlangen.</p>
<h2>Dokumente</h2>
<ol>
<li>Lichtbildausweis: Reisepass, Personalausweis oder Führerschein, gültig und mit allen Ecken sichtbar.</li>
<li>Adressnachweis: eine Versorgerrechnung oder ein Kontoauszug, nicht älter als 3 Monate.</li>
<li>Zahlungsnachweis: ein Foto Ihrer Karte (mittlere Ziffern abgedeckt) oder ein Screenshot Ihres E-Wallets oder Bankkontos.</li>
<li>Jedes weitere Dokument, das wir anfordern, etwa ein Nachweis über die Herkunft der Mittel.</li>
</ol>
<p>Laden Sie die Dateien in Ihrem Profil unter Verifizierung hoch. Zulässige Formate: JPEG, JPG, PNG, BMP und PDF, jede Datei kleiner als 5 MB.</p>
<h2>Wie lange es dauert</h2>
<p>Unser Team prüft Dokumente innerhalb von 1 bis 24 Stunden. Danach wird Ihr Status als verifiziert angezeigt, oder wir teilen Ihnen mit, was fehlt. Läuft ein Dokument ab, werden Sie um ein neues gebeten.</p>
<p>Dokumente werden verschlüsselt gespeichert und nur zur Prüfung verwendet, wie in unserer <a href="/info_pages/privacy_policy">Datenschutzerklärung</a> beschrieben.</p>`,

    aml_policy: `
<p>Die Lumen Entertainment Ltd. nimmt kein Geld aus Straftaten an und lässt nicht zu, dass ihre Dienste zur Geldwäsche oder Terrorismusfinanzierung genutzt werden. Diese Richtlinie fasst unsere Kontrollen nach dem Geldwäschegesetz von Lumeria zusammen.</p>
<h2>Sorgfaltspflichten</h2>
<p>Wir prüfen die Identität jedes Kunden (siehe unsere <a href="/info_pages/kyc_policy">KYC-Richtlinie</a>) und gleichen Kunden mit Sanktionslisten und Listen politisch exponierter Personen ab. Kunden mit höherem Risiko und hohe Beträge erfordern verstärkte Prüfungen, einschließlich eines Nachweises über die Herkunft der Mittel.</p>
<h2>Überwachung</h2>
<p>Wir überwachen Einzahlungen, Spielverhalten und Auszahlungen auf ungewöhnliche Muster, etwa Einzahlungen, die ohne nennenswertes Spiel wieder ausgezahlt werden. Auszahlungen erfolgen auf ein Zahlungsmittel auf den Namen des Kunden, in der Regel auf das für die Einzahlung genutzte.</p>
<h2>Meldungen</h2>
<p>Verdächtige Aktivitäten melden wir der Zentralstelle für Finanztransaktionsuntersuchungen von Lumeria, und wir können Gelder einfrieren, wenn das Gesetz es verlangt. Über eine solche Meldung dürfen wir den Kunden nicht informieren.</p>
<h2>Aufzeichnungen und Schulung</h2>
<p>Identifizierungs- und Transaktionsdaten bewahren wir 5 Jahre nach Schließung eines Kontos auf. Unsere Mitarbeiter werden jährlich geschult, und ein benannter Compliance-Beauftragter überwacht diese Richtlinie.</p>`,

    contact_us: `
<p>Unser Support-Team ist 24 Stunden am Tag, 7 Tage die Woche für Sie da.</p>
<h2>E-Mail</h2>
<p>Schreiben Sie an <a href="mailto:support@lumen.casino">support@lumen.casino</a>, und zwar von der Adresse, die in Ihrem Konto hinterlegt ist. Wir antworten innerhalb von 24 Stunden. Senden Sie uns niemals Ihr Passwort.</p>
<h2>Beschwerden</h2>
<p>Wenn Sie mit einer Antwort nicht zufrieden sind, bitten Sie darum, Ihre Beschwerde weiterzuleiten. Eine Führungskraft antwortet innerhalb von 14 Tagen. Ist die Sache dann noch nicht gelöst, können Sie sich an die Glücksspielbehörde von Lumeria wenden.</p>
<h2>Postanschrift</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: nachweisbar faire Slots und Würfelspiele',
      description:
        'Slots und Würfelspiele aus unserem eigenen Studio, alle nachweisbar fair. Gratis im Demo-Modus oder um Echtgeld spielen, Zahlung per Bank oder Krypto.',
    },
    seo_faq: {
      title: 'Häufige Fragen: Hilfe zu Ihrem Konto | Lumen Casino',
      description:
        'Antworten auf häufige Fragen zu Registrierung, Verifizierung, Einzahlung, Auszahlung, Boni und verantwortungsvollem Spielen bei Lumen Casino.',
    },
    seo_privacy_policy: {
      title: 'Datenschutzerklärung | Lumen Casino',
      description:
        'Wie Lumen Casino Ihre personenbezogenen Daten erhebt, nutzt und schützt, wie lange wir sie speichern und wie Sie Ihre Datenschutzrechte ausüben.',
    },
    seo_slots: {
      title: 'Online-Slots: nachweisbar fair, gratis Demo | Lumen',
      description:
        'Online-Slots aus unserem eigenen Studio: Linien-, Ways- und Bonus-Buy-Slots, alle nachweisbar fair. Gratis im Demo-Modus testen oder um Echtgeld spielen.',
    },
    seo_live: {
      title: 'Live-Casino | Lumen Casino',
      description:
        'Live-Casino-Spiele bei Lumen Casino. Außerdem spielen Sie bei uns nachweisbar faire Slots und Würfelspiele aus unserem eigenen Studio, gratis oder um Echtgeld.',
    },
    seo_jackpots: {
      title: 'Jackpot-Spiele | Lumen Casino',
      description:
        'Jackpot-Spiele bei Lumen Casino. Unser eigenes Studio entwickelt außerdem nachweisbar faire Slots und Würfelspiele, gratis im Demo-Modus oder um Echtgeld.',
    },
    seo_tournaments: {
      title: 'Casino-Turniere | Lumen Casino',
      description:
        'Casino-Turniere bei Lumen Casino. In der Lobby finden Sie nachweisbar faire Slots und Würfelspiele aus unserem eigenen Studio, im Demo-Modus oder um Echtgeld.',
    },
    seo_bonuses: {
      title: 'Casino-Boni und Aktionen | Lumen Casino',
      description:
        'Boni und Aktionen bei Lumen Casino. Jedes Angebot nennt seine eigenen Bedingungen; unsere Bonusbedingungen erklären Umsatz, Höchsteinsatz und Auszahlung.',
    },
    seo_loyalty: {
      title: 'Treueprogramm | Lumen Casino',
      description:
        'Treueprogramm bei Lumen Casino. Mit einem Konto spielen Sie nachweisbar faire Slots und Würfelspiele aus unserem Studio um Echtgeld, per Bank oder Krypto.',
    },
    seo_aviator: {
      title: 'Jet, das Crash-Spiel: Rechtzeitig auszahlen | Lumen',
      description:
        'Spielen Sie Jet, unser nachweislich faires Crash-Spiel: Der Multiplikator steigt, bis der Jet davonfliegt. Zwei Einsätze pro Runde, Auto-Auszahlung.',
    },
    seo_live_casino: {
      title: 'Live-Casino: Roulette & Baccarat am Tisch | Lumen',
      description:
        'Spielen Sie Roulette und Baccarat an gemeinsamen Tischen im Live-Format, mit animiertem Croupier und nachweislich fairen Runden alle 30 Sekunden.',
    },
    seo_welcome_offer: {
      title: 'Willkommensangebot zur ersten Einzahlung | Lumen',
      description:
        'Hol dir das Willkommensangebot von Lumen Casino zur ersten Einzahlung: Bonus, Freispiele und alle Bedingungen klar erklärt, vom Umsatz bis zum Höchsteinsatz.',
    },
  },

  licence: {
    title: 'Lizenz',
    content: `
<p>Lumen Casino wird von der Lumen Entertainment Ltd. (Handelsregisternummer LE-204871, 12 Harbour Street, Port Aurel, Lumeria) betrieben, die von der Glücksspielbehörde von Lumeria unter der Lizenznummer GAL-2024-0178 lizenziert und beaufsichtigt wird.</p>
<p>Dies ist ein Demonstrationsprodukt: Lumeria und seine Glücksspielbehörde sind frei erfunden.</p>
<p><strong>18+</strong> Glücksspiel kann süchtig machen. Spielen Sie verantwortungsvoll. <a href="/info_pages/responsible_gaming">Verantwortungsvolles Spielen</a></p>`,
  },

  faq: {
    registration: {
      question: 'Wie eröffne ich ein Konto?',
      answer: `<p>Wählen Sie „Registrieren“, geben Sie Ihre E-Mail-Adresse und ein Passwort ein, wählen Sie Ihre Währung und bestätigen Sie, dass Sie mindestens 18 Jahre alt sind und unsere Bedingungen akzeptieren. Das dauert weniger als eine Minute. Ihr Profil können Sie später vervollständigen, vor Ihrem ersten Echtgeldspiel.</p>`,
    },
    verification: {
      question: 'Warum muss ich mein Konto verifizieren, und wie lange dauert das?',
      answer: `<p>Die Verifizierung (KYC) bestätigt Ihr Alter und Ihre Identität und ist nach unserer Lizenz vor der ersten Auszahlung vorgeschrieben. Laden Sie in Ihrem Profil unter Verifizierung einen Lichtbildausweis, einen Adressnachweis und einen Zahlungsnachweis hoch. Wir prüfen Dokumente innerhalb von 1 bis 24 Stunden. Siehe unsere <a href="/info_pages/kyc_policy">KYC-Richtlinie</a>.</p>`,
    },
    deposits: {
      question: 'Wie zahle ich ein?',
      answer: `<p>Wählen Sie „Einzahlen“, dann eine Bank- oder Krypto-Methode, geben Sie den Betrag ein und bestätigen Sie. Einzahlungen per Karte und Echtzeitüberweisung sind sofort verfügbar; manche Banküberweisungen dauern bis zu 5 Bankarbeitstage. Bei Krypto-Einzahlungen senden Sie genau den angezeigten Betrag.</p>`,
    },
    withdrawals: {
      question: 'Wie lasse ich mir Gewinne auszahlen?',
      answer: `<p>Öffnen Sie in Ihrem Konto „Auszahlung“, wählen Sie eine Methode und geben Sie den Betrag ein. Ihr Konto muss verifiziert sein. Wir bearbeiten Anträge innerhalb von 24 Stunden; wie lange das Geld danach unterwegs ist, hängt von der Methode ab. Bonusgeld kann erst nach Erfüllung der Umsatzbedingungen ausgezahlt werden.</p>`,
    },
    bonuses: {
      question: 'Wie funktionieren Boni und Umsatzbedingungen?',
      answer: `<p>Bonusgeld liegt in einem eigenen Guthaben und muss, meist 35-mal, umgesetzt werden, bevor es auszahlbar wird. Es ist immer nur ein Bonus aktiv; weitere warten in Ihrer Bonus-Warteschlange. Nicht jedes Spiel zählt zum Umsatz. Einzelheiten finden Sie in unseren <a href="/info_pages/bonus_terms">Bonusbedingungen</a>.</p>`,
    },
    responsible_gambling: {
      question: 'Welche Werkzeuge helfen mir, die Kontrolle zu behalten?',
      answer: `<p>Sie können Einzahlungs-, Verlust- und Einsatzlimits für 24 Stunden, 7 Tage oder 30 Tage, ein Zeitlimit pro Sitzung und Realitätschecks festlegen, eine Spielpause von 24 Stunden bis 6 Wochen einlegen oder sich für 6 Monate bis 5 Jahre selbst ausschließen. Ein niedrigeres Limit gilt sofort; ein höheres Limit oder das Entfernen eines Limits erst nach 24 Stunden Bedenkzeit und Ihrer Bestätigung. Sie finden diese Werkzeuge in Ihrem Konto unter <a href="/profile/responsible-gambling">Verantwortungsvolles Spielen</a>, oder wenden Sie sich an den Support. Mehr zum <a href="/info_pages/responsible_gaming">verantwortungsvollen Spielen</a>.</p>`,
    },
    demo_mode: {
      question: 'Kann ich kostenlos spielen?',
      answer: `<p>Ja. Die meisten Slots und Würfelspiele aus unserem eigenen Studio haben einen Demo-Modus mit Spielgeld, für den Sie kein Konto brauchen. Um mit Echtgeld zu spielen, melden Sie sich an und zahlen Sie ein.</p>`,
    },
    languages: {
      question: 'Welche Sprachen bietet Lumen Casino an?',
      answer: `<p>Website und Support gibt es auf Englisch, britischem Englisch, Deutsch, Französisch, Rumänisch, Slowakisch, Spanisch, Portugiesisch und Slowenisch. Die Sprache wechseln Sie mit der Sprachauswahl am Ende der Seite.</p>`,
    },
    contact: {
      question: 'Wie erreiche ich den Support?',
      answer: `<p>Schreiben Sie an <a href="mailto:support@lumen.casino">support@lumen.casino</a> oder nutzen Sie den Support-Link am Ende jeder Seite. E-Mails beantworten wir innerhalb von 24 Stunden.</p>`,
    },
  },
};
