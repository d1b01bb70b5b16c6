const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body id is a UUID (anything else is answered like an unknown id). */
export const isUuid = (id: string): boolean => UUID.test(id);
