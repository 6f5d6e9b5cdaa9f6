import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandLinkedin,
  IconBrandX,
  IconInfoCircle,
  IconMail,
  IconPhone,
  IconStethoscope,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DIRECTORY_MESSAGES as M, type DirectoryDoctorDto } from '@carenet/shared';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { NotFoundState } from '../../../components/NotFoundState';
import { notifySuccess } from '../../../components/notify';
import { QueryView } from '../../../components/QueryView';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useClaimDirectoryDoctor, useDirectoryDoctor } from '../api';
import { t, tm } from '../../../lib/i18n';

/** docs/directory.md#profiles: /DoctorProfileAi/{id}, a public profile from the hospital directory. */
export function DirectoryProfilePage() {
  const { id = '' } = useParams();
  const query = useDirectoryDoctor(id);
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <QueryView
          query={query}
          loading={<Skeleton height={320} radius="md" aria-label={t('Loading the profile')} />}
          notFound={
            <NotFoundState icon={IconUserSearch} title={tm(M.doctorNotFound)}>
              {t('The directory may have removed it. Find another doctor from the list.')}
            </NotFoundState>
          }
          failedTitle={tm(M.failedToFetchDoctors)}
        >
          {(doctor) => <Profile doctor={doctor} />}
        </QueryView>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Items({ items }: { items: string[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function Profile({ doctor }: { doctor: DirectoryDoctorDto }) {
  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color="gray" aria-hidden>
            <IconStethoscope size={36} />
          </ThemeIcon>
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {doctor.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" tt="none">
                {doctor.speciality}
              </Badge>
            </Group>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" fw={500}>
                {tm(M.notVerifiedByCareNet)}
              </Text>
            </Group>
            <Text size="sm">{[doctor.city, doctor.state, doctor.country].filter(Boolean).join(', ')}</Text>
            {doctor.languages.length > 0 && (
              <Text size="sm">{t('Languages: {languages}', { languages: doctor.languages.join(', ') })}</Text>
            )}
            <Group gap="md" mt={4} wrap="wrap">
              {doctor.phone && (
                <Anchor href={`tel:${doctor.phone}`} size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconPhone size={16} aria-hidden />
                    {doctor.phone}
                  </Group>
                </Anchor>
              )}
              {doctor.email && (
                <Anchor href={`mailto:${doctor.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Group gap={4} wrap="nowrap">
                    <IconMail size={16} aria-hidden />
                    {doctor.email}
                  </Group>
                </Anchor>
              )}
              {doctor.linkedin && (
                <Anchor href={doctor.linkedin} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconBrandLinkedin size={16} aria-hidden />
                    {t('LinkedIn')}
                  </Group>
                </Anchor>
              )}
              {doctor.twitter && (
                <Anchor href={doctor.twitter} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconBrandX size={16} aria-hidden />
                    {t('Twitter')}
                  </Group>
                </Anchor>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
      <ClaimPanel doctor={doctor} />
      {doctor.experience.length > 0 && (
        <Section title={t('Experience')}>
          <Stack gap="xs">
            {doctor.experience.map((item) => (
              <div key={`${item.position}-${item.hospital}-${item.duration}`}>
                <Text fw={500} size="sm">
                  {item.position}
                </Text>
                <Text size="sm" c="dimmed">{`${item.hospital} · ${item.duration}`}</Text>
              </div>
            ))}
          </Stack>
        </Section>
      )}
      {doctor.education.length > 0 && (
        <Section title={t('Education')}>
          <Stack gap="xs">
            {doctor.education.map((item) => (
              <div key={`${item.degree}-${item.institution}-${item.year}`}>
                <Text fw={500} size="sm">
                  {item.degree}
                </Text>
                <Text size="sm" c="dimmed">{`${item.institution} · ${item.year}`}</Text>
              </div>
            ))}
          </Stack>
        </Section>
      )}
      {doctor.memberships.length > 0 && (
        <Section title={t('Memberships')}>
          <Items items={doctor.memberships} />
        </Section>
      )}
      {doctor.certifications.length > 0 && (
        <Section title={t('Certifications')}>
          <Items items={doctor.certifications} />
        </Section>
      )}
      {doctor.achievements.length > 0 && (
        <Section title={t('Achievements')}>
          <Items items={doctor.achievements} />
        </Section>
      )}
    </>
  );
}

/**
 * docs/directory.md#claiming: the claim offer (shown when the server's abilities allow it), the state
 * of the viewer's own claim, or a sign-up invitation for a visitor.
 */
function ClaimPanel({ doctor }: { doctor: DirectoryDoctorDto }) {
  const session = useSession();
  const claim = useClaimDirectoryDoctor(doctor._id);
  if (doctor.careNetProfileId && !doctor.claim.byViewer) {
    return (
      <Alert color="teal" variant="light" icon={<IconInfoCircle size={20} />}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{tm(M.onCareNet)}</Text>
          <Button component={Link} to={`/DoctorProfile/${doctor.careNetProfileId}`} size="xs">
            {tm(M.openCareNetProfile)}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (doctor.claim.byViewer) {
    return (
      <Alert color="teal" variant="light" icon={<IconInfoCircle size={20} />}>
        {doctor.claim.status === 'confirmed' ? tm(M.claimedByYou) : tm(M.claimAwaitingConfirmation)}
      </Alert>
    );
  }
  if (doctor.abilities.claim) {
    return (
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{t('Is this you? Claim the profile to link it to your CareNet account.')}</Text>
          <Button
            loading={claim.isPending}
            onClick={() => claim.mutate(undefined, { onSuccess: (result) => notifySuccess(result.message) })}
          >
            {tm(M.claimThisProfile)}
          </Button>
        </Group>
        {claim.isError && (
          <Stack mt="sm">
            <FormErrorAlert message={errorMessage(claim.error)} />
          </Stack>
        )}
      </Card>
    );
  }
  if (!session) {
    return (
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{tm(M.signUpToClaim)}</Text>
          <Group gap="xs">
            <Button component={Link} to="/signup">
              {t('Sign up')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {t('Log in')}
            </Button>
          </Group>
        </Group>
      </Card>
    );
  }
  return null;
}
