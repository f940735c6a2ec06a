/**
 * The Allgemeine Geschäftsbedingungen in German, sections 1–10. The
 * sections' order and anchors, the links and the contract's figures are in
 * `src/content/legal/terms.ts`.
 */
import type { TermsWords } from '../../legal/terms';

export const termsWords = {
  // A soft hyphen: on a phone the compound breaks as «Geschäfts-bedingungen», not wherever it overflows.
  title: 'Allgemeine Geschäfts\u00ADbedingungen',
  lead: 'Diese Bedingungen regeln die Nutzung der KI-Plattform von {brand} durch Unternehmen, Stiftungen und andere Organisationen. Sie gelten zusammen mit Ihrer Offerte und dem Vertrag über die Auftragsbearbeitung.',
  sections: {
    scope: {
      title: 'Geltungsbereich und Vertragsschluss',
      paragraphs: [
        'Diese AGB gelten für alle Verträge zwischen der {company} («Anbieterin») und ihren Kundinnen und Kunden («Kundin») über die Nutzung der Plattform als Software as a Service. Abweichende Bedingungen der Kundin gelten nur, wenn die Anbieterin ihnen schriftlich zustimmt.',
        'Der Vertrag kommt zustande, wenn die Kundin eine Offerte unterzeichnet, einen Plan im Konto bestellt oder die Plattform nach der Freischaltung nutzt. Bei Widersprüchen geht die Offerte diesen AGB vor, der Vertrag über die Auftragsbearbeitung geht beiden in Fragen des Datenschutzes vor.',
      ],
    },
    services: {
      title: 'Leistungen der Anbieterin',
      intro: 'Die Anbieterin stellt der Kundin die Plattform über das Internet zur Verfügung. Der Umfang richtet sich nach dem gewählten Plan, namentlich:',
      included: [
        'den KI-Chat mit der Auswahl an Sprachmodellen, Assistenten, Wissenszentrum und Prompt-Bibliothek;',
        'die vereinbarte Anzahl Benutzerinnen und Benutzer, das Datenvolumen für eigene Dokumente und das Kontingent an Tokens;',
        'das Hosting in Rechenzentren in der Schweiz, auf Wunsch ergänzend in Deutschland oder im übrigen EU/EWR-Raum.',
      ],
      development:
        'Die Anbieterin entwickelt die Plattform laufend weiter. Sie darf Funktionen ändern oder ersetzen, solange die vereinbarten Leistungen in gleichwertiger Form erhalten bleiben.',
    },
    customerDuties: {
      title: 'Pflichten der Kundin und Nutzungsgrenzen',
      paragraphs: [
        'Die Kundin verwaltet die Konten ihrer Benutzerinnen und Benutzer, hält Zugangsdaten geheim und sorgt dafür, dass die Plattform nur im Rahmen des geltenden Rechts und dieser AGB genutzt wird. Sie gibt keine Inhalte ein, zu deren Bearbeitung ihr die Rechte fehlen.',
        'Im Administrationsbereich kann die Kundin Nutzungsgrenzen festlegen, etwa für Tokens, Modelle oder Gruppen. Die Anbieterin setzt diese Grenzen technisch um; für ihre Wahl ist die Kundin verantwortlich.',
        'Antworten eines Sprachmodells können unvollständig oder falsch sein. Die Kundin prüft sie, bevor sie darauf Entscheidungen stützt oder sie an Dritte weitergibt.',
      ],
    },
    dataProtection: {
      title: 'Datenschutz und Auftragsbearbeitung',
      paragraphs: [
        'Vor der ersten Nutzung schliessen die Parteien einen Vertrag über die Auftragsbearbeitung nach Art. 9 des Datenschutzgesetzes (DSG) und, soweit anwendbar, Art. 28 der Datenschutz-Grundverordnung (DSGVO). Ohne diesen Vertrag schaltet die Anbieterin die Plattform nicht frei.',
        'Für die Daten, welche die Kundin und ihre Benutzerinnen und Benutzer in die Plattform eingeben, namentlich Chats und Dokumente, ist die Kundin verantwortlich. Die Anbieterin bearbeitet sie nur in ihrem Auftrag und nach ihren Weisungen und verwendet sie nicht zum Training von Sprachmodellen.',
      ],
      privacy: {
        text: 'Für die Daten der Website und für die eigenen Kundendaten, etwa Vertrags- und Rechnungsangaben, ist die Anbieterin verantwortlich. Wie sie diese bearbeitet, beschreibt ihre',
        link: 'Datenschutzerklärung',
      },
      retention: 'Wie lange Chats gespeichert bleiben, legen die Parteien im Vertrag fest, zum Beispiel {chatRetentionDays} Tage.',
    },
    prices: {
      title: 'Preise und Zahlung',
      paragraphs: [
        'Es gelten die Preise der Offerte oder der Preisliste zum Zeitpunkt der Bestellung. Alle Preise verstehen sich in Schweizer Franken und ohne Mehrwertsteuer; diese kommt zum jeweils geltenden Satz hinzu, derzeit {vatRate}\u00a0%.',
        'Rechnungen sind innert {paymentDays} Tagen ab Rechnungsdatum zahlbar. Nach Ablauf dieser Frist ist die Kundin ohne Mahnung im Verzug und schuldet einen Verzugszins von {lateInterest}\u00a0% pro Jahr. Bleibt eine Rechnung trotz Mahnung offen, darf die Anbieterin den Zugang nach schriftlicher Ankündigung sperren.',
      ],
    },
    duration: {
      title: 'Laufzeit, Kündigung und Daten nach Vertragsende',
      paragraphs: [
        'Der Vertrag läuft für die in der Offerte genannte Dauer. Er verlängert sich jeweils um die ursprüngliche Laufzeit, wenn ihn keine Partei unter Einhaltung der Kündigungsfrist auf das Ende der Laufzeit kündigt. Die Kündigungsfrist beträgt, wenn nichts anderes vereinbart ist, {noticeMonths} Monate.',
        'Das Recht beider Parteien, den Vertrag aus wichtigem Grund fristlos zu kündigen, bleibt vorbehalten.',
        'Nach Vertragsende hat die Kundin noch {exportDays} Tage Zugang zu ihren Daten, um sie zu exportieren. Danach löscht die Anbieterin die Daten der Kundin oder gibt sie ihr auf Wunsch zurück, soweit keine gesetzliche Pflicht zur Aufbewahrung besteht.',
      ],
    },
    support: {
      title: 'Support und Verfügbarkeit',
      paragraphs: [
        'Der Support ist {days} von {from}–{until} Uhr Schweizer Zeit per E-Mail und Chat erreichbar, ausgenommen an gesetzlichen Feiertagen im Kanton Zürich. Anfragen beantworten wir in der Regel innert {responseHours} Stunden.',
        'Die Anbieterin betreibt die Plattform mit der Sorgfalt eines professionellen Anbieters. Wartungsarbeiten kündigt sie vorher an und legt sie wenn möglich ausserhalb der Supportzeiten. Zusagen zur Verfügbarkeit gelten nur, wenn sie in einem Service Level Agreement vereinbart sind.',
      ],
    },
    confidentiality: {
      title: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln alle nicht öffentlichen Informationen der anderen Partei vertraulich, die sie im Rahmen des Vertrags erhalten. Diese Pflicht gilt während des Vertrags und {confidentialityYears} Jahre über sein Ende hinaus; gesetzliche Geheimhaltungspflichten gelten darüber hinaus.',
      ],
    },
    liability: {
      title: 'Haftung',
      paragraphs: [
        'Die Anbieterin haftet für Schäden, die sie absichtlich oder grobfahrlässig verursacht, nach den gesetzlichen Bestimmungen. Die Haftung für leichte Fahrlässigkeit ist, soweit gesetzlich zulässig, ausgeschlossen.',
        'Die Haftung für entgangenen Gewinn, Folgeschäden und Schäden aus falschen Antworten eines Sprachmodells ist, soweit gesetzlich zulässig, ausgeschlossen.',
      ],
    },
    finalProvisions: {
      title: 'Änderungen, anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Die Anbieterin kann diese AGB ändern. Sie teilt Änderungen der Kundin schriftlich oder per E-Mail mit. Widerspricht die Kundin nicht innert {objectionWeeks} Wochen nach der Mitteilung, gelten die Änderungen als angenommen; auf diese Folge weist die Mitteilung hin.',
        'Es gilt Schweizer Recht unter Ausschluss des Wiener Kaufrechts. Ausschliesslicher Gerichtsstand ist Zürich.',
      ],
    },
  },
} as const satisfies TermsWords;
