import * as z from 'zod';
import { geoLocationSchema } from '@/lib/geo/geo-location';
import { dataEnvelope } from './envelope';

// GET /rest/v1/utility/getGeoLocationByZip/{zipCode}: §7 "success and data as JSON text with lat and long".
export const geoByZipResponseSchema = z.object({ success: z.literal(true), data: z.string() });
export const geoByZipDataSchema = z.object({ lat: z.number(), long: z.number() });

// GET /rest/v1/geo/getGeoLocation and POST /rest/v1/geo/setGeoLocation
export const guestGeoResponseSchema = dataEnvelope(geoLocationSchema.nullable());
export type GuestGeoResponse = z.infer<typeof guestGeoResponseSchema>;
