import type { VehicleField } from '../contracts/workshop';

/** The label of every vehicle field, as the workshop's editor shows it (docs/product.md#report-data). */
export const VEHICLE_FIELD_LABELS: Readonly<Record<VehicleField, string>> = {
  plate_number: 'Targa',
  vin: 'Numero di telaio (VIN)',
  brand: 'Marca',
  model: 'Modello',
  variant: 'Versione',
  year: 'Anno di immatricolazione',
  month: 'Mese di immatricolazione',
  odometer: 'Chilometraggio',
  fuel_type: 'Carburante',
  engine: 'Motore',
  aspiration: 'Alimentazione dell’aria',
  transmission: 'Cambio',
  drive_type: 'Trazione',
  euro_class: 'Classe Euro',
  number_of_doors: 'Numero di porte',
  number_of_seats: 'Numero di posti',
  colour: 'Colore',
  interior: 'Interni',
  interior_colour: 'Colore degli interni',
  service_book: 'Libretto di manutenzione',
  last_service_date: 'Data dell’ultimo tagliando',
  last_service_km: 'Chilometri all’ultimo tagliando',
  compliance_expiry: 'Scadenza della revisione',
  warranty_expiry: 'Scadenza della garanzia',
};
