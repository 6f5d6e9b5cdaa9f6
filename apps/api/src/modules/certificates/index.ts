// The module's public surface: what other modules may import from it.
export { CERTIFICATE_EVENTS } from './events';
export { dayOf, issueCertificate, type CertificateGrant } from './issue';
