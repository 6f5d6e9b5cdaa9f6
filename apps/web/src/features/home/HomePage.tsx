import { Container } from '@mantine/core';
import { useSession } from '../auth/session';
import { HomeCarousels } from './components/HomeCarousels';
import { Hero } from './components/Hero';
import { SignedInHome } from './components/SignedInHome';

/** SPEC §2 Home page, signed out or signed in. */
export function HomePage() {
  const session = useSession();
  if (session) return <SignedInHome user={session} />;
  return (
    <>
      <Hero />
      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <HomeCarousels />
      </Container>
    </>
  );
}
