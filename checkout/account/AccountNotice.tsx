import type { ReactNode } from 'react';
import { SuccessIcon } from '@/checkout/success/SuccessIcon';
import { Heading, Text } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/stitches.config';

const Loading = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/**
 * A full-step message of an account screen: an unknown or already-paid invoice, a purchase
 * already completed, a link that is missing its id. A heading, sentences, and an action.
 */
export function AccountNotice({
  heading,
  tone,
  children,
  action,
}: {
  heading: string;
  /** `done` shows the success icon (something already paid), `problem` no icon. */
  tone: 'done' | 'problem';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby="account-notice-heading">
      {tone === 'done' ? <SuccessIcon /> : null}
      <Heading id="account-notice-heading">{heading}</Heading>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
      {action}
    </section>
  );
}

/** The loading state of an account screen while its record is read. */
export function AccountLoading({ heading, label }: { heading: string; label: string }) {
  return (
    <>
      <Heading>{heading}</Heading>
      <Loading>
        <Spinner label={label} />
      </Loading>
    </>
  );
}
