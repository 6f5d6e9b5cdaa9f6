import { Container, Text, Title } from '@mantine/core';

export function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Care, connected.</Title>
      <Text c="dimmed" mt="sm">
        CareNet connects patients, doctors, hospitals and clinics.
      </Text>
    </Container>
  );
}
