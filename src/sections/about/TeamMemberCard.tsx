import styled from 'styled-components';
import { ArrowUpRight, UserRound } from 'lucide-react';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { IMAGE_ATTRIBUTE } from '../../lib/prerenderedDrawings';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useComponentLabels } from '../../components/ComponentLabels';
import type { TeamMember } from '../../content/about';
import { theme } from '../../design/theme';
import { cardSurface, tileSurface } from '../../components/surfaces';

export interface TeamMemberCardProps {
  /** Name, role, bio, photo, the card's id (its place on the page, an article's author links to it) and, for some, a LinkedIn profile. */
  member: TeamMember;
  /** Names the placeholder shown when the photo cannot be loaded. */
  photoMissing: string;
}

const Card = styled.li`
  /* Reached from an article’s author («/de/about#team-laura»): clear of the fixed header. */
  scroll-margin-top: ${theme.space[9]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  ${cardSurface({ ground: 'paper' })}
`;

/** The photo and its placeholder take the same square, so a failed photo moves nothing. */
const PhotoFrame = styled.div`
  margin-bottom: ${theme.space[2]};
  ${tileSurface({ edge: 'none' })}
  overflow: hidden;
  aspect-ratio: 1;

  [${IMAGE_ATTRIBUTE}] {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: ${theme.colors.surfaceStrong};
  color: ${theme.colors.inkMuted};
`;

const Role = styled.p`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.inkMuted};
`;

const Bio = styled.p`
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.body};
`;

/* Inline, so a long name wraps like text; the last word keeps the arrow beside it. */
const ProfileLink = styled.a`
  display: inline-block;
  align-self: flex-start;
  margin-top: auto;
  padding-block: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.ink};

  /* The global style sets icons as blocks; here the arrow runs in the line. */
  svg {
    display: inline-block;
    margin-left: ${theme.space[1]};
    vertical-align: middle;
  }
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** The link's label with its last word bound to the arrow, so the arrow never stands alone on a line. */
function ProfileLabel({ label }: { label: string }) {
  const lastSpace = label.lastIndexOf(' ');
  return (
    <>
      {label.slice(0, lastSpace + 1)}
      <NoWrap>
        {label.slice(lastSpace + 1)}
        <Icon icon={ArrowUpRight} size="sm" />
      </NoWrap>
    </>
  );
}

/** One person of the team; a photo that cannot be loaded becomes a placeholder icon, never a broken image. */
export function TeamMemberCard({ member, photoMissing }: TeamMemberCardProps) {
  const { opensInNewTab } = useComponentLabels();
  const { photo, linkedin } = member;
  return (
    <Card id={member.anchor}>
      <PhotoFrame>
        <ImageWithFallback
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          fallback={
            <Placeholder role="img" aria-label={photoMissing}>
              <Icon icon={UserRound} size="xl" />
            </Placeholder>
          }
        />
      </PhotoFrame>
      <Heading level={3} size="md">
        {member.name}
      </Heading>
      <Role>{member.role}</Role>
      <Bio>{member.bio}</Bio>
      {linkedin && (
        <ProfileLink href={linkedin.href} target="_blank" rel="noopener noreferrer">
          <ProfileLabel label={linkedin.label} />
          <VisuallyHidden>{opensInNewTab}</VisuallyHidden>
        </ProfileLink>
      )}
    </Card>
  );
}
