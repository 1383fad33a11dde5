import type { ReactNode } from 'react';
import { Heading } from '@/ui/Card';

/**
 * A success screen's heading. When the display flag hides the header (spec §3
 * `displayHeader`), the heading stays for screen readers only, so the page keeps its title
 * in the document outline.
 */
export function SuccessHeading({ visible, children }: { visible: boolean; children: ReactNode }) {
  return <Heading className={visible ? undefined : 'sr-only'}>{children}</Heading>;
}
