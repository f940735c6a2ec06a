/**
 * The Allgemeine Geschäftsbedingungen (Conditions générales de vente) for
 * the SaaS contract with the operator, sections 1–10, under Swiss law, with
 * the figures of the specification (§9 «Terms and legal»). Here: the
 * sections, their anchors, the links and the contract's figures, written
 * once; what each language says is in `src/content/words/legal/terms.json`.
 */
import { formatterFor } from '../../lib/format';
import type { Locale } from '../../lib/locales';
import { pathsIn } from '../../lib/paths';
import { fillIn, type Template } from '../../lib/template';
import { operator, type OperatorWords } from '../operator';
import { list, paragraph, paragraphs, sectionsIn, type LegalDocumentContent, type LegalFrame, type LinkedText, type SectionPlace } from './legalDocument';

/** The sections in the contract's order, which numbers them; their anchors, the same in every language, are cited and linked, so they never change. */
const termsSections = [
  { key: 'scope', id: 'scope' },
  { key: 'services', id: 'services' },
  { key: 'customerDuties', id: 'customer-duties' },
  { key: 'dataProtection', id: 'data-protection' },
  { key: 'prices', id: 'prices' },
  { key: 'duration', id: 'duration' },
  { key: 'support', id: 'support' },
  { key: 'confidentiality', id: 'confidentiality' },
  { key: 'liability', id: 'liability' },
  { key: 'finalProvisions', id: 'final-provisions' },
] as const satisfies ReadonlyArray<SectionPlace>;

/** The contract's figures, the same in every language; the privacy policy repeats the periods that concern data. */
export const contractFigures = {
  /** The example of how long chats are kept, which the contract fixes. */
  chatRetentionDays: 30,
  paymentDays: 30,
  noticeMonths: 3,
  /** How long the customer keeps access to export its data after the contract ends. */
  exportDays: 30,
  /** Within how many hours support usually answers. */
  responseHours: 24,
  confidentialityYears: 3,
  /** Within how many weeks the customer may object to changed terms. */
  objectionWeeks: 4,
} as const;

/** Default interest per year, per cent: written as the language writes a share, as is the VAT rate (`operator.vatRatePercent`). */
const lateInterestPercent = 5;

/**
 * What a language writes for the terms. Every text may name the brand as
 * `{brand}`, the operator's company as `{company}` and a figure of
 * `contractFigures` by its name (`{paymentDays}`), written as the language
 * writes figures, and the VAT rate and the default interest as shares with
 * their sign (`{vatRate}`, `{lateInterest}`); the support's texts also the opening hours (see
 * `sections.support`).
 */
export interface TermsWords {
  title: string;
  lead: Template;
  sections: {
    scope: { title: string; paragraphs: ReadonlyArray<Template> };
    services: { title: string; intro: Template; included: ReadonlyArray<Template>; development: Template };
    customerDuties: { title: string; paragraphs: ReadonlyArray<Template> };
    dataProtection: {
      title: string;
      paragraphs: ReadonlyArray<Template>;
      /** Before the link to the privacy policy. */
      privacy: LinkedText;
      retention: Template;
    };
    prices: { title: string; paragraphs: ReadonlyArray<Template> };
    duration: { title: string; paragraphs: ReadonlyArray<Template> };
    /**
     * `{days}` the days of the opening hours' first line («Montag–Freitag»),
     * `{weekdays}` the days in a sentence («du lundi au vendredi»), `{from}`
     * and `{until}` the hours with their minutes («9:00», «9 h 00»).
     */
    support: { title: string; paragraphs: ReadonlyArray<Template> };
    confidentiality: { title: string; paragraphs: ReadonlyArray<Template> };
    liability: { title: string; paragraphs: ReadonlyArray<Template> };
    finalProvisions: { title: string; paragraphs: ReadonlyArray<Template> };
  };
}

/** The terms in one language. */
export function termsIn(words: TermsWords, locale: Locale, frame: LegalFrame, operatorWords: OperatorWords): LegalDocumentContent {
  const paths = pathsIn(locale);
  const format = formatterFor(locale);
  // The first line of the opening hours is the days the team answers (operatorModule).
  const [openDays] = operatorWords.hours;
  const values = {
    brand: operator.brand,
    company: operator.company,
    ...Object.fromEntries(Object.entries(contractFigures).map(([name, figure]) => [name, format.number(figure)])),
    vatRate: format.percent(operator.vatRatePercent),
    lateInterest: format.percent(lateInterestPercent),
    days: openDays!.days,
    weekdays: operatorWords.weekdays,
    from: format.time(operator.openingHours.from),
    until: format.time(operator.openingHours.until),
  };
  const fill = (template: Template) => fillIn(template, values);
  const { sections } = words;
  const text = (section: { paragraphs: ReadonlyArray<Template> }) => paragraphs(section.paragraphs.map(fill));
  return {
    id: 'terms',
    title: words.title,
    lead: fill(words.lead),
    ...frame,
    numbered: true,
    sections: sectionsIn(termsSections, sections, {
      scope: text(sections.scope),
      services: [paragraph(fill(sections.services.intro)), list(sections.services.included.map(fill)), paragraph(fill(sections.services.development))],
      customerDuties: text(sections.customerDuties),
      dataProtection: [
        ...text(sections.dataProtection),
        paragraph(fill(sections.dataProtection.privacy.text), { label: sections.dataProtection.privacy.link, to: paths.privacy }),
        paragraph(fill(sections.dataProtection.retention)),
      ],
      prices: text(sections.prices),
      duration: text(sections.duration),
      support: text(sections.support),
      confidentiality: text(sections.confidentiality),
      liability: text(sections.liability),
      finalProvisions: text(sections.finalProvisions),
    }),
  };
}
