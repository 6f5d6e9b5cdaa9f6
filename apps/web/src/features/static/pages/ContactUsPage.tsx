import { Grid } from '@mantine/core';
import { ContactChannels } from '../components/ContactChannels';
import { FeedbackForm } from '../components/FeedbackForm';
import { StaticPage } from '../components/StaticPage';
import { CONTACT } from '../content/contact';

/** /users/ContactUs */
export function ContactUsPage() {
  return (
    <StaticPage
      eyebrow="Contact Us"
      title="We are here to help"
      lead="Questions about your account, a request, an appointment or a facility listing? Write to us and a member of the CareNet team will get back to you."
      meta={`We reply within ${CONTACT.responseTime}`}
    >
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FeedbackForm
            kind="contact"
            title="Send us a message"
            description="Tell us what you need and how to reach you."
            withSubject
            messageLabel="Message"
            messagePlaceholder="How can we help?"
            submitLabel="Send message"
            successText={`We have your message and will reply by e-mail within ${CONTACT.responseTime}.`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactChannels />
        </Grid.Col>
      </Grid>
    </StaticPage>
  );
}
