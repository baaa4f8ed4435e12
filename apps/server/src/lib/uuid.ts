// Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it; anything else names no row, and is answered
// as an unknown one rather than reaching the database as a cast error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
