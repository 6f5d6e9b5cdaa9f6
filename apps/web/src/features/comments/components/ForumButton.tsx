import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { Suspense, lazy, useState } from 'react';
import { t } from '../../../lib/i18n';

// The forum (its composer, editor and schemas) loads when first opened, not with every list of cards.
const ForumDialog = lazy(async () => ({ default: (await import('./ForumDialog')).ForumDialog }));

interface ForumButtonProps {
  request: Pick<RequestDto, '_id' | 'title'>;
  /** An icon among a card's actions, or a labelled button on the detail page. */
  variant?: 'icon' | 'button';
}

/** Opens the forum of a request (docs/screens-and-flows.md#home-and-feed Request card: "a forum dialog"). */
export function ForumButton({ request, variant = 'icon' }: ForumButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  // Once opened the dialog stays mounted, so it can play its closing transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  return (
    <>
      {variant === 'button' ? (
        <Button variant="light" leftSection={<IconMessages size={16} />} onClick={dialog.open}>
          {t('Forum')}
        </Button>
      ) : (
        <Tooltip label={t('Forum')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={t('Open the forum')}
            onClick={dialog.open}
          >
            <IconMessages size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {used && (
        <Suspense>
          <ForumDialog request={request} opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
