/**
 * The privacy policy (/en/privacy) in English, written for the revised
 * Swiss Federal Act on Data Protection (FADP) first and the GDPR where it
 * applies. The sections' order and anchors, the facts, the tables of
 * recipients and transfers, the links and the figures are in
 * `src/content/legal/privacy.ts`.
 */
import type { PrivacyWords } from '../../legal/privacy';

export const privacyWords = {
  title: 'Privacy policy',
  lead: 'This policy explains which personal data {company} processes when you visit our website, talk to us or become a customer, for what purposes, who receives it and what rights you have.',
  sections: {
    controller: {
      title: 'Controller and scope',
      intro: 'The controller for the processing described in this policy is {company}:',
      facts: { address: 'Address', email: 'Email', advisor: 'Data protection advisor', advisorEmail: 'Data protection email' },
      scope: [
        'This policy covers the website, our communication with prospective customers and the data of our own customers, such as contract and billing details.',
        'It does not cover the content our customers enter into the platform, such as chats and documents. The customer concerned is the controller for that data; we process it only on the customer’s behalf, under a data processing agreement. Questions about it are best addressed to the organisation that gave you access.',
      ],
    },
    purposes: {
      title: 'What data we process and why',
      purposes: [
        'Website: every page view creates server logs containing the IP address, the time, the address requested and the browser. We need them to deliver the pages and to detect attacks.',
        'Contact and support: when you write to us, call us or use the chat, we process your details and messages in order to answer your enquiry.',
        'Appointment booking: if you book a consultation, we receive your name, email address, chosen time and message so that we can prepare and hold the consultation.',
        'Account and contract: for your account and contract, we process your name, organisation, business contact details, login credentials, orders, usage volumes and invoices.',
        'Marketing: with your consent, we measure whether our ads on LinkedIn and Google lead to visits and bookings.',
        'Legal obligations: we keep business records and respond to requests from authorities where the law requires us to.',
      ],
      noTraining: 'We do not use your data to train language models, and we do not sell it.',
    },
    legalBases: {
      title: 'Legal bases',
      paragraphs: [
        'Under the Swiss Federal Act on Data Protection (FADP), processing that complies with the principles of the Act needs no specific legal basis. Where a justification is required, we rely on your consent, on a contract with you, on a legal obligation or on our overriding interest, for example in a secure website.',
        'Where the EU General Data Protection Regulation (GDPR) applies, for instance because you contact us from the EU, the following legal bases under Art. 6(1) GDPR apply:',
      ],
      gdprBases: [
        'consent (point (a)): functional and marketing cookies and the services that set them;',
        'contract and pre-contractual steps (point (b)): account, contract, support and appointment booking;',
        'legal obligation (point (c)): retention of business records;',
        'legitimate interests (point (f)): operating and securing the website, answering enquiries.',
      ],
    },
    recipients: {
      title: 'Disclosure to third parties',
      intro:
        'We disclose personal data only where this is necessary for the purposes stated above. The following table lists every service of the website, its provider and the data it receives:',
      others:
        'For accounts and contracts, we also use service providers for accounting, payments and email, who are contractually bound by our instructions. Authorities receive data only where the law obliges us to disclose it.',
    },
    cookies: {
      // «Cookies» is English as well as German.
      title: 'Cookies',
      cookiePolicy: {
        text: 'Without your consent, the website sets only the {consentCookie} cookie, which stores your cookie choice. All other cookies are set by services that load only with your consent or after you click. Which cookies these are and how long they remain is set out in the',
        link: 'cookie policy',
      },
      settings: 'Change cookie settings',
    },
    socialLogins: {
      title: 'Signing in with Google or GitHub',
      paragraphs: [
        'On the login page, you can sign in with your Google or GitHub account instead of an email address and password. If you choose this option, your browser takes you to the provider concerned, which confirms your identity to us and passes on your name and email address; we do not receive your password.',
        'In the process, the provider learns that you are signing in with us and processes this information under its own privacy policy, possibly in the United States. If you would rather avoid this, sign in with your email address and password.',
      ],
    },
    transfers: {
      title: 'Transfers abroad',
      paragraphs: [
        'The platform and the website are operated in Switzerland. At a customer’s request, we host its platform data in Germany or in another EU or EEA state; under Annex 1 of the Data Protection Ordinance (DPO), these states offer an adequate level of protection.',
        'Some of the website’s services process data outside Switzerland. For each of them, we state the country and what protects your data there:',
      ],
      clauses: 'A copy of the standard contractual clauses is available on request from our data protection advisor:',
    },
    retention: {
      title: 'Retention and deletion',
      intro: 'We keep personal data only for as long as the purpose requires or the law prescribes:',
      periods: [
        'Chats on the platform: for as long as the contract with the customer provides, for example {chatRetentionDays} days.',
        'After the contract ends: the customer keeps access to its data for {exportDays} days; we then delete or return it.',
        'Account, contract and billing data: {recordsYears} years, as statutory retention obligations require.',
        'Analytics data: we delete it after about {analyticsMonths} months. We do not currently use any analytics tool on the website.',
        'Your cookie choice: {consentDays} days in the {consentCookie} cookie; after that, we ask you again.',
      ],
    },
    security: {
      title: 'Data security',
      intro: 'We protect personal data with technical and organisational measures appropriate to the risk. These include:',
      measures: [
        'data centres in the Zurich region, run by a partner certified to ISO 27001 and ISO 9001;',
        'encrypted transmission (TLS) and encryption of stored data with AES-256;',
        'access only for staff who need it for their work, through personal accounts;',
        'a SOC 2 audit, which we are planning but have not yet completed.',
      ],
    },
    minors: {
      title: 'Minors',
      paragraphs: [
        'Our platform is intended for organisations and their staff. Anyone using it must be at least {minimumAge} years old. We do not knowingly process data of younger persons; if we become aware of any, we delete it.',
      ],
    },
    rights: {
      title: 'Your rights',
      intro: 'Under the FADP and, where it applies, the GDPR, you have the right:',
      rights: [
        'to ask whether we process data about you and, if so, which data;',
        'to have inaccurate data corrected;',
        'to request the deletion of your data or the restriction of its processing;',
        'to receive your data in a common electronic format or to have it transferred to another controller;',
        'to object to processing that is based on our interests;',
        'to withdraw your consent at any time with effect for the future;',
        'to have an automated individual decision reviewed by a person and to state your point of view.',
      ],
      noAutomatedDecisions: 'We do not take any decisions about you that are based solely on automated processing and significantly affect you.',
      authority:
        'You may lodge a complaint with the supervisory authority. In Switzerland, this is the Federal Data Protection and Information Commissioner (FDPIC), Feldeggweg 1, 3003 Bern. In the EU, the authority where you live or work is responsible.',
    },
    doNotTrack: {
      title: 'Do Not Track',
      paragraphs: [
        'Some browsers send a ‘Do Not Track’ or ‘Global Privacy Control’ signal. There is no binding standard for these signals. Our website loads no analytics or marketing services in any case until you have consented, and only you can give that consent, in the cookie settings.',
      ],
    },
    usa: {
      title: 'Information for residents of the United States',
      paragraphs: [
        'We do not sell personal data or share it for payment. Marketing services that use data for advertising load only with your consent; if you decline, no data is passed to them.',
        'The rights described in section {rightsSection} apply to you wherever you live. We will not treat you less favourably for exercising any of them.',
      ],
    },
    changes: {
      title: 'Changes to this policy',
      paragraphs: [
        'We update this policy when we start using new services or when the law changes. The version published on this page, with its date, applies. If the services that set cookies change, we will ask for your consent again on the website.',
      ],
    },
    contact: {
      title: 'Contact for data protection questions',
      text: 'For questions, requests for information and to exercise your rights, you can reach our data protection advisor by post at {company}, Data Protection Advisor, {postalAddress}, or by email:',
    },
    verification: {
      title: 'Reviewing your data',
      paragraphs: [
        'If you would like to know what data we process about you, or to have it corrected or deleted, please write to us. So that we never release data to the wrong person, we verify your identity, usually through the email address we hold for you.',
        'We reply within {answerDays} days. If verification takes longer, we will tell you within that period why, and by when you will have our answer. Information is provided free of charge.',
      ],
      platform: {
        heading: 'Data on the platform',
        text: 'If your questions concern chats or documents on the platform, we forward them to the customer responsible and help it to reply.',
      },
    },
  },
} as const satisfies PrivacyWords;
