import { Anchor, Card, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeedbackForm } from '../components/FeedbackForm';
import { StaticPage } from '../components/StaticPage';

/** /users/Feedback */
export function FeedbackPage() {
  return (
    <StaticPage
      eyebrow="Feedback"
      title="Tell us how we are doing"
      lead="CareNet is shaped by the patients, doctors and facilities who use it. Rate your experience and tell us what works and what does not."
    >
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FeedbackForm
            kind="feedback"
            title="Share your feedback"
            withRating
            messageLabel="Your feedback"
            messagePlaceholder="What did you like? What should we improve?"
            submitLabel="Send feedback"
            successText="Every message is read by our product team. If you left your e-mail and asked a question, we will reply."
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card padding="lg">
              <Title order={2} fz="md" mb="sm">
                What happens next
              </Title>
              <List
                spacing="sm"
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
              >
                <List.Item>Our product team reads every message and reviews the ratings each week.</List.Item>
                <List.Item>Ideas many members ask for are prioritised for the next releases.</List.Item>
                <List.Item>Problems that block your care are passed to support the same day.</List.Item>
              </List>
            </Card>
            <Card padding="lg">
              <Title order={2} fz="md" mb={6}>
                Need an answer rather than a fix?
              </Title>
              <Text size="sm" c="dimmed">
                The{' '}
                <Anchor component={Link} to="/users/help-desk" underline="always">
                  help desk
                </Anchor>{' '}
                answers common questions about accounts, codes and records, and{' '}
                <Anchor component={Link} to="/users/ContactUs" underline="always">
                  Contact Us
                </Anchor>{' '}
                reaches our support team directly.
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </StaticPage>
  );
}
