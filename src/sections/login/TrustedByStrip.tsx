import styled from 'styled-components';
import { Building2 } from 'lucide-react';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { IMAGE_ATTRIBUTE } from '../../lib/prerenderedDrawings';
import type { TrustedByContent } from '../../content/login';
import { theme } from '../../design/theme';
import { tileSurface } from '../../components/surfaces';
import { Grid } from '../../components/Grid';
import { Stack } from '../../components/Stack';

export interface TrustedByStripProps {
  /** The section's words (`TrustedByContent`), from `src/content/login.ts`; nothing the section says is written in the component. */
  content: TrustedByContent;
  /** Outline level of the strip's heading; 3 when it sits under an h2. */
  headingLevel?: 2 | 3;
  /** Lets the surrounding section name itself after the heading. */
  headingId?: string;
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  p {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.inkMuted};
  }
`;

const Logo = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.sizes.logoStrip};
  padding: ${theme.space[3]};
  ${tileSurface({ ground: 'logoPlate' })}
  color: ${theme.colors.onLogoPlate};

  [${IMAGE_ATTRIBUTE}] {
    width: 100%;
    max-width: ${theme.sizes.logoMaxWidth};
  }
`;

/** «Vertraut von Schweizer Unternehmen»: a row of local placeholder logos. */
export function TrustedByStrip({ content, headingLevel = 2, headingId }: TrustedByStripProps) {
  return (
    <Stack gap={{ base: 5 }}>
      <Header>
        <Heading level={headingLevel} size="sm" id={headingId}>
          {content.heading}
        </Heading>
        <p>{content.note}</p>
      </Header>
      <Grid element="ul" columns={{ base: 2, md: 5 }} gap={{ base: 4 }}>
        {content.logos.map((logo) => (
          <Logo key={logo.src}>
            <ImageWithFallback
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              fallback={<Icon icon={Building2} size="lg" label={logo.alt} />}
            />
          </Logo>
        ))}
      </Grid>
    </Stack>
  );
}
