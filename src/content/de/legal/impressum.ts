/**
 * The Impressum in German: who runs this website. The facts (company,
 * address, register, e-mail, …) and the sections' anchors are in
 * `src/content/legal/impressum.ts`.
 */
import type { ImpressumWords } from '../../legal/impressum';

export const impressumWords = {
  title: 'Impressum',
  lead: 'Diese Website betreibt die {company} mit Sitz in {city}. Hier finden Sie die Angaben, die Sie brauchen, um uns zu erreichen oder uns rechtlich zu belangen.',
  vatAbbreviation: 'MWST',
  sections: {
    operator: {
      title: 'Betreiberin',
      facts: { company: 'Unternehmen', postalAddress: 'Postadresse', management: 'Geschäftsführung' },
    },
    register: {
      title: 'Handelsregister und Mehrwertsteuer',
      facts: { register: 'Handelsregister', uid: 'Unternehmens-Identifikationsnummer (UID)', vatNumber: 'Mehrwertsteuernummer' },
    },
    contact: {
      title: 'Kontakt',
      facts: { email: 'E-Mail', phone: 'Telefon', hours: 'Erreichbar' },
    },
    dataProtectionAdvisor: {
      title: 'Datenschutzberater',
      intro: 'Fragen zum Umgang mit Ihren Personendaten beantwortet unser Datenschutzberater. Er ist intern unabhängig und an keine Weisungen zum Inhalt seiner Beurteilung gebunden.',
      facts: { name: 'Name', email: 'E-Mail', post: 'Post' },
      postRecipient: '{company}, Datenschutzberater',
      privacy: { text: 'Wie wir Personendaten bearbeiten, steht in unserer', link: 'Datenschutzerklärung' },
    },
    disputeResolution: {
      title: 'Online-Streitbeilegung der EU',
      platform: 'Die Europäische Kommission betreibt eine Plattform zur Online-Streitbeilegung zwischen Unternehmen und Verbraucherinnen und Verbrauchern in der EU:',
      ourPractice:
        'Als Schweizer Unternehmen, das seine Dienste an Unternehmen und Organisationen richtet, sind wir nicht verpflichtet und nicht bereit, an einem Verfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Schreiben Sie uns bei einer Unstimmigkeit direkt; wir suchen mit Ihnen eine Lösung.',
    },
    contentAndLinks: {
      title: 'Inhalte und Links',
      binding: {
        text: 'Wir schreiben die Inhalte dieser Website sorgfältig und halten sie aktuell. Verbindlich für einen Vertrag sind die Offerte und die Allgemeinen Geschäftsbedingungen, nicht die Beschreibungen auf der Website.',
        link: 'Zu den AGB',
      },
      paragraphs: [
        'Links auf Websites anderer Anbieter führen zu Inhalten, die wir nicht kontrollieren. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Erfahren wir von einem rechtswidrigen Inhalt hinter einem Link, entfernen wir den Link.',
        'Texte, Bilder und Gestaltung dieser Website gehören der {company} oder den genannten Rechteinhabern. Wer sie ausserhalb des privaten Gebrauchs verwenden möchte, fragt uns vorher.',
      ],
    },
  },
} as const satisfies ImpressumWords;
