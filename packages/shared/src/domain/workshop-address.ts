/** A workshop's address on one line, as the booking e-mails write it: "Via Emilia 12, 40128 Bologna (BO)". */
export const workshopAddressLine = (workshop: {
  address: string;
  postalCode: string;
  city: string;
  province: string;
}) => `${workshop.address}, ${workshop.postalCode} ${workshop.city} (${workshop.province})`;
