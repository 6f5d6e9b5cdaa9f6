import { msg } from '../../../lib/i18n';
import { LegalDocument } from '../components/LegalDocument';
import { LEGAL_EFFECTIVE_DATE } from '../content/contact';
import { PRIVACY_INTRO, privacySections } from '../content/privacy';

/** /users/Privacy */
export function PrivacyPage() {
  return (
    <LegalDocument
      eyebrow={msg('Legal')}
      title={msg('Privacy Policy')}
      intro={PRIVACY_INTRO}
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      sections={privacySections()}
    />
  );
}
