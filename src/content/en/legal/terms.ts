/**
 * The General Terms and Conditions (/en/terms) in English, sections 1–10,
 * under Swiss law. The sections' order and anchors, the links and the
 * contract's figures are in `src/content/legal/terms.ts`.
 */
import type { TermsWords } from '../../legal/terms';

export const termsWords = {
  title: 'General Terms and Conditions',
  lead: 'These terms govern the use of the {brand} AI platform by companies, foundations and other organisations. They apply together with your quote and the data processing agreement.',
  sections: {
    scope: {
      title: 'Scope and conclusion of the contract',
      paragraphs: [
        'These General Terms and Conditions (GTC) apply to all contracts between {company} (the ‘Provider’) and its customers (the ‘Customer’) for the use of the platform as software as a service. Any differing terms of the Customer apply only if the Provider has agreed to them in writing.',
        'The contract is concluded when the Customer signs a quote, orders a plan in its account or uses the platform after it has been activated. In the event of conflict, the quote takes precedence over these GTC, and on matters of data protection the data processing agreement takes precedence over both.',
      ],
    },
    services: {
      title: 'The Provider’s services',
      intro: 'The Provider makes the platform available to the Customer over the internet. The scope depends on the plan chosen and includes in particular:',
      included: [
        'the AI chat with its choice of language models, assistants, knowledge centre and prompt library;',
        'the agreed number of users, the storage volume for the Customer’s own documents and the token allowance;',
        'hosting in data centres in Switzerland and, on request, additionally in Germany or elsewhere in the EU/EEA.',
      ],
      development:
        'The Provider develops the platform continuously. It may change or replace functions, provided that the agreed services remain available in an equivalent form.',
    },
    customerDuties: {
      title: 'Customer’s obligations and usage limits',
      paragraphs: [
        'The Customer manages its users’ accounts, keeps login credentials confidential and ensures that the platform is used only in accordance with applicable law and these GTC. It does not enter any content that it lacks the rights to process.',
        'In the administration area, the Customer can set usage limits, for example for tokens, models or groups. The Provider implements these limits technically; the Customer is responsible for choosing them.',
        'Responses from a language model may be incomplete or wrong. The Customer checks them before basing decisions on them or passing them on to third parties.',
      ],
    },
    dataProtection: {
      title: 'Data protection and processing on behalf',
      paragraphs: [
        'Before first use, the parties conclude a data processing agreement under Art. 9 of the Federal Act on Data Protection (FADP) and, where applicable, Art. 28 of the General Data Protection Regulation (GDPR). The Provider does not activate the platform without this agreement.',
        'The Customer is the controller for the data that it and its users enter into the platform, in particular chats and documents. The Provider processes this data only on the Customer’s behalf and according to its instructions, and does not use it to train language models.',
      ],
      privacy: {
        text: 'The Provider is the controller for the website’s data and for its own customer data, such as contract and billing details. How it processes this data is described in its',
        link: 'privacy policy',
      },
      retention: 'The parties agree in the contract how long chats are stored, for example {chatRetentionDays} days.',
    },
    prices: {
      title: 'Prices and payment',
      paragraphs: [
        'The prices in the quote or in the price list valid at the time of the order apply. All prices are in Swiss francs and exclude VAT, which is added at the applicable rate, currently {vatRate}%.',
        'Invoices are payable within {paymentDays} days of the invoice date. Once this period has expired, the Customer is in default without a reminder and owes default interest of {lateInterest}% per year. If an invoice remains unpaid despite a reminder, the Provider may block access after giving written notice.',
      ],
    },
    duration: {
      title: 'Term, termination and data after the contract ends',
      paragraphs: [
        'The contract runs for the term stated in the quote. It is renewed each time for the original term unless either party terminates it with effect from the end of the term, observing the notice period. Unless agreed otherwise, the notice period is {noticeMonths} months.',
        'The right of either party to terminate the contract without notice for good cause is reserved.',
        'After the contract ends, the Customer keeps access to its data for a further {exportDays} days in order to export it. The Provider then deletes the Customer’s data or, on request, returns it, unless there is a legal obligation to retain it.',
      ],
    },
    support: {
      title: 'Support and availability',
      paragraphs: [
        'Support is available by email and chat {days}, {from}–{until} Swiss time, except on public holidays in the Canton of Zurich. We usually answer enquiries within {responseHours} hours.',
        'The Provider operates the platform with the care of a professional provider. It announces maintenance work in advance and, where possible, schedules it outside support hours. Availability commitments apply only if agreed in a service level agreement.',
      ],
    },
    confidentiality: {
      title: 'Confidentiality',
      paragraphs: [
        'The parties treat as confidential all non-public information of the other party that they receive under the contract. This obligation applies for the term of the contract and for {confidentialityYears} years after it ends; statutory confidentiality obligations continue beyond that.',
      ],
    },
    liability: {
      title: 'Liability',
      paragraphs: [
        'The Provider is liable in accordance with the statutory provisions for damage it causes intentionally or through gross negligence. To the extent permitted by law, liability for slight negligence is excluded.',
        'To the extent permitted by law, liability for loss of profit, consequential damage and damage resulting from incorrect responses of a language model is excluded.',
      ],
    },
    finalProvisions: {
      title: 'Amendments, applicable law and jurisdiction',
      paragraphs: [
        'The Provider may amend these GTC. It notifies the Customer of amendments in writing or by email. If the Customer does not object within {objectionWeeks} weeks of the notification, the amendments are deemed accepted; the notification points out this consequence.',
        'These GTC are governed by Swiss law, excluding the United Nations Convention on Contracts for the International Sale of Goods (Vienna Convention). The exclusive place of jurisdiction is Zurich.',
      ],
    },
  },
} as const satisfies TermsWords;
