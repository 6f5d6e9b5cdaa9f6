import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { zodResolver } from '../../lib/zodResolver';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, fullName, profileUpdateSchema, type UserDto } from '@carenet/shared';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { notifySuccess } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { holdsAbility } from '../../lib/abilities';
import { holdsRole } from '../../lib/displayRole';
import { useSession } from '../../lib/session';
import { profileKeys, useUpdateUser, useUser } from '../../lib/profiles';
import { ContactSection } from '../components/ContactSection';
import { ProfileAvatar } from '../../features/profile/components/ProfileAvatar';
import {
  AboutSection,
  AddressSection,
  PersonalSection,
  SpecialitiesSection,
} from '../../features/profile/components/ProfileFormSections';
import { RoleBadges } from '../../features/profile/components/RoleBadges';
import { SaveBar } from '../../features/profile/components/SaveBar';
import { TimelineListField } from '../../features/profile/components/TimelineListField';
import { TIMELINES } from '../../features/profile/components/timelines';
import { UnsavedChangesGuard } from '../../features/profile/components/UnsavedChangesGuard';
import {
  isFormPath,
  toFormValues,
  type ProfileFormValues,
  type ProfileUpdateBody,
} from '../../features/profile/formValues';
import { t, tm } from '../../lib/i18n';

/** /newUserProfile/{id}: the owner (or an administrator) edits every User field of docs/api-contract.md#entities-and-field-names. */
export function EditProfilePage() {
  const { id = '' } = useParams();
  const query = useUser(id);

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} pt={{ base: 'md', sm: 'xl' }} pb={0}>
      {query.isPending ? (
        <ProfileFormSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ProfileForm key={query.data._id} user={query.data} />
      )}
    </Container>
  );
}

function ProfileForm({ user }: { user: UserDto }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const update = useUpdateUser(user._id);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateBody>({
    // The form always holds every field: a narrower shape than the schema's all-optional input.
    resolver: zodResolver(profileUpdateSchema) as Resolver<ProfileFormValues, unknown, ProfileUpdateBody>,
    defaultValues: toFormValues(user),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const isOwner = session?._id === user._id;
  const editsAsManager = holdsAbility(session, 'manageUsers');
  // Specialities are a doctor's, picked from the administrators' catalogue; others keep theirs unseen.
  const showsSpecialities = holdsRole(user.roles, 'doctor');

  const save = async (body: ProfileUpdateBody) => {
    setInvalidMessage(null);
    setFormError(null);
    try {
      const { data: saved } = await update.mutateAsync(body);
      form.reset(toFormValues(saved));
      notifySuccess(tm(MESSAGES.updatedSuccessfully));
    } catch (err) {
      const unmatched = err instanceof ApiError ? showServerErrors(err) : true;
      if (unmatched) setFormError(errorMessage(err));
      setInvalidMessage(tm(MESSAGES.fixErrors));
    }
  };

  // Puts each server field error beside its field; reports whether any had no field of its own.
  const showServerErrors = (err: ApiError): boolean => {
    let unmatched = err.errors.length === 0;
    for (const { path, message } of err.errors) {
      if (isFormPath(path)) form.setError(path, { type: 'server', message });
      else unmatched = true;
    }
    return unmatched;
  };

  const onPhoneVerified = (verified: UserDto) => {
    queryClient.setQueryData(profileKeys.user(user._id), verified);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(save, () => setInvalidMessage(tm(MESSAGES.fixErrors)))(event)
        }
      >
        <Stack gap="lg">
          <Card padding="lg">
            <Group justify="space-between" gap="md" wrap="wrap">
              <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
                <ProfileAvatar
                  name={user.name}
                  roles={user.roles}
                  imageUrl={user.profile_image_url}
                  size={64}
                  radius="xl"
                />
                <div style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                    {isOwner
                      ? t('Edit your profile')
                      : fullName(user.name)
                        ? t('Edit {name}', { name: fullName(user.name) })
                        : t('Edit profile')}
                  </Title>
                  <Text size="sm" c="dimmed" mb={6}>
                    {isOwner
                      ? t('Keep your details current so patients and care teams can find and trust you.')
                      : editsAsManager
                        ? t('You are editing this member as an administrator.')
                        : fullName(user.name)}
                  </Text>
                  <RoleBadges roles={user.roles} />
                </div>
              </Group>
              <Button
                component={Link}
                to={`/user/${user._id}`}
                variant="light"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('View public profile')}
              </Button>
            </Group>
          </Card>

          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('Your changes were not saved')}>
              {formError}
            </Alert>
          )}

          <PersonalSection />
          <ContactSection user={user} canManagePhone={isOwner} onPhoneVerified={onPhoneVerified} />
          <AboutSection />
          {showsSpecialities && <SpecialitiesSection />}
          {TIMELINES.map((config) => (
            <TimelineListField key={config.name} config={config} />
          ))}
          <AddressSection />
          <SaveBar
            dirty={isDirty}
            saving={isSubmitting}
            invalidMessage={invalidMessage}
            onDiscard={() => {
              form.reset();
              setInvalidMessage(null);
              setFormError(null);
            }}
          />
        </Stack>
      </form>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </FormProvider>
  );
}

function LoadError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  const notFound = error instanceof ApiError && error.statusCode === 404;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={tm(MESSAGES.failedToLoadUserData)}
      mt="md"
    >
      <Text size="sm">
        {notFound
          ? t('This profile does not exist, or you are not allowed to edit it.')
          : errorMessage(error)}
      </Text>
      <Group mt="md" gap="sm">
        {!notFound && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={retrying}
            onClick={onRetry}
          >
            {t('Try again')}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red" component={Link} to="/">
          {t('Back to home')}
        </Button>
      </Group>
    </Alert>
  );
}

function ProfileFormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('Loading profile')}>
      <Card padding="lg">
        <Group gap="md" wrap="nowrap">
          <Skeleton circle height={64} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={22} width="50%" />
            <Skeleton height={12} width="80%" />
            <Skeleton height={16} width={70} />
          </Stack>
        </Group>
      </Card>
      {[0, 1, 2].map((card) => (
        <Card key={card} padding="lg">
          <Skeleton height={20} width="30%" mb="lg" />
          <Stack gap="md">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} width="60%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
