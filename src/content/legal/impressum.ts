/**
 * The Impressum (Mentions légales): who runs this website. Every fact comes
 * from `operator.ts`, the samples there marked as samples («(Beispiel)»)
 * until the operator replaces them. Here: its sections, their anchors and
 * their facts; what each language says is in
 * `src/content/words/legal/impressum.json`.
 */
import type { Locale } from '../../lib/locales';
import { formatterFor } from '../../lib/format';
import { pathsIn } from '../../lib/paths';
import { fillIn, type Template } from '../../lib/template';
import { operator, type OperatorWords } from '../operator';
import { addressLink, facts, paragraph, paragraphs, sectionsIn, type LegalDocumentContent, type LegalFrame, type LinkedText, type SectionPlace } from './legalDocument';

/** The sections in the document's order; their anchors, the same in every language, are cited and linked, so they never change. */
const impressumSections = [
  { key: 'operator', id: 'operator' },
  { key: 'register', id: 'register' },
  { key: 'contact', id: 'contact' },
  { key: 'dataProtectionAdvisor', id: 'data-protection-advisor' },
  { key: 'disputeResolution', id: 'dispute-resolution' },
  { key: 'contentAndLinks', id: 'content-and-links' },
] as const satisfies ReadonlyArray<SectionPlace>;

/** The EU's platform for online dispute resolution, named by its address. */
const disputeResolutionPlatform = 'https://ec.europa.eu/consumers/odr';

/** What a language writes for the Impressum: its texts, and the term of each fact. */
export interface ImpressumWords {
  title: string;
  /** `{company}` the operator's company, `{city}` its seat as the language's prose names it (French: «Zurich»; the postal address keeps «Zürich»). */
  lead: Template;
  /** The abbreviation after the VAT number in this language («MWST», «TVA»); `operator.vatNumber` is written with the German one. */
  vatAbbreviation: string;
  sections: {
    operator: { title: string; facts: { company: string; postalAddress: string; management: string } };
    register: { title: string; facts: { register: string; uid: string; vatNumber: string } };
    contact: { title: string; facts: { email: string; phone: string; hours: string } };
    dataProtectionAdvisor: {
      title: string;
      intro: string;
      facts: { name: string; email: string; post: string };
      /** The first line of the advisor's postal address, `{company}` the operator's. */
      postRecipient: Template;
      /** Before the link to the privacy policy. */
      privacy: LinkedText;
    };
    /** `platform` comes before the link to the EU's platform. */
    disputeResolution: { title: string; platform: string; ourPractice: string };
    contentAndLinks: {
      title: string;
      /** Before the link to the terms. */
      binding: LinkedText;
      /** What follows; `{company}` the operator's company. */
      paragraphs: ReadonlyArray<Template>;
    };
  };
}

/** The Impressum in one language. */
export function impressumIn(words: ImpressumWords, locale: Locale, frame: LegalFrame, operatorWords: OperatorWords): LegalDocumentContent {
  const paths = pathsIn(locale);
  const { address, dataProtectionOfficer: dpo } = operator;
  const town = `${address.postalCode} ${address.city}`;
  const sample = (value: string) => `${value} ${operatorWords.sample}`;
  const fill = (template: Template) => fillIn(template, { company: operator.company, city: formatterFor(locale).place(address.city) });
  const { sections } = words;
  const { dataProtectionAdvisor: advisor, contentAndLinks } = sections;
  return {
    id: 'imprint',
    title: words.title,
    lead: fill(words.lead),
    ...frame,
    numbered: false,
    sections: sectionsIn(impressumSections, sections, {
      operator: [
        facts(
          { term: sections.operator.facts.company, lines: [operator.company] },
          { term: sections.operator.facts.postalAddress, lines: [operator.company, address.street, town, operatorWords.country] },
          { term: sections.operator.facts.management, lines: [sample(operator.managingDirector)] },
        ),
      ],
      register: [
        facts(
          { term: sections.register.facts.register, lines: [operatorWords.register] },
          { term: sections.register.facts.uid, lines: [sample(operator.uid)] },
          { term: sections.register.facts.vatNumber, lines: [sample(operator.vatNumber.replace(/ MWST$/, ` ${words.vatAbbreviation}`))] },
        ),
      ],
      contact: [
        facts(
          { term: sections.contact.facts.email, lines: [operator.email], href: `mailto:${operator.email}` },
          { term: sections.contact.facts.phone, lines: [operator.phone.display], href: operator.phone.href },
          { term: sections.contact.facts.hours, lines: operatorWords.hours.map((entry) => `${entry.days}: ${entry.hours}`) },
        ),
      ],
      dataProtectionAdvisor: [
        paragraph(advisor.intro),
        facts(
          { term: advisor.facts.name, lines: [sample(dpo.name)] },
          { term: advisor.facts.email, lines: [dpo.email], href: `mailto:${dpo.email}` },
          { term: advisor.facts.post, lines: [fill(advisor.postRecipient), address.street, town] },
        ),
        paragraph(advisor.privacy.text, { label: advisor.privacy.link, to: paths.privacy }),
      ],
      disputeResolution: [paragraph(sections.disputeResolution.platform, addressLink(disputeResolutionPlatform)), paragraph(sections.disputeResolution.ourPractice)],
      contentAndLinks: [paragraph(contentAndLinks.binding.text, { label: contentAndLinks.binding.link, to: paths.terms }), ...paragraphs(contentAndLinks.paragraphs.map(fill))],
    }),
  };
}
