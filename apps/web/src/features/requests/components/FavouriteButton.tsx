import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useToggleFavourite } from '../../../lib/requests';
import { t } from '../../../lib/i18n';

/** Adds the request to the viewer's favourites or takes it out. */
export function FavouriteButton({ request }: { request: RequestDto }) {
  const toggle = useToggleFavourite(request, {
    onSaved: (_, message) => notifySuccess(message),
    onFailed: (err) => notifyFailure(errorMessage(err)),
  });
  const label = request.isFavourite ? t('Remove from favourites') : t('Add to favourites');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={request.isFavourite ? 'red' : 'gray'}
        size="lg"
        radius="xl"
        aria-label={label}
        aria-pressed={request.isFavourite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate()}
      >
        {request.isFavourite ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
