/**
 * The cookie policy. Its tables come from the one service list, so they name
 * exactly the cookies the consent settings offer and the code sets.
 */
import { pathsIn } from '../../../lib/paths';
import { consentCookie, themeStorage } from '../../services';
import { legalFrame } from './frame';
import { paragraph, type LegalDocumentContent } from '../../legal/legalDocument';
import { cookieTable } from './serviceTables';

const paths = pathsIn('de-CH');

export const cookiePolicyContent = {
  id: 'cookies',
  title: 'Cookie-Richtlinie',
  lead: 'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser ablegt. Hier steht, welche Cookies unsere Website setzt, wozu und wie lange, und wie Sie Ihre Wahl ändern.',
  ...legalFrame,
  numbered: true,
  sections: [
    {
      id: 'grundsatz',
      title: 'Unser Grundsatz',
      blocks: [
        paragraph(
          `Ohne Ihre Zustimmung setzt die Website nur ein notwendiges Cookie: ${consentCookie.name}, das Ihre Wahl speichert. Der Support-Chat und der Terminkalender laden ohne Zustimmung erst, wenn Sie selbst darauf klicken; Analyse- und Marketingdienste laden ohne Zustimmung nie.`,
        ),
        paragraph(
          `Wählen Sie oben auf der Seite ein Farbschema («Hell» oder «Dunkel»), merkt sich Ihr Browser das unter ${themeStorage.key} in seinem lokalen Speicher. Dieser Eintrag ist kein Cookie: Er wird mit keiner Anfrage gesendet, und mit «System» löschen Sie ihn wieder.`,
        ),
        paragraph(
          'Cookies, die ein Dienst auf seiner eigenen Domain setzt, etwa auf linkedin.com, kann unsere Website weder lesen noch löschen. Ihr Browser hält sie getrennt von den Cookies anderer Websites; löschen können Sie sie in den Einstellungen Ihres Browsers.',
        ),
      ],
    },
    {
      id: 'notwendig',
      title: 'Notwendige Cookies',
      blocks: [
        paragraph('Diese Einträge braucht die Website, um Ihre Wahl zu respektieren: Ihre Cookie-Wahl und, wenn Sie eines gewählt haben, Ihr Farbschema. Sie lassen sich nicht abwählen.'),
        { kind: 'table', table: cookieTable('necessary') },
      ],
    },
    {
      id: 'analyse',
      title: 'Analyse-Cookies',
      blocks: [
        paragraph(
          'Analyse-Cookies würden uns zeigen, wie die Website genutzt wird. Derzeit setzen wir kein Analysewerkzeug ein. Bevor sich das ändert, ergänzen wir diese Richtlinie und fragen Sie erneut nach Ihrer Zustimmung.',
        ),
        { kind: 'table', table: cookieTable('analytics') },
      ],
    },
    {
      id: 'funktional',
      title: 'Funktionale Cookies',
      blocks: [
        paragraph(
          'Funktionale Cookies setzen der Support-Chat und der Terminkalender. Mit Ihrer Zustimmung lädt der Chat beim Seitenaufruf und der Kalender, sobald er ins Bild kommt; ohne Zustimmung erst nach Ihrem Klick.',
        ),
        { kind: 'table', table: cookieTable('functional') },
      ],
    },
    {
      id: 'marketing',
      title: 'Marketing-Cookies',
      blocks: [
        paragraph('Marketing-Cookies setzen wir nur mit Ihrer Zustimmung. Sie zeigen uns, ob unsere Anzeigen zu Besuchen und gebuchten Gesprächen führen.'),
        { kind: 'table', table: cookieTable('marketing') },
      ],
    },
    {
      id: 'wahl-aendern',
      title: 'Ihre Wahl ändern',
      blocks: [
        paragraph(
          'Sie können Ihre Zustimmung jederzeit für jede Kategorie erteilen oder widerrufen, hier oder über «Cookie-Einstellungen» am Ende jeder Seite. Ein Widerruf beendet die Dienste und löscht ihre Cookies auf dieser Website.',
        ),
        { kind: 'cookieSettings', label: 'Cookie-Einstellungen öffnen' },
      ],
    },
    {
      id: 'mehr',
      title: 'Mehr zum Datenschutz',
      blocks: [
        paragraph(
          'Wer die Anbieter dieser Dienste sind, in welchen Ländern sie Daten bearbeiten und welche Rechte Sie haben, steht in unserer',
          { label: 'Datenschutzerklärung', to: paths.privacy },
        ),
      ],
    },
  ],
} as const satisfies LegalDocumentContent;
