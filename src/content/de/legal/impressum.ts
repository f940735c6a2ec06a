/**
 * The Impressum: who runs this website. Every fact comes from `operator.ts`;
 * the samples there are marked «(Beispiel)» until the operator replaces them.
 */
import { operator } from '../../operator';
import { operatorWords } from '../operator';
import { pathsIn } from '../../../lib/paths';
import { legalFrame } from './frame';
import { paragraph, type LegalDocumentContent } from '../../legal/legalDocument';

const paths = pathsIn('de-CH');

const { address, dataProtectionOfficer: dpo } = operator;
const postalAddress = [operator.company, address.street, `${address.postalCode} ${address.city}`, operatorWords.country];
const sample = (value: string) => `${value} ${operatorWords.sample}`;

export const impressumContent = {
  id: 'impressum',
  title: 'Impressum',
  lead: `Diese Website betreibt die ${operator.company} mit Sitz in ${address.city}. Hier finden Sie die Angaben, die Sie brauchen, um uns zu erreichen oder uns rechtlich zu belangen.`,
  ...legalFrame,
  numbered: false,
  sections: [
    {
      id: 'betreiberin',
      title: 'Betreiberin',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Unternehmen', lines: [operator.company] },
            { term: 'Postadresse', lines: postalAddress },
            { term: 'Geschäftsführung', lines: [sample(operator.managingDirector)] },
          ],
        },
      ],
    },
    {
      id: 'register',
      title: 'Handelsregister und Mehrwertsteuer',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Handelsregister', lines: [operatorWords.register] },
            { term: 'Unternehmens-Identifikationsnummer (UID)', lines: [sample(operator.uid)] },
            { term: 'Mehrwertsteuernummer', lines: [sample(operator.vatNumber)] },
          ],
        },
      ],
    },
    {
      id: 'kontakt',
      title: 'Kontakt',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'E-Mail', lines: [operator.email], href: `mailto:${operator.email}` },
            { term: 'Telefon', lines: [operator.phone.display], href: operator.phone.href },
            { term: 'Erreichbar', lines: operatorWords.hours.map((entry) => `${entry.days}: ${entry.hours}`) },
          ],
        },
      ],
    },
    {
      id: 'datenschutzberater',
      title: 'Datenschutzberater',
      blocks: [
        paragraph('Fragen zum Umgang mit Ihren Personendaten beantwortet unser Datenschutzberater. Er ist intern unabhängig und an keine Weisungen zum Inhalt seiner Beurteilung gebunden.'),
        {
          kind: 'facts',
          items: [
            { term: 'Name', lines: [sample(dpo.name)] },
            { term: 'E-Mail', lines: [dpo.email], href: `mailto:${dpo.email}` },
            { term: 'Post', lines: [`${operator.company}, Datenschutzberater`, address.street, `${address.postalCode} ${address.city}`] },
          ],
        },
        paragraph('Wie wir Personendaten bearbeiten, steht in unserer', { label: 'Datenschutzerklärung', to: paths.privacy }),
      ],
    },
    {
      id: 'streitbeilegung',
      title: 'Online-Streitbeilegung der EU',
      blocks: [
        paragraph('Die Europäische Kommission betreibt eine Plattform zur Online-Streitbeilegung zwischen Unternehmen und Verbraucherinnen und Verbrauchern in der EU:', {
          label: 'ec.europa.eu/consumers/odr',
          href: 'https://ec.europa.eu/consumers/odr',
        }),
        paragraph(
          'Als Schweizer Unternehmen, das seine Dienste an Unternehmen und Organisationen richtet, sind wir nicht verpflichtet und nicht bereit, an einem Verfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Schreiben Sie uns bei einer Unstimmigkeit direkt; wir suchen mit Ihnen eine Lösung.',
        ),
      ],
    },
    {
      id: 'haftung',
      title: 'Inhalte und Links',
      blocks: [
        paragraph(
          'Wir schreiben die Inhalte dieser Website sorgfältig und halten sie aktuell. Verbindlich für einen Vertrag sind die Offerte und die Allgemeinen Geschäftsbedingungen, nicht die Beschreibungen auf der Website.',
          { label: 'Zu den AGB', to: paths.terms },
        ),
        paragraph(
          'Links auf Websites anderer Anbieter führen zu Inhalten, die wir nicht kontrollieren. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Erfahren wir von einem rechtswidrigen Inhalt hinter einem Link, entfernen wir den Link.',
        ),
        paragraph(
          `Texte, Bilder und Gestaltung dieser Website gehören der ${operator.company} oder den genannten Rechteinhabern. Wer sie ausserhalb des privaten Gebrauchs verwenden möchte, fragt uns vorher.`,
        ),
      ],
    },
  ],
} as const satisfies LegalDocumentContent;
