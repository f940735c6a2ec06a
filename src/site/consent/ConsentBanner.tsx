import { visuallyHidden, visuallyShown } from '../../design/visuallyHidden';
import styled from 'styled-components';
import type { ConsentContent } from '../../content/consent';
import { ConsentText } from './consentStyles';
import { RejectOrAcceptAll } from './RejectOrAcceptAll';
import { media, theme } from '../../design/theme';
import { CONSENT_BANNER_ATTRIBUTE, consentActionProps } from '../../components/behaviours/consentMarks';

export interface ConsentBannerProps {
  /** The banner's words in the page's language, with the link to the cookie policy. */
  content: ConsentContent['banner'];
}

/**
 * Fixed to the bottom edge, so it never pushes the page; compact, so on a
 * phone the hero's call to action stays visible above it. Not modal: the
 * page stays usable while the visitor decides. Below the header, which
 * lies over it: on a screen too low for it (a phone on its side, a page
 * zoomed in) it scrolls within the space the header leaves.
 */
const Bar = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${theme.zIndices.banner};
  max-height: calc(100dvh - ${theme.layout.headerHeight} - ${theme.borderWidths.thin});
  overflow-y: auto;
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  box-shadow: ${theme.shadows.lg};

  ${media.md} {
    inset: auto ${theme.space[5]} ${theme.space[5]} auto;
    max-height: calc(100dvh - ${theme.layout.headerHeight} - ${theme.borderWidths.thin} - 2 * ${theme.space[5]});
    max-width: ${theme.measure.narrow};
    padding: ${theme.space[5]};
    border: ${theme.borderWidths.thin} solid ${theme.colors.line};
    border-radius: ${theme.radii.lg};
  }
`;

/** On a phone the title is left to screen readers, to keep the bar low. */
const Title = styled.h2`
  ${visuallyHidden}
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};

  ${media.md} {
    ${visuallyShown}
  }
`;

const Text = styled(ConsentText)`
  line-height: ${theme.lineHeights.snug};
  ${media.md} {
    margin-top: ${theme.space[1]};
  }
`;

/** «Alle ablehnen» and «Alle akzeptieren» share one style and one size: neither is pushed. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;

/** Settings is a quiet text button: the choice itself stays between the two equal buttons. */
const SettingsButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.ink};
  text-decoration: underline;
  cursor: pointer;
`;

export const CONSENT_BANNER_TITLE_ID = 'consent-banner-title';

/**
 * The first-visit banner: the question, a link to the cookie policy and
 * three answers. Plain markup: each button carries its answer
 * (consentMarks.ts), which the consent behaviour gives
 * (src/site/consent/consentPrompts.ts); it also shows the banner while
 * no valid choice exists. Every page carries it as prerendered, hidden.
 */
export function ConsentBanner({ content }: ConsentBannerProps) {
  return (
    <Bar aria-labelledby={CONSENT_BANNER_TITLE_ID} {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }} data-print="hidden">
      <Title id={CONSENT_BANNER_TITLE_ID}>{content.title}</Title>
      <Text>
        {content.text} <a href={content.policyLink.to}>{content.policyLink.label}</a> ·{' '}
        <SettingsButton type="button" {...consentActionProps('openSettings')}>
          {content.settings}
        </SettingsButton>
      </Text>
      <Choices>
        <RejectOrAcceptAll rejectAll={content.rejectAll} acceptAll={content.acceptAll} />
      </Choices>
    </Bar>
  );
}
