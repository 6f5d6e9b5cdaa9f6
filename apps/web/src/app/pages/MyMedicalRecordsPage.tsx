import { CareTeamSection } from '../../features/care-team/components/CareTeamSection';
import { MedicalRecordsPage } from './MedicalRecordsPage';

/** /member/myMedicalRecords: the records, and for their owner who can see them now (two features, so it lives in app/). */
export function MyMedicalRecordsPage() {
  return <MedicalRecordsPage ownerSection={<CareTeamSection />} />;
}
