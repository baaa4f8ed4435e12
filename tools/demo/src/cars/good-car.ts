import type { DemoCar, DemoPhoto } from './demo-car';

// Shown both under their checklist item and among the imperfections.
const STONE_CHIPS: DemoPhoto = {
  image: 'stone-chip',
  alt: 'Puntini da sassi sul bordo anteriore del cofano',
};
const DOOR_DING: DemoPhoto = { image: 'dent', alt: 'Piccola bozza sulla porta posteriore destra' };
const BUMPER_SCUFF: DemoPhoto = {
  image: 'bumper-scuff',
  alt: 'Strisciata superficiale sul paraurti posteriore sinistro',
};
const CURB_RASH: DemoPhoto = {
  image: 'curb-rash',
  alt: 'Segni da marciapiede sul cerchio anteriore destro',
};

/** The example of a car in good condition: a one-owner city hybrid with a complete service history. */
export const GOOD_CAR: DemoCar = {
  details: {
    brand: 'Toyota',
    model: 'Yaris',
    variant: '1.5 Hybrid 5 porte Active',
    year: 2020,
    month: 9,
    plate_number: 'GB482KM',
    vin: 'VNKKBAC3X0A418273',
    odometer: 48250,
    colour: 'Blu Intenso metallizzato',
    interior: 'Tessuto',
    interior_colour: 'Nero e grigio scuro',
    transmission: 'Automatico e-CVT',
    engine:
      '1.5 Hybrid 3 cilindri, 1.490 cm³, 68 kW (92 CV) + elettrico 59 kW; potenza di sistema 85 kW (116 CV)',
    drive_type: 'Anteriore',
    aspiration: 'Aspirato',
    fuel_type: 'Ibrida (benzina/elettrica)',
    number_of_doors: 5,
    number_of_seats: 5,
    service_book: 'Completo, tagliandi annuali in rete ufficiale Toyota',
    last_service_km: 47310,
    warranty_expiry: '2027-09-18',
    euro_class: 'Euro 6D',
  },
  lastServiceDaysBeforeInspection: 53,
  // A stamp a year, the revisione in between: a steady 8.000 km or so a year.
  odometerReadings: [
    { source: 'service_book', daysBeforeInspection: 1510, km: 8120 },
    { source: 'service_book', daysBeforeInspection: 1145, km: 16380 },
    { source: 'service_book', daysBeforeInspection: 780, km: 24950 },
    { source: 'service_book', daysBeforeInspection: 415, km: 33700 },
    { source: 'revisione', daysBeforeInspection: 75, km: 46900 },
    { source: 'service_book', daysBeforeInspection: 53, km: 47310 },
  ],
  illustration: {
    seed: 'good',
    bodyColour: '#2f5d8a',
    interiorColour: '#44484f',
    shape: 'supermini',
    grille: 'wide',
    powertrain: 'hybrid',
    transmission: 'automatic',
    badge: 'Yaris',
    keyCount: 2,
    serviceBook: 'complete',
  },
  verdict: [
    'Toyota Yaris 1.5 Hybrid Active del settembre 2020 con 48.250 km, un solo proprietario e uso prevalentemente cittadino. È un’auto in ottime condizioni generali, curata e mantenuta con regolarità: la consigliamo senza riserve.',
    'Il libretto di manutenzione è completo: sei tagliandi annuali eseguiti nella rete ufficiale Toyota, l’ultimo a settembre 2026 a 47.310 km. Grazie al programma Toyota Relax la garanzia del costruttore resta valida fino al 18 settembre 2027 e si rinnova a ogni tagliando in rete ufficiale. La revisione è stata superata a settembre 2026 e scade a settembre 2028.',
    'Esterni: la vernice è originale su tutti i pannelli (spessore tra 95 e 125 µm), senza segni di incidenti né riverniciature. Abbiamo trovato solo difetti estetici minori: una piccola bozza da parcheggio sulla porta posteriore destra, eliminabile con levabolli senza riverniciare, una strisciata superficiale sul paraurti posteriore che va via con una lucidatura e qualche puntino da sassi sul bordo del cofano. Fari, cristalli e guarnizioni sono in perfetto stato; nessuna traccia di ruggine, nemmeno nel sottoscocca.',
    'Interni: abitacolo pulito e senza odori, con un’usura coerente con il chilometraggio. Il fianchetto del sedile guida è appena segnato, il tessuto è integro. Climatizzatore, sistema multimediale con Apple CarPlay e Android Auto, retrocamera, alzacristalli e chiusura centralizzata funzionano correttamente. Vengono consegnate due chiavi con telecomando.',
    'Motore: il sistema ibrido funziona perfettamente. L’avviamento avviene in modalità elettrica e il motore termico entra in funzione in modo regolare; la distribuzione è a catena e non richiede manutenzione. Olio al livello massimo e pulito, nessun trafilaggio, batteria a 12 V in buono stato e batteria ibrida promossa al controllo di stato. La diagnosi elettronica non ha rilevato codici di errore in nessuna centralina.',
    'Pneumatici e sospensioni: quattro Michelin Primacy 4 del 2023 con 6,4–6,9 mm di battistrada e usura regolare. Dischi e pastiglie sono in ottimo stato, anche grazie alla frenata rigenerativa. Il cerchio anteriore destro ha segni da marciapiede sul bordo, solo estetici. Sospensioni, sterzo e cuffie dei semiassi sono senza giochi né perdite.',
    'Prova su strada: 22 km tra città, extraurbano e tangenziale fino a 120 km/h. La Yaris è silenziosa e confortevole, il passaggio tra propulsione elettrica e termica è impercettibile e il consumo medio rilevato è di 4,1 l/100 km. Sterzo preciso, frenata rettilinea, assistenze alla guida funzionanti; solo un leggero fruscio dalla guarnizione della porta anteriore sinistra oltre i 110 km/h.',
    'In sintesi: un’ottima scelta come auto per la città e per i viaggi brevi. Gli unici interventi consigliati sono estetici o di piccola manutenzione (bozza sulla porta, cerchio, spazzole tergicristallo) e costano in tutto tra 195 € e 325 €.',
  ],
  faultCodes: [],
  items: {
    doc_first_registration: { text: 'Settembre 2020' },
    doc_previous_owners: { text: 'Nessuno: un solo intestatario dalla prima immatricolazione' },
    doc_revision_date: { text: 'Settembre 2024, superata senza annotazioni' },
    doc_keys_count: { text: '2 chiavi con telecomando' },
    doc_recalls: { text: 'Nessuna campagna aperta per questo telaio' },
    doc_euro_class: { text: 'Euro 6D' },
    diag_ecu_mileage: { text: '48.250 km, uguale al quadro strumenti' },
    diag_service_due: { text: 'Tra 14.060 km o 10 mesi' },
    diag_gearbox_ecu: { rating: 5, description: 'Centralina della trasmissione e-CVT senza errori.' },
    diag_traction_battery: {
      rating: 5,
      description: 'Batteria ibrida con tutte le celle bilanciate e nessun errore memorizzato.',
    },
    diag_particulate_filter: {
      rating: 0,
      reason: 'not_applicable',
      description: 'Motore a benzina senza filtro antiparticolato.',
    },
    ext_body_paint: {
      rating: 4,
      description:
        'Vernice originale su tutti i pannelli, spessore tra 95 e 125 µm. Alcuni puntini da sassi sul bordo anteriore del cofano, normali per il chilometraggio: si possono ritoccare con la penna di colore originale.',
      photos: [STONE_CHIPS],
    },
    ext_body_panels: {
      rating: 4,
      description:
        'Pannelli allineati e luci regolari. Piccola bozza da parcheggio sulla porta posteriore destra, senza danni alla vernice: si elimina con levabolli (PDR), senza riverniciare.',
      cost: [90, 150],
      photos: [DOOR_DING],
    },
    ext_bumpers: {
      rating: 4,
      description:
        'Strisciata superficiale sullo spigolo del paraurti posteriore sinistro, solo nel trasparente: va via con una lucidatura.',
      photos: [BUMPER_SCUFF],
    },
    ext_windscreen: { rating: 5, description: 'Parabrezza originale, senza scheggiature né crepe.' },
    ext_wipers: {
      rating: 4,
      description: 'Spazzole anteriori indurite che lasciano aloni alla prima passata: da sostituire.',
      cost: [25, 45],
    },
    ext_headlights: {
      rating: 5,
      description: 'Fari a LED trasparenti e ben regolati, luci diurne funzionanti.',
    },
    ext_mirrors: { rating: 5, description: 'Regolazione elettrica e sbrinamento funzionanti.' },
    ext_rust: { rating: 5, description: 'Nessuna traccia di ruggine su scocca, passaruota e soglie.' },
    ext_underbody: {
      rating: 5,
      description: 'Sottoscocca pulito, protezioni in plastica integre, nessun segno di urti o strisciate.',
    },
    ext_tow_bar: { rating: 0, reason: 'not_applicable', description: 'Gancio di traino non presente.' },
    ext_summary: {
      text: 'Esterni in ottime condizioni per un’auto di sei anni: vernice originale e nessun segno di incidenti. Da segnalare solo una piccola bozza sulla porta posteriore destra, una strisciata superficiale sul paraurti posteriore e qualche puntino da sassi sul cofano.',
    },
    int_dashboard: { rating: 5, description: 'Plancia integra, senza cigolii né rivestimenti scollati.' },
    int_instrument_cluster: {
      rating: 5,
      description:
        'Quadro strumenti funzionante in ogni sezione; il chilometraggio è coerente con lo storico dei tagliandi.',
    },
    int_warning_lights: {
      rating: 5,
      description: 'Tutte le spie si accendono con il quadro acceso e si spengono all’avviamento.',
    },
    int_front_seats: {
      rating: 4,
      description:
        'Leggera usura del fianchetto del sedile guida; tessuto integro, senza strappi né macchie.',
    },
    int_rear_seats: {
      rating: 5,
      description: 'Divano posteriore come nuovo, schienale frazionato 60/40 funzionante.',
    },
    int_seat_belts: { rating: 5, description: 'Tutte le cinture si riavvolgono correttamente.' },
    int_airbags: {
      rating: 5,
      description: 'Spia airbag regolare, nessun errore memorizzato nella centralina.',
    },
    int_carpets: { rating: 4, description: 'Tappetini originali con usura normale sul lato guida.' },
    int_power_windows: {
      rating: 5,
      description:
        'Alzacristalli anteriori e posteriori funzionanti, salita e discesa automatiche sul lato guida.',
    },
    int_air_conditioning: {
      rating: 5,
      description: 'Climatizzatore automatico efficiente: 6 °C misurati alle bocchette centrali.',
    },
    int_infotainment: {
      rating: 5,
      description: 'Schermo touch da 7 pollici reattivo; Apple CarPlay e Android Auto funzionanti.',
    },
    int_connectivity: { rating: 5, description: 'Bluetooth, prese USB e presa 12 V funzionanti.' },
    int_parking_aids: { rating: 5, description: 'Retrocamera con immagine nitida e linee guida.' },
    int_boot: { rating: 5, description: 'Bagagliaio pulito, piano di carico e rivestimenti integri.' },
    int_spare_wheel: {
      rating: 5,
      description: 'Kit di riparazione pneumatici completo, sigillante non scaduto.',
    },
    int_keys: { rating: 5, description: 'Consegnate due chiavi con telecomando, entrambe funzionanti.' },
    int_odours_cleanliness: {
      rating: 5,
      description: 'Abitacolo pulito, nessun odore di fumo o di umidità.',
    },
    eng_cold_start: {
      rating: 5,
      description:
        'Avviamento in modalità elettrica; il motore termico si accende regolare dopo pochi secondi.',
    },
    eng_idle: {
      rating: 5,
      description:
        'Regime stabile durante il riscaldamento; a motore caldo il termico si spegne come previsto.',
    },
    eng_oil_level: {
      rating: 5,
      description: 'Olio al livello massimo, pulito e di colore ambrato: sostituito all’ultimo tagliando.',
      photos: [{ image: 'oil-dipstick', alt: 'Astina dell’olio con il livello al massimo' }],
    },
    eng_oil_leaks: {
      rating: 5,
      description: 'Nessun trafilaggio da motore, trasmissione o circuito di raffreddamento.',
    },
    eng_brake_fluid: {
      rating: 5,
      description: "Sostituito all’ultimo tagliando; contenuto d’acqua inferiore all'1%.",
    },
    eng_auxiliary_belt: {
      rating: 0,
      reason: 'not_applicable',
      description: 'Non presente: la pompa dell’acqua e il compressore del climatizzatore sono elettrici.',
    },
    eng_timing: {
      rating: 5,
      description:
        'Distribuzione a catena, silenziosa a freddo e a caldo: non richiede manutenzione periodica.',
    },
    eng_battery: {
      rating: 5,
      description:
        'Batteria a 12 V in buono stato: 12,6 V a riposo e test di carico superato. La batteria ibrida ha superato il controllo di stato.',
      photos: [{ image: 'battery-test', alt: 'Tester della batteria: 12,6 V, batteria in buono stato' }],
    },
    eng_charging: {
      rating: 5,
      description: 'La batteria ibrida si ricarica regolarmente in rilascio e in frenata.',
    },
    eng_air_intake: { rating: 5, description: 'Filtro dell’aria sostituito all’ultimo tagliando.' },
    eng_turbo: {
      rating: 0,
      reason: 'not_applicable',
      description: 'Motore aspirato: turbocompressore non presente.',
    },
    eng_exhaust: { rating: 5, description: 'Impianto originale integro, senza perdite né rumori anomali.' },
    eng_emissions: {
      rating: 5,
      description: 'Valori allo scarico nella norma; catalizzatore e sonde lambda efficienti.',
    },
    eng_diagnostics: {
      rating: 5,
      description: 'Nessun codice di errore memorizzato in nessuna centralina, compreso il sistema ibrido.',
      photos: [
        { image: 'diagnostic-scan', alt: 'Strumento di diagnosi: nessun codice di errore memorizzato' },
      ],
    },
    tyr_brand_size: { text: 'Michelin Primacy 4 — 185/65 R15 88H (estivi)' },
    tyr_dot: { text: 'Tutti del 2023 (DOT 3823)' },
    tyr_tread_front_left: { text: '6,5 mm' },
    tyr_tread_front_right: { text: '6,4 mm' },
    tyr_tread_rear_left: { text: '6,8 mm' },
    tyr_tread_rear_right: { text: '6,9 mm' },
    tyr_tyre_condition: {
      rating: 5,
      description:
        'Usura regolare su tutta la larghezza del battistrada, nessun taglio né crepa sui fianchi.',
      photos: [{ image: 'tyre-tread', alt: 'Misura del battistrada anteriore sinistro: 6,5 mm' }],
    },
    tyr_wheels: {
      rating: 4,
      description: 'Segni da marciapiede sul bordo del cerchio anteriore destro; il cerchio non è deformato.',
      cost: [80, 130],
      photos: [CURB_RASH],
    },
    tyr_control_arms: { rating: 5, description: 'Silent block integri, nessun gioco.' },
    tyr_steering_rack: { rating: 5, description: 'Nessun gioco allo sterzo, cuffie integre.' },
    tyr_cv_joints: { rating: 5, description: 'Cuffie dei semiassi integre, senza perdite di grasso.' },
    tyr_front_brakes: {
      rating: 5,
      description:
        'Dischi lisci e pastiglie al 70% circa: la frenata rigenerativa ne limita molto il consumo.',
      photos: [{ image: 'brake-disc', alt: 'Disco e pastiglie anteriori in buono stato' }],
    },
    tyr_rear_brakes: { rating: 5, description: 'Freni posteriori efficienti, usura minima.' },
    road_engine_performance: {
      rating: 5,
      description:
        'Erogazione fluida e silenziosa; il passaggio tra modalità elettrica e termica è impercettibile.',
    },
    road_clutch: {
      rating: 0,
      reason: 'not_applicable',
      description: 'Cambio automatico e-CVT: la frizione non è presente.',
    },
    road_gearbox: {
      rating: 5,
      description:
        'Trasmissione e-CVT fluida, senza rumori né strattoni; freno motore in posizione B efficace.',
    },
    road_braking: {
      rating: 5,
      description:
        'Frenata potente e rettilinea; il passaggio dalla rigenerazione ai freni idraulici è ben raccordato.',
    },
    road_cabin_noise: {
      rating: 4,
      description: 'Leggero fruscio dalla guarnizione della porta anteriore sinistra oltre i 110 km/h.',
    },
    road_driver_assistance: {
      rating: 5,
      description:
        'Cruise control adattivo, mantenimento della corsia e frenata automatica d’emergenza funzionanti.',
    },
    road_summary: {
      text: 'Prova di 22 km su percorso urbano, extraurbano e in tangenziale fino a 120 km/h. Auto silenziosa e confortevole, sistema ibrido perfettamente funzionante, consumo medio rilevato di 4,1 l/100 km. Nessuna spia accesa al termine della prova.',
    },
  },
  keyPhotoAlts: {
    instrument_cluster: 'quadro strumenti: 48.250 km',
    keys: 'le due chiavi con telecomando',
    service_book: 'libretto di manutenzione con tutti i tagliandi timbrati',
  },
  imperfections: [STONE_CHIPS, DOOR_DING, BUMPER_SCUFF, CURB_RASH],
};
