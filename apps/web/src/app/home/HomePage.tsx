import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { HomeCarousels } from './components/HomeCarousels';
import { Hero } from './components/Hero';
import { PublicSearchResults } from './components/PublicSearchResults';
import { SignedInHome } from './components/SignedInHome';

/** SPEC §2 Home page, signed out or signed in; also /search/{keyword}. */
export function HomePage() {
  const session = useSession();
  const keyword = useParams().keyword?.trim() ?? '';
  if (session) return <SignedInHome user={session} keyword={keyword} />;
  return (
    <>
      {keyword ? <PublicSearchResults keyword={keyword} /> : <Hero />}
      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <HomeCarousels />
      </Container>
    </>
  );
}
