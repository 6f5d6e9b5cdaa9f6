import { Container } from '@mantine/core';
import { REFERRAL_HASH_PREFIX } from '@carenet/shared';
import { useLocation } from 'react-router';
import { InvitationPage as FacilityInvitationPage } from '../../features/organizations/pages/InvitationPage';
import { ReferralInvitation } from '../../features/referrals/components/ReferralInvitation';

/**
 * /invitation: the link of either invitation CareNet mails. '#referral=<token>' is a 'Refer a doctor'
 * invitation to sign up; any other hash is a facility's invitation token.
 */
export function InvitationPage() {
  const hash = useLocation().hash.replace(/^#/, '');
  if (!hash.startsWith(REFERRAL_HASH_PREFIX)) return <FacilityInvitationPage />;
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <ReferralInvitation token={hash.slice(REFERRAL_HASH_PREFIX.length)} />
    </Container>
  );
}
