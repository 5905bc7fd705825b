const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from forms and URLs; a malformed one would make PostgreSQL raise instead of match nothing. */
export const isUuid = (id: unknown): id is string => typeof id === "string" && UUID.test(id);
