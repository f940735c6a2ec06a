/** /fr/audit-seo in French: every text of the internal audit page; its threshold and contact link are in `src/content/seoAudit.ts`. */
import type { SeoAuditWords } from '../seoAudit';

export const seoAuditWords = {
  intro: {
    eyebrow: 'Interne · non indexé',
    title: 'Audit SEO du site',
    lead: 'À chaque build, nous contrôlons nous-mêmes les pages livrées: titre, description, canonical, données structurées, sitemap et robots.txt. Si une page indexable obtient moins de {minimumScore} points, le build s’arrête.',
  },
  scoreNote: 'Moyenne des {pageCount} pages indexables',
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
    link: 'Nous contacter',
  },
} as const satisfies SeoAuditWords;
