/**
 * The Datenschutzerklärung in German, written for the revised Swiss
 * Federal Act on Data Protection (DSG) first and the GDPR where it applies.
 * The sections' order and anchors, the facts, the tables of recipients and
 * transfers, the links and the figures are in `src/content/legal/privacy.ts`.
 */
import type { PrivacyWords } from '../../legal/privacy';

export const privacyWords = {
  title: 'Datenschutzerklärung',
  lead: 'Diese Erklärung sagt, welche Personendaten die {company} bearbeitet, wenn Sie unsere Website besuchen, mit uns sprechen oder Kundin werden, wozu, wer sie erhält und welche Rechte Sie haben.',
  sections: {
    controller: {
      title: 'Verantwortlicher und Geltungsbereich',
      intro: 'Verantwortlich für die Bearbeitungen, die diese Erklärung beschreibt, ist die {company}:',
      facts: { address: 'Anschrift', email: 'E-Mail', advisor: 'Datenschutzberater', advisorEmail: 'E-Mail Datenschutz' },
      scope: [
        'Diese Erklärung gilt für die Website, für unsere Kommunikation mit Interessentinnen und Interessenten und für die Daten unserer eigenen Kundinnen und Kunden, etwa Vertrags- und Rechnungsangaben.',
        'Sie gilt nicht für die Inhalte, die unsere Kundinnen und Kunden in die Plattform eingeben, etwa Chats und Dokumente. Für diese Daten ist die jeweilige Kundin verantwortlich; wir bearbeiten sie nur in ihrem Auftrag, nach einem Vertrag über die Auftragsbearbeitung. Fragen dazu richten Sie am besten an die Organisation, die Ihnen den Zugang gegeben hat.',
      ],
    },
    purposes: {
      title: 'Welche Daten wir wozu bearbeiten',
      purposes: [
        'Website: Beim Aufruf jeder Seite entstehen Server-Protokolle mit IP-Adresse, Zeitpunkt, aufgerufener Adresse und Browser. Wir brauchen sie, um die Seiten auszuliefern und Angriffe zu erkennen.',
        'Kontakt und Support: Wenn Sie uns schreiben, anrufen oder den Chat nutzen, bearbeiten wir Ihre Angaben und Nachrichten, um Ihre Anfrage zu beantworten.',
        'Terminbuchung: Buchen Sie ein Gespräch, erhalten wir Name, E-Mail-Adresse, Termin und Ihre Nachricht, um das Gespräch vorzubereiten und durchzuführen.',
        'Konto und Vertrag: Für Ihr Konto und Ihren Vertrag bearbeiten wir Name, Organisation, geschäftliche Kontaktdaten, Zugangsdaten, Bestellungen, Nutzungsmengen und Rechnungen.',
        'Marketing: Mit Ihrer Zustimmung messen wir, ob unsere Anzeigen auf LinkedIn und Google zu Besuchen und Buchungen führen.',
        'Pflichten: Wir bewahren Geschäftsunterlagen auf und beantworten Anfragen von Behörden, soweit das Gesetz es verlangt.',
      ],
      noTraining: 'Wir verwenden Ihre Daten nicht zum Training von Sprachmodellen und verkaufen sie nicht.',
    },
    legalBases: {
      title: 'Rechtsgrundlagen',
      paragraphs: [
        'Nach dem Schweizer Datenschutzgesetz (DSG) brauchen wir für eine Bearbeitung, die den Grundsätzen des Gesetzes folgt, keine besondere Rechtsgrundlage. Wo eine Rechtfertigung nötig ist, stützen wir uns auf Ihre Einwilligung, auf einen Vertrag mit Ihnen, auf eine gesetzliche Pflicht oder auf unser überwiegendes Interesse, zum Beispiel an einer sicheren Website.',
        'Soweit die Datenschutz-Grundverordnung der EU (DSGVO) anwendbar ist, etwa weil Sie uns aus der EU kontaktieren, gelten diese Rechtsgrundlagen nach Art. 6 Abs. 1 DSGVO:',
      ],
      gdprBases: [
        'Einwilligung (lit. a): funktionale und Marketing-Cookies und die Dienste, die sie setzen;',
        'Vertrag und vorvertragliche Schritte (lit. b): Konto, Vertrag, Support und Terminbuchung;',
        'rechtliche Pflicht (lit. c): Aufbewahrung von Geschäftsunterlagen;',
        'berechtigtes Interesse (lit. f): Betrieb und Sicherheit der Website, Beantwortung von Anfragen.',
      ],
    },
    recipients: {
      title: 'Weitergabe an Dritte',
      intro:
        'Wir geben Personendaten nur weiter, soweit es für die genannten Zwecke nötig ist. Die Dienste der Website, ihre Anbieter und die Daten, die sie erhalten, sind in dieser Tabelle vollständig aufgeführt:',
      others:
        'Für Konto und Vertrag setzen wir zudem Dienstleister für Buchhaltung, Zahlungsverkehr und E-Mail ein, die vertraglich an unsere Weisungen gebunden sind. Behörden erhalten Daten nur, wenn das Gesetz uns dazu verpflichtet.',
    },
    cookies: {
      title: 'Cookies',
      cookiePolicy: {
        text: 'Ohne Ihre Zustimmung setzt die Website nur das Cookie {consentCookie}, das Ihre Cookie-Wahl speichert. Alle anderen Cookies setzen Dienste, die erst mit Ihrer Zustimmung oder nach Ihrem Klick laden. Welche Cookies das sind und wie lange sie bleiben, steht in der',
        link: 'Cookie-Richtlinie',
      },
      settings: 'Cookie-Einstellungen ändern',
    },
    socialLogins: {
      title: 'Anmeldung mit Google oder GitHub',
      paragraphs: [
        'Auf der Anmeldeseite können Sie sich statt mit E-Mail-Adresse und Passwort mit Ihrem Konto bei Google oder GitHub anmelden. Wählen Sie diesen Weg, leitet Ihr Browser Sie zum jeweiligen Anbieter weiter. Dieser bestätigt uns Ihre Identität und übermittelt Ihren Namen und Ihre E-Mail-Adresse; Ihr Passwort erhalten wir nicht.',
        'Der Anbieter erfährt dabei, dass Sie sich bei uns anmelden, und bearbeitet diese Angabe nach seiner eigenen Datenschutzerklärung, möglicherweise in den USA. Wenn Sie das nicht möchten, melden Sie sich mit E-Mail-Adresse und Passwort an.',
      ],
    },
    transfers: {
      title: 'Übermittlung ins Ausland',
      paragraphs: [
        'Die Plattform und die Website werden in der Schweiz betrieben. Auf Wunsch einer Kundin hosten wir ihre Plattformdaten in Deutschland oder einem anderen Staat der EU oder des EWR; diese Staaten bieten nach Anhang 1 der Datenschutzverordnung (DSV) ein angemessenes Schutzniveau.',
        'Einige Dienste der Website bearbeiten Daten ausserhalb der Schweiz. Für jeden dieser Dienste nennen wir das Land und was Ihre Daten dort schützt:',
      ],
      clauses: 'Eine Kopie der Standardvertragsklauseln erhalten Sie auf Anfrage bei unserem Datenschutzberater:',
    },
    retention: {
      title: 'Aufbewahrung und Löschung',
      intro: 'Wir bewahren Personendaten nur so lange auf, wie der Zweck es verlangt oder das Gesetz es vorschreibt:',
      periods: [
        'Chats auf der Plattform: so lange, wie es der Vertrag mit der Kundin vorsieht, zum Beispiel {chatRetentionDays} Tage.',
        'Nach Vertragsende: Die Kundin hat {exportDays} Tage Zugang zu ihren Daten; danach löschen wir sie oder geben sie zurück.',
        'Konto-, Vertrags- und Rechnungsdaten: {recordsYears} Jahre, wie es die gesetzlichen Aufbewahrungspflichten verlangen.',
        'Analysedaten: Wir löschen sie nach etwa {analyticsMonths} Monaten. Derzeit setzen wir auf der Website kein Analysewerkzeug ein.',
        'Ihre Cookie-Wahl: {consentDays} Tage im Cookie {consentCookie}; danach fragen wir Sie erneut.',
      ],
    },
    security: {
      title: 'Datensicherheit',
      intro: 'Wir schützen Personendaten mit technischen und organisatorischen Massnahmen, die dem Risiko angemessen sind. Dazu gehören:',
      measures: [
        'Rechenzentren in der Region Zürich bei einem Partner, der nach ISO 27001 und ISO 9001 zertifiziert ist;',
        'verschlüsselte Übertragung (TLS) und Verschlüsselung gespeicherter Daten mit AES-256;',
        'Zugriff nur für Mitarbeitende, die ihn für ihre Aufgabe brauchen, mit persönlichen Konten;',
        'eine Prüfung nach SOC 2, die wir planen, aber noch nicht abgeschlossen haben.',
      ],
    },
    minors: {
      title: 'Minderjährige',
      paragraphs: [
        'Unsere Plattform richtet sich an Organisationen und ihre Mitarbeitenden. Wer sie nutzt, muss mindestens {minimumAge} Jahre alt sein. Wir bearbeiten nicht wissentlich Daten von jüngeren Personen; erfahren wir davon, löschen wir sie.',
      ],
    },
    rights: {
      title: 'Ihre Rechte',
      intro: 'Im Rahmen des DSG und, wo sie gilt, der DSGVO haben Sie das Recht:',
      rights: [
        'Auskunft zu verlangen, ob und welche Daten wir über Sie bearbeiten;',
        'unrichtige Daten berichtigen zu lassen;',
        'die Löschung Ihrer Daten oder die Einschränkung der Bearbeitung zu verlangen;',
        'Ihre Daten in einem gängigen elektronischen Format zu erhalten oder einem anderen Verantwortlichen übertragen zu lassen;',
        'einer Bearbeitung zu widersprechen, die auf unserem Interesse beruht;',
        'eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen;',
        'eine automatisierte Einzelentscheidung von einer Person überprüfen zu lassen und dazu Ihren Standpunkt darzulegen.',
      ],
      noAutomatedDecisions: 'Wir treffen keine Entscheidungen über Sie, die ausschliesslich automatisiert erfolgen und Sie erheblich betreffen.',
      authority:
        'Sie können sich bei der Aufsichtsbehörde beschweren. In der Schweiz ist das der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB), Feldeggweg 1, 3003 Bern. In der EU ist die Behörde Ihres Wohn- oder Arbeitsorts zuständig.',
    },
    doNotTrack: {
      title: 'Do Not Track',
      paragraphs: [
        'Manche Browser senden ein Signal «Do Not Track» oder «Global Privacy Control». Für diese Signale gibt es keinen verbindlichen Standard. Unsere Website lädt ohnehin keine Analyse- oder Marketingdienste, solange Sie nicht zugestimmt haben; eine Zustimmung geben nur Sie selbst in den Cookie-Einstellungen.',
      ],
    },
    usa: {
      title: 'Hinweise für Personen mit Wohnsitz in den USA',
      paragraphs: [
        'Wir verkaufen keine Personendaten und geben sie nicht gegen Entgelt weiter. Marketingdienste, die Daten für Werbung nutzen, laden nur mit Ihrer Zustimmung; lehnen Sie sie ab, werden keine Daten an sie weitergegeben.',
        'Die Rechte aus Abschnitt {rightsSection} stehen Ihnen unabhängig von Ihrem Wohnsitz zu. Wir behandeln Sie nicht schlechter, weil Sie eines dieser Rechte ausüben.',
      ],
    },
    changes: {
      title: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wir passen diese Erklärung an, wenn wir neue Dienste einsetzen oder sich das Recht ändert. Es gilt die Fassung, die auf dieser Seite mit ihrem Stand veröffentlicht ist. Ändern sich die Dienste, die Cookies setzen, fragen wir Sie auf der Website erneut nach Ihrer Zustimmung.',
      ],
    },
    contact: {
      title: 'Kontakt für Datenschutzfragen',
      text: 'Für Fragen, Auskünfte und die Ausübung Ihrer Rechte erreichen Sie unseren Datenschutzberater per Post an die {company}, Datenschutzberater, {postalAddress}, oder per E-Mail:',
    },
    verification: {
      title: 'Überprüfung Ihrer Daten',
      paragraphs: [
        'Möchten Sie wissen, welche Daten wir über Sie bearbeiten, oder sie berichtigen oder löschen lassen, schreiben Sie uns. Damit wir Daten nicht an eine falsche Person herausgeben, prüfen wir Ihre Identität, in der Regel über die bei uns hinterlegte E-Mail-Adresse.',
        'Wir antworten innert {answerDays} Tagen. Braucht die Prüfung länger, sagen wir Ihnen innert dieser Frist, warum und bis wann Sie die Antwort erhalten. Auskünfte sind kostenlos.',
      ],
      platform: {
        heading: 'Daten auf der Plattform',
        text: 'Betreffen Ihre Fragen Chats oder Dokumente auf der Plattform, leiten wir sie an die verantwortliche Kundin weiter und unterstützen sie bei der Antwort.',
      },
    },
  },
} as const satisfies PrivacyWords;
