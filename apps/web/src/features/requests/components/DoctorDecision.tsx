import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  ACCEPTANCE_STATUS,
  REQUEST_MESSAGES,
  type AcceptanceDecision,
  type RequestAbilities,
  type RequestDto,
} from '@carenet/shared';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { t, tm } from '../../../lib/i18n';
import { useUpdateRequest } from '../../../lib/requests';
import { AwaitingVerification } from './AwaitingVerification';

interface DoctorDecisionProps {
  request: RequestDto;
  /** docs/request-states.md#doctors-decision: accepting also opens the meet-link dialog; the caller holds it, since these icons then go. */
  onAccepted?: () => void;
}

/** Whether the decision slot has anything to show: the icons the API allows, or why a doctor has none. */
export function showsDecision(abilities: RequestAbilities): boolean {
  return abilities.accept || abilities.decline || abilities.awaitingVerification;
}

/**
 * docs/screens-and-flows.md#routes accept/reject icons of a doctor, each shown when the request's abilities allow it; a doctor
 * whose profile is not verified yet is told so instead. The saved answer comes back with new abilities,
 * which hide the icons, so the toasts are raised by the mutation itself.
 */
export function DoctorDecision({ request, onAccepted }: DoctorDecisionProps) {
  if (request.abilities.awaitingVerification) return <AwaitingVerification />;
  if (!request.abilities.accept && !request.abilities.decline) return null;
  return <DecisionIcons request={request} onAccepted={onAccepted} />;
}

function DecisionIcons({ request, onAccepted }: DoctorDecisionProps) {
  const [deciding, setDeciding] = useState<AcceptanceDecision | null>(null);
  const update = useUpdateRequest(request._id, {
    onSaved: (saved) => {
      notifySuccess(tm(REQUEST_MESSAGES.requestUpdated));
      if (saved.acceptanceStatus === ACCEPTANCE_STATUS.accepted) onAccepted?.();
    },
    onFailed: () => {
      setDeciding(null);
      notifyFailure(tm(REQUEST_MESSAGES.updateFailed));
    },
  });
  const decide = (acceptanceStatus: AcceptanceDecision) => {
    setDeciding(acceptanceStatus);
    update.mutate({ acceptanceStatus });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t('Take this request?')}
      </Text>
      {request.abilities.accept && (
        <Tooltip label={t('Accept request')} withArrow>
          <ActionIcon
            variant="light"
            color="green"
            size="lg"
            radius="xl"
            aria-label={t('Accept request')}
            loading={update.isPending && deciding === ACCEPTANCE_STATUS.accepted}
            disabled={update.isPending}
            onClick={() => decide(ACCEPTANCE_STATUS.accepted)}
          >
            <IconCheck size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {request.abilities.decline && (
        <Tooltip label={t('Reject request')} withArrow>
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            radius="xl"
            aria-label={t('Reject request')}
            loading={update.isPending && deciding === ACCEPTANCE_STATUS.rejected}
            disabled={update.isPending}
            onClick={() => decide(ACCEPTANCE_STATUS.rejected)}
          >
            <IconX size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
