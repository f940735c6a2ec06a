import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Section } from './Section';
import { Heading } from './Heading';
import { Columns } from './Columns';
import { theme } from '../design/theme';

export interface CtaBandProps {
  /** Id of the h2, which also names the section. */
  titleId: string;
  /** The band's h2. */
  title: string;
  /** One or two sentences under the title. */
  text: string;
  /** The buttons and a short note, set beside the text on wide screens. */
  children: ReactNode;
}

const Text = styled.p`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[4]};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inverseMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[4]};

  /* The blue focus ring is too faint on the dark band. */
  & :focus-visible {
    outline-color: ${theme.colors.onInverse};
  }
`;

/** A short line under the buttons on the dark band, e.g. the e-mail address or the login. */
export const CtaNote = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inverseMuted};

  a {
    color: ${theme.colors.onInverse};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** The dark closing band of a page: title and text, the call to action beside them. */
export function CtaBand({ titleId, title, text, children }: CtaBandProps) {
  return (
    <Section labelledBy={titleId} tone="inverse">
      <Columns $split="7-5" $align="end" $gap={6}>
        <div>
          <Heading level={2} id={titleId}>
            {title}
          </Heading>
          <Text>{text}</Text>
        </div>
        <Actions>{children}</Actions>
      </Columns>
    </Section>
  );
}
