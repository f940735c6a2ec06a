/**
 * The Datenschutzerklärung, written for the revised Swiss Federal Act on
 * Data Protection (DSG) first and the GDPR where it applies. Recipients and
 * transfers abroad come from the one service list, the figures from the
 * specification (§9 «Terms and legal»).
 */
import { operator } from '../../operator';
import { operatorWords } from '../operator';
import { pathsIn } from '../../../lib/paths';
import { consentCookie } from '../../services';
import { legalFrame } from './frame';
import { list, paragraph, subheading, type LegalDocumentContent } from '../../legal/legalDocument';
import { recipientsTable, transfersTable } from './serviceTables';

const paths = pathsIn('de-CH');

const { address, dataProtectionOfficer: dpo } = operator;
const dpoMail = { label: dpo.email, href: `mailto:${dpo.email}` };

export const privacyContent = {
  id: 'datenschutz',
  title: 'Datenschutzerklärung',
  lead: `Diese Erklärung sagt, welche Personendaten die ${operator.company} bearbeitet, wenn Sie unsere Website besuchen, mit uns sprechen oder Kundin werden, wozu, wer sie erhält und welche Rechte Sie haben.`,
  ...legalFrame,
  numbered: true,
  sections: [
    {
      id: 'verantwortlicher',
      title: 'Verantwortlicher und Geltungsbereich',
      blocks: [
        paragraph(`Verantwortlich für die Bearbeitungen, die diese Erklärung beschreibt, ist die ${operator.company}:`),
        {
          kind: 'facts',
          items: [
            { term: 'Anschrift', lines: [operator.company, address.street, `${address.postalCode} ${address.city}`, operatorWords.country] },
            { term: 'E-Mail', lines: [operator.email], href: `mailto:${operator.email}` },
            { term: 'Datenschutzberater', lines: [`${dpo.name} ${operatorWords.sample}`] },
            { term: 'E-Mail Datenschutz', lines: [dpo.email], href: `mailto:${dpo.email}` },
          ],
        },
        paragraph(
          'Diese Erklärung gilt für die Website, für unsere Kommunikation mit Interessentinnen und Interessenten und für die Daten unserer eigenen Kundinnen und Kunden, etwa Vertrags- und Rechnungsangaben.',
        ),
        paragraph(
          'Sie gilt nicht für die Inhalte, die unsere Kundinnen und Kunden in die Plattform eingeben, etwa Chats und Dokumente. Für diese Daten ist die jeweilige Kundin verantwortlich; wir bearbeiten sie nur in ihrem Auftrag, nach einem Vertrag über die Auftragsbearbeitung. Fragen dazu richten Sie am besten an die Organisation, die Ihnen den Zugang gegeben hat.',
        ),
      ],
    },
    {
      id: 'zwecke',
      title: 'Welche Daten wir wozu bearbeiten',
      blocks: [
        list(
          'Website: Beim Aufruf jeder Seite entstehen Server-Protokolle mit IP-Adresse, Zeitpunkt, aufgerufener Adresse und Browser. Wir brauchen sie, um die Seiten auszuliefern und Angriffe zu erkennen.',
          'Kontakt und Support: Wenn Sie uns schreiben, anrufen oder den Chat nutzen, bearbeiten wir Ihre Angaben und Nachrichten, um Ihre Anfrage zu beantworten.',
          'Terminbuchung: Buchen Sie ein Gespräch, erhalten wir Name, E-Mail-Adresse, Termin und Ihre Nachricht, um das Gespräch vorzubereiten und durchzuführen.',
          'Konto und Vertrag: Für Ihr Konto und Ihren Vertrag bearbeiten wir Name, Organisation, geschäftliche Kontaktdaten, Zugangsdaten, Bestellungen, Nutzungsmengen und Rechnungen.',
          'Marketing: Mit Ihrer Zustimmung messen wir, ob unsere Anzeigen auf LinkedIn und Google zu Besuchen und Buchungen führen.',
          'Pflichten: Wir bewahren Geschäftsunterlagen auf und beantworten Anfragen von Behörden, soweit das Gesetz es verlangt.',
        ),
        paragraph('Wir verwenden Ihre Daten nicht zum Training von Sprachmodellen und verkaufen sie nicht.'),
      ],
    },
    {
      id: 'rechtsgrundlagen',
      title: 'Rechtsgrundlagen',
      blocks: [
        paragraph(
          'Nach dem Schweizer Datenschutzgesetz (DSG) brauchen wir für eine Bearbeitung, die den Grundsätzen des Gesetzes folgt, keine besondere Rechtsgrundlage. Wo eine Rechtfertigung nötig ist, stützen wir uns auf Ihre Einwilligung, auf einen Vertrag mit Ihnen, auf eine gesetzliche Pflicht oder auf unser überwiegendes Interesse, zum Beispiel an einer sicheren Website.',
        ),
        paragraph('Soweit die Datenschutz-Grundverordnung der EU (DSGVO) anwendbar ist, etwa weil Sie uns aus der EU kontaktieren, gelten diese Rechtsgrundlagen nach Art. 6 Abs. 1 DSGVO:'),
        list(
          'Einwilligung (lit. a): funktionale und Marketing-Cookies und die Dienste, die sie setzen;',
          'Vertrag und vorvertragliche Schritte (lit. b): Konto, Vertrag, Support und Terminbuchung;',
          'rechtliche Pflicht (lit. c): Aufbewahrung von Geschäftsunterlagen;',
          'berechtigtes Interesse (lit. f): Betrieb und Sicherheit der Website, Beantwortung von Anfragen.',
        ),
      ],
    },
    {
      id: 'weitergabe',
      title: 'Weitergabe an Dritte',
      blocks: [
        paragraph(
          'Wir geben Personendaten nur weiter, soweit es für die genannten Zwecke nötig ist. Die Dienste der Website, ihre Anbieter und die Daten, die sie erhalten, sind in dieser Tabelle vollständig aufgeführt:',
        ),
        { kind: 'table', table: recipientsTable },
        paragraph(
          'Für Konto und Vertrag setzen wir zudem Dienstleister für Buchhaltung, Zahlungsverkehr und E-Mail ein, die vertraglich an unsere Weisungen gebunden sind. Behörden erhalten Daten nur, wenn das Gesetz uns dazu verpflichtet.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        paragraph(
          `Ohne Ihre Zustimmung setzt die Website nur das Cookie ${consentCookie.name}, das Ihre Cookie-Wahl speichert. Alle anderen Cookies setzen Dienste, die erst mit Ihrer Zustimmung oder nach Ihrem Klick laden. Welche Cookies das sind und wie lange sie bleiben, steht in der`,
          { label: 'Cookie-Richtlinie', to: paths.cookies },
        ),
        { kind: 'cookieSettings', label: 'Cookie-Einstellungen ändern' },
      ],
    },
    {
      id: 'social-logins',
      title: 'Anmeldung mit Google oder GitHub',
      blocks: [
        paragraph(
          'Auf der Anmeldeseite können Sie sich statt mit E-Mail-Adresse und Passwort mit Ihrem Konto bei Google oder GitHub anmelden. Wählen Sie diesen Weg, leitet Ihr Browser Sie zum jeweiligen Anbieter weiter. Dieser bestätigt uns Ihre Identität und übermittelt Ihren Namen und Ihre E-Mail-Adresse; Ihr Passwort erhalten wir nicht.',
        ),
        paragraph(
          'Der Anbieter erfährt dabei, dass Sie sich bei uns anmelden, und bearbeitet diese Angabe nach seiner eigenen Datenschutzerklärung, möglicherweise in den USA. Wenn Sie das nicht möchten, melden Sie sich mit E-Mail-Adresse und Passwort an.',
        ),
      ],
    },
    {
      id: 'ausland',
      title: 'Übermittlung ins Ausland',
      blocks: [
        paragraph(
          'Die Plattform und die Website werden in der Schweiz betrieben. Auf Wunsch einer Kundin hosten wir ihre Plattformdaten in Deutschland oder einem anderen Staat der EU oder des EWR; diese Staaten bieten nach Anhang 1 der Datenschutzverordnung (DSV) ein angemessenes Schutzniveau.',
        ),
        paragraph('Einige Dienste der Website bearbeiten Daten ausserhalb der Schweiz. Für jeden dieser Dienste nennen wir das Land und was Ihre Daten dort schützt:'),
        { kind: 'table', table: transfersTable },
        paragraph('Eine Kopie der Standardvertragsklauseln erhalten Sie auf Anfrage bei unserem Datenschutzberater:', dpoMail),
      ],
    },
    {
      id: 'aufbewahrung',
      title: 'Aufbewahrung und Löschung',
      blocks: [
        paragraph('Wir bewahren Personendaten nur so lange auf, wie der Zweck es verlangt oder das Gesetz es vorschreibt:'),
        list(
          'Chats auf der Plattform: so lange, wie es der Vertrag mit der Kundin vorsieht, zum Beispiel 30 Tage.',
          'Nach Vertragsende: Die Kundin hat 30 Tage Zugang zu ihren Daten; danach löschen wir sie oder geben sie zurück.',
          'Konto-, Vertrags- und Rechnungsdaten: 10 Jahre, wie es die gesetzlichen Aufbewahrungspflichten verlangen.',
          'Analysedaten: Wir löschen sie nach etwa 24 Monaten. Derzeit setzen wir auf der Website kein Analysewerkzeug ein.',
          `Ihre Cookie-Wahl: ${consentCookie.days} Tage im Cookie ${consentCookie.name}; danach fragen wir Sie erneut.`,
        ),
      ],
    },
    {
      id: 'sicherheit',
      title: 'Datensicherheit',
      blocks: [
        paragraph(
          'Wir schützen Personendaten mit technischen und organisatorischen Massnahmen, die dem Risiko angemessen sind. Dazu gehören:',
        ),
        list(
          'Rechenzentren in der Region Zürich bei einem Partner, der nach ISO 27001 und ISO 9001 zertifiziert ist;',
          'verschlüsselte Übertragung (TLS) und Verschlüsselung gespeicherter Daten mit AES-256;',
          'Zugriff nur für Mitarbeitende, die ihn für ihre Aufgabe brauchen, mit persönlichen Konten;',
          'eine Prüfung nach SOC 2, die wir planen, aber noch nicht abgeschlossen haben.',
        ),
      ],
    },
    {
      id: 'minderjaehrige',
      title: 'Minderjährige',
      blocks: [
        paragraph(
          'Unsere Plattform richtet sich an Organisationen und ihre Mitarbeitenden. Wer sie nutzt, muss mindestens 18 Jahre alt sein. Wir bearbeiten nicht wissentlich Daten von jüngeren Personen; erfahren wir davon, löschen wir sie.',
        ),
      ],
    },
    {
      id: 'rechte',
      title: 'Ihre Rechte',
      blocks: [
        paragraph('Im Rahmen des DSG und, wo sie gilt, der DSGVO haben Sie das Recht:'),
        list(
          'Auskunft zu verlangen, ob und welche Daten wir über Sie bearbeiten;',
          'unrichtige Daten berichtigen zu lassen;',
          'die Löschung Ihrer Daten oder die Einschränkung der Bearbeitung zu verlangen;',
          'Ihre Daten in einem gängigen elektronischen Format zu erhalten oder einem anderen Verantwortlichen übertragen zu lassen;',
          'einer Bearbeitung zu widersprechen, die auf unserem Interesse beruht;',
          'eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen;',
          'eine automatisierte Einzelentscheidung von einer Person überprüfen zu lassen und dazu Ihren Standpunkt darzulegen.',
        ),
        paragraph('Wir treffen keine Entscheidungen über Sie, die ausschliesslich automatisiert erfolgen und Sie erheblich betreffen.'),
        paragraph(
          'Sie können sich bei der Aufsichtsbehörde beschweren. In der Schweiz ist das der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB), Feldeggweg 1, 3003 Bern. In der EU ist die Behörde Ihres Wohn- oder Arbeitsorts zuständig.',
          { label: 'www.edoeb.admin.ch', href: 'https://www.edoeb.admin.ch' },
        ),
      ],
    },
    {
      id: 'do-not-track',
      title: 'Do Not Track',
      blocks: [
        paragraph(
          'Manche Browser senden ein Signal «Do Not Track» oder «Global Privacy Control». Für diese Signale gibt es keinen verbindlichen Standard. Unsere Website lädt ohnehin keine Analyse- oder Marketingdienste, solange Sie nicht zugestimmt haben; eine Zustimmung geben nur Sie selbst in den Cookie-Einstellungen.',
        ),
      ],
    },
    {
      id: 'usa',
      title: 'Hinweise für Personen mit Wohnsitz in den USA',
      blocks: [
        paragraph(
          'Wir verkaufen keine Personendaten und geben sie nicht gegen Entgelt weiter. Marketingdienste, die Daten für Werbung nutzen, laden nur mit Ihrer Zustimmung; lehnen Sie sie ab, werden keine Daten an sie weitergegeben.',
        ),
        paragraph(
          'Die Rechte aus Abschnitt 11 stehen Ihnen unabhängig von Ihrem Wohnsitz zu. Wir behandeln Sie nicht schlechter, weil Sie eines dieser Rechte ausüben.',
        ),
      ],
    },
    {
      id: 'aenderungen',
      title: 'Änderungen dieser Erklärung',
      blocks: [
        paragraph(
          'Wir passen diese Erklärung an, wenn wir neue Dienste einsetzen oder sich das Recht ändert. Es gilt die Fassung, die auf dieser Seite mit ihrem Stand veröffentlicht ist. Ändern sich die Dienste, die Cookies setzen, fragen wir Sie auf der Website erneut nach Ihrer Zustimmung.',
        ),
      ],
    },
    {
      id: 'kontakt',
      title: 'Kontakt für Datenschutzfragen',
      blocks: [
        paragraph(
          `Für Fragen, Auskünfte und die Ausübung Ihrer Rechte erreichen Sie unseren Datenschutzberater per Post an die ${operator.company}, Datenschutzberater, ${address.street}, ${address.postalCode} ${address.city}, oder per E-Mail:`,
          dpoMail,
        ),
      ],
    },
    {
      id: 'datenpruefung',
      title: 'Überprüfung Ihrer Daten',
      blocks: [
        paragraph(
          'Möchten Sie wissen, welche Daten wir über Sie bearbeiten, oder sie berichtigen oder löschen lassen, schreiben Sie uns. Damit wir Daten nicht an eine falsche Person herausgeben, prüfen wir Ihre Identität, in der Regel über die bei uns hinterlegte E-Mail-Adresse.',
        ),
        paragraph(
          'Wir antworten innert 30 Tagen. Braucht die Prüfung länger, sagen wir Ihnen innert dieser Frist, warum und bis wann Sie die Antwort erhalten. Auskünfte sind kostenlos.',
        ),
        subheading('Daten auf der Plattform'),
        paragraph(
          'Betreffen Ihre Fragen Chats oder Dokumente auf der Plattform, leiten wir sie an die verantwortliche Kundin weiter und unterstützen sie bei der Antwort.',
        ),
      ],
    },
  ],
} as const satisfies LegalDocumentContent;
