import { Button, SegmentedControl } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { FEED_PAGE_SIZE } from '@carenet/shared';
import { Link, useSearchParams } from 'react-router';
import { holdsAbility } from '../../lib/abilities';
import { useSession } from '../../lib/session';
import { useRequestPages, type RequestListParams } from '../../lib/requests';
import { ListPage } from '../../components/ListPage';
import { RequestList } from '../components/RequestList';
import { t } from '../../lib/i18n';

const CAMPAIGNS: RequestListParams = { creatorType: 'doctor' };
const MY_CAMPAIGNS: RequestListParams = { creatorType: 'doctor', my_search: true };

/**
 * /myrequests (docs/screens-and-flows.md#routes Free Campaigns): the campaigns doctors and facilities run, 5 at a time. Whoever
 * creates campaigns can switch to their own (every status, so a pending one shows). The API's signed-in
 * feed gives patients only their own requests (docs/request-states.md#feed-by-role), so the public campaign list is asked for as a
 * visitor; those copies do not carry the viewer's favourites, so their cards leave the heart to the
 * detail page. Administrators see every campaign.
 */
export function FreeCampaignsPage() {
  const session = useSession();
  const runsCampaigns = holdsAbility(session, 'createCampaign');
  const [searchParams, setSearchParams] = useSearchParams();
  const mine = runsCampaigns && searchParams.get('show') === 'mine';
  // Moderators see every campaign, those waiting for approval too.
  const asVisitor = !mine && !holdsAbility(session, 'moderateRequests');

  const query = useRequestPages(mine ? 'my-campaigns' : 'campaigns', mine ? MY_CAMPAIGNS : CAMPAIGNS, {
    pageSize: FEED_PAGE_SIZE,
    anonymous: asVisitor,
  });

  const create = runsCampaigns ? (
    <Button component={Link} to="/doctorrequest" leftSection={<IconPlus size={18} />}>
      {t('Create Campaign')}
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('Free Campaigns')}
      description={t(
        'Free care offered by doctors and facilities: screening camps, consultations and clinic days.',
      )}
      icon={IconSpeakerphone}
      action={create}
      controls={
        runsCampaigns ? (
          <SegmentedControl
            value={mine ? 'mine' : 'all'}
            onChange={(value) => setSearchParams(value === 'mine' ? { show: 'mine' } : {})}
            data={[
              { value: 'all', label: t('All campaigns') },
              { value: 'mine', label: t('My campaigns') },
            ]}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          />
        ) : null
      }
    >
      <RequestList
        key={mine ? 'mine' : 'all'}
        query={query}
        label={mine ? t('My campaigns') : t('Free campaigns')}
        showFavourite={!asVisitor}
        emptyIcon={IconSpeakerphone}
        emptyText={
          mine ? t('You have not created a campaign yet.') : t('There are no free campaigns right now.')
        }
        emptyAction={mine ? create : null}
      />
    </ListPage>
  );
}
