/** /en/seo-audit and /en/seo-dashboard in English: what the checks, statuses, scores and recommendations are called; the categories' checks and the advice's priorities are in `src/content/seoChecks.ts`. */
import type { SeoChecksWords } from '../seoChecks';

export const seoChecksWords = {
  statusLabels: { pass: 'Passed', warning: 'Warning', fail: 'Failed' },
  priorityLabels: { high: 'High', medium: 'Medium', low: 'Low' },
  priorityLabel: 'Priority',
  score: { label: 'SEO score', outOf: 'out of 100', bands: { green: 'Good', amber: 'Needs work', red: 'Poor' } },
  checks: {
    title: {
      name: 'Page title length',
      rule: 'The title is {titleFrom} to {titleTo} characters long; under {titleMinimum} or over {titleTo} characters counts as an error.',
      advice: {
        title: 'Keep page titles to {titleFrom}–{titleTo} characters',
        text: 'At this length Google shows the whole title: topic first, brand at the end.',
      },
    },
    description: {
      name: 'Meta description tag',
      rule: 'The description is {descriptionFrom} to {descriptionTo} characters long and sums up the page in one sentence.',
      advice: {
        title: 'Keep descriptions to {descriptionFrom}–{descriptionTo} characters',
        text: 'Google often swaps a shorter description for an arbitrary snippet of the page, and cuts a longer one off.',
      },
    },
    openGraph: {
      name: 'Open Graph tags',
      rule: 'og:type, og:title, og:description, og:url and og:image are set, so that shared links show a preview.',
      advice: { title: 'Add the Open Graph tags', text: 'Without them, LinkedIn and messaging apps show nothing but the bare address when a link is shared.' },
    },
    twitter: {
      name: 'Twitter cards',
      rule: 'twitter:card, twitter:title and twitter:description are set.',
      advice: { title: 'Add the Twitter cards', text: 'With them, links shared on X appear with a title, text and image.' },
    },
    canonical: {
      name: 'Canonical URL',
      rule: 'Every page names itself, with its full address, as the canonical URL.',
      advice: {
        title: 'Fix the canonical URL',
        text: 'If it is missing or points to another address, Google may rank the wrong page.',
      },
    },
    robots: {
      name: 'Robots meta tag',
      rule: 'Every page tells search engines explicitly whether it belongs in the index.',
      advice: { title: 'Set the robots meta tag', text: 'An explicit instruction keeps internal pages out of search results.' },
    },
    h1: {
      name: 'Exactly one main heading',
      rule: 'Every page has exactly one H1, which names its subject.',
      advice: { title: 'One H1 per page', text: 'The main heading tells search engines and screen readers what the page is about.' },
    },
    imageAlt: {
      name: 'Alternative text',
      rule: 'Every image has an alt attribute; purely decorative images have an empty one.',
      advice: { title: 'Add alternative text', text: 'Without alternative text, an image says nothing to screen readers or to image search.' },
    },
    linkText: {
      name: 'Descriptive link text',
      rule: 'No link reads only ‘here’, ‘more’, ‘click here’, ‘read more’ or ‘learn more’.',
      advice: { title: 'Make link text descriptive', text: 'Link text names where the link leads, such as ‘See our prices’, so that it makes sense on its own.' },
    },
    structuredData: {
      name: 'Structured data present',
      rule: 'The page describes itself in JSON-LD following schema.org, for example as an organisation, a product or an FAQ.',
      advice: {
        title: 'Add structured data',
        text: 'Where a page answers questions, quotes prices or offers appointments, the matching schema.org types help how it is shown in search results.',
      },
    },
    structuredDataValid: {
      name: 'Structured data valid',
      rule: 'Every JSON-LD block can be parsed and states @context and @type.',
      advice: { title: 'Repair the JSON-LD', text: 'A faulty block is ignored entirely, and it stops the build.' },
    },
    sitemap: {
      name: 'XML sitemap',
      rule: 'Every indexable page is listed in sitemap.xml, and no internal one is.',
      advice: { title: 'Bring the sitemap in line', text: 'The sitemap is generated from the route table; a mismatch points to a wrong entry there.' },
    },
    robotsTxt: {
      name: 'robots.txt file',
      rule: 'robots.txt blocks no page that is meant to be found.',
      advice: { title: 'Unblock pages in robots.txt', text: 'A blocked page does not appear in search results, however good it is.' },
    },
    lang: {
      name: 'Language declared',
      rule: 'The html element states the page’s language ({lang}).',
      advice: { title: 'Declare the language', text: 'Search engines and screen readers then read the page in the right language.' },
    },
    viewport: {
      name: 'Display on phones',
      rule: 'A viewport meta tag makes the page fill the full width of small screens.',
      advice: { title: 'Set the viewport meta tag', text: 'Google assesses the mobile version of a page first.' },
    },
    imageSize: {
      name: 'Image sizes declared',
      rule: 'Images state their width and height, so that nothing jumps while the page loads.',
      advice: { title: 'Declare image sizes', text: 'Content that jumps about disrupts reading and counts towards the Core Web Vitals.' },
    },
    fontFallback: {
      name: 'Font swap without layout shift',
      rule: 'Until the web font has loaded, text is set in a fallback font with the same metrics; nothing moves when the fonts swap.',
      advice: { title: 'Match the fallback font', text: 'Without a matched fallback, text jumps as soon as the web font arrives; this counts towards the Core Web Vitals.' },
    },
  },
  categories: {
    meta: 'Meta tags',
    structure: 'Content structure',
    structuredData: 'Structured data',
    technical: 'Technical SEO',
    experience: 'User experience',
  },
  passesEverywhere: 'Passed on all {pageCount} indexable pages.',
  affectedLabel: 'Affected:',
  unservedAdvice: {
    title: 'Linked addresses without a page of their own',
    text: 'These addresses are linked or planned but do not yet lead to a page of their own. Visitors who open them are redirected.',
    item: '{path} redirects to {target}',
  },
  standingAdvice: {
    'search-console': {
      title: 'Submit the sitemap to search engines',
      description: 'Google Search Console and Bing Webmaster Tools report which pages are in the index and where problems arise.',
      items: ['Add {sitemapUrl} in both services', 'Read the indexing report once a month'],
    },
    'questions-as-content': {
      title: 'Turn questions from first calls into content',
      description: 'People looking for AI hosted in Switzerland ask specific questions about data protection, costs and rollout. Every good answer can become an FAQ entry or a page.',
      items: ['Collect the questions that keep coming up in calls', 'Write one clear answer with an example for each'],
    },
  },
  vagueLinkTexts: ['here', 'click here', 'more', 'learn more', 'read more', 'this link'],
} as const satisfies SeoChecksWords;
