/**
 * /fr/audit-seo: the internal checklist over the build's audit, for the
 * operator's marketing lead. Not indexed, not in the sitemap.
 */
import { pathsIn } from '../../lib/paths';
import type { SeoAuditContent } from '../seoAudit';

const paths = pathsIn('fr-CH');

export const seoAuditContent = {
  intro: {
    eyebrow: 'Interne · non indexé',
    title: 'Audit SEO du site',
    lead: 'À chaque build, nous contrôlons nous-mêmes les pages livrées: titre, description, canonical, données structurées, sitemap et robots.txt. Si une page indexable obtient moins de 90 points, le build s’arrête.',
  },
  scoreNote: (pageCount: number) => `Moyenne des ${pageCount} pages indexables`,
  tally: { pass: 'critères remplis', warning: 'avertissements', fail: 'erreurs' },
  checklist: {
    title: 'Liste de contrôle',
    intro: 'Chaque critère vaut pour toutes les pages indexables. Lorsqu’une page s’en écarte, elle est indiquée sous le critère.',
  },
  recommendations: {
    title: 'Recommandations',
    intro: 'D’abord ce qui menace le build, ensuite ce qui améliore les pages, enfin ce qui paie sur la durée.',
  },
  contact: {
    title: 'Des questions sur l’audit?',
    text: 'Nous passons les points en revue avec vous et vous disons franchement quelles mesures valent la peine, et lesquelles non.',
    link: { label: 'Nous contacter', to: paths.contact },
  },
} as const satisfies SeoAuditContent;
