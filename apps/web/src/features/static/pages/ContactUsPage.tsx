import { Grid } from '@mantine/core';
import { ContactChannels } from '../components/ContactChannels';
import { FeedbackForm } from '../components/FeedbackForm';
import { StaticPage } from '../components/StaticPage';
import { t } from '../../../lib/i18n';
import { CONTACT } from '../content/contact';

/** /users/ContactUs */
export function ContactUsPage() {
  return (
    <StaticPage
      eyebrow={t('Contact Us')}
      title={t('We are here to help')}
      lead={t(
        'Questions about your account, a request, an appointment or a facility listing? Write to us and a member of the CareNet team will get back to you.',
      )}
      meta={t('We reply within {time}', { time: t(CONTACT.responseTime) })}
    >
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FeedbackForm
            kind="contact"
            title={t('Send us a message')}
            description={t('Tell us what you need and how to reach you.')}
            withSubject
            messageLabel={t('Message')}
            messagePlaceholder={t('How can we help?')}
            submitLabel={t('Send message')}
            successText={t('We have your message and will reply by e-mail within {time}.', {
              time: t(CONTACT.responseTime),
            })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactChannels />
        </Grid.Col>
      </Grid>
    </StaticPage>
  );
}
