import { IconMailOpened } from '@tabler/icons-react';
import { ListPage } from '../../../components/ListPage';
import { t } from '../../../lib/i18n';
import { MyInvitations } from '../components/MyInvitations';

/** /facilityInvitations: where a facility's invitation notification and e-mail lead, to accept or decline it. */
export function FacilityInvitationsPage() {
  return (
    <ListPage
      title={t('Facility invitations')}
      description={t('Facilities that invited you to act for them. You join one only if you accept.')}
      icon={IconMailOpened}
    >
      <MyInvitations />
    </ListPage>
  );
}
