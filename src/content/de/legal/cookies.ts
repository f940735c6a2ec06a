/**
 * The cookie policy in German. The sections' order and anchors, the tables
 * of cookies (from the one service list) and the links are in
 * `src/content/legal/cookies.ts`.
 */
import type { CookiesWords } from '../../legal/cookies';

export const cookiesWords = {
  title: 'Cookie-Richtlinie',
  lead: 'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser ablegt. Hier steht, welche Cookies unsere Website setzt, wozu und wie lange, und wie Sie Ihre Wahl ändern.',
  sections: {
    principle: {
      title: 'Unser Grundsatz',
      paragraphs: [
        'Ohne Ihre Zustimmung setzt die Website nur ein notwendiges Cookie: {consentCookie}, das Ihre Wahl speichert. Der Support-Chat und der Terminkalender laden ohne Zustimmung erst, wenn Sie selbst darauf klicken; Analyse- und Marketingdienste laden ohne Zustimmung nie.',
        'Wählen Sie oben auf der Seite ein Farbschema («Hell» oder «Dunkel»), merkt sich Ihr Browser das unter {themeKey} in seinem lokalen Speicher. Dieser Eintrag ist kein Cookie: Er wird mit keiner Anfrage gesendet, und mit «System» löschen Sie ihn wieder.',
        'Cookies, die ein Dienst auf seiner eigenen Domain setzt, etwa auf linkedin.com, kann unsere Website weder lesen noch löschen. Ihr Browser hält sie getrennt von den Cookies anderer Websites; löschen können Sie sie in den Einstellungen Ihres Browsers.',
      ],
    },
    necessary: {
      title: 'Notwendige Cookies',
      text: 'Diese Einträge braucht die Website, um Ihre Wahl zu respektieren: Ihre Cookie-Wahl und, wenn Sie eines gewählt haben, Ihr Farbschema. Sie lassen sich nicht abwählen.',
    },
    analytics: {
      title: 'Analyse-Cookies',
      text: 'Analyse-Cookies würden uns zeigen, wie die Website genutzt wird. Derzeit setzen wir kein Analysewerkzeug ein. Bevor sich das ändert, ergänzen wir diese Richtlinie und fragen Sie erneut nach Ihrer Zustimmung.',
    },
    functional: {
      title: 'Funktionale Cookies',
      text: 'Funktionale Cookies setzen der Support-Chat und der Terminkalender. Mit Ihrer Zustimmung lädt der Chat beim Seitenaufruf und der Kalender, sobald er ins Bild kommt; ohne Zustimmung erst nach Ihrem Klick.',
    },
    marketing: {
      title: 'Marketing-Cookies',
      text: 'Marketing-Cookies setzen wir nur mit Ihrer Zustimmung. Sie zeigen uns, ob unsere Anzeigen zu Besuchen und gebuchten Gesprächen führen.',
    },
    changeChoice: {
      title: 'Ihre Wahl ändern',
      text: 'Sie können Ihre Zustimmung jederzeit für jede Kategorie erteilen oder widerrufen, hier oder über «Cookie-Einstellungen» am Ende jeder Seite. Ein Widerruf beendet die Dienste und löscht ihre Cookies auf dieser Website.',
      settings: 'Cookie-Einstellungen öffnen',
    },
    more: {
      title: 'Mehr zum Datenschutz',
      privacy: {
        text: 'Wer die Anbieter dieser Dienste sind, in welchen Ländern sie Daten bearbeiten und welche Rechte Sie haben, steht in unserer',
        link: 'Datenschutzerklärung',
      },
    },
  },
} as const satisfies CookiesWords;
