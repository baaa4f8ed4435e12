/** "Fiat Panda": brand and model; a report without either still needs a name. */
export function vehicleName(vehicle: { brand: string | null; model: string | null }): string {
  return [vehicle.brand, vehicle.model].filter(Boolean).join(' ') || 'Veicolo';
}
