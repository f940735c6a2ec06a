import styled from 'styled-components';
import { Server } from 'lucide-react';
import { LinkButton } from '../../components/LinkButton';
import { Icon } from '../../components/Icon';
import { FactList } from '../../components/FactList';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { ApiHeroContent } from '../../content/apiProducts';
import { HeroOpening } from '../shared/HeroOpening';
import { PlainList } from '../../components/listStyles';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

export interface ApiHeroProps {
  /** The section's words (`ApiHeroContent`), from `src/content/apiProducts.ts`; nothing the section says is written in the component. */
  content: ApiHeroContent;
}

const TITLE_ID = 'api-hero-title';

const Note = styled.p`
  margin-top: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/** The API at a glance, drawn in HTML: base URL and endpoints. */
const Panel = styled.figure`
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'inverse', edge: 'none' })}
  color: ${theme.colors.onInverse};
  box-shadow: ${theme.shadows.lg};
  font-size: ${theme.fontSizes.sm};
`;

const PanelLabel = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.inverseMuted};
`;

const BaseUrl = styled.code`
  display: block;
  margin-top: ${theme.space[2]};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Endpoints = styled(PlainList)`
  margin-top: ${theme.space[5]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.inkMuted};

  li {
    display: grid;
    grid-template-columns: ${theme.sizes.mark} minmax(0, 1fr);
    column-gap: ${theme.space[3]};
    padding-block: ${theme.space[3]};
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.inkMuted};
  }
`;

const Method = styled.span`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.9;
  color: ${theme.colors.inverseMuted};
`;

const Path = styled.code`
  font-family: ${theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const Purpose = styled.span`
  grid-column: 2;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inverseMuted};
`;

/** The first screen of /de/api-products: the promise, registration, docs and the API at a glance. */
export function ApiHero({ content }: ApiHeroProps) {
  const { endpoints } = content;
  return (
    <HeroOpening
      titleId={TITLE_ID}
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      actions={
        <>
          <LinkButton href={content.register.href} newTab={false} size="lg">
            {content.register.label}
          </LinkButton>
          <LinkButton href={content.docs.href} newTab={false} size="lg" variant="secondary">
            {content.docs.label}
          </LinkButton>
        </>
      }
      aside={
        <Panel>
          <VisuallyHidden as="figcaption">{endpoints.label}</VisuallyHidden>
          <PanelLabel>
            <Icon icon={Server} size="sm" />
            {endpoints.baseUrlLabel}
          </PanelLabel>
          <BaseUrl>{endpoints.baseUrl}</BaseUrl>
          <Endpoints aria-label={endpoints.listLabel}>
            {endpoints.items.map((endpoint) => (
              <li key={endpoint.path}>
                <Method>{endpoint.method}</Method>
                <Path>{endpoint.path}</Path>
                <Purpose>{endpoint.purpose}</Purpose>
              </li>
            ))}
          </Endpoints>
        </Panel>
      }
    >
      <Note>{content.registerNote}</Note>
      <FactList items={content.facts} divided />
    </HeroOpening>
  );
}
