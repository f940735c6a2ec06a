import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Section } from '../../components/Section';
import { JUMP_ATTRIBUTE } from '../../components/behaviours/jumpLinks';
import type { LegalDocumentContent, LegalSection } from '../../content/legal/legalDocument';
import { TableOfContents } from '../shared/TableOfContents';
import { LegalBlocks } from './LegalBlocks';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

export interface LegalDocumentProps {
  /** Title, lead, «Stand» date, which language's version prevails, the contents' and back link's words, and the sections. */
  content: LegalDocumentContent;
}

/**
 * Text at a readable line length; a table takes the page's width, which its
 * columns need (squeezed into the text's measure, their words were cut). On
 * paper, everything the full width of the page.
 */
const Document = styled.article`
  :is(p, ul, ol, dl, h1, h2, h3, nav) {
    max-width: ${theme.measure.wide};
  }

  @media print {
    :is(p, ul, ol, dl, h1, h2, h3, nav) {
      max-width: none;
    }
    font-size: ${theme.fontSizes.sm};
    a {
      text-decoration: none;
    }
  }
`;

const Updated = styled.p`
  margin-top: ${theme.space[4]};
  font-weight: ${theme.fontWeights.semibold};
`;

const Lead = styled.p`
  margin-top: ${theme.space[4]};
  color: ${theme.colors.inkMuted};
`;

/** Which language's version decides: a quiet line under the lead. */
const VersionNote = styled(Lead)`
  margin-top: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
`;

const Contents = styled(TableOfContents)`
  margin-top: ${theme.space[6]};
  padding: ${theme.space[5]};
  ${cardSurface({ ground: 'surface', edge: 'none' })}

  @media print {
    padding: 0;
    background: none;
    a {
      min-height: 0;
    }
  }
`;

const Part = styled.section`
  margin-top: ${theme.space[7]};

  /* The page keeps the header's height free on every jump; this adds a little air. */
  h2 {
    scroll-margin-top: ${theme.space[5]};
    margin-bottom: ${theme.space[4]};
  }
  @media print {
    margin-top: ${theme.space[5]};
    h2 {
      break-after: avoid;
    }
  }
`;

const BackToTop = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  margin-top: ${theme.space[7]};
  font-weight: ${theme.fontWeights.medium};
`;

/** One anchored section of the document. */
function DocumentPart({ section, title }: { section: LegalSection; title: string }) {
  return (
    <Part aria-labelledby={section.id}>
      <Heading level={2} size="lg" id={section.id} jumpTarget>
        {title}
      </Heading>
      <LegalBlocks blocks={section.blocks} />
    </Part>
  );
}

/**
 * One layout for every legal document: the title with its «Stand» date, a
 * table of contents whose entries move the focus to the numbered, anchored
 * sections, the text at a readable width and a link back to the top. Printed,
 * it is the text alone: the site marks its header, footer, consent banner and
 * buttons `data-print="hidden"`. No framework: the jumps move the focus
 * (the behaviour `jumpLinks`), the cookie policy's button opens the
 * consent settings (`consentPrompts`).
 */
export function LegalDocument({ content }: LegalDocumentProps) {
  const titleId = `${content.id}-title`;
  const numberOf = (index: number) => (content.numbered ? `${index + 1}. ` : '');
  const entries = content.sections.map((section, index) => ({ id: section.id, title: `${numberOf(index)}${section.title}` }));

  return (
    <Section spacing="compact" labelledBy={titleId}>
      <Document>
        <Heading level={1} size="xl" id={titleId} jumpTarget>
          {content.title}
        </Heading>
        <Updated>
          {content.updated.label}: <time dateTime={content.updated.iso}>{content.updated.display}</time>
        </Updated>
        <Lead>{content.lead}</Lead>
        <VersionNote>{content.prevailingVersion}</VersionNote>
        <Contents title={content.tocTitle} titleId={`${content.id}-contents`} entries={entries} />
        {content.sections.map((section, index) => (
          <DocumentPart key={section.id} section={section} title={entries[index]?.title ?? section.title} />
        ))}
        <BackToTop href={`#${titleId}`} {...{ [JUMP_ATTRIBUTE]: '' }} data-print="hidden">
          {content.backToTop}
        </BackToTop>
      </Document>
    </Section>
  );
}
