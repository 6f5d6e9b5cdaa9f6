import type { CreatedDonationDto, PublicDonationDto, RequestDto } from '@carenet/shared';
import type { ApiCall } from '../../../test/utils';

type Answer = { status?: number; body: Record<string, unknown> };

const success = (data: unknown, extra: Record<string, unknown> = {}, statusCode = 200): Answer => ({
  status: statusCode,
  body: { status: 'success', statusCode, message: 'Success', data, ...extra },
});

/** GET /health with the given payment driver. */
export const health = (driver: 'offline' | 'stripe') => success({ payments: { driver } });

/** A page of GET /donationRequest/{id}/donations. */
export function donationsPage(
  data: PublicDonationDto[],
  totals: { currency: string; paid: number; pledged: number; count: number }[] = [],
): Answer {
  return success(data, { totalCountOfRecords: data.length, totals });
}

/** What POST /donationRequest/{id}/donations answers: a pledge, or a checkout with its url. */
export function createdDonation(
  request: RequestDto,
  body: Record<string, unknown>,
  checkoutUrl: string | null = null,
): Answer {
  const donation: CreatedDonationDto = {
    _id: 'd-1',
    requestId: request._id,
    request: { _id: request._id, title: request.title, name: request.name },
    donorId: null,
    guestName: (body.guestName as string | undefined) ?? null,
    guestEmail: (body.guestEmail as string | undefined) ?? null,
    amount: body.amount as number,
    currency: body.currency as string,
    message: (body.message as string | undefined) ?? null,
    anonymous: Boolean(body.anonymous),
    status: checkoutUrl ? 'pending' : 'pledged',
    driver: checkoutUrl ? 'stripe' : 'offline',
    createdAt: '2025-03-05T09:30:00.000Z',
    paidAt: null,
    checkoutUrl,
  };
  return success(donation, {}, 201);
}

/**
 * An in-memory API for the donation screens: the request, its donations, the payment driver and
 * the POST that creates a donation.
 */
export function donationApi(
  request: RequestDto,
  options: { driver?: 'offline' | 'stripe'; checkoutUrl?: string } = {},
) {
  return ({ path, method, body }: ApiCall): Answer => {
    if (path === '/health') return health(options.driver ?? 'offline');
    if (path === `/donationRequest/${request._id}/donations` && method === 'POST') {
      return createdDonation(request, body as Record<string, unknown>, options.checkoutUrl ?? null);
    }
    if (path.endsWith('/donations')) return donationsPage([]);
    if (path === `/donationRequest/${request._id}` || path === `/donationRequest/${request.name}`) {
      return success(request);
    }
    return { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
  };
}
