/**
 * The Datenschutzerklärung (Politique de confidentialité), written for the
 * revised Swiss Federal Act on Data Protection (DSG, nLPD) first and the
 * GDPR where it applies. Recipients and transfers abroad come from the one
 * service list, the figures from the specification (§9 «Terms and legal»).
 * Here: the sections, their anchors, the facts, tables, links and figures,
 * written once; what each language says is in
 * `src/content/words/legal/privacy.json`.
 */
import { formatterFor } from '../../lib/format';
import type { Locale } from '../../lib/locales';
import { pathsIn } from '../../lib/paths';
import { fillIn, type Template } from '../../lib/template';
import { operator, type OperatorWords } from '../operator';
import { consentCookie } from '../consentCookie';
import { addressLink, facts, list, mailLink, paragraph, paragraphs, sectionsIn, subheading, table, type LegalDocumentContent, type LegalFrame, type LegalTable, type LinkedText, type SectionPlace } from './legalDocument';
import { contractFigures } from './terms';

/** The sections in the policy's order, which numbers them; their anchors, the same in every language, are cited and linked, so they never change. */
const privacySections = [
  { key: 'controller', id: 'controller' },
  { key: 'purposes', id: 'purposes' },
  { key: 'legalBases', id: 'legal-bases' },
  { key: 'recipients', id: 'recipients' },
  { key: 'cookies', id: 'cookies' },
  { key: 'socialLogins', id: 'social-logins' },
  { key: 'transfers', id: 'transfers' },
  { key: 'retention', id: 'retention' },
  { key: 'security', id: 'security' },
  { key: 'minors', id: 'minors' },
  { key: 'rights', id: 'rights' },
  { key: 'doNotTrack', id: 'do-not-track' },
  { key: 'usa', id: 'usa' },
  { key: 'changes', id: 'changes' },
  { key: 'contact', id: 'contact' },
  { key: 'verification', id: 'verification' },
] as const satisfies ReadonlyArray<SectionPlace>;

/** The policy's own figures, the same in every language; the periods the contract fixes come from the terms. */
const privacyFigures = {
  /** How long business records are kept, as the law requires. */
  recordsYears: 10,
  /** After how many months analytics data would be deleted. */
  analyticsMonths: 24,
  minimumAge: 18,
  /** Within how many days a request about one's data is answered. */
  answerDays: 30,
} as const;

/** The Swiss supervisory authority (EDÖB, PFPDT), named by its address. */
const supervisoryAuthority = 'https://www.edoeb.admin.ch';

/**
 * What a language writes for the privacy policy. Every text may name the
 * operator's company as `{company}`, its advisor's postal address as
 * `{postalAddress}`, the consent cookie and its lifetime as
 * `{consentCookie}` and `{consentDays}`, the number of the section on the
 * rights as `{rightsSection}`, and a figure by its name, written as the
 * language writes figures: `{chatRetentionDays}` and `{exportDays}` of the
 * contract, `{recordsYears}`, `{analyticsMonths}`, `{minimumAge}`,
 * `{answerDays}`.
 */
export interface PrivacyWords {
  title: string;
  lead: Template;
  sections: {
    controller: {
      title: string;
      intro: Template;
      facts: { address: string; email: string; advisor: string; advisorEmail: string };
      /** What the policy covers and what not. */
      scope: ReadonlyArray<Template>;
    };
    purposes: { title: string; purposes: ReadonlyArray<Template>; noTraining: Template };
    legalBases: { title: string; paragraphs: ReadonlyArray<Template>; gdprBases: ReadonlyArray<Template> };
    /** `intro` comes before the table of the website's services, `others` after it. */
    recipients: { title: string; intro: Template; others: Template };
    /** `cookiePolicy` ends in a link to the cookie policy; `settings` names the button that opens the cookie settings. */
    cookies: { title: string; cookiePolicy: LinkedText; settings: string };
    socialLogins: { title: string; paragraphs: ReadonlyArray<Template> };
    /** The paragraphs come before the table of transfers; `clauses` before the link to the advisor's e-mail. */
    transfers: { title: string; paragraphs: ReadonlyArray<Template>; clauses: Template };
    retention: { title: string; intro: Template; periods: ReadonlyArray<Template> };
    security: { title: string; intro: Template; measures: ReadonlyArray<Template> };
    minors: { title: string; paragraphs: ReadonlyArray<Template> };
    /** `authority` comes before the link to the supervisory authority's website. */
    rights: { title: string; intro: Template; rights: ReadonlyArray<Template>; noAutomatedDecisions: Template; authority: Template };
    doNotTrack: { title: string; paragraphs: ReadonlyArray<Template> };
    usa: { title: string; paragraphs: ReadonlyArray<Template> };
    changes: { title: string; paragraphs: ReadonlyArray<Template> };
    /** Before the link to the advisor's e-mail. */
    contact: { title: string; text: Template };
    verification: { title: string; paragraphs: ReadonlyArray<Template>; platform: { heading: string; text: Template } };
  };
}

/** The privacy policy in one language, with the tables of the website's services. */
export function privacyIn(
  words: PrivacyWords,
  locale: Locale,
  frame: LegalFrame,
  { operatorWords, recipientsTable, transfersTable }: { operatorWords: OperatorWords; recipientsTable: LegalTable; transfersTable: LegalTable },
): LegalDocumentContent {
  const paths = pathsIn(locale);
  const format = formatterFor(locale);
  const { address, dataProtectionOfficer: dpo } = operator;
  const figures = { ...privacyFigures, chatRetentionDays: contractFigures.chatRetentionDays, exportDays: contractFigures.exportDays };
  const values = {
    company: operator.company,
    postalAddress: `${address.street}, ${address.postalCode} ${address.city}`,
    consentCookie: consentCookie.name,
    consentDays: format.number(consentCookie.days),
    rightsSection: format.number(privacySections.findIndex((section) => section.key === 'rights') + 1),
    ...Object.fromEntries(Object.entries(figures).map(([name, figure]) => [name, format.number(figure)])),
  };
  const fill = (template: Template) => fillIn(template, values);
  const fillAll = (templates: ReadonlyArray<Template>) => templates.map(fill);
  const dpoMail = mailLink(dpo.email);
  const { sections } = words;
  const { controller, rights, verification } = sections;
  return {
    id: 'privacy',
    title: words.title,
    lead: fill(words.lead),
    ...frame,
    numbered: true,
    sections: sectionsIn(privacySections, sections, {
      controller: [
        paragraph(fill(controller.intro)),
        facts(
          { term: controller.facts.address, lines: [operator.company, address.street, `${address.postalCode} ${address.city}`, operatorWords.country] },
          { term: controller.facts.email, lines: [operator.email], href: `mailto:${operator.email}` },
          { term: controller.facts.advisor, lines: [`${dpo.name} ${operatorWords.sample}`] },
          { term: controller.facts.advisorEmail, lines: [dpo.email], href: `mailto:${dpo.email}` },
        ),
        ...paragraphs(fillAll(controller.scope)),
      ],
      purposes: [list(fillAll(sections.purposes.purposes)), paragraph(fill(sections.purposes.noTraining))],
      legalBases: [...paragraphs(fillAll(sections.legalBases.paragraphs)), list(fillAll(sections.legalBases.gdprBases))],
      recipients: [paragraph(fill(sections.recipients.intro)), table(recipientsTable), paragraph(fill(sections.recipients.others))],
      cookies: [
        paragraph(fill(sections.cookies.cookiePolicy.text), { label: sections.cookies.cookiePolicy.link, to: paths.cookies }),
        { kind: 'cookieSettings', label: sections.cookies.settings },
      ],
      socialLogins: paragraphs(fillAll(sections.socialLogins.paragraphs)),
      transfers: [...paragraphs(fillAll(sections.transfers.paragraphs)), table(transfersTable), paragraph(fill(sections.transfers.clauses), dpoMail)],
      retention: [paragraph(fill(sections.retention.intro)), list(fillAll(sections.retention.periods))],
      security: [paragraph(fill(sections.security.intro)), list(fillAll(sections.security.measures))],
      minors: paragraphs(fillAll(sections.minors.paragraphs)),
      rights: [
        paragraph(fill(rights.intro)),
        list(fillAll(rights.rights)),
        paragraph(fill(rights.noAutomatedDecisions)),
        paragraph(fill(rights.authority), addressLink(supervisoryAuthority)),
      ],
      doNotTrack: paragraphs(fillAll(sections.doNotTrack.paragraphs)),
      usa: paragraphs(fillAll(sections.usa.paragraphs)),
      changes: paragraphs(fillAll(sections.changes.paragraphs)),
      contact: [paragraph(fill(sections.contact.text), dpoMail)],
      verification: [...paragraphs(fillAll(verification.paragraphs)), subheading(verification.platform.heading), paragraph(fill(verification.platform.text))],
    }),
  };
}
