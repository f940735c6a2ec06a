import { ArrowUpRight } from 'lucide-react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { useComponentLabels } from '../../components/ComponentLabels';
import { Icon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { SeoDashboardContent } from '../../content/seoDashboard';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface SeoResourcesProps {
  content: SeoDashboardContent['resources'];
}

const Intro = styled.p`
  color: ${theme.colors.inkMuted};
  margin-bottom: ${theme.space[5]};
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accentText};
`;

const Text = styled.p`
  color: ${theme.colors.inkMuted};
`;

/** Tools and guides for checking what search engines see, each opening in a new tab. */
export function SeoResources({ content }: SeoResourcesProps) {
  const { opensInNewTab } = useComponentLabels();
  return (
    <>
      <Intro>{content.intro}</Intro>
      <Grid element="ul" columns={{ base: 1, md: 2 }} gap={{ base: 4 }}>
        {content.links.map((link) => (
          <Card as="li" key={link.href}>
            <ExternalLink href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <Icon icon={ArrowUpRight} size="sm" />
              <VisuallyHidden>{opensInNewTab}</VisuallyHidden>
            </ExternalLink>
            <Text>{link.text}</Text>
          </Card>
        ))}
      </Grid>
    </>
  );
}
