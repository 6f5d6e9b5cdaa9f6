import { Container } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { HomeCarousels } from './components/HomeCarousels';
import { Hero } from './components/Hero';

// The feed and the search results bring the request cards and their actions: a signed-out visitor on
// the home page loads neither.
const SignedInHome = lazy(async () => ({
  default: (await import('./components/SignedInHome')).SignedInHome,
}));
const PublicSearchResults = lazy(async () => ({
  default: (await import('./components/PublicSearchResults')).PublicSearchResults,
}));

/** docs/screens-and-flows.md#home-and-feed Home page, signed out or signed in; also /search/{keyword}. */
export function HomePage() {
  const session = useSession();
  const keyword = useParams().keyword?.trim() ?? '';
  if (session)
    return (
      <Suspense>
        <SignedInHome user={session} keyword={keyword} />
      </Suspense>
    );
  return (
    <>
      {keyword ? (
        <Suspense>
          <PublicSearchResults keyword={keyword} />
        </Suspense>
      ) : (
        <Hero />
      )}
      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <HomeCarousels />
      </Container>
    </>
  );
}
