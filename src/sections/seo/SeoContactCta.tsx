import { CtaBand } from '../../components/CtaBand';
import { LinkButton } from '../../components/LinkButton';
import type { SeoAuditContent } from '../../content/seoAudit';

export interface SeoContactCtaProps {
  content: SeoAuditContent['contact'];
}

const TITLE_ID = 'seo-contact-title';

/** The audit page's close: talk the findings through, by a link to the contact page. */
export function SeoContactCta({ content }: SeoContactCtaProps) {
  return (
    <CtaBand titleId={TITLE_ID} title={content.title} text={content.text}>
      <LinkButton to={content.link.to} size="lg">
        {content.link.label}
      </LinkButton>
    </CtaBand>
  );
}
