import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { IMAGE_ATTRIBUTE } from '../../lib/prerenderedDrawings';
import type { TalksContent } from '../../content/academy';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Grid } from '../../components/Grid';

export interface TalksAndWorkshopsProps {
  /** The intro, the two formats with their illustrations, and the logo shown when an illustration fails. */
  content: TalksContent;
}

const TITLE_ID = 'academy-talks-title';

const Talk = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  p {
    color: ${theme.colors.inkMuted};
  }
`;

/** The picture frame keeps its 8:5 shape whether it holds the illustration or the logo. */
const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 8 / 5;
  margin-bottom: ${theme.space[2]};
  overflow: hidden;
  ${cardSurface({ ground: 'surface', edge: 'none' })}

  /* The illustration fills the frame; the fallback logo keeps its own size. */
  > [${IMAGE_ATTRIBUTE}] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Logo = styled.img`
  width: ${theme.sizes.logoTile};
  height: ${theme.sizes.logoTile};
`;

/**
 * The two formats of the programme, each with an illustration. An
 * illustration that cannot be loaded gives way to the logo (spec §4), so
 * the frame never shows a broken image.
 */
export function TalksAndWorkshops({ content }: TalksAndWorkshopsProps) {
  const logo = content.fallbackLogo;
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro titleId={TITLE_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, md: 2 }} gap={{ base: 6 }} aria-labelledby={TITLE_ID}>
        {content.talks.map((talk) => (
          <Talk key={talk.title}>
            <Frame>
              <ImageWithFallback
                src={talk.image.src}
                alt={talk.image.alt}
                width={talk.image.width}
                height={talk.image.height}
                fallback={<Logo src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} data-fallback="logo" />}
              />
            </Frame>
            <Heading level={3} size="md">
              {talk.title}
            </Heading>
            <p>{talk.text}</p>
          </Talk>
        ))}
      </Grid>
    </Section>
  );
}
