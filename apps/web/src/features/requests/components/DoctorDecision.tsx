import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { REQUEST_MESSAGES, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { useUpdateRequest } from '../api';

interface DoctorDecisionProps {
  request: RequestDto;
  /** SPEC §4: accepting also opens the meet-link dialog; the caller holds it, since these icons then go. */
  onAccepted?: () => void;
}

/**
 * SPEC §2/§4 accept/reject icons of a doctor. The saved answer changes the request, which hides them
 * (see rules.canDecide), so the toasts are raised by the mutation itself.
 */
export function DoctorDecision({ request, onAccepted }: DoctorDecisionProps) {
  const [deciding, setDeciding] = useState<1 | -1 | null>(null);
  const update = useUpdateRequest(request._id, {
    onSaved: (saved) => {
      notifySuccess(REQUEST_MESSAGES.requestUpdated);
      if (saved.acceptanceStatus === 1) onAccepted?.();
    },
    onFailed: () => {
      setDeciding(null);
      notifyFailure(REQUEST_MESSAGES.updateFailed);
    },
  });
  const decide = (acceptanceStatus: 1 | -1) => {
    setDeciding(acceptanceStatus);
    update.mutate({ acceptanceStatus });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        Take this request?
      </Text>
      <Tooltip label="Accept request" withArrow>
        <ActionIcon
          variant="light"
          color="green"
          size="lg"
          radius="xl"
          aria-label="Accept request"
          loading={update.isPending && deciding === 1}
          disabled={update.isPending}
          onClick={() => decide(1)}
        >
          <IconCheck size={20} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Reject request" withArrow>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          radius="xl"
          aria-label="Reject request"
          loading={update.isPending && deciding === -1}
          disabled={update.isPending}
          onClick={() => decide(-1)}
        >
          <IconX size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
