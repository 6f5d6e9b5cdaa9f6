import { ActionIcon, Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBan,
  IconCheck,
  IconChevronDown,
  IconCircleCheck,
  IconClockPause,
  IconDotsVertical,
  IconHourglassOff,
  IconPlayerPause,
  IconTrash,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { MODERATION_STATUSES, REQUEST_MESSAGES, REQUEST_STATUS, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useUpdateRequest } from '../../../lib/requests';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { msg, t, tm } from '../../../lib/i18n';

/** What each moderation status of /admin/donationRequests is called as an action. */
const ACTIONS: Record<number, { label: string; icon: Icon; color?: string }> = {
  [REQUEST_STATUS.approved]: { label: msg('Approve'), icon: IconCheck, color: 'green' },
  [REQUEST_STATUS.fulfilled]: { label: msg('Mark fulfilled'), icon: IconCircleCheck },
  [REQUEST_STATUS.rejected]: { label: msg('Reject'), icon: IconX, color: 'red' },
  [REQUEST_STATUS.spam]: { label: msg('Mark as spam'), icon: IconBan, color: 'red' },
  [REQUEST_STATUS.expired]: { label: msg('Expire'), icon: IconHourglassOff },
  [REQUEST_STATUS.deactivated]: { label: msg('Deactivate'), icon: IconPlayerPause },
  [REQUEST_STATUS.onHold]: { label: msg('Put on hold'), icon: IconClockPause },
  [REQUEST_STATUS.deleted]: { label: msg('Delete'), icon: IconTrash, color: 'red' },
};

const DELETED = REQUEST_STATUS.deleted;

interface ModerationMenuProps {
  request: RequestDto;
  /** A labelled button (detail page) or a compact icon (table rows). */
  variant?: 'button' | 'icon';
  onChanged?: (request: RequestDto) => void;
}

/** An administrator's status actions on a request; deleting asks first. */
export function ModerationMenu({ request, variant = 'icon', onChanged }: ModerationMenuProps) {
  const [confirming, confirm] = useDisclosure(false);
  const [pending, setPending] = useState<number | null>(null);
  const update = useUpdateRequest(request._id, {
    onSaved: (saved, message) => {
      notifySuccess(message || tm(REQUEST_MESSAGES.requestUpdated));
      confirm.close();
      onChanged?.(saved);
    },
    onFailed: (err) => notifyFailure(errorMessage(err), tm(REQUEST_MESSAGES.updateFailed)),
  });
  const setStatus = (status: number) => {
    setPending(status);
    update.mutate({ status });
  };
  const busy = update.isPending;
  const title = request.title;

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          {variant === 'button' ? (
            <Button variant="default" rightSection={<IconChevronDown size={16} />} loading={busy}>
              {t('Change status')}
            </Button>
          ) : (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('Change the status of {title}', { title })}
              loading={busy}
            >
              <IconDotsVertical size={18} />
            </ActionIcon>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('Set status')}</Menu.Label>
          {MODERATION_STATUSES.map((status) => {
            const action = ACTIONS[status];
            if (!action) return null;
            const ActionIconGlyph = action.icon;
            const isDelete = status === DELETED;
            return [
              isDelete ? <Menu.Divider key="divider" /> : null,
              <Menu.Item
                key={status}
                color={isDelete ? 'red' : undefined}
                leftSection={
                  <ActionIconGlyph
                    size={16}
                    color={isDelete ? undefined : `var(--mantine-color-${action.color ?? 'gray'}-7)`}
                  />
                }
                disabled={request.status === status}
                onClick={() => (isDelete ? confirm.open() : setStatus(status))}
              >
                {t(action.label)}
              </Menu.Item>,
            ];
          })}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={t('Delete this request?')}
        confirmLabel={t('Delete')}
        loading={busy && pending === DELETED}
        onConfirm={() => setStatus(DELETED)}
        onClose={confirm.close}
      >
        {t('“{title}” (Ref id {id}) will be deleted and hidden from everyone but administrators.', {
          title,
          id: request.uniqueReferenceId,
        })}
      </ConfirmDialog>
    </>
  );
}
