import styled from 'styled-components';
import { ArrowUpRight, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { IMAGE_ATTRIBUTE } from '../../lib/prerenderedDrawings';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { ContactContent } from '../../content/contact';
import { useComponentLabels } from '../../components/ComponentLabels';
import { media, theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

const TITLE_ID = 'contact-details-title';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  margin-top: ${theme.space[6]};

  ${media.lg} {
    grid-template-columns: 5fr 7fr;
    gap: ${theme.space[8]};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;

  div {
    display: grid;
    gap: ${theme.space[1]};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0 0 0 ${theme.space[6]};
  }
  a {
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.semibold};
  }
  address {
    font-style: normal;
  }
`;


const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: 0 ${theme.space[4]} 0 0;
    text-align: left;
    font-weight: ${theme.fontWeights.regular};
  }
`;

const Map = styled.figure`
  margin: 0;
  [${IMAGE_ATTRIBUTE}] {
    display: block;
    width: 100%;
    height: auto;
    ${cardSurface()}
  }
  figcaption {
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    color: ${theme.colors.ink};
  }
`;

/** Address, phone, e-mail and opening hours, with a local map drawing (no map service loads). */
export function ContactDetails({ content }: { content: ContactContent['details'] }) {
  const { opensInNewTab } = useComponentLabels();
  const { address, map } = content;
  return (
    <Section labelledBy={TITLE_ID}>
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <Grid>
        <Facts>
          <div>
            <dt>
              <Icon icon={MapPin} size="sm" />
              {content.addressLabel}
            </dt>
            <dd>
              <address>
                {content.company}
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}, {address.country}
              </address>
            </dd>
          </div>
          <div>
            <dt>
              <Icon icon={Phone} size="sm" />
              {content.phoneLabel}
            </dt>
            <dd>
              <a href={content.phone.href}>{content.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Icon icon={Mail} size="sm" />
              {content.emailLabel}
            </dt>
            <dd>
              <a href={`mailto:${content.email}`}>{content.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Icon icon={Clock} size="sm" />
              {content.hoursLabel}
            </dt>
            <dd>
              <Hours>
                <tbody>
                  {content.hours.map((row) => (
                    <tr key={row.days}>
                      <th scope="row">{row.days}</th>
                      <td>{row.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </Hours>
            </dd>
          </div>
        </Facts>
        <Map>
          {/* Should the map fail to load, the caption's link to the map service stands alone. */}
          <ImageWithFallback src={map.src} alt={map.alt} width={map.width} height={map.height} fallback={null} />
          <figcaption>
            <a href={map.href} target="_blank" rel="noopener noreferrer">
              {map.linkLabel}
              <Icon icon={ArrowUpRight} size="sm" />
              <VisuallyHidden>{opensInNewTab}</VisuallyHidden>
            </a>
          </figcaption>
        </Map>
      </Grid>
    </Section>
  );
}
