/**
 * The service list in English: what each service does, which data it
 * receives and when it starts, for the consent settings and the policies.
 * The facts (providers, cookies and their names, lifetimes, hosts) are in
 * `src/content/services.ts`; a summary names them by `{placeholders}`.
 */
import type { ServicesWords } from '../services';

export const servicesWords = {
  services: {
    consent: {
      name: 'Cookie choice',
      summary: '{cookie}, {days} days',
      purpose: 'Stores which categories you have consented to, so that we do not ask you again on every visit and can show what you chose.',
      data: 'Your choice for each category, the version of the cookie text and the date of your choice; nothing that identifies you.',
      loads: 'As soon as you make a choice.',
      cookies: { choice: { purpose: 'Your cookie choice, with its version and date.' } },
    },
    colorScheme: {
      name: 'Colour scheme',
      summary: '{cookie}, local storage',
      purpose: 'Remembers whether you want to see the website light or dark, if you choose at the top of the page something other than your system setting.',
      data: 'Only your choice, ‘Light’ or ‘Dark’. It stays in your browser’s local storage and is sent to no one, not even to us.',
      loads: 'As soon as you choose a colour scheme; choosing ‘System’ deletes the entry.',
      cookies: { choice: { purpose: 'Your colour scheme (local storage, not a cookie).' } },
    },
    hosting: {
      name: 'Website hosting',
      summary: 'Data centre in {city}',
      purpose: 'Delivers the pages and keeps the website running, protected against attacks and misuse.',
      data: 'IP address, time, address requested, browser identifier (user agent) and referring page, in the server logs.',
      loads: 'On every page view.',
      cookies: {},
    },
    intercom: {
      summary: 'Support chat, data in the EU',
      purpose: 'The support chat, where you ask us questions and we answer them.',
      data: 'Your chat messages, a random visitor ID, IP address, browser and the page you are writing from.',
      loads: 'With functional consent, when a page opens; otherwise only when you click a chat button.',
      cookies: {
        id: { purpose: 'Recognises your browser so that a conversation you have started is not lost.' },
        session: { purpose: 'Keeps you signed in to the current conversation.' },
        device: { purpose: 'Tells your device apart from other devices in the same conversation.' },
      },
    },
    calcom: {
      summary: 'Appointment booking',
      purpose: 'The calendar in which you book a free consultation with us.',
      data: 'IP address and browser when the calendar loads; when you book, your name, email address, chosen time and message.',
      loads: 'With functional consent, as soon as the calendar scrolls into view; otherwise only after you click ‘Show calendar’.',
      cookies: { booking: { label: 'Cookies from {domain}', purpose: 'Session and protection of the booking form in the embedded calendar.' } },
    },
    linkedin: {
      summary: 'Ad measurement',
      purpose: 'Shows us, in aggregated form, whether visitors who come from our LinkedIn ads use the website.',
      data: 'IP address, browser, pages viewed and, if you are signed in to LinkedIn, an identifier of your LinkedIn account.',
      loads: 'Only with marketing consent, on every page.',
      cookies: {
        adClick: { purpose: 'Links an ad click to a later visit.' },
        ads: { purpose: 'Recognises you for ads on LinkedIn.' },
        analytics: { purpose: 'Counts visits from LinkedIn ads.' },
        matching: { purpose: 'Matches your identifier with LinkedIn’s advertising partners.' },
        sync: { purpose: 'Records when this matching last took place.' },
      },
    },
    googleAds: {
      summary: 'Conversion tracking',
      purpose: 'Tells Google that a consultation was booked after an ad click, so that we can see which ads work.',
      data: 'IP address, browser, the booking confirmation as an event and the ID of an earlier ad click.',
      loads: 'Only with marketing consent, and only on the confirmation page after a booking.',
      cookies: {
        link: { purpose: 'Links a booking to an earlier ad click.' },
        click: { purpose: 'Stores the ID of the ad click.' },
        campaign: { purpose: 'Stores the campaign data of the ad click.' },
      },
    },
  },
  countries: { CH: 'Switzerland', IE: 'Ireland', US: 'United States' },
  places: { switzerland: 'Switzerland', eu: 'EU (Europe data region)', usOrEu: 'United States or EU, depending on the provider' },
  safeguards: {
    eu: 'Under Annex 1 of the Data Protection Ordinance (DPO), the EU and the EEA offer an adequate level of protection.',
    usOrEu:
      'In the EU: an adequate level of protection under Annex 1 DPO. In the United States: the provider’s certification under the Swiss-U.S. Data Privacy Framework where it exists, otherwise the European Commission’s standard contractual clauses with the adaptations for Switzerland.',
  },
  lifetimes: {
    setByProvider: 'set by the provider',
    untilCleared: 'until cleared in the browser',
    days: { one: '{count} day', other: '{count} days' },
    months: { one: '{count} month', other: '{count} months' },
  },
} as const satisfies ServicesWords;
