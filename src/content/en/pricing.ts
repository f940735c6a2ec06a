/**
 * The pricing page /en/pricing in English, section by section: every text
 * but the plans' (./plans), the onboarding box's (./onboarding) and the
 * FAQ's (./pricingFaq). The figures the texts quote, the order of the rules
 * and examples and the links are in `src/content/pricing.ts`.
 */
import type { PricingWords } from '../pricing';

export const pricingWords = {
  intro: {
    eyebrow: 'Pricing',
    title: 'Clear pricing for AI from Switzerland',
    lead: 'One plan for teams, one for large organisations and, soon, one for individuals. All prices in Swiss francs, excluding VAT.',
    facts: ['Servers in Zurich', 'Personal onboarding', 'Support Monday to Friday'],
  },

  plans: {
    title: 'The three plans',
    footnote:
      'All prices in Swiss francs, excluding VAT. The Business plan is billed annually; usage beyond the quota is charged as it occurs.',
  },

  onboardingSupport: {
    eyebrow: 'Onboarding and support',
    title: 'Well supported from day one',
    intro: 'A new platform only pays off once your team uses it day to day. That is why the introduction is part of the package.',
    support: {
      title: 'Support',
      keyFact: 'Monday to Friday, {supportFrom}–{supportUntil}',
      text: 'We answer your day-to-day questions in person:',
      points: [
        'Replies usually within 24 hours',
        'A notice as soon as {quotaNotice} of your token quota has been used',
        'A service level agreement (SLA) in the Enterprise plan',
      ],
    },
  },

  priceRules: {
    eyebrow: 'Pricing questions',
    title: 'What to know before you decide',
    intro: 'The key rules on users, quota and contract at a glance.',
    items: {
      'intro-price': {
        question: 'How does the introductory price work?',
        answer:
          'New customers who book the Business plan by {bookableUntil} pay {offerPrice} instead of {regularPrice} a month. The price is guaranteed for {guaranteedMonths} billing months.',
      },
      'additional-users': {
        question: 'What does an additional person cost?',
        answer:
          'The Business plan includes {users} users, which is also the minimum. Each additional person costs {pricePerExtraUser} a month.',
      },
      'quota-notice': {
        question: 'What happens when the token quota runs low?',
        answer:
          'Once your team has used {quotaNotice} of the monthly quota, we send you a notice. That leaves time to plan your usage or adjust your plan.',
      },
      'usage-billing': {
        question: 'How is extra usage billed?',
        answer:
          'Whatever your team uses beyond the plan’s quota is billed by usage, per additional 1 million tokens. The notice at {quotaNotice} means it never takes you by surprise.',
      },
      'change-plan': {
        question: 'Can we switch plans?',
        answer:
          'You can upgrade at any time, with immediate effect. A downgrade takes effect at the end of the contract term.',
      },
      'non-profit': {
        question: 'Are there discounts for non-profits?',
        answer:
          'Yes. Charitable organisations, foundations and associations receive a discount. Get in touch and we will agree the terms with you in a conversation.',
      },
      vat: {
        question: 'Do the prices include VAT?',
        answer: 'No. All prices are exclusive of VAT; VAT, currently {vat}, is added to the invoice.',
      },
    },
  },

  tokens: {
    eyebrow: 'Tokens',
    title: 'How much is {quotaMillions} million tokens?',
    intro:
      'Language models count text in tokens, which are fragments of words. The figures below help you estimate; actual usage depends on the language and the task.',
    factsLabel: 'Rules of thumb',
    facts: {
      pagesPerMillionTokens: { unit: 'A4 pages', text: 'come to roughly 1 million tokens' },
      tokensPerPage: { unit: 'tokens', text: 'for an A4 page of 500 words' },
      tokensPerBook: { unit: 'tokens', text: 'for an entire book' },
      tokensPerWord: { unit: 'tokens', text: 'per word, depending on language and text' },
    },
    tableCaption: 'Typical texts and the tokens they use',
    kindHeader: 'Type of text',
    tokensHeader: 'Approx. tokens',
    kinds: {
      'social-post': { label: 'Social media post', countLabel: 'Social media posts' },
      'product-description': { label: 'Product description', countLabel: 'Product descriptions' },
      'blog-article': { label: 'Blog article', countLabel: 'Blog articles' },
      'marketing-strategy': { label: 'Marketing strategy', countLabel: 'Marketing strategies' },
      'business-plan': { label: 'Business plan analysis', countLabel: 'Business plan analyses' },
      'a4-page': { label: 'A4 page of 500 words', countLabel: 'Additional A4 pages' },
    },
    estimator: {
      title: 'Estimate your monthly usage',
      intro: 'How many of these texts does your team produce each month? Enter the numbers and the estimate updates as you type.',
      fieldsLabel: 'Texts per month',
      perItemPrefix: 'each about',
      unit: 'tokens',
      totalLabel: 'Estimated usage per month',
      shareSuffix: 'of the Business quota',
      meterLabel: 'Share of the Business quota',
      quotaLabel: 'Business plan quota: {quotaMillions} million tokens a month',
      notes: {
        empty: 'No texts entered yet.',
        within: 'That fits comfortably within the Business plan’s monthly quota.',
        nearQuota:
          'That is close to the quota. From {quotaNotice} on, you receive a notice so you can plan in good time.',
        overQuota:
          'That exceeds the monthly quota. Extra usage is billed as it occurs; if your needs stay high, the Enterprise plan is worth a look.',
      },
      disclaimer:
        'A rough estimate for writing texts. Follow-up questions in the chat, document analyses and research use additional tokens.',
    },
  },

  closingCta: {
    title: 'Which plan suits your team?',
    text: 'In 30 free minutes we work out with you what your team needs: users, tokens and knowledge base. No obligation.',
    cta: 'Book a free consultation',
    contactPrefix: 'Prefer to write? Email us at',
  },
} as const satisfies PricingWords;
