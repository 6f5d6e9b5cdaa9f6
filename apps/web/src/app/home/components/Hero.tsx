import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingHospital,
  IconCalendarEvent,
  IconFileText,
  IconHeartbeat,
  IconMessages,
  IconPrescription,
  IconStethoscope,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { msg, t } from '../../../lib/i18n';
import classes from './Hero.module.css';

const AUDIENCES = [
  {
    icon: IconHeartbeat,
    title: msg('For patients'),
    text: msg(
      'Ask for a consultation or treatment, keep your medical records in one place, book appointments and meet your doctor by video.',
    ),
  },
  {
    icon: IconStethoscope,
    title: msg('For doctors'),
    text: msg(
      'Accept the requests that fit your practice, follow treatment, write prescriptions, chat with patients and run free campaigns.',
    ),
  },
  {
    icon: IconBuildingHospital,
    title: msg('For hospitals and clinics'),
    text: msg(
      'Register your facilities, list the services you offer and connect with the patients and doctors who need them.',
    ),
  },
];

const FEATURES = [
  { icon: IconFileText, label: msg('Medical records') },
  { icon: IconCalendarEvent, label: msg('Appointments') },
  { icon: IconVideo, label: msg('Video visits') },
  { icon: IconPrescription, label: msg('Prescriptions') },
  { icon: IconMessages, label: msg('Secure chat') },
];

/** The signed-out welcome: what CareNet does and for whom, with the way in. */
export function Hero() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
            <Stack gap="lg" justify="center">
              <Badge variant="light" size="lg" radius="sm" w="fit-content">
                {t('Healthcare, together')}
              </Badge>
              <Title order={1} className={classes.title}>
                {t('Care, connected.')}
              </Title>
              <Text size="lg" c="gray.7" lh={1.6} maw={520}>
                {t(
                  'CareNet brings patients, doctors and hospitals together around every care request: from the first question to the prescription.',
                )}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/signup" size="md" rightSection={<IconArrowRight size={18} />}>
                  {t('Sign up for free')}
                </Button>
                <Button component={Link} to="/login" size="md" variant="default">
                  {t('Login')}
                </Button>
              </Group>
            </Stack>
            <Box className={classes.visual} aria-hidden="true">
              <Stack gap="sm">
                {FEATURES.map(({ icon: FeatureIcon, label }, index) => (
                  <Group
                    key={label}
                    className={classes.chip}
                    style={{ marginLeft: `${(index % 2) * 12}%` }}
                    gap="sm"
                    wrap="nowrap"
                  >
                    <ThemeIcon size={36} radius="md" variant="light">
                      <FeatureIcon size={20} stroke={1.7} />
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {t(label)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Box>
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 56 }} id="about">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {AUDIENCES.map(({ icon: AudienceIcon, title, text }) => (
            <Stack key={title} gap="sm" className={classes.audience}>
              <ThemeIcon size={48} radius="md" variant="light">
                <AudienceIcon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t(title)}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(text)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
