import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail, IconMapPin, IconMicrophone, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { APPLICATION_MESSAGES, type ApplicationDto } from '@carenet/shared';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { notifyFailure } from '../../../components/notify';
import { downloadPrivateFile } from '../../../lib/privateFiles';
import { ApplicationDecision } from './ApplicationDecision';
import { t } from '../../../lib/i18n';

const iconStyle = { flexShrink: 0 } as const;

/** One applicant: name, contact, location, and the resume or audio room they sent. */
export function ApplicationRow({ application, first }: { application: ApplicationDto; first: boolean }) {
  const resumeUrl = application.participantResumeDownloadUrl;
  const download = useMutation({
    mutationFn: (url: string) =>
      downloadPrivateFile(
        url,
        application.participantResumeName ?? 'resume',
        APPLICATION_MESSAGES.resumeDownloadFailed,
      ),
    onError: (err) => notifyFailure(errorMessage(err)),
  });
  const name = `${application.participantName.first_name} ${application.participantName.last_name}`;
  const location = [application.city, application.state, application.country].filter(Boolean).join(', ');

  return (
    <Stack gap={4} py="sm" style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" gap="xs" align="baseline">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('Applied {date}', { date: formatDate(application.createdAt) })}
        </Text>
      </Group>
      {application.participantOccupation && (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {application.participantOccupation}
        </Text>
      )}
      <Group gap="md" row-gap={4}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMail size={14} style={iconStyle} />
          <Anchor href={`mailto:${application.participantEmailAddress}`} size="sm" truncate>
            {application.participantEmailAddress}
          </Anchor>
        </Group>
        {application.participantPhone && (
          <Group gap={4} wrap="nowrap">
            <IconPhone size={14} style={iconStyle} />
            <Anchor href={`tel:${application.participantPhone}`} size="sm">
              {application.participantPhone}
            </Anchor>
          </Group>
        )}
        {location && (
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMapPin size={14} style={iconStyle} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {location}
            </Text>
          </Group>
        )}
      </Group>
      {application.participantAudioRoomUrl && (
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMicrophone size={14} style={iconStyle} />
          <Anchor
            href={application.participantAudioRoomUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
            truncate
          >
            {t('Join the audio room')}
          </Anchor>
        </Group>
      )}
      {resumeUrl && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          loading={download.isPending}
          onClick={() => download.mutate(resumeUrl)}
          title={application.participantResumeName ?? undefined}
          w="fit-content"
          px={4}
        >
          {t('Download resume')}
        </Button>
      )}
      <ApplicationDecision application={application} />
    </Stack>
  );
}
