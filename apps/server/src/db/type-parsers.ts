// Both drivers read these PostgreSQL types the same way, so repositories see identical rows.
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

const asNumber = (value: string) => Number(value);
const asText = (value: string) => value;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: asNumber,
  [OID.numeric]: asNumber,
  [OID.date]: asText,
};
