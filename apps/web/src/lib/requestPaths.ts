import type { RequestDto } from '@carenet/shared';

/** A request's detail page; the readable name when it has one. Cards, lists and forms of several features link to it. */
export function requestDetailPath(request: Pick<RequestDto, '_id' | 'name'>): string {
  return `/donationRequest/${encodeURIComponent(request.name || request._id)}`;
}

/** Where a request is edited: campaigns on the campaign form, everything else on the request form. */
export function requestEditPath(request: Pick<RequestDto, '_id' | 'creatorType'>): string {
  return request.creatorType === 'doctor' ? `/doctorrequest/${request._id}` : `/new-request/${request._id}`;
}
