import { CtaBand, CtaNote } from '../../components/CtaBand';
import { LinkButton } from '../../components/LinkButton';
import type { ClosingCtaContent } from '../../content/types';

export interface ClosingCtaProps {
  /** The section's words (`ClosingCtaContent`), from `src/content/types.ts`; nothing the section says is written in the component. */
  content: ClosingCtaContent;
}

const TITLE_ID = 'home-closing-cta-title';

/** The last invitation on the page: book the free intro call. */
export function ClosingCta({ content }: ClosingCtaProps) {
  return (
    <CtaBand titleId={TITLE_ID} title={content.title} text={content.text}>
      <LinkButton to={content.cta.to} reportsConversion={content.cta.reportsConversion} size="lg">
        {content.cta.label}
      </LinkButton>
      <CtaNote>
        {content.contactPrefix} <a href={`mailto:${content.email}`}>{content.email}</a>
      </CtaNote>
    </CtaBand>
  );
}
