import { IconClipboardList, IconStethoscope } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import { useRequestPages } from '../../lib/requests';
import { ListPage } from '../../components/ListPage';
import { RequestList } from '../components/RequestList';
import { t } from '../../lib/i18n';

/** docs/validation-and-limits.md: "10 in some lists". */
const PAGE_SIZE = 10;

/**
 * /doctorrequests: the patients' requests assigned to the signed-in doctor or accepted by them, as the
 * API lists them (in a doctor's menu; anyone else has none assigned, and reads that the list is empty).
 */
export function DoctorRequestsPage() {
  const doctorId = useSession()?._id ?? '';
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
