import type { DemoCar, DemoPhoto } from './demo-car';

// Shown both under their checklist item and among the imperfections.
const SCRATCH: DemoPhoto = { image: 'scratch', alt: 'Graffio profondo sul parafango anteriore destro' };
const DENT: DemoPhoto = { image: 'dent', alt: 'Ammaccatura sulla porta posteriore sinistra' };
const CRACK: DemoPhoto = {
  image: 'cracked-windscreen',
  alt: 'Crepa di circa 25 cm sul parabrezza, lato passeggero',
};
const HEADLIGHT: DemoPhoto = { image: 'faded-headlight', alt: 'Faro anteriore opacizzato e ingiallito' };
const RUST: DemoPhoto = { image: 'rust-spot', alt: 'Ruggine sul bordo del passaruota posteriore destro' };
const SEAT: DemoPhoto = { image: 'worn-seat', alt: 'Fianchetto del sedile guida consumato e lacerato' };
const OIL_LEAK: DemoPhoto = {
  image: 'oil-leak',
  alt: 'Trafilaggio di olio dalla guarnizione della pompa del vuoto',
};
const TYRE: DemoPhoto = {
  image: 'worn-tyre',
  alt: 'Pneumatico anteriore sinistro con 1,8 mm di battistrada',
};

/** The example of a car with problems: high mileage, gaps in the service history, a long list of work. */
export const BAD_CAR: DemoCar = {
  details: {
    brand: 'Alfa Romeo',
    model: 'Giulietta',
    variant: '2.0 JTDm-2 140 CV Distinctive',
    year: 2012,
    month: 5,
    plate_number: 'EM417PX',
    vin: 'ZAR94000007184523',
    odometer: 212340,
    colour: 'Rosso Alfa',
    interior: 'Tessuto',
    interior_colour: 'Nero',
    transmission: 'Manuale a 6 marce',
    engine: '2.0 JTDm-2 Multijet 4 cilindri, 1.956 cm³, 103 kW (140 CV)',
    drive_type: 'Anteriore',
    aspiration: 'Turbocompresso',
    fuel_type: 'Diesel',
    number_of_doors: 5,
    number_of_seats: 5,
    service_book: 'Incompleto: timbri fino al 2019, poi una sola fattura del 2023',
    last_service_km: 176450,
    warranty_expiry: '2014-05-24',
    euro_class: 'Euro 5',
  },
  lastServiceDaysBeforeInspection: 1337,
  // The last revisione reads less than the invoice before it: the odometer is to verify.
  odometerReadings: [
    { source: 'service_book', daysBeforeInspection: 2950, km: 104800 },
    { source: 'service_book', daysBeforeInspection: 2580, km: 121300 },
    { source: 'revisione', daysBeforeInspection: 2210, km: 131600 },
    { source: 'service_book', daysBeforeInspection: 1337, km: 176450 },
    { source: 'revisione', daysBeforeInspection: 580, km: 168900 },
  ],
  illustration: {
    seed: 'bad',
    bodyColour: '#a3111a',
    interiorColour: '#4a4d53',
    shape: 'compact',
    grille: 'shield',
    powertrain: 'diesel',
    transmission: 'manual',
    badge: 'Giulietta',
    keyCount: 1,
    serviceBook: 'partial',
  },
  verdict: [
    'Alfa Romeo Giulietta 2.0 JTDm-2 Distinctive del maggio 2012 con 212.340 km. L’auto è marciante e il motore tira ancora bene, ma ha accumulato molti interventi rimandati: così com’è la sconsigliamo, a meno che il prezzo tenga conto dei lavori necessari.',
    'Il libretto di manutenzione è incompleto: timbri regolari fino al 2019, poi una sola fattura di marzo 2023 a 176.450 km. Da allora l’auto ha percorso quasi 36.000 km senza tagliando e non c’è alcuna prova che la cinghia di distribuzione sia mai stata sostituita. L’ultima revisione riporta 168.900 km, meno dei 176.450 km di quella fattura: il chilometraggio è da verificare, per esempio con lo storico delle revisioni sul Portale dell’Automobilista. Viene consegnata una sola chiave.',
    'Esterni: il parabrezza ha una crepa di circa 25 cm in espansione e va sostituito; con questo difetto la revisione non verrebbe superata. C’è ruggine con bolle nella vernice sul passaruota posteriore destro e sulla soglia sinistra, un’ammaccatura con piega della lamiera sulla porta posteriore sinistra e un graffio profondo sul parafango anteriore destro. I fari sono opacizzati e illuminano poco. Portellone e paraurti posteriore sono stati riverniciati e le luci tra cofano e parafango destro sono irregolari: segni di un urto leggero riparato in passato.',
    'Interni: abitacolo da igienizzare, con odore di fumo e di umidità. Il fianchetto del sedile guida è lacerato, il climatizzatore non raffredda perché l’impianto è scarico, un alzacristallo posteriore si blocca e un sensore di parcheggio è guasto. Il volante e la cuffia del cambio sono consumati.',
    'Motore: la cinghia di distribuzione va sostituita subito, prima di usare l’auto, insieme a pompa dell’acqua e cinghia servizi. Il filtro antiparticolato è intasato e la valvola EGR sporca (codici P2002 e P0401, spia di avaria motore accesa): in autostrada il motore va in protezione. Ci sono trafilaggi di olio dalla pompa del vuoto e dal coperchio punterie, l’olio è al minimo e scaduto, la batteria non supera il test di carico e il supporto motore è screpolato.',
    'Frizione e volano bimassa sono a fine vita: la frizione slitta in quarta e in quinta sotto carico e il volano batte allo spegnimento. È l’intervento più costoso della lista.',
    'Pneumatici e sospensioni: le gomme anteriori sono al limite (1,8 e 2,0 mm) e consumate all’interno, le posteriori sono del 2017 e hanno crepe sui fianchi: vanno cambiate tutte e quattro. I silent block dei bracci anteriori sono screpolati e causano il battito sulle buche e la convergenza sbagliata; l’ammortizzatore posteriore sinistro perde olio. Dischi e pastiglie anteriori sono da sostituire: in frenata il volante vibra.',
    'Prova su strada: 20 km tra città, statale e tangenziale. La frizione slitta, l’avantreno batte, la frenata vibra e il motore va in protezione dopo una tirata lunga.',
    'In sintesi: i 30 punti di attenzione costano in tutto tra 5.840 € e 10.210 €, una cifra vicina al valore di mercato dell’auto. I lavori da fare prima di tutto, perché riguardano la sicurezza o rischiano di rompere il motore, sono la distribuzione, il parabrezza, pneumatici e freni anteriori, i bracci oscillanti e la frizione. Se l’auto ti interessa, usa questo report per trattare: il prezzo deve tenere conto di almeno 5.800 € di lavori.',
  ],
  faultCodes: [
    {
      code: 'P2002',
      description: 'Efficienza del filtro antiparticolato sotto la soglia (bancata 1)',
      status: 'active',
    },
    {
      code: 'P0401',
      description: 'Flusso del ricircolo dei gas di scarico (EGR) insufficiente',
      status: 'stored',
    },
  ],
  items: {
    doc_first_registration: { text: 'Maggio 2012' },
    doc_previous_owners: { text: '3 intestatari precedenti' },
    doc_revision_date: {
      text: 'Maggio 2024, superata',
      description: 'Con la crepa sul parabrezza la prossima revisione non verrebbe superata.',
    },
    doc_service_book: {
      rating: 2,
      description:
        'Timbri regolari fino al 2019, poi una sola fattura di marzo 2023: nessuna prova della sostituzione della cinghia di distribuzione.',
    },
    doc_service_invoices: {
      rating: 3,
      description: 'Solo la fattura del tagliando di marzo 2023; nessun documento dei lavori precedenti.',
    },
    doc_owner_manual: { rating: 0, reason: 'not_applicable', description: 'Libretto d’uso non consegnato.' },
    doc_keys_count: { text: '1 chiave: la seconda non è disponibile' },
    doc_recalls: { text: 'Nessuna campagna aperta per questo telaio' },
    doc_euro_class: { text: 'Euro 5' },
    diag_fault_codes: {
      rating: 2,
      description:
        'Due codici nella centralina motore, elencati nella tabella dei codici di errore; nessun errore nelle altre centraline. La spia di avaria motore è accesa.',
    },
    diag_readiness: {
      rating: 3,
      description: 'I monitor del filtro antiparticolato e della valvola EGR risultano non pronti.',
    },
    diag_gearbox_ecu: {
      rating: 0,
      reason: 'not_applicable',
      description: 'Cambio manuale senza centralina propria.',
    },
    diag_ecu_mileage: { text: '212.340 km, uguale al quadro strumenti' },
    diag_battery_test: {
      rating: 2,
      description: 'Stato di salute della batteria al 58%: conferma il test di carico non superato.',
    },
    diag_particulate_filter: {
      rating: 1,
      description:
        'Contropressione del filtro antiparticolato oltre il limite e ultime tre rigenerazioni interrotte.',
    },
    diag_adas: {
      rating: 0,
      reason: 'not_applicable',
      description: 'Nessun sistema di assistenza alla guida con sensori o telecamere.',
    },
    diag_traction_battery: { rating: 0, reason: 'not_applicable', description: 'Auto non ibrida.' },
    diag_service_due: { text: 'Tagliando scaduto da circa 36.000 km' },
    ext_body_paint: {
      rating: 2,
      description:
        'Graffio profondo fino al fondo sul parafango anteriore destro. Portellone e paraurti posteriore riverniciati (spessore oltre 250 µm), con una leggera differenza di tonalità.',
      cost: [180, 320],
      photos: [SCRATCH],
    },
    ext_body_panels: {
      rating: 2,
      description:
        'Ammaccatura di circa 8 cm con piega della lamiera sulla porta posteriore sinistra: il levabolli non basta, serve la carrozzeria. Luci irregolari tra cofano e parafango destro, segno di una riparazione dopo un urto.',
      cost: [220, 380],
      photos: [DENT],
    },
    ext_bumpers: {
      rating: 3,
      description: 'Spoiler del paraurti anteriore graffiato e fissaggio destro allentato.',
      cost: [60, 120],
    },
    ext_windscreen: {
      rating: 1,
      description:
        'Crepa di circa 25 cm partita da una scheggiatura sul lato passeggero, in espansione. Il parabrezza va sostituito (con taratura del sensore pioggia): con questo difetto la revisione non verrebbe superata.',
      cost: [380, 620],
      photos: [CRACK],
    },
    ext_side_rear_windows: {
      rating: 4,
      description: 'Vetri integri, guarnizioni indurite ma ancora a tenuta.',
    },
    ext_wipers: {
      rating: 3,
      description: 'Spazzole consumate e spruzzatore destro otturato.',
      cost: [30, 60],
    },
    ext_headlights: {
      rating: 2,
      description:
        'Fari opacizzati e ingialliti: il fascio luminoso è debole e diffuso. Serve una lucidatura con trattamento protettivo.',
      cost: [80, 140],
      photos: [HEADLIGHT],
    },
    ext_rear_lights: { rating: 4, description: 'Funzionanti; plastica del fanale sinistro un po’ opaca.' },
    ext_mirrors: { rating: 4, description: 'Calotta destra graffiata, regolazione elettrica funzionante.' },
    ext_doors_bonnet_boot: {
      rating: 3,
      description: 'Pistoncini del portellone scarichi: il portellone non resta aperto da solo.',
      cost: [40, 80],
    },
    ext_rust: {
      rating: 2,
      description:
        'Ruggine con bolle nella vernice sul bordo del passaruota posteriore destro e inizio di corrosione sulla soglia sinistra. Va trattata e riverniciata prima che diventi passante.',
      cost: [280, 480],
      photos: [RUST],
    },
    ext_underbody: {
      rating: 3,
      description: 'Strisciate sotto la traversa anteriore; riparo sottomotore rotto e fissato con fascette.',
      cost: [60, 120],
    },
    ext_tow_bar: { rating: 0, reason: 'not_applicable', description: 'Gancio di traino non presente.' },
    ext_summary: {
      text: 'Carrozzeria con diversi difetti: crepa estesa sul parabrezza, ruggine sul passaruota posteriore destro, ammaccatura sulla porta posteriore sinistra e fari opacizzati. Portellone e paraurti posteriore sono stati riverniciati e le luci tra cofano e parafango destro sono irregolari: compatibili con la riparazione di un urto leggero.',
    },
    int_dashboard: {
      rating: 4,
      description: 'Qualche cigolio dalla plancia su fondo sconnesso, nessuna parte rotta.',
    },
    int_instrument_cluster: {
      rating: 3,
      description:
        'Funzionante, ma il display centrale ha alcuni pixel spenti. Il chilometraggio è coerente con le fatture disponibili.',
    },
    int_warning_lights: {
      rating: 2,
      description: 'La spia di avaria motore resta accesa dopo l’avviamento: vedi la diagnosi elettronica.',
    },
    int_steering_wheel: {
      rating: 3,
      description: 'Corona del volante lucida e consumata nei punti di presa.',
    },
    int_front_seats: {
      rating: 2,
      description:
        'Fianchetto esterno del sedile guida consumato, con il tessuto lacerato e l’imbottitura schiacciata. Sedile del passeggero in condizioni discrete.',
      cost: [180, 320],
      photos: [SEAT],
    },
    int_rear_seats: { rating: 4, description: 'Tessuto integro, qualche macchia sulla seduta centrale.' },
    int_seat_adjustment: {
      rating: 3,
      description: 'La leva dell’altezza del sedile guida ha gioco e il sedile scende lentamente.',
    },
    int_headliner: { rating: 3, description: 'Cielo leggermente staccato sopra il lunotto.' },
    int_carpets: {
      rating: 3,
      description: 'Tappetini consumati e moquette bucata sotto il tallone del guidatore.',
    },
    int_door_panels: { rating: 4, description: 'Pannelli integri, tasca della porta destra incrinata.' },
    int_power_windows: {
      rating: 3,
      description:
        'L’alzacristallo posteriore destro è lento e si blocca a metà corsa: alzavetro da sostituire.',
      cost: [90, 170],
    },
    int_central_locking: { rating: 4, description: 'Funzionante, ma il telecomando ha una portata ridotta.' },
    int_interior_lights: { rating: 4, description: 'Plafoniera posteriore non funzionante.' },
    int_air_conditioning: {
      rating: 2,
      description:
        'Il climatizzatore non raffredda: l’impianto è scarico. Servono ricerca della perdita e ricarica; non si esclude un condensatore forato.',
      cost: [120, 450],
    },
    int_heating_ventilation: {
      rating: 4,
      description: 'Riscaldamento efficace; ventola rumorosa alla velocità massima.',
    },
    int_infotainment: {
      rating: 4,
      description: 'Autoradio con Bluetooth funzionante, comandi vocali lenti a rispondere.',
    },
    int_speakers: {
      rating: 3,
      description: 'Altoparlante della porta anteriore sinistra gracchiante ad alto volume.',
    },
    int_connectivity: {
      rating: 4,
      description: 'Presa USB nel bracciolo funzionante, presa 12 V anteriore guasta.',
    },
    int_parking_aids: {
      rating: 3,
      description:
        'Sensori di parcheggio posteriori: uno dei quattro non risponde e il sistema segnala il guasto.',
      cost: [60, 120],
    },
    int_switches: { rating: 4, description: 'Comandi funzionanti, serigrafie consumate su alcuni tasti.' },
    int_gear_shifter: {
      rating: 3,
      description: 'Cuffia della leva del cambio strappata alla base.',
      cost: [40, 80],
    },
    int_boot: { rating: 4, description: 'Moquette macchiata, vano ruota di scorta asciutto.' },
    int_spare_wheel: {
      rating: 4,
      description: 'Ruotino presente, pneumatico del 2012 da usare solo in emergenza.',
    },
    int_keys: {
      rating: 2,
      description:
        'Consegnata una sola chiave: la seconda non è disponibile. Consigliato farne una copia codificata.',
      cost: [150, 250],
    },
    int_odours_cleanliness: {
      rating: 3,
      description: 'Abitacolo da igienizzare: leggero odore di fumo e di umidità.',
    },
    eng_cold_start: {
      rating: 3,
      description: 'Avviamento a freddo lungo, con fumo bianco nei primi secondi: candelette da controllare.',
      cost: [80, 160],
    },
    eng_idle: { rating: 4, description: 'Minimo regolare a motore caldo.' },
    eng_noises: {
      rating: 3,
      description: 'Battito del volano bimassa allo spegnimento e ticchettio a freddo.',
    },
    eng_oil_level: {
      rating: 3,
      description:
        'Olio al minimo, scuro e diluito: il cambio olio è scaduto da oltre 30.000 km. Serve un tagliando completo.',
      cost: [180, 260],
    },
    eng_oil_leaks: {
      rating: 2,
      description:
        'Trafilaggio di olio dalla guarnizione della pompa del vuoto e dal coperchio punterie; motore sporco sul lato cambio.',
      cost: [150, 280],
      photos: [OIL_LEAK],
    },
    eng_coolant: { rating: 4, description: 'Livello corretto, liquido da sostituire per età.' },
    eng_brake_fluid: {
      rating: 2,
      description: 'Contenuto d’acqua del 3%: il liquido freni va sostituito.',
      cost: [50, 90],
    },
    eng_auxiliary_belt: {
      rating: 3,
      description: 'Cinghia servizi screpolata e tenditore rumoroso: da sostituire con la distribuzione.',
    },
    eng_timing: {
      rating: 1,
      description:
        'Nessuna prova della sostituzione della cinghia di distribuzione a 212.000 km. Va sostituita subito, con tendicinghia, pompa dell’acqua e cinghia servizi: se si rompe, il danno al motore costa molto di più.',
      cost: [550, 850],
    },
    eng_battery: {
      rating: 2,
      description:
        'Batteria originale: 11,9 V a riposo e test di carico non superato. Da sostituire prima dell’inverno.',
      cost: [140, 220],
      photos: [{ image: 'weak-battery', alt: 'Tester della batteria: 11,9 V, batteria da sostituire' }],
    },
    eng_charging: { rating: 4, description: 'Alternatore regolare: 14,1 V a 2.000 giri/min.' },
    eng_mounts: {
      rating: 3,
      description: 'Supporto motore lato distribuzione con la gomma screpolata: vibrazioni al minimo.',
      cost: [90, 160],
    },
    eng_air_intake: { rating: 4, description: 'Filtro dell’aria sporco, da sostituire con il tagliando.' },
    eng_turbo: {
      rating: 3,
      description:
        'Leggero gioco assiale della turbina e sibilo in accelerazione; nessuna perdita di pressione rilevata.',
    },
    eng_fuel_system: {
      rating: 4,
      description: 'Iniettori senza perdite; filtro del gasolio da sostituire con il tagliando.',
    },
    eng_exhaust: {
      rating: 3,
      description: 'Staffa del silenziatore posteriore arrugginita, rumore metallico al minimo.',
    },
    eng_emissions: {
      rating: 1,
      description:
        'Filtro antiparticolato (FAP) intasato: la rigenerazione non si completa. Valvola EGR sporca. Servono pulizia o sostituzione del FAP e pulizia dell’EGR.',
      cost: [450, 1100],
    },
    eng_diagnostics: {
      rating: 2,
      description:
        'Codici memorizzati: P2002 (efficienza del filtro antiparticolato sotto soglia) e P0401 (flusso EGR insufficiente). Spia di avaria motore accesa.',
      photos: [{ image: 'fault-codes', alt: 'Strumento di diagnosi con i codici P2002 e P0401 memorizzati' }],
    },
    tyr_brand_size: {
      text: 'Marche diverse sui due assi — 225/45 R17 91W: anteriori Nankang NS-20, posteriori Pirelli Cinturato P7 (estivi)',
    },
    tyr_dot: { text: 'Anteriori del 2019 (DOT 2219), posteriori del 2017 (DOT 4417)' },
    tyr_tread_front_left: {
      text: '1,8 mm',
      description: 'Spalla interna consumata fino agli indicatori di usura.',
    },
    tyr_tread_front_right: { text: '2,0 mm' },
    tyr_tread_rear_left: { text: '3,1 mm' },
    tyr_tread_rear_right: { text: '3,0 mm' },
    tyr_tyre_condition: {
      rating: 1,
      description:
        'Anteriori al limite e consumati sulla spalla interna per la convergenza sbagliata; posteriori vecchi, con crepe sui fianchi. Vanno sostituiti tutti e quattro, con la convergenza.',
      cost: [380, 600],
      photos: [TYRE],
    },
    tyr_wheels: {
      rating: 3,
      description: 'Segni da marciapiede su tre cerchi, nessuna deformazione.',
      photos: [{ image: 'curb-rash', alt: 'Segni da marciapiede sul cerchio anteriore sinistro' }],
    },
    tyr_front_shocks: {
      rating: 3,
      description:
        'Ammortizzatori anteriori stanchi: più di un rimbalzo al test di oscillazione, nessuna perdita.',
    },
    tyr_rear_shocks: {
      rating: 2,
      description: 'Ammortizzatore posteriore sinistro con perdita d’olio: sostituire la coppia posteriore.',
      cost: [240, 380],
    },
    tyr_springs: { rating: 4, description: 'Molle integre, assetto regolare.' },
    tyr_control_arms: {
      rating: 2,
      description:
        'Silent block dei bracci anteriori screpolati e con gioco: causano il battito sulle buche e l’usura della spalla interna degli pneumatici. Sostituire entrambi i bracci e fare la convergenza.',
      cost: [280, 450],
      photos: [{ image: 'worn-bushing', alt: 'Silent block del braccio anteriore sinistro screpolato' }],
    },
    tyr_anti_roll_bar: {
      rating: 3,
      description: 'Bielletta anteriore destra della barra stabilizzatrice con gioco.',
      cost: [50, 90],
      // Play in a link is no danger yet: the technician plans it rather than the default safety.
      severity: 'value',
    },
    tyr_wheel_bearings: {
      rating: 4,
      description: 'Nessun gioco, leggero rumore dal posteriore destro da tenere d’occhio.',
    },
    tyr_front_brakes: {
      rating: 2,
      description: 'Dischi anteriori con scalino evidente e pastiglie al 15%: sostituire dischi e pastiglie.',
      cost: [240, 380],
      photos: [{ image: 'worn-brake-disc', alt: 'Disco anteriore consumato, con lo scalino sul bordo' }],
    },
    tyr_rear_brakes: {
      rating: 3,
      description: 'Pastiglie posteriori al 40%, dischi con ruggine sul bordo esterno.',
    },
    tyr_brake_lines: { rating: 4, description: 'Tubazioni integre, superficie ossidata.' },
    road_engine_performance: {
      rating: 3,
      description:
        'Spinta regolare ai medi regimi, ma dopo una tirata lunga il motore va in protezione per il filtro antiparticolato intasato.',
    },
    road_clutch: {
      rating: 1,
      description:
        'La frizione slitta in quarta e in quinta sotto carico e vibra in partenza: frizione e volano bimassa vanno sostituiti.',
      cost: [950, 1400],
    },
    road_gearbox: {
      rating: 3,
      description: 'Innesti precisi, ma a freddo la seconda gratta se inserita in fretta.',
    },
    road_steering: {
      rating: 3,
      description: 'Lieve tendenza a tirare a destra: serve la convergenza, compresa nel lavoro sui bracci.',
    },
    road_straight_line: {
      rating: 3,
      description: 'Stabilità discreta; ondeggia sui fondi sconnessi per gli ammortizzatori stanchi.',
    },
    road_braking: {
      rating: 2,
      description:
        'Vibrazioni al pedale e al volante nelle frenate decise, dovute ai dischi anteriori consumati.',
    },
    road_parking_brake: {
      rating: 3,
      description: 'Freno a mano da registrare: in salita tiene solo con la leva a fine corsa.',
      cost: [40, 80],
    },
    road_suspension_noises: {
      rating: 2,
      description: 'Battito secco dall’avantreno sulle buche (silent block e bielletta).',
    },
    road_cabin_noise: {
      rating: 3,
      description: 'Fruscii dalle guarnizioni delle porte e rombo dagli pneumatici anteriori.',
    },
    road_vibrations: {
      rating: 2,
      description: 'Vibrazioni al minimo e in partenza, dovute al volano bimassa e al supporto motore.',
    },
    road_instruments: { rating: 3, description: 'Spia di avaria motore accesa per tutta la prova.' },
    road_driver_assistance: { rating: 4, description: 'Regolatore di velocità funzionante.' },
    road_summary: {
      text: 'Prova di 20 km tra città, statale e tangenziale fino a 110 km/h. La frizione slitta sotto carico, il volano bimassa vibra, l’avantreno batte sulle buche e la frenata fa vibrare il volante. Il motore tira, ma va in protezione dopo una tirata lunga per il filtro antiparticolato intasato. Spia di avaria motore sempre accesa.',
    },
  },
  keyPhotoAlts: {
    instrument_cluster: 'quadro strumenti: 212.340 km',
    keys: 'l’unica chiave consegnata',
    service_book: 'libretto di manutenzione con tagliandi mancanti',
  },
  imperfections: [CRACK, RUST, DENT, SCRATCH, HEADLIGHT, TYRE, OIL_LEAK, SEAT],
};
