/** The two inspected demo cars: vehicle details, what the technician found, and the verdict. */

export interface Finding {
  rating: number;
  description?: string;
  minRepairCents?: number;
  maxRepairCents?: number;
}

export interface CarDetails {
  brand: string;
  model: string;
  variant: string;
  year: number;
  month: number;
  plate_number: string;
  vin: string;
  odometer: number;
  colour: string;
  interior: string;
  interior_colour: string;
  transmission: string;
  engine: string;
  drive_type: string;
  aspiration: string;
  fuel_type: string;
  number_of_doors: number;
  number_of_seats: number;
  service_book: string;
  last_service_km: number;
  warranty_expiry: string;
  euro_class: string;
}

export interface DemoCar {
  details: CarDetails;
  lastServiceDaysBeforeInspection: number;
  /** Rating items that differ from 5; every other rating item scores 5. */
  findings: Readonly<Record<string, Finding>>;
  /** A value for every text item of the catalogue. */
  texts: Readonly<Record<string, string>>;
  verdict: string;
}

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
  findings: {
    ext_body_paint: {
      rating: 3,
      description:
        'Graffio profondo di circa 12 cm sulla porta posteriore destra, con vernice asportata fino al fondo. Consigliato ritocco in carrozzeria.',
      minRepairCents: 18000,
      maxRepairCents: 32000,
    },
    ext_bumpers: { rating: 4 },
    ext_windscreen: {
      rating: 3,
      description:
        'Scheggiatura di 4 mm lato passeggero, fuori dal campo visivo del conducente. Riparabile con resina.',
      minRepairCents: 6000,
      maxRepairCents: 9000,
    },
    ext_wipers: {
      rating: 4,
      description: 'Spazzole anteriori indurite, lasciano aloni sul parabrezza.',
      minRepairCents: 2500,
      maxRepairCents: 4500,
    },
    ext_tow_bar: { rating: 0, description: 'Gancio di traino non presente.' },
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
    tyr_tyre_condition: { rating: 4 },
    tyr_wheels: {
      rating: 4,
      description: 'Segni di sfregamento da marciapiede sul cerchio anteriore destro.',
      minRepairCents: 8000,
      maxRepairCents: 12000,
    },
    tyr_rear_shocks: {
      rating: 3,
      description:
        "Leggera trasudazione dall'ammortizzatore posteriore sinistro, smorzamento ancora efficace. Sostituzione in coppia consigliata entro il prossimo tagliando.",
      minRepairCents: 24000,
      maxRepairCents: 38000,
    },
    tyr_front_brakes: {
      rating: 2,
      description:
        'Pastiglie anteriori al 20% circa e dischi con scalino evidente. Sostituire dischi e pastiglie entro 3.000 km.',
      minRepairCents: 22000,
      maxRepairCents: 32000,
    },
    road_clutch: { rating: 4, description: 'Stacco leggermente alto, compatibile con il chilometraggio.' },
    road_braking: {
      rating: 4,
      description: 'Lieve vibrazione al pedale nelle frenate decise, dovuta ai dischi anteriori.',
    },
    road_cabin_noise: { rating: 4 },
  },
  texts: {
    ext_summary:
      'Carrozzeria in buono stato, senza segni di incidenti né riverniciature estese. Da segnalare un graffio sulla porta posteriore destra e una piccola scheggiatura del parabrezza.',
    tyr_brand_size: 'Michelin Primacy 4 — 205/55 R16 91V (estivi)',
    tyr_dot: 'Anteriori 2023 (DOT 1423), posteriori 2022 (DOT 3822)',
    tyr_tread_front_left: '6,1 mm',
    tyr_tread_front_right: '6,0 mm',
    tyr_tread_rear_left: '4,8 mm',
    tyr_tread_rear_right: '4,9 mm',
    road_summary:
      'Prova di 18 km su percorso misto urbano, extraurbano e tangenziale fino a 110 km/h. Motore pronto e regolare, cambio preciso, nessuna spia accesa. Lieve vibrazione al pedale del freno nelle frenate decise.',
  },
  verdict: [
    "Volkswagen Golf 1.6 TDI Highline del 2019 con 87.450 km, in condizioni generali buone e coerenti con l'età e il chilometraggio. Il libretto di manutenzione è completo, con tagliandi regolari presso la rete ufficiale; l'ultimo è stato eseguito circa 7.300 km fa.",
    'Esterni: carrozzeria senza segni di incidenti né riverniciature estese, spessore della vernice regolare su tutti i pannelli. Da segnalare un graffio profondo sulla porta posteriore destra e una piccola scheggiatura del parabrezza lato passeggero, entrambi riparabili con una spesa contenuta.',
    "Interni: abitacolo curato e privo di odori; tutti i comandi e i dispositivi elettrici funzionano correttamente. L'usura del fianchetto del sedile guida è lieve e normale per il chilometraggio.",
    "Meccanica: motore regolare a freddo e a caldo, nessuna perdita e nessun codice di errore memorizzato in centralina. Dischi e pastiglie anteriori sono vicini al limite di usura e vanno sostituiti a breve; l'ammortizzatore posteriore sinistro mostra una leggera trasudazione da tenere sotto controllo.",
    'Prova su strada: 18 km su percorso misto. Erogazione pronta, cambio preciso, sterzo diritto e nessun rumore anomalo dalle sospensioni. In frenata decisa si avverte una lieve vibrazione al pedale, coerente con lo stato dei dischi.',
    "In sintesi: un'auto affidabile e ben mantenuta. Gli interventi indicati nei punti di attenzione costano in tutto tra 805 € e 1.275 €: un buon argomento per la trattativa sul prezzo.",
  ].join('\n\n'),
};

export const FIAT_500: DemoCar = {
  details: {
    brand: 'Fiat',
    model: '500',
    variant: '1.2 69 CV Lounge',
    year: 2018,
    month: 6,
    plate_number: 'FM456CD',
    vin: 'ZFA3120000JA12345',
    odometer: 54210,
    colour: 'Bianco Gelato',
    interior: 'Tessuto',
    interior_colour: 'Avorio e nero',
    transmission: 'Manuale a 5 marce',
    engine: '1.2 Fire 4 cilindri, 1.242 cm³, 51 kW (69 CV)',
    drive_type: 'Anteriore',
    aspiration: 'Aspirato',
    fuel_type: 'Benzina',
    number_of_doors: 3,
    number_of_seats: 4,
    service_book: 'Parziale',
    last_service_km: 47980,
    warranty_expiry: '2020-06-30',
    euro_class: 'Euro 6',
  },
  lastServiceDaysBeforeInspection: 290,
  findings: {
    ext_body_paint: { rating: 4 },
    ext_bumpers: { rating: 4 },
    ext_rust: {
      rating: 3,
      description: 'Inizio di ossidazione sul bordo inferiore del portellone, sotto la guarnizione.',
      minRepairCents: 15000,
      maxRepairCents: 25000,
    },
    ext_tow_bar: { rating: 0, description: 'Gancio di traino non presente.' },
    int_front_seats: { rating: 4 },
    int_headliner: { rating: 4 },
    int_air_conditioning: {
      rating: 2,
      description:
        "Il climatizzatore raffredda poco: pressione del gas bassa. Consigliate ricarica e prova di tenuta dell'impianto.",
      minRepairCents: 8000,
      maxRepairCents: 35000,
    },
    int_parking_aids: { rating: 0, description: 'Non presenti su questo allestimento.' },
    eng_oil_leaks: {
      rating: 3,
      description: 'Trasudamento di olio dalla guarnizione del coperchio punterie.',
      minRepairCents: 9000,
      maxRepairCents: 15000,
    },
    eng_turbo: { rating: 0, description: 'Motore aspirato: turbocompressore non presente.' },
    eng_battery: { rating: 4 },
    tyr_tyre_condition: { rating: 4 },
    road_suspension_noises: { rating: 4, description: 'Leggero cigolio dal retrotreno su fondo sconnesso.' },
    road_driver_assistance: { rating: 0, description: 'Regolatore di velocità non presente.' },
  },
  texts: {
    ext_summary:
      "Carrozzeria in buone condizioni con piccoli segni d'uso; da trattare l'ossidazione sul bordo del portellone.",
    tyr_brand_size: 'Pirelli Cinturato P1 — 185/55 R15 82H (estivi)',
    tyr_dot: 'Tutti 2021 (DOT 4121)',
    tyr_tread_front_left: '5,2 mm',
    tyr_tread_front_right: '5,3 mm',
    tyr_tread_rear_left: '5,8 mm',
    tyr_tread_rear_right: '5,7 mm',
    road_summary:
      'Prova di 12 km in città e in tangenziale. Motore regolare, cambio morbido, sterzo preciso; climatizzatore poco efficace.',
  },
  verdict: [
    'Fiat 500 1.2 Lounge del 2018 con 54.210 km, in condizioni complessivamente buone. Il libretto di manutenzione è parziale: mancano i timbri di due tagliandi.',
    "Da programmare la ricarica del climatizzatore con prova di tenuta, la sostituzione della guarnizione del coperchio punterie e il trattamento dell'ossidazione sul portellone.",
    'Prova su strada regolare: motore pronto, cambio morbido e freni efficaci.',
  ].join('\n\n'),
};
