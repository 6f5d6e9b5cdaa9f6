import { Container } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { StaticPageHeader } from './StaticPageHeader';

type StaticPageProps = ComponentProps<typeof StaticPageHeader> & { children: ReactNode };

/** A help, contact or legal page: the banner, then the page's content in the same column width. */
export function StaticPage({ children, ...header }: StaticPageProps) {
  return (
    <>
      <StaticPageHeader {...header} />
      <Container size="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }}>
        {children}
      </Container>
    </>
  );
}
