// The UID of a meeting's invite: random, in the site's own domain. A host's calendar that holds a
// copy of one of the site's meetings (the write-back) is read without it: the meeting already holds
// its time through its booking, and its copy would otherwise count a second time, at its old time
// until the copy is moved.
import { brand } from "#app/config/site.ts";

/** The UIDs' own domain: events of other tools under the brand's domain stay busy times. */
const INVITE_DOMAIN = `bookings.${brand.domain}`;

export const newInviteUid = () => `${crypto.randomUUID()}@${INVITE_DOMAIN}`;

export const isSiteInviteUid = (uid: string) => uid.endsWith(`@${INVITE_DOMAIN}`);
