import styled from 'styled-components';
import { ArrowUpRight } from 'lucide-react';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { BrandMark } from './BrandMark';
import { VisuallyHidden } from '../components/VisuallyHidden';
import type { FooterNavContent } from '../content/navigation';
import { CookieSettingsButton } from './consent/CookieSettingsButton';
import { media, theme } from '../design/theme';
import { ShellLink } from './ShellLink';

export interface FooterProps {
  nav: FooterNavContent;
  brand: string;
  /** The footer's anchor; the prerendered page's first paint waits until the parser reaches it. */
  id?: string;
}

const Band = styled.footer`
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};
  padding-block: ${theme.space[8]} ${theme.space[6]};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  /* Two columns where a column holds its longest heading («INFORMATIONS LÉGALES»), one below. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${theme.layout.footerColumnMin}), 1fr));
  ${media.lg} {
    grid-template-columns: 2fr repeat(4, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  ${media.lg} {
    grid-column: auto;
  }
  p {
    margin-top: ${theme.space[3]};
    max-width: ${theme.measure.caption};
    color: ${theme.colors.inverseMuted};
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const ColumnTitle = styled.h2`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.inverseMuted};
`;

const List = styled.ul`
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space[2]};
  a {
    color: ${theme.colors.onInverse};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
    /* The current page: underlined and bold, where the others underline on hover only. */
    &[aria-current='page'] {
      font-weight: ${theme.fontWeights.semibold};
      text-decoration: underline;
      text-underline-offset: ${theme.space[1]};
    }
  }
  :focus-visible {
    outline-color: ${theme.colors.onInverse};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[7]};
  padding-top: ${theme.space[5]};
  border-top: ${theme.borderWidths.thin} solid ${theme.overlays.onInverseLine};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inverseMuted};
`;

/* The arrow follows the label's last word and wraps with it, instead of standing at the column's edge when the label wraps. */
const LastWord = styled.span`
  white-space: nowrap;
  svg {
    display: inline-block;
    margin-inline-start: ${theme.space[1]};
    vertical-align: -0.125em;
  }
`;

/** An outside link's label with its outside-link arrow after the last word, the two kept on one line. */
function LabelWithArrow({ label }: { label: string }) {
  const split = label.lastIndexOf(' ') + 1;
  return (
    <>
      {label.slice(0, split)}
      <LastWord>
        {label.slice(split)}
        <Icon icon={ArrowUpRight} size="sm" />
      </LastWord>
    </>
  );
}

/**
 * The site footer: every link the specification lists, from the navigation
 * content, and «Cookie-Einstellungen». With marketing consent the LinkedIn
 * Insight tag loads here (the behaviour `consentedServices`).
 */
export function Footer({ nav, brand, id }: FooterProps) {
  return (
    <Band id={id} data-print="hidden">
      <Container>
        <Grid>
          <Brand>
            <BrandName>
              <BrandMark size={28} />
              {brand}
            </BrandName>
            <p>{nav.tagline}</p>
          </Brand>
          {nav.columns.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <ColumnTitle id={`footer-${column.id}`}>{column.title}</ColumnTitle>
              <List>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <ShellLink href={link.to}>{link.label}</ShellLink>
                    ) : 'external' in link && link.external ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        <LabelWithArrow label={link.label} />
                        <VisuallyHidden>{nav.externalHint}</VisuallyHidden>
                      </a>
                    ) : (
                      <a href={link.href}>{link.label}</a>
                    )}
                  </li>
                ))}
              </List>
            </nav>
          ))}
        </Grid>
        <Bottom>
          <span>{nav.legalLine}</span>
          <CookieSettingsButton label={nav.cookieSettings} />
        </Bottom>
      </Container>
    </Band>
  );
}
