import type { ReactNode } from 'react';
import { Section } from './Section';
import { Heading } from './Heading';
import { Lead } from './Lead';
import { Eyebrow } from './SectionIntro';

export interface PageIntroProps {
  /** Id of the h1, which also names the section. */
  titleId: string;
  /** A short label above the title, e.g. the page's topic. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** One or two sentences under the title that say what the page offers. */
  lead: string;
  /** Anything under the lead, e.g. a FactList. */
  children?: ReactNode;
}

/** The opening of a plain page: eyebrow, the page's h1 and a lead sentence. */
export function PageIntro({ titleId, eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <Section labelledBy={titleId} spacing="compact">
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      <Lead>{lead}</Lead>
      {children}
    </Section>
  );
}
