import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconBook,
  IconBrandLinkedin,
  IconBrandX,
  IconDiscountCheckFilled,
  IconEdit,
  IconNotes,
  IconStethoscope,
  IconUserQuestion,
  IconUserSearch,
} from '@tabler/icons-react';
import {
  PROFILE_VERIFICATION,
  fullName,
  type PublicProfileDto,
  type ViewedProfileDto,
} from '@carenet/shared';
import { Link, useParams } from 'react-router';
import { BookAppointmentButton } from '../../features/appointments/components/BookAppointmentButton';
import { DoctorPractice } from '../../features/find-doctors/components/DoctorPractice';
import { useSession } from '../../lib/session';
import { MyDonations } from '../../features/donations/components/MyDonations';
import { usePublicProfile } from '../../lib/profiles';
import { formatSpan } from '../../features/profile/dates';
import { ProfileAvatar } from '../../features/profile/components/ProfileAvatar';
import { RoleBadges } from '../../features/profile/components/RoleBadges';
import { SectionCard } from '../../features/profile/components/SectionCard';
import { TIMELINES, type AnyTimelineConfig } from '../../features/profile/components/timelines';
import { NotFoundState } from '../../components/NotFoundState';
import { QueryView } from '../../components/QueryView';
import { ShareLinkButton } from '../../features/short-links/components/ShareLinkButton';
import { t } from '../../lib/i18n';
import { holdsRole } from '../../lib/displayRole';

/** /user/{id}: what anyone may see of a member (never e-mail, phone or address). */
export function PublicProfilePage() {
  const { id = '' } = useParams();
  const query = usePublicProfile(id);

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<PublicProfileSkeleton />}
        notFound={<ProfileNotFound />}
        failedTitle={t('We could not load this profile')}
      >
        {(profile) => <PublicProfile profile={profile} />}
      </QueryView>
    </Container>
  );
}

/** The long lists sit in the wide column; the short ones beside them. */
const MAIN_COLUMN_LISTS = new Set<string>(['experience', 'educationTimelines', 'achievements']);

/** Rows of a list with something to show (a saved row always has its text, older data may not). */
function filledRows(profile: PublicProfileDto, config: AnyTimelineConfig): Record<string, string>[] {
  const rows = profile[config.name] as unknown as Record<string, string>[];
  return rows.filter((row) => row[config.textKey]?.trim());
}

function PublicProfile({ profile }: { profile: ViewedProfileDto }) {
  const session = useSession();
  const name = fullName(profile.name) || t('CareNet member');
  const isOwner = session?._id === profile._id;
  const verified = profile.profileVerificationStatus === PROFILE_VERIFICATION.verified;
  const lists = TIMELINES.map((config) => ({ config, rows: filledRows(profile, config) })).filter(
    ({ rows }) => rows.length > 0,
  );
  const mainLists = lists.filter(({ config }) => MAIN_COLUMN_LISTS.has(config.name));
  const sideLists = lists.filter(({ config }) => !MAIN_COLUMN_LISTS.has(config.name));
  const specialities = profile.specialities.filter((item) => item.trim());
  const summary = profile.summary?.trim();
  const qualification = profile.educationalQualification?.trim();
  const languages = profile.languages.filter((item) => item.trim());
  // A verified doctor's facilities and their services come from the facilities they belong to.
  const showsPractice = verified && holdsRole(profile.roles, 'doctor');
  const hasSideColumn =
    specialities.length > 0 ||
    languages.length > 0 ||
    showsPractice ||
    Boolean(qualification) ||
    sideLists.length > 0;
  const hasMainColumn = Boolean(summary) || mainLists.length > 0;
  const isEmpty = !hasMainColumn && !hasSideColumn;

  return (
    <Stack gap="lg">
      <Card padding={0} style={{ overflow: 'hidden' }}>
        <div
          aria-hidden="true"
          style={{
            height: 96,
            background:
              'linear-gradient(120deg, var(--mantine-color-care-7) 0%, var(--mantine-color-care-5) 60%, var(--mantine-color-care-3) 100%)',
          }}
        />
        <Stack px={{ base: 'md', sm: 'xl' }} pb="lg" gap="sm" mt={-48}>
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <ProfileAvatar
              name={profile.name}
              roles={profile.roles}
              imageUrl={profile.profile_image_url}
              size={96}
              radius={96}
              style={{ border: '4px solid white', background: 'white' }}
            />
            {isOwner && (
              <Button
                component={Link}
                to={`/newUserProfile/${profile._id}`}
                variant="default"
                leftSection={<IconEdit size={16} />}
              >
                {t('Edit profile')}
              </Button>
            )}
            <BookAppointmentButton profile={profile} />
          </Group>
          <div>
            <Group gap={8} wrap="nowrap" align="center">
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {verified && (
                <Tooltip label={t('Verified by CareNet')}>
                  <ThemeIcon
                    variant="transparent"
                    color="blue"
                    size={28}
                    aria-label={t('Verified profile')}
                    role="img"
                  >
                    <IconDiscountCheckFilled size={26} />
                  </ThemeIcon>
                </Tooltip>
              )}
            </Group>
            {profile.occupation && (
              <Text size="lg" c="dimmed" mt={2}>
                {profile.occupation}
              </Text>
            )}
          </div>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <RoleBadges roles={profile.roles} />
            <Group gap="sm" wrap="wrap">
              <SocialLinks profile={profile} />
              <ShareLinkButton
                path={`${holdsRole(profile.roles, 'doctor') ? '/DoctorProfile' : '/user'}/${profile._id}`}
                representsWhat="profile"
                referenceId={profile._id}
              />
            </Group>
          </Group>
        </Stack>
      </Card>

      {isEmpty ? (
        <EmptyProfile name={profile.name.first_name || name} isOwner={isOwner} id={profile._id} />
      ) : (
        <Grid gutter="lg">
          {hasMainColumn && (
            <Grid.Col span={{ base: 12, md: hasSideColumn ? 8 : 12 }}>
              <Stack gap="lg">
                {summary && (
                  <SectionCard id="about" title={t('About')} icon={IconNotes}>
                    <Text style={{ whiteSpace: 'pre-line' }}>{summary}</Text>
                  </SectionCard>
                )}
                {mainLists.map(({ config, rows }) => (
                  <TimelineSection key={config.name} config={config} rows={rows} />
                ))}
              </Stack>
            </Grid.Col>
          )}
          {hasSideColumn && (
            <Grid.Col span={{ base: 12, md: hasMainColumn ? 4 : 12 }}>
              <Stack gap="lg">
                {(specialities.length > 0 || languages.length > 0 || showsPractice) && (
                  <SectionCard id="specialities" title={t('Specialities')} icon={IconStethoscope}>
                    <Stack gap="md">
                      {specialities.length > 0 && (
                        <Group gap={8}>
                          {specialities.map((item) => (
                            <Badge key={item} variant="light" size="lg" radius="sm" tt="none" fw={500}>
                              {item}
                            </Badge>
                          ))}
                        </Group>
                      )}
                      {languages.length > 0 && (
                        <Text size="sm">
                          {t('Languages: {languages}', { languages: languages.join(', ') })}
                        </Text>
                      )}
                      {showsPractice && <DoctorPractice doctorId={profile._id} />}
                    </Stack>
                  </SectionCard>
                )}
                {qualification && (
                  <SectionCard id="qualification" title={t('Qualification')} icon={IconBook}>
                    <Text>{qualification}</Text>
                  </SectionCard>
                )}
                {sideLists.map(({ config, rows }) => (
                  <TimelineSection key={config.name} config={config} rows={rows} />
                ))}
              </Stack>
            </Grid.Col>
          )}
        </Grid>
      )}
      {isOwner && <MyDonations userId={profile._id} />}
    </Stack>
  );
}

function SocialLinks({ profile }: { profile: PublicProfileDto }) {
  // Brand names, written the same in every language.
  const links = [
    { href: profile.linkedInProfileUrl, brand: 'LinkedIn', icon: IconBrandLinkedin },
    { href: profile.twitterProfileUrl, brand: 'Twitter / X', icon: IconBrandX },
  ].filter((link): link is typeof link & { href: string } =>
    Boolean(link.href && /^https?:\/\//i.test(link.href)),
  );
  if (links.length === 0) return null;
  return (
    <Group gap="xs">
      {links.map(({ href, brand, icon: Icon }) => (
        <Button
          key={brand}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          variant="default"
          size="xs"
          leftSection={<Icon size={16} stroke={1.6} />}
        >
          {brand}
        </Button>
      ))}
    </Group>
  );
}

function TimelineSection({ config, rows }: { config: AnyTimelineConfig; rows: Record<string, string>[] }) {
  return (
    <SectionCard id={config.name} title={t(config.title)} icon={config.icon}>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row, index) => {
          const span =
            config.startKey && config.endKey
              ? formatSpan(
                  row[config.startKey] ?? '',
                  row[config.endKey] ?? '',
                  config.ongoingLabel && t(config.ongoingLabel),
                )
              : '';
          return (
            <li
              key={index}
              style={{
                padding: '12px 0',
                borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)',
              }}
            >
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row[config.textKey]}
              </Text>
              {span && (
                <Text size="sm" c="dimmed">
                  {span}
                </Text>
              )}
            </li>
          );
        })}
      </Stack>
    </SectionCard>
  );
}

function EmptyProfile({ name, isOwner, id }: { name: string; isOwner: boolean; id: string }) {
  return (
    <Card padding="xl">
      <Center>
        <Stack align="center" gap="sm" maw={440} ta="center" py="lg">
          <ThemeIcon variant="light" size={64} radius="xl">
            <IconUserSearch size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {isOwner
              ? t('Your profile is still empty')
              : t('{name} has not added profile details yet', { name })}
          </Title>
          <Text c="dimmed" size="sm">
            {isOwner
              ? t(
                  'Add a summary, your experience, education and specialities so patients and care teams know who you are.',
                )
              : t(
                  'Check back later: experience, education and specialities appear here once they are added.',
                )}
          </Text>
          {isOwner && (
            <Button
              component={Link}
              to={`/newUserProfile/${id}`}
              leftSection={<IconEdit size={16} />}
              mt="xs"
            >
              {t('Complete your profile')}
            </Button>
          )}
        </Stack>
      </Center>
    </Card>
  );
}

function ProfileNotFound() {
  return (
    <NotFoundState
      icon={IconUserQuestion}
      title={t('Profile not found')}
      extra={
        <Anchor component={Link} to="/users/help-desk" size="sm">
          {t('Visit the help desk')}
        </Anchor>
      }
    >
      {t(
        'This profile does not exist or is no longer available. The link may be mistyped, or the member may have closed their account.',
      )}
    </NotFoundState>
  );
}

function PublicProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('Loading profile')}>
      <Card padding={0}>
        <Skeleton height={96} radius={0} />
        <Stack px="xl" pb="lg" gap="sm" mt={-48}>
          <Skeleton circle height={96} />
          <Skeleton height={28} width="40%" />
          <Skeleton height={16} width="25%" />
        </Stack>
      </Card>
      <Card padding="lg">
        <Skeleton height={20} width="20%" mb="md" />
        <Skeleton height={14} mb={8} />
        <Skeleton height={14} mb={8} />
        <Skeleton height={14} width="70%" />
      </Card>
    </Stack>
  );
}
