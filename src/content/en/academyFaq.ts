/**
 * The Academy’s 13 questions and answers in English, which address the
 * learners as «you» like the page. Their order and anchors are in
 * `src/content/academyFaq.ts`; the figures, times and prices are filled in
 * from `cohortProgramme`.
 */
import type { AcademyFaqWords } from '../academyFaq';

export const academyFaqWords = {
  'audience': {
    question: 'Who is the Academy for?',
    answer: [
      'For leadership teams at SMEs, foundations and non-profits that want to adopt AI properly, not just experiment with it. It works best if you come as a small team: an executive sponsor, a programme lead or the PMO, and two to four heads of department.',
      'You don’t need any programming skills. What matters more is that you bring processes of your own that you want to improve.',
    ],
  },
  'time-needed': {
    question: 'How much time should we set aside?',
    answer: [
      'In weeks {teachFirstWeek}–{teachLastWeek}, you meet every Tuesday and Thursday from {teachFrom} to {teachUntil}: {liveHours} hours live in total.',
      'In weeks {buildFirstWeek}–{buildLastWeek}, there is a build session every Tuesday from {buildFrom} to {buildUntil} and office hours every Friday from {officeFrom} to {officeUntil}. In between, you work on your own cases.',
    ],
  },
  online: {
    question: 'Does the programme take place online?',
    answer: [
      'Yes. The Academy is remote-first: every session is held live by video, and all times are Swiss time ({timeZone}). If you would also like to meet in person, you can add the optional day on site in weeks {onsiteFrom}–{onsiteTo}.',
    ],
  },
  language: {
    question: 'What language is the programme taught in?',
    answer: ['German. Your course materials, exercises and templates are in German as well.'],
  },
  costs: {
    question: 'What does it cost to take part?',
    answer: [
      'The first person from your organisation pays {firstSeat}; each additional person from the same organisation pays {furtherSeat}, which is half. Six people pay {exampleTotal} altogether.',
    ],
  },
  vat: {
    question: 'Do the prices include VAT?',
    answer: ['No. All prices are exclusive of VAT; VAT, currently at {vatRate}, is added to the invoice.'],
  },
  'day-on-site': {
    question: 'What is the day on site, and what does it cost?',
    answer: [
      'An optional workshop day at your premises in weeks {onsiteFrom}–{onsiteTo}, on which we work with your team directly on your processes. It costs {onsiteAddOn} per organisation, plus travel and room costs.',
    ],
  },
  'missed-session': {
    question: 'What if someone misses a session?',
    answer: ['Every session is recorded. Anyone who misses one watches the recording and brings their questions to the next session or to office hours.'],
  },
  certificate: {
    question: 'Do we get a certificate?',
    answer: ['Yes. Everyone who completes the programme receives a certificate. You mark the finish with your cohort at a showcase, where each team presents what it has built.'],
  },
  'teach-and-build': {
    question: 'How do the TEACH and BUILD phases differ?',
    answer: [
      'TEACH is the learning phase (weeks {teachFirstWeek}–{teachLastWeek}): in {sessions} live sessions, you learn how AI can work safely and effectively in an organisation. BUILD is the building phase (weeks {buildFirstWeek}–{buildLastWeek}): you apply what you have learnt to your own processes, week by week, with a fixed milestone each time.',
    ],
  },
  results: {
    question: 'What will we have to show after {weeks} weeks?',
    answer: [
      'Your governance in version 1.0, tested protocols and a Protocol Factory for setting up new processes yourselves, plus a Capstone project – your team’s final piece of work – and a roadmap for the next 90 days.',
    ],
  },
  'after-the-programme': {
    question: 'What happens after the programme?',
    answer: ['You stay part of the alumni community, where you can swap experiences with teams from earlier and later cohorts. You keep access to the recordings.'],
  },
  'next-cohort': {
    question: 'When does the next cohort start, and how many places are there?',
    answer: [
      'We’ll give you the start date and the places still open in the next cohort during the free consultation. That is also where we work out together whether the programme suits your team.',
    ],
  },
} as const satisfies AcademyFaqWords;
