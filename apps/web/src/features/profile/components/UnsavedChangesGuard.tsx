import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../../../lib/i18n';

/** Asks before leaving a form with unsaved changes, in the app and on reload or tab close. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('Leave without saving?')}
      centered
    >
      <Text size="sm">
        {t('Your changes to this profile have not been saved. If you leave now they will be lost.')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('Keep editing')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('Leave')}
        </Button>
      </Group>
    </Modal>
  );
}
