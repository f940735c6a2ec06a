import styled, { createGlobalStyle } from 'styled-components';
import { Container } from '../../components/Container';
import { LinkButton } from '../../components/LinkButton';
import type { StickyCtaContent } from '../../content/academy';
import { media, theme } from '../../design/theme';
import { visuallyHidden, visuallyShown } from '../../design/visuallyHidden';

export interface StickyCtaBarProps {
  /** The question, a line on the free conversation, the «Termin wählen» link and the region's name. */
  content: StickyCtaContent;
}

const TITLE_ID = 'academy-sticky-title';

/** Keyboard focus and jumps stop above the bar instead of behind it. */
const KeepFocusAboveBar = createGlobalStyle`
  html {
    scroll-padding-bottom: ${theme.layout.stickyBarClearance};
  }
`;

/*
 * Sticky, not fixed: the bar is the last child of `<main>`, so it rides along
 * at the bottom of the viewport while the page scrolls and comes to rest at
 * the end of `<main>`, above the footer, which it therefore never covers.
 */
const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: ${theme.zIndices.raised};
  /* On a phone the bar is one row, question and button: it stood three rows tall, 15 % of a 390 × 800 screen. */
  padding-block: ${theme.space[2]};
  ${media.md} {
    padding-block: ${theme.space[3]};
  }
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};
  box-shadow: ${theme.shadows.lg};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: nowrap;
  ${media.md} {
    flex-wrap: wrap;
  }
  /* The question takes the lines it needs; the button keeps its label on one. */
  & > a {
    flex-shrink: 0;
    white-space: nowrap;
  }
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[5]};
`;

const Copy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[3]};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
`;

/* The line on the call is read on a phone too, and shown from the medium breakpoint on. */
const Text = styled.p`
  ${visuallyHidden}
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inverseMuted};
  ${media.md} {
    ${visuallyShown}
  }
`;

/**
 * The Academy's standing invitation at the bottom of the screen: the
 * question, a line on the free conversation and «Termin wählen» to the
 * free-session page. A click records the chat event and reports the
 * conversion. It is a labelled region in the reading order, reached by Tab
 * like any other link.
 */
export function StickyCtaBar({ content }: StickyCtaBarProps) {
  return (
    <Bar aria-labelledby={TITLE_ID}>
      <KeepFocusAboveBar />
      <Container>
        <Inner>
          <Copy>
            <Title id={TITLE_ID}>{content.title}</Title>
            <Text>{content.text}</Text>
          </Copy>
          <LinkButton
            to={content.cta.to}
            reportsConversion={content.cta.reportsConversion}
            tone="dark"
            chatEvent="sticky_cta_clicked_academy"
          >
            {content.cta.label}
          </LinkButton>
        </Inner>
      </Container>
    </Bar>
  );
}
