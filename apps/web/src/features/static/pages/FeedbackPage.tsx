import { Anchor, Card, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeedbackForm } from '../components/FeedbackForm';
import { t } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';
import { StaticPage } from '../components/StaticPage';

/** /users/Feedback */
export function FeedbackPage() {
  return (
    <StaticPage
      eyebrow={t('Feedback')}
      title={t('Tell us how we are doing')}
      lead={t(
        'CareNet is shaped by the patients, doctors and facilities who use it. Rate your experience and tell us what works and what does not.',
      )}
    >
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FeedbackForm
            kind="feedback"
            title={t('Share your feedback')}
            withRating
            messageLabel={t('Your feedback')}
            messagePlaceholder={t('What did you like? What should we improve?')}
            submitLabel={t('Send feedback')}
            successText={t(
              'Every message is read by our product team. If you left your e-mail and asked a question, we will reply.',
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card padding="lg">
              <Title order={2} fz="md" mb="sm">
                {t('What happens next')}
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
                <List.Item>
                  {t('Our product team reads every message and reviews the ratings each week.')}
                </List.Item>
                <List.Item>
                  {t('Ideas many members ask for are prioritised for the next releases.')}
                </List.Item>
                <List.Item>
                  {t('Problems that block your care are passed to support the same day.')}
                </List.Item>
              </List>
            </Card>
            <Card padding="lg">
              <Title order={2} fz="md" mb={6}>
                {t('Need an answer rather than a fix?')}
              </Title>
              <Text size="sm" c="dimmed">
                {fillIn(
                  t(
                    'The {helpDesk} answers common questions about accounts, codes and records, and {contactUs} reaches our support team directly.',
                  ),
                  {
                    helpDesk: (
                      <Anchor component={Link} to="/users/help-desk" underline="always">
                        {t('help desk')}
                      </Anchor>
                    ),
                    contactUs: (
                      <Anchor component={Link} to="/users/ContactUs" underline="always">
                        {t('Contact Us')}
                      </Anchor>
                    ),
                  },
                )}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </StaticPage>
  );
}
