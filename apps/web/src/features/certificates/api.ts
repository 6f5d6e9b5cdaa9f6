import type { CertificateDto, CertificateVerificationDto } from '@carenet/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api';
import { downloadFromApi } from '../../lib/privateFiles';
import { notifyFailure } from '../../components/notify';

export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  verify: (id: string) => [...certificateKeys.all, 'verify', id] as const,
};

/** GET /certificates/mine: the signed-in user's certificates. */
export function useMyCertificates() {
  return useQuery({
    queryKey: certificateKeys.mine(),
    queryFn: async () => (await api<CertificateDto[]>('/certificates/mine')).data,
  });
}

/** GET /certificates/verify/{id}: the public check, asked without the session. */
export function useCertificateCheck(id: string) {
  return useQuery({
    queryKey: certificateKeys.verify(id),
    queryFn: async () =>
      (
        await api<CertificateVerificationDto>(`/certificates/verify/${encodeURIComponent(id)}`, {
          anonymous: true,
        })
      ).data,
    retry: false,
  });
}

/** GET /certificates/{id}/pdf with the holder's token, saved as the server names it. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: (certificate: CertificateDto) =>
      downloadFromApi(certificate.pdfUrl, { fallbackName: `carenet-certificate-${certificate._id}.pdf` }),
    onError: (err) => notifyFailure(errorMessage(err)),
  });
}
