import { Button } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { shellActionsFor } from './menu';

interface CreateActionsProps {
  actions: ReturnType<typeof shellActionsFor>;
  /** Called when a button is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** The "create" buttons of docs/screens-and-flows.md#layout Layout the user's roles allow, in the top bar and the drawer alike. */
export function CreateActions({ actions, onNavigate }: CreateActionsProps) {
  return (
    <>
      {actions.createRequest && (
        <Button
          component={Link}
          to="/create-request"
          onClick={onNavigate}
          leftSection={<IconPlus size={18} />}
        >
          Create Request
        </Button>
      )}
      {actions.createCampaign && (
        <Button
          component={Link}
          to="/doctorrequest"
          onClick={onNavigate}
          variant="light"
          leftSection={<IconSpeakerphone size={18} />}
        >
          Create Campaign
        </Button>
      )}
    </>
  );
}
