import { BlockList, isIP } from 'node:net';
import { createRequire } from 'node:module';
import {
  DEFAULT_COUNTRY_CODE,
  LOCATION_COUNTRY_CODES,
  type LocationCountryCode,
  type RegionDto,
} from '@carenet/shared';

interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}

const require = createRequire(import.meta.url);
let geoip: GeoipCountry | null = null;

/** The offline IP database, read at the first lookup: its tables cost memory an idle API does not need. */
function database(): GeoipCountry {
  geoip ??= require('geoip-country') as GeoipCountry;
  return geoip;
}

/** Addresses no IP database can place: this machine, private networks, link-local, carrier NAT. */
const LOCAL_NETWORKS = new BlockList();
LOCAL_NETWORKS.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('100.64.0.0', 10, 'ipv4');
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::', 'ipv6');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, as a dual-stack socket reports it) as plain IPv4. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

const isServed = (country: string): country is LocationCountryCode =>
  (LOCATION_COUNTRY_CODES as readonly string[]).includes(country);

/**
 * docs/validation-and-limits.md#regions: the caller's region from its network address, through the
 * offline IP database. An address that is local, private, unknown, or in a country CareNet does not
 * serve answers the default (IN), and says so.
 */
export function regionOfAddress(ip: string): RegionDto {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family !== 0 && LOCAL_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6')) {
    return { region: DEFAULT_COUNTRY_CODE, detectedCountry: null, isDefault: true, source: 'local-address' };
  }
  const country = family === 0 ? null : (database().lookup(address)?.country ?? null);
  if (!country) {
    return {
      region: DEFAULT_COUNTRY_CODE,
      detectedCountry: null,
      isDefault: true,
      source: 'unknown-address',
    };
  }
  if (!isServed(country)) {
    return {
      region: DEFAULT_COUNTRY_CODE,
      detectedCountry: country,
      isDefault: true,
      source: 'outside-region',
    };
  }
  return { region: country, detectedCountry: country, isDefault: false, source: 'address' };
}
