/**
 * The service list in German: what each service does, which data it
 * receives and when it starts, for the consent settings and the policies.
 * The facts (providers, cookies and their names, lifetimes, hosts) are in
 * `src/content/services.ts`; a summary names them by `{placeholders}`.
 */
import type { ServicesWords } from '../services';

export const servicesWords = {
  services: {
    consent: {
      name: 'Cookie-Wahl',
      summary: '{cookie}, {days} Tage',
      purpose: 'Speichert, welchen Kategorien Sie zugestimmt haben, damit wir Sie nicht bei jedem Besuch erneut fragen und Ihre Wahl belegen können.',
      data: 'Ihre Wahl je Kategorie, die Version des Cookie-Texts und das Datum der Wahl; keine Kennung Ihrer Person.',
      loads: 'Sobald Sie eine Wahl treffen.',
      cookies: { choice: { purpose: 'Ihre Cookie-Wahl mit Version und Datum.' } },
    },
    colorScheme: {
      name: 'Farbschema',
      summary: '{cookie}, lokaler Speicher',
      purpose: 'Merkt sich, ob Sie die Website hell oder dunkel sehen möchten, wenn Sie das oben auf der Seite anders wählen als in Ihrem System.',
      data: 'Nur Ihre Wahl «Hell» oder «Dunkel». Sie bleibt im lokalen Speicher Ihres Browsers und wird an niemanden gesendet, auch nicht an uns.',
      loads: 'Sobald Sie ein Farbschema wählen; mit «System» wird der Eintrag gelöscht.',
      cookies: { choice: { purpose: 'Ihr Farbschema (lokaler Speicher, kein Cookie).' } },
    },
    hosting: {
      name: 'Hosting der Website',
      summary: 'Rechenzentrum in {city}',
      purpose: 'Liefert die Seiten aus und hält die Website gegen Angriffe und Missbrauch in Betrieb.',
      data: 'IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browser-Kennung (User-Agent) und verweisende Seite in den Server-Protokollen.',
      loads: 'Bei jedem Seitenaufruf.',
      cookies: {},
    },
    intercom: {
      summary: 'Support-Chat, Daten in der EU',
      purpose: 'Der Support-Chat, in dem Sie uns Fragen stellen und wir antworten.',
      data: 'Ihre Chat-Nachrichten, eine zufällige Besucherkennung, IP-Adresse, Browser und die Seite, von der aus Sie schreiben.',
      loads: 'Mit funktionaler Zustimmung beim Seitenaufruf, sonst erst, wenn Sie auf einen Chat-Knopf klicken.',
      cookies: {
        id: { purpose: 'Erkennt Ihren Browser wieder, damit ein begonnenes Gespräch erhalten bleibt.' },
        session: { purpose: 'Hält Sie im laufenden Gespräch angemeldet.' },
        device: { purpose: 'Unterscheidet Ihr Gerät von anderen Geräten desselben Gesprächs.' },
      },
    },
    calcom: {
      summary: 'Terminbuchung',
      purpose: 'Der Kalender, in dem Sie ein kostenloses Gespräch mit uns buchen.',
      data: 'IP-Adresse und Browser beim Laden des Kalenders; bei einer Buchung Name, E-Mail-Adresse, gewählter Termin und Ihre Nachricht.',
      loads: 'Mit funktionaler Zustimmung, sobald der Kalender ins Bild kommt, sonst erst nach Ihrem Klick auf «Kalender anzeigen».',
      cookies: { booking: { label: 'Cookies von {domain}', purpose: 'Sitzung und Schutz der Buchungsmaske im eingebetteten Kalender.' } },
    },
    linkedin: {
      summary: 'Anzeigenmessung',
      purpose: 'Zeigt uns in zusammengefasster Form, ob Besucherinnen und Besucher aus unseren LinkedIn-Anzeigen die Website nutzen.',
      data: 'IP-Adresse, Browser, aufgerufene Seiten und, wenn Sie bei LinkedIn angemeldet sind, eine Kennung Ihres LinkedIn-Kontos.',
      loads: 'Nur mit Marketing-Zustimmung, auf jeder Seite.',
      cookies: {
        adClick: { purpose: 'Ordnet einen Anzeigenklick einem späteren Besuch zu.' },
        ads: { purpose: 'Erkennt Sie für Anzeigen auf LinkedIn wieder.' },
        analytics: { purpose: 'Zählt Besuche aus LinkedIn-Anzeigen.' },
        matching: { purpose: 'Gleicht Ihre Kennung mit Werbepartnern von LinkedIn ab.' },
        sync: { purpose: 'Hält fest, wann dieser Abgleich zuletzt stattfand.' },
      },
    },
    googleAds: {
      summary: 'Conversion-Messung',
      purpose: 'Meldet Google, dass nach einem Anzeigenklick ein Gespräch gebucht wurde, damit wir sehen, welche Anzeigen wirken.',
      data: 'IP-Adresse, Browser, die Buchungsbestätigung als Ereignis und die Kennung eines vorherigen Anzeigenklicks.',
      loads: 'Nur mit Marketing-Zustimmung und nur auf der Bestätigungsseite nach einer Buchung.',
      cookies: {
        link: { purpose: 'Verknüpft eine Buchung mit einem vorherigen Anzeigenklick.' },
        click: { purpose: 'Speichert die Kennung des Anzeigenklicks.' },
        campaign: { purpose: 'Speichert Kampagnendaten des Anzeigenklicks.' },
      },
    },
  },
  countries: { CH: 'Schweiz', IE: 'Irland', US: 'USA' },
  places: { switzerland: 'Schweiz', eu: 'EU (Datenregion Europa)', usOrEu: 'USA oder EU, je nach Anbieter' },
  safeguards: {
    eu: 'Die EU und der EWR bieten nach Anhang 1 der Datenschutzverordnung (DSV) ein angemessenes Schutzniveau.',
    usOrEu:
      'In der EU: angemessenes Schutzniveau nach Anhang 1 DSV. In den USA: Zertifizierung des Anbieters nach dem Swiss-U.S. Data Privacy Framework, wo sie besteht, sonst die Standardvertragsklauseln der EU-Kommission mit den Anpassungen für die Schweiz.',
  },
  lifetimes: {
    setByProvider: 'vom Anbieter festgelegt',
    untilCleared: 'bis zum Löschen im Browser',
    days: { one: '{count} Tag', other: '{count} Tage' },
    months: { one: '{count} Monat', other: '{count} Monate' },
  },
} as const satisfies ServicesWords;

