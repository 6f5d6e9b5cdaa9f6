import { screen } from '@testing-library/react';
import { PROFILE_VERIFICATION, type MyVerificationDto, type VerificationKind } from '@carenet/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/utils';
import { VerificationState } from './VerificationState';

const notSubmitted = (kind: VerificationKind): MyVerificationDto => ({
  kind,
  status: PROFILE_VERIFICATION.notSubmitted,
  label: 'Not submitted',
  latest: null,
  canSubmit: true,
});

describe('VerificationState before the first submission', () => {
  it('tells a doctor the clinical work that waits for verification', () => {
    renderPage(<VerificationState verification={notSubmitted('doctor')} subject="your doctor profile" />);
    expect(screen.getByText('Until an administrator verifies your doctor profile, you cannot:')).toBeTruthy();
    expect(screen.getByText('write prescriptions or create meet links,')).toBeTruthy();
  });

  it('tells a facility user what verification gives them, and nothing of prescriptions or meet links', () => {
    renderPage(<VerificationState verification={notSubmitted('facility')} subject="your facility profile" />);
    expect(screen.getByText('Once an administrator verifies your facility profile:')).toBeTruthy();
    expect(screen.getByText('your name, profile and campaigns carry the verified tick,')).toBeTruthy();
    expect(screen.getByText('you can invite doctors to join CareNet.')).toBeTruthy();
    expect(screen.queryByText(/prescription|meet link|health data/i)).toBeNull();
  });

  it('tells a facility’s members that verification makes it public', () => {
    renderPage(<VerificationState verification={notSubmitted('organization')} subject="this facility" />);
    expect(screen.getByText('everyone can find it, on the home page and on its own page,')).toBeTruthy();
    expect(screen.getByText('patients can address their requests to it.')).toBeTruthy();
    expect(screen.queryByText(/prescription/i)).toBeNull();
  });
});
