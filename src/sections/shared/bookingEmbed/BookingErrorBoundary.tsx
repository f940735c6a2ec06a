import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Icon } from '../../../components/Icon';
import type { BookingEmbedContent } from '../../../content/booking';
import { Actions, FallbackLink, Frame, Panel, Text, Title } from './BookingEmbed.styles';

export interface BookingErrorBoundaryProps {
  /** The «unavailable» text and the contact details shown instead of the embed. */
  content: BookingEmbedContent;
  /** The calendar embed it guards; replaced by the fallback if it throws. */
  children: ReactNode;
}

/** Contains the embed's errors (a missing link above all): the rest of the page stays. */
export class BookingErrorBoundary extends Component<BookingErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Terminbuchung:', error.message, info.componentStack ?? '');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { unavailable } = this.props.content;
    return (
      <Frame role="alert" data-phase="unavailable">
        <Panel>
          <Icon icon={CircleAlert} size="lg" />
          <Title>{unavailable.title}</Title>
          <Text>{unavailable.text}</Text>
          <Actions>
            <FallbackLink href={`mailto:${unavailable.email}`}>{unavailable.email}</FallbackLink>
            <FallbackLink href={unavailable.phone.href}>{unavailable.phone.display}</FallbackLink>
          </Actions>
        </Panel>
      </Frame>
    );
  }
}
