import { IconClipboardList, IconStethoscope } from '@tabler/icons-react';
import { deriveRoleFlags } from '@carenet/shared';
import { useSession } from '../../lib/session';
import { useRequestPages } from '../../lib/requests';
import { ListPage } from '../../components/ListPage';
import { NotForYou } from '../../components/NotForYou';
import { RequestList } from '../components/RequestList';
import { t } from '../../lib/i18n';

/** docs/validation-and-limits.md: "10 in some lists". */
const PAGE_SIZE = 10;

/** /doctorrequests: the patients' requests assigned to the signed-in doctor or accepted by them. */
export function DoctorRequestsPage() {
  const session = useSession();
  if (!session || !deriveRoleFlags(session.roles).doctor) {
    return (
      <NotForYou
        icon={IconStethoscope}
        title={t('This page is for doctors')}
        text={t('Doctors see the patient requests assigned to them here.')}
      />
    );
  }
  return <DoctorRequests doctorId={session._id} />;
}

function DoctorRequests({ doctorId }: { doctorId: string }) {
  const query = useRequestPages('doctor', { doctorId, creatorType: 'patient' }, { pageSize: PAGE_SIZE });
  return (
    <ListPage
      title={t('My Requests')}
      description={t('Patient requests assigned to you or accepted by you.')}
      icon={IconClipboardList}
    >
      <RequestList
        query={query}
        label={t('Requests assigned to me')}
        emptyIcon={IconStethoscope}
        emptyText={t('No patient requests are assigned to you yet.')}
      />
    </ListPage>
  );
}
