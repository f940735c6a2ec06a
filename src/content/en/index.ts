/**
 * Every English content module, for the one registry of languages
 * (src/content/siteContent.ts), which holds each language's folder to the
 * same modules and exports.
 */
export * as about from './about';
export * as academy from './academy';
export * as academyFaq from './academyFaq';
export * as apiProducts from './apiProducts';
export * as booking from './booking';
export * as bookingConfirmed from './bookingConfirmed';
export * as cohortCourse from './cohortCourse';
export * as common from './common';
export * as consent from './consent';
export * as contact from './contact';
export * as faq from './faq';
export * as freeSession from './freeSession';
export * as home from './home';
export * as login from './login';
export * as navigation from './navigation';
export * as onboarding from './onboarding';
export * as operator from './operator';
export * as plans from './plans';
export * as platformFeatures from './platformFeatures';
export * as pricing from './pricing';
export * as pricingFaq from './pricingFaq';
export * as resetPassword from './resetPassword';
export * as roadmap from './roadmap';
export * as seoAudit from './seoAudit';
export * as seoChecks from './seoChecks';
export * as seoDashboard from './seoDashboard';
export * as services from './services';
export * as shell from './shell';
export * as legal from './legal';
export * as pageMeta from './pageMeta';
