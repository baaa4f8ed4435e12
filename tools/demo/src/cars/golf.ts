import type { DemoCar, DemoPhoto } from './demo-car';

// Shown both under their checklist item and among the imperfections.
const SCRATCH: DemoPhoto = { image: 'scratch', alt: 'Graffio profondo sulla porta posteriore destra' };
const WINDSCREEN_CHIP: DemoPhoto = { image: 'windscreen-chip', alt: 'Scheggiatura di 4 mm sul parabrezza' };
const CURB_RASH: DemoPhoto = { image: 'curb-rash', alt: 'Segni da marciapiede sul cerchio anteriore destro' };
const WORN_BRAKE_DISC: DemoPhoto = { image: 'worn-brake-disc', alt: 'Disco anteriore con scalino evidente' };

/** The demo seller's approved report, bought by the demo buyer: a well-kept diesel with a few repairs due. */
export const GOLF: DemoCar = {
  details: {
    brand: 'Volkswagen',
    model: 'Golf',
    variant: '1.6 TDI 115 CV 5p. Highline BlueMotion Technology',
    year: 2019,
    month: 3,
    plate_number: 'FX123AB',
    vin: 'WVWZZZAUZKW123456',
    odometer: 87450,
    colour: 'Grigio Indium metallizzato',
    interior: 'Tessuto e microfibra',
    interior_colour: 'Nero Titan',
    transmission: 'Manuale a 6 marce',
    engine: '1.6 TDI 4 cilindri, 1.598 cm³, 85 kW (115 CV)',
    drive_type: 'Anteriore',
    aspiration: 'Turbocompresso',
    fuel_type: 'Diesel',
    number_of_doors: 5,
    number_of_seats: 5,
    service_book: 'Completo',
    last_service_km: 80120,
    warranty_expiry: '2021-03-14',
    euro_class: 'Euro 6',
  },
  lastServiceDaysBeforeInspection: 160,
  odometerReadings: [
    { source: 'revisione', daysBeforeInspection: 1350, km: 38900 },
    { source: 'service_book', daysBeforeInspection: 700, km: 62300 },
    { source: 'service_book', daysBeforeInspection: 160, km: 80120 },
  ],
  illustration: {
    seed: 'demo-golf',
    bodyColour: '#7b8086',
    interiorColour: '#3d4046',
    shape: 'compact',
    grille: 'bar',
    powertrain: 'diesel',
    transmission: 'manual',
    badge: 'Golf',
    keyCount: 2,
    serviceBook: 'complete',
  },
  verdict: [
    'Volkswagen Golf 1.6 TDI Highline del 2019 con 87.450 km, in condizioni generali buone e coerenti con l’età e il chilometraggio. Il libretto di manutenzione è completo, con tagliandi regolari presso la rete ufficiale; l’ultimo è stato eseguito circa 7.300 km fa.',
    'Esterni: carrozzeria senza segni di incidenti né riverniciature estese, spessore della vernice regolare su tutti i pannelli. Da segnalare un graffio profondo sulla porta posteriore destra e una piccola scheggiatura del parabrezza lato passeggero, entrambi riparabili con una spesa contenuta.',
    'Interni: abitacolo curato e privo di odori; tutti i comandi e i dispositivi elettrici funzionano correttamente. L’usura del fianchetto del sedile guida è lieve e normale per il chilometraggio.',
    'Motore: regolare a freddo e a caldo, nessuna perdita e nessun codice di errore memorizzato in centralina.',
    'Pneumatici e sospensioni: dischi e pastiglie anteriori sono vicini al limite di usura e vanno sostituiti a breve; l’ammortizzatore posteriore sinistro mostra una leggera trasudazione da tenere sotto controllo.',
    'Prova su strada: 18 km su percorso misto. Erogazione pronta, cambio preciso, sterzo diritto e nessun rumore anomalo dalle sospensioni. In frenata decisa si avverte una lieve vibrazione al pedale, coerente con lo stato dei dischi.',
    'In sintesi: un’auto affidabile e ben mantenuta. Gli interventi indicati nei punti di attenzione costano in tutto tra 805 € e 1.275 €: un buon argomento per la trattativa sul prezzo.',
  ],
  faultCodes: [],
  items: {
    doc_first_registration: { text: 'Marzo 2019' },
    doc_previous_owners: { text: '1 intestatario precedente' },
    doc_revision_date: { text: 'Marzo 2025, superata' },
    doc_keys_count: { text: '2 chiavi con telecomando' },
    doc_recalls: { text: 'Nessuna campagna aperta per questo telaio' },
    doc_euro_class: { text: 'Euro 6' },
    diag_ecu_mileage: { text: '87.450 km, uguale al quadro strumenti' },
    diag_service_due: { text: 'Tra 22.670 km o 7 mesi' },
    diag_gearbox_ecu: { rating: 0, reason: 'not_applicable', description: 'Cambio manuale.' },
    diag_traction_battery: { rating: 0, reason: 'not_applicable', description: 'Auto non ibrida.' },
    ext_body_paint: {
      rating: 3,
      description:
        'Graffio profondo di circa 12 cm sulla porta posteriore destra, con vernice asportata fino al fondo. Consigliato ritocco in carrozzeria.',
      cost: [180, 320],
      photos: [SCRATCH],
    },
    ext_bumpers: { rating: 4 },
    ext_windscreen: {
      rating: 3,
      description:
        'Scheggiatura di 4 mm lato passeggero, fuori dal campo visivo del conducente. Riparabile con resina.',
      cost: [60, 90],
      // Out of the driver's view: to repair before it spreads, not before driving.
      severity: 'value',
      photos: [WINDSCREEN_CHIP],
    },
    ext_wipers: {
      rating: 4,
      description: 'Spazzole anteriori indurite, lasciano aloni sul parabrezza.',
      cost: [25, 45],
    },
    ext_tow_bar: { rating: 0, description: 'Gancio di traino non presente.' },
    ext_summary: {
      text: 'Carrozzeria in buono stato, senza segni di incidenti né riverniciature estese. Da segnalare un graffio sulla porta posteriore destra e una piccola scheggiatura del parabrezza.',
    },
    int_steering_wheel: { rating: 4 },
    int_front_seats: {
      rating: 4,
      description: 'Usura lieve del fianchetto del sedile guida, tessuto integro.',
    },
    int_carpets: { rating: 4 },
    eng_noises: { rating: 4, description: 'Tipico ticchettio del diesel a freddo, regolare a caldo.' },
    eng_battery: {
      rating: 4,
      description: 'Batteria originale del 2019: 12,5 V a riposo, test di carico superato.',
    },
    tyr_brand_size: { text: 'Michelin Primacy 4 — 205/55 R16 91V (estivi)' },
    tyr_dot: { text: 'Anteriori 2023 (DOT 1423), posteriori 2022 (DOT 3822)' },
    tyr_tread_front_left: { text: '6,1 mm' },
    tyr_tread_front_right: { text: '6,0 mm' },
    tyr_tread_rear_left: { text: '4,8 mm' },
    tyr_tread_rear_right: { text: '4,9 mm' },
    tyr_tyre_condition: { rating: 4 },
    tyr_wheels: {
      rating: 4,
      description: 'Segni di sfregamento da marciapiede sul cerchio anteriore destro.',
      cost: [80, 120],
      photos: [CURB_RASH],
    },
    tyr_rear_shocks: {
      rating: 3,
      description:
        'Leggera trasudazione dall’ammortizzatore posteriore sinistro, smorzamento ancora efficace. Sostituzione in coppia consigliata entro il prossimo tagliando.',
      cost: [240, 380],
    },
    tyr_front_brakes: {
      rating: 2,
      description:
        'Pastiglie anteriori al 20% circa e dischi con scalino evidente. Sostituire dischi e pastiglie entro 3.000 km.',
      cost: [220, 320],
      photos: [WORN_BRAKE_DISC],
    },
    road_clutch: { rating: 4, description: 'Stacco leggermente alto, compatibile con il chilometraggio.' },
    road_braking: {
      rating: 4,
      description: 'Lieve vibrazione al pedale nelle frenate decise, dovuta ai dischi anteriori.',
    },
    road_cabin_noise: { rating: 4 },
    road_summary: {
      text: 'Prova di 18 km su percorso misto urbano, extraurbano e tangenziale fino a 110 km/h. Motore pronto e regolare, cambio preciso, nessuna spia accesa. Lieve vibrazione al pedale del freno nelle frenate decise.',
    },
  },
  imperfections: [SCRATCH, WINDSCREEN_CHIP, CURB_RASH, WORN_BRAKE_DISC],
};
