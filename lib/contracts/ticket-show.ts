import * as z from 'zod';
import { dataEnvelope } from './envelope';

/**
 * §3 the two fields of actor data (GET actor/getActorDataByIdOrName) that tell a guest's chat
 * panel whether her ticket show runs and whether he holds a ticket. actor.ts builds the whole
 * answer from them; the panel parses only these (zod drops the rest), so a guest's profile does
 * not evaluate the whole actor contract while it loads (§1 speed).
 */
export const ticketShowFields = { isCurrentlyTicketShow: z.boolean(), guestHasTicket: z.boolean() };

export const ticketShowFieldsResponseSchema = dataEnvelope(z.object(ticketShowFields));
