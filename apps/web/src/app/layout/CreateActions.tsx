import { Button } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { handleValue } from '../../lib/routeHandle';
import type { shellActionsFor } from './menu';
import { t } from '../../lib/i18n';

interface CreateActionsProps {
  actions: ReturnType<typeof shellActionsFor>;
  /** Called when a button is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** The "create" buttons of docs/screens-and-flows.md#layout Layout the user's roles allow, in the top bar and the drawer alike. */
export function CreateActions({ actions, onNavigate }: CreateActionsProps) {
  // Not on the chatbot page (docs/screens-and-flows.md#layout), whose top bar has the model selector.
  const assistantPage = handleValue(useMatches(), 'assistantPage') ?? false;
  return (
    <>
      {actions.createRequest && !assistantPage && (
        <Button
          component={Link}
          to="/create-request"
          data-tour="create-request"
          onClick={onNavigate}
          leftSection={<IconPlus size={18} />}
        >
          {t('Create Request')}
        </Button>
      )}
      {actions.createCampaign && (
        <Button
          component={Link}
          to="/doctorrequest"
          data-tour="create-campaign"
          onClick={onNavigate}
          variant="light"
          leftSection={<IconSpeakerphone size={18} />}
        >
          {t('Create Campaign')}
        </Button>
      )}
    </>
  );
}
