/** /de/about in German: every text of the page; the people, photos and profiles are in `src/content/about.ts`. */
import type { AboutWords } from '../about';

export const aboutWords = {
  intro: {
    eyebrow: 'Über uns',
    title: 'KI für Organisationen, die ihre Daten nicht aus der Hand geben',
    lead: '{brand} bringt KMU, Stiftungen und Non-Profit-Organisationen moderne KI in den Arbeitsalltag, betrieben in der Schweiz und begleitet von Menschen, die zuhören.',
    mission: [
      'Unsere Mission: Jede Organisation soll KI so selbstverständlich nutzen können wie E-Mail, ohne dafür vertrauliche Informationen ins Ausland zu geben. Dafür betreiben wir von {city} aus eine Plattform, die verständlich bleibt, und nehmen uns Zeit für die Einführung.',
    ],
  },

  principles: {
    eyebrow: 'Wie wir arbeiten',
    title: 'Drei Grundsätze, an denen Sie uns messen können',
    intro: 'Sie gelten in jedem Projekt, vom ersten Gespräch bis zum laufenden Betrieb.',
    items: {
      together: {
        title: 'Gemeinsam gestalten',
        text: 'Wir führen KI nicht bei Ihnen ein, sondern mit Ihnen. Ihre Mitarbeitenden bringen die Aufgaben aus dem Alltag, wir die Technik, und entschieden wird gemeinsam.',
      },
      openProcesses: {
        title: 'Offene Prozesse',
        text: 'Sie sehen, welches Modell eine Antwort liefert, wo Ihre Dokumente liegen und woran wir als Nächstes arbeiten. Unsere Roadmap ist öffentlich.',
      },
      dataProtection: {
        title: 'Datenschutz, konsequent umgesetzt',
        text: 'Ihre Daten liegen auf Servern in der Schweiz, von Anfang an und ohne Aufpreis. Einen anderen Standort gibt es nur, wenn Sie ihn ausdrücklich wünschen.',
      },
    },
  },

  team: {
    eyebrow: 'Team',
    title: 'Die Menschen hinter {brand}',
    intro: 'Ein kleines Team aus Technik, Beratung und Bildung. Sie sprechen vom Erstgespräch bis zum Support mit Leuten, die Ihre Organisation kennen.',
    photoMissing: 'Kein Foto verfügbar',
    photoAlt: 'Illustriertes Porträt von {name}',
    linkedinLabel: 'Profil von {name} auf LinkedIn',
    members: {
      anna: {
        role: 'Mitgründerin, Produkt und Partnerschaften',
        bio: 'Hat zuvor Digitalisierungsprojekte für Stiftungen und Verbände geleitet. Sorgt dafür, dass die Plattform Aufgaben aus dem Alltag löst und nicht bloss in der Demo überzeugt.',
      },
      marco: {
        role: 'Mitgründer, Technik und Betrieb',
        bio: 'Verantwortet Hosting, Modelle und Sicherheit. Nimmt ein Sprachmodell erst auf, wenn es zuverlässig arbeitet und sich in der Schweiz betreiben lässt.',
      },
      laura: {
        role: 'Kundenerfolg und Onboarding',
        bio: 'Begleitet neue Kundinnen und Kunden durch Workshop und Einführung und bleibt danach ihre erste Ansprechperson.',
      },
      reto: {
        role: 'Datenschutz und Compliance',
        bio: 'Übersetzt DSG und DSGVO in konkrete Einstellungen und begleitet Sie beim Vertrag zur Auftragsverarbeitung.',
      },
      sofia: {
        role: 'Academy und Schulungen',
        bio: 'Entwickelt die Lernformate der Academy und zeigt Teams, wie sie mit guten Prompts und eigenen Assistenten Zeit gewinnen.',
      },
    },
  },

  philosophy: {
    eyebrow: 'Unsere Haltung',
    title: 'Technik im Dienst der Menschen, die sie nutzen',
    paragraphs: [
      'Gute KI erkennt man nicht an der Zahl ihrer Funktionen, sondern daran, ob ein Team sie nach drei Monaten noch gerne nutzt. Daran messen wir uns.',
      'Wir sagen offen, was die Plattform heute kann und was nicht. Und wenn sich eine Aufgabe ohne KI besser lösen lässt, sagen wir Ihnen auch das.',
    ],
    statement: {
      quote:
        'Ich habe zu viele Organisationen erlebt, die auf KI verzichtet haben, weil sie ihre Daten nicht aus der Hand geben wollten. Vor diese Wahl soll niemand gestellt werden. Wir bauen die Plattform, die ich mir damals für meine Kundinnen und Kunden gewünscht hätte.',
    },
  },

  partners: {
    eyebrow: 'Partner',
    title: 'Mit wem wir zusammenarbeiten',
    paragraphs: [
      'Für Hosting, Beratung und die Academy arbeiten wir mit spezialisierten Partnern zusammen. Wir nennen einen Partner erst, wenn er der Nennung zugestimmt hat.',
      'Wer für Ihr Vorhaben in Frage kommt, besprechen wir gerne schon heute mit Ihnen persönlich.',
    ],
    status: 'Die Übersicht unserer Partner veröffentlichen wir hier in Kürze.',
  },

  closing: {
    title: 'Lernen Sie uns kennen',
    text: 'Erzählen Sie uns von Ihrer Organisation. Wir zeigen Ihnen, wo KI Ihrem Team Arbeit abnimmt und wie Ihre Daten dabei geschützt bleiben.',
    cta: 'Kostenlose Beratung buchen',
    contactPrefix: 'Lieber schriftlich? Schreiben Sie uns an',
  },
} as const satisfies AboutWords;
