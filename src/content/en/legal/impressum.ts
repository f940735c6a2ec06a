/**
 * The legal notice (/en/legal-notice) in English: who runs this website.
 * The facts (company, address, register, e-mail, …) and the sections'
 * anchors are in `src/content/legal/impressum.ts`.
 */
import type { ImpressumWords } from '../../legal/impressum';

export const impressumWords = {
  title: 'Legal notice',
  lead: 'This website is operated by {company}, based in {city}. Below you will find the details you need to contact us or to take legal action against us.',
  vatAbbreviation: 'VAT',
  sections: {
    operator: {
      title: 'Operator',
      facts: { company: 'Company', postalAddress: 'Postal address', management: 'Management' },
    },
    register: {
      title: 'Commercial register and VAT',
      facts: { register: 'Commercial register', uid: 'Business identification number (UID)', vatNumber: 'VAT number' },
    },
    contact: {
      title: 'Contact details',
      facts: { email: 'Email', phone: 'Telephone', hours: 'Office hours' },
    },
    dataProtectionAdvisor: {
      title: 'Data protection advisor',
      intro:
        'Questions about how we handle your personal data are answered by our data protection advisor. Within the company, the advisor acts independently and takes no instructions on the substance of their assessments.',
      facts: { name: 'Name', email: 'Email', post: 'By post' },
      postRecipient: '{company}, Data Protection Advisor',
      privacy: { text: 'How we process personal data is set out in our', link: 'privacy policy' },
    },
    disputeResolution: {
      title: 'EU online dispute resolution',
      platform: 'The European Commission provides a platform for the online resolution of disputes between businesses and consumers in the EU:',
      ourPractice:
        'As a Swiss company whose services are aimed at businesses and organisations, we are neither obliged nor willing to take part in proceedings before a consumer arbitration body. If we disagree on something, please write to us directly and we will work with you to find a solution.',
    },
    contentAndLinks: {
      title: 'Content and links',
      binding: {
        text: 'We write the content of this website with care and keep it up to date. What is binding for a contract is the quote and the General Terms and Conditions, not the descriptions on the website.',
        link: 'Read the terms',
      },
      paragraphs: [
        'Links to other providers’ websites lead to content that we do not control; each provider is responsible for its own content. If we learn that a link leads to unlawful content, we remove the link.',
        'The texts, images and design of this website belong to {company} or to the rights holders named. Anyone wishing to use them beyond private use should ask us first.',
      ],
    },
  },
} as const satisfies ImpressumWords;
