import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { t } from '../../../lib/i18n';
import { AssignDoctorsDialog } from './AssignDoctorsDialog';

/** 'Assign doctors', offered where the request's abilities allow it (administrators, its facility). */
export function AssignDoctorsButton({
  request,
  variant = 'button',
}: {
  request: RequestDto;
  /** A labelled button (detail page) or a compact icon (table rows). */
  variant?: 'button' | 'icon';
}) {
  const [opened, dialog] = useDisclosure(false);
  if (!request.abilities.assign) return null;
  return (
    <>
      {variant === 'button' ? (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconUserPlus size={14} />}
          onClick={dialog.open}
        >
          {t('Assign doctors')}
        </Button>
      ) : (
        <Tooltip label={t('Assign doctors')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('Assign doctors to {title}', { title: request.title })}
            onClick={dialog.open}
          >
            <IconUserPlus size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <AssignDoctorsDialog request={request} opened={opened} onClose={dialog.close} />
    </>
  );
}
