import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { IMAGE_ATTRIBUTE } from '../../lib/prerenderedDrawings';
import type { TrustContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { BesideIcon, IconTile } from '../../components/listStyles';
import { theme } from '../../design/theme';
import { tileSurface } from '../../components/surfaces';
import { Grid } from '../../components/Grid';

export interface TrustSectionProps {
  /** The section's words (`TrustContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: TrustContent;
}

const TITLE_ID = 'home-trust-title';
const LOGOS_ID = 'home-trust-logos-title';

const Claim = styled.li`
  display: flex;
  gap: ${theme.space[4]};

  p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
  }
`;

const LogosBlock = styled.div`
  margin-top: ${theme.space[8]};
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Logos = styled(Grid)`
  margin-top: ${theme.space[5]};

  li {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${theme.sizes.logoTile};
    padding: ${theme.space[3]};
    ${tileSurface({ ground: 'logoPlate', edge: 'none' })}
    color: ${theme.colors.onLogoPlate};
  }
  [${IMAGE_ATTRIBUTE}] {
    width: 100%;
    max-width: ${theme.sizes.logoMaxWidth};
  }
`;

const LogoName = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  text-align: center;
`;

/** The security facts set plainly, and the organisations that already work with the platform. */
export function TrustSection({ content }: TrustSectionProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />

      <Grid element="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 5, lg: 6 }} aria-labelledby={TITLE_ID}>
        {content.claims.map((claim) => (
          <Claim key={claim.title}>
            <IconTile>
              <Icon icon={claim.icon} />
            </IconTile>
            <BesideIcon>
              <Heading level={3} size="sm">
                {claim.title}
              </Heading>
              <p>{claim.text}</p>
            </BesideIcon>
          </Claim>
        ))}
      </Grid>

      <LogosBlock>
        <Heading level={3} size="sm" id={LOGOS_ID}>
          {content.logosTitle}
        </Heading>
        <Logos element="ul" columns={{ base: 2, md: 3, lg: 6 }} gap={{ base: 4 }} aria-labelledby={LOGOS_ID}>
          {content.logos.map((logo) => (
            <li key={logo.src}>
              <ImageWithFallback
                src={logo.src}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                fallback={<LogoName>{logo.alt}</LogoName>}
              />
            </li>
          ))}
        </Logos>
      </LogosBlock>
    </Section>
  );
}
