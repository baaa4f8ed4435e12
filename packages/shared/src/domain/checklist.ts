/**
 * Checklist catalogue of the inspection report (docs/product.md#report-data): categories, items, key photo
 * slots, scores.
 */

import {
  CATEGORY_LABELS,
  type CategoryKey,
  SCORED_CATEGORY_KEYS,
  type ScoredCategoryKey,
  type ScoreField,
} from './categories';

export type ChecklistItemKind = 'rating' | 'text';

export interface ChecklistItemDef {
  /** Stable snake_case key stored in report_items.item_key; never rename one that has been used. */
  key: string;
  label: string;
  kind: ChecklistItemKind;
}

export interface ChecklistCategory {
  key: CategoryKey;
  label: string;
  /** Null for a category outside the scores (decision 052). */
  scoreField: ScoreField | null;
  items: readonly ChecklistItemDef[];
}

export interface ScoredCategory extends ChecklistCategory {
  key: ScoredCategoryKey;
  scoreField: ScoreField;
}

export interface CatalogueItem extends ChecklistItemDef {
  category: CategoryKey;
}

const isScored = (key: CategoryKey): key is ScoredCategoryKey =>
  (SCORED_CATEGORY_KEYS as readonly string[]).includes(key);

const category = (key: CategoryKey, items: readonly ChecklistItemDef[]): ChecklistCategory => ({
  key,
  label: CATEGORY_LABELS[key],
  scoreField: isScored(key) ? `${key}_score` : null,
  items,
});
const rating = (key: string, label: string): ChecklistItemDef => ({ key, label, kind: 'rating' });
const text = (key: string, label: string): ChecklistItemDef => ({ key, label, kind: 'text' });

const EXTERIOR_ITEMS = [
  rating('ext_body_paint', 'Vernice della carrozzeria'),
  rating('ext_body_panels', 'Lamierati e allineamento dei pannelli'),
  rating('ext_bumpers', 'Paraurti anteriore e posteriore'),
  rating('ext_windscreen', 'Parabrezza'),
  rating('ext_side_rear_windows', 'Vetri laterali e lunotto'),
  rating('ext_wipers', 'Tergicristalli e lavavetri'),
  rating('ext_headlights', 'Fari anteriori'),
  rating('ext_rear_lights', 'Fanali posteriori e luci di stop'),
  rating('ext_mirrors', 'Specchietti retrovisori esterni'),
  rating('ext_doors_bonnet_boot', 'Porte, cofano e portellone'),
  rating('ext_rust', 'Ruggine e corrosione'),
  rating('ext_underbody', 'Sottoscocca'),
  rating('ext_tow_bar', 'Gancio di traino'),
  text('ext_summary', 'Riepilogo esterni'),
];

const INTERIOR_ITEMS = [
  rating('int_dashboard', 'Plancia'),
  rating('int_instrument_cluster', 'Quadro strumenti'),
  rating('int_warning_lights', 'Spie di avviso all’accensione'),
  rating('int_steering_wheel', 'Volante e comandi al volante'),
  rating('int_horn', 'Clacson'),
  rating('int_front_seats', 'Sedili anteriori'),
  rating('int_rear_seats', 'Sedili posteriori'),
  rating('int_seat_adjustment', 'Regolazione dei sedili'),
  rating('int_seat_belts', 'Cinture di sicurezza'),
  rating('int_airbags', 'Airbag'),
  rating('int_headliner', 'Cielo abitacolo'),
  rating('int_carpets', 'Moquette e tappetini'),
  rating('int_door_panels', 'Pannelli porta'),
  rating('int_power_windows', 'Alzacristalli elettrici'),
  rating('int_central_locking', 'Chiusura centralizzata'),
  rating('int_interior_mirror', 'Specchietto interno e alette parasole'),
  rating('int_interior_lights', 'Luci abitacolo'),
  rating('int_air_conditioning', 'Climatizzatore'),
  rating('int_heating_ventilation', 'Riscaldamento e ventilazione'),
  rating('int_rear_demister', 'Sbrinatore lunotto'),
  rating('int_infotainment', 'Sistema multimediale e radio'),
  rating('int_speakers', 'Altoparlanti'),
  rating('int_connectivity', 'Bluetooth, USB e prese 12 V'),
  rating('int_parking_aids', 'Sensori di parcheggio e retrocamera'),
  rating('int_switches', 'Interruttori e comandi'),
  rating('int_gear_shifter', 'Leva del cambio e cuffia'),
  rating('int_boot', 'Bagagliaio'),
  rating('int_spare_wheel', 'Ruota di scorta o kit di riparazione'),
  rating('int_keys', 'Chiavi e telecomando'),
  rating('int_odours_cleanliness', 'Odori e pulizia generale'),
];

const ENGINE_ITEMS = [
  rating('eng_cold_start', 'Avviamento a freddo'),
  rating('eng_idle', 'Regime di minimo'),
  rating('eng_noises', 'Rumorosità del motore'),
  rating('eng_oil_level', 'Livello e stato olio motore'),
  rating('eng_oil_leaks', 'Trafilaggi e perdite di olio'),
  rating('eng_coolant', 'Liquido di raffreddamento'),
  rating('eng_cooling_system', 'Radiatore e manicotti'),
  rating('eng_brake_fluid', 'Liquido freni'),
  rating('eng_auxiliary_belt', 'Cinghia servizi e tenditori'),
  rating('eng_timing', 'Distribuzione (cinghia o catena)'),
  rating('eng_battery', 'Batteria'),
  rating('eng_charging', 'Alternatore e impianto di ricarica'),
  rating('eng_mounts', 'Supporti motore'),
  rating('eng_air_intake', 'Filtro aria e aspirazione'),
  rating('eng_turbo', 'Turbocompressore'),
  rating('eng_fuel_system', 'Impianto di alimentazione'),
  rating('eng_exhaust', 'Impianto di scarico'),
  rating('eng_emissions', 'Fumosità e sistema antinquinamento (FAP, EGR)'),
  rating('eng_diagnostics', 'Diagnosi elettronica (codici di errore)'),
];

const TYRES_AND_SUSPENSION_ITEMS = [
  text('tyr_brand_size', 'Marca e misura pneumatici'),
  text('tyr_dot', 'Data di produzione pneumatici (DOT)'),
  text('tyr_tread_front_left', 'Battistrada anteriore sinistro (mm)'),
  text('tyr_tread_front_right', 'Battistrada anteriore destro (mm)'),
  text('tyr_tread_rear_left', 'Battistrada posteriore sinistro (mm)'),
  text('tyr_tread_rear_right', 'Battistrada posteriore destro (mm)'),
  rating('tyr_tyre_condition', 'Stato pneumatici (usura irregolare, tagli, crepe)'),
  rating('tyr_wheels', 'Cerchi'),
  rating('tyr_front_shocks', 'Ammortizzatori anteriori'),
  rating('tyr_rear_shocks', 'Ammortizzatori posteriori'),
  rating('tyr_springs', 'Molle'),
  rating('tyr_control_arms', 'Bracci oscillanti e silent block'),
  rating('tyr_anti_roll_bar', 'Barra stabilizzatrice e biellette'),
  rating('tyr_wheel_bearings', 'Cuscinetti ruota'),
  rating('tyr_steering_rack', 'Scatola sterzo e testine'),
  rating('tyr_cv_joints', 'Semiassi, giunti omocinetici e cuffie'),
  rating('tyr_front_brakes', 'Dischi e pastiglie anteriori'),
  rating('tyr_rear_brakes', 'Freni posteriori'),
  rating('tyr_brake_lines', 'Tubazioni e pinze freno'),
];

const ROAD_TEST_ITEMS = [
  rating('road_engine_performance', 'Erogazione e prestazioni del motore'),
  rating('road_clutch', 'Frizione'),
  rating('road_gearbox', 'Cambio e innesto delle marce'),
  rating('road_steering', 'Sterzo e ritorno in asse'),
  rating('road_straight_line', 'Stabilità in rettilineo'),
  rating('road_braking', 'Frenata'),
  rating('road_abs_esp', 'ABS ed ESP'),
  rating('road_parking_brake', 'Freno di stazionamento'),
  rating('road_suspension_noises', 'Rumori delle sospensioni'),
  rating('road_cabin_noise', 'Rumorosità in abitacolo e fruscii'),
  rating('road_vibrations', 'Vibrazioni'),
  rating('road_instruments', 'Strumentazione in marcia'),
  rating('road_driver_assistance', 'Regolatore di velocità e sistemi di assistenza'),
  text('road_summary', 'Esito della prova su strada'),
];

// The checks a real inspection does beyond the five scored categories (decision 052).
const DOCUMENTS_ITEMS = [
  rating('doc_vin_match', 'Numero di telaio (VIN) sul veicolo uguale al libretto di circolazione'),
  rating('doc_vin_marking', 'Punzonatura del telaio e targhetta del costruttore'),
  rating('doc_plates', 'Targhe anteriore e posteriore conformi al libretto'),
  text('doc_first_registration', 'Data di prima immatricolazione'),
  text('doc_previous_owners', 'Numero di intestatari precedenti'),
  rating('doc_ownership_certificate', 'Certificato di proprietà'),
  rating('doc_revision_valid', 'Revisione in corso di validità'),
  text('doc_revision_date', 'Data dell’ultima revisione'),
  rating('doc_service_book', 'Libretto dei tagliandi timbrato e completo'),
  rating('doc_service_invoices', 'Fatture e documenti degli interventi'),
  rating('doc_owner_manual', 'Libretto d’uso e manutenzione del costruttore'),
  text('doc_keys_count', 'Numero di chiavi consegnate'),
  text('doc_recalls', 'Campagne di richiamo del costruttore ancora aperte'),
  rating('doc_tyres_homologation', 'Misura dei pneumatici omologata sul libretto'),
  rating('doc_wheels_homologation', 'Cerchi omologati sul libretto'),
  rating('doc_modifications', 'Assenza di modifiche non riportate sul libretto'),
  text('doc_euro_class', 'Classe ambientale riportata sul libretto'),
  rating('doc_safety_kit', 'Dotazioni obbligatorie (triangolo e giubbotto)'),
];

const DIAGNOSTICS_ITEMS = [
  rating('diag_fault_codes', 'Scansione dei codici di errore di tutte le centraline (OBD-II)'),
  rating('diag_readiness', 'Prontezza dei sistemi di controllo delle emissioni (readiness)'),
  rating('diag_gearbox_ecu', 'Centralina del cambio'),
  rating('diag_airbag', 'Storico errori di airbag e pretensionatori'),
  rating('diag_abs_esp', 'Storico errori di ABS ed ESP'),
  rating('diag_warning_history', 'Storico delle spie di avviso'),
  text('diag_ecu_mileage', 'Chilometraggio memorizzato nelle centraline (km)'),
  rating('diag_battery_test', 'Test della batteria (tensione e stato di salute)'),
  rating('diag_charging_voltage', 'Tensione di ricarica a motore acceso'),
  rating('diag_live_data', 'Parametri del motore in tempo reale (temperature, sonde, pressioni)'),
  rating('diag_injectors', 'Correzioni degli iniettori'),
  rating('diag_particulate_filter', 'Filtro antiparticolato: intasamento e rigenerazioni'),
  rating('diag_body_ecu', 'Centraline di carrozzeria e comfort'),
  rating('diag_tpms', 'Sensori di pressione dei pneumatici (TPMS)'),
  rating('diag_adas', 'Sensori e telecamere dei sistemi di assistenza alla guida'),
  rating('diag_immobilizer', 'Immobilizzatore e chiavi codificate'),
  rating('diag_traction_battery', 'Batteria di trazione (ibride ed elettriche)'),
  text('diag_service_due', 'Scadenza del tagliando indicata dal veicolo'),
];

/** Every category in report order: the five scored ones, then documents and diagnosis. */
export const CATEGORIES: readonly ChecklistCategory[] = [
  category('exterior', EXTERIOR_ITEMS),
  category('interior', INTERIOR_ITEMS),
  category('engine', ENGINE_ITEMS),
  category('tyres_and_suspension', TYRES_AND_SUSPENSION_ITEMS),
  category('road_test', ROAD_TEST_ITEMS),
  category('documents', DOCUMENTS_ITEMS),
  category('diagnostics', DIAGNOSTICS_ITEMS),
];

/** The categories with a score, the only ones the overall score averages (decision 052). */
export const SCORED_CATEGORIES: readonly ScoredCategory[] = CATEGORIES.filter(
  (category): category is ScoredCategory => category.scoreField !== null,
);

/** Every item of every category, in report order. */
export const CATALOGUE_ITEMS: readonly CatalogueItem[] = CATEGORIES.flatMap((category) =>
  category.items.map((item) => ({ ...item, category: category.key })),
);

const ITEMS_BY_KEY = new Map(CATALOGUE_ITEMS.map((item) => [item.key, item]));

export function findItem(key: string): CatalogueItem | undefined {
  return ITEMS_BY_KEY.get(key);
}

export function findCategory(key: CategoryKey): ChecklistCategory {
  const category = CATEGORIES.find((c) => c.key === key);
  if (!category) throw new RangeError(`Categoria sconosciuta: ${key}`);
  return category;
}

export interface KeyPhotoSlot {
  key: string;
  label: string;
}

export const KEY_PHOTO_SLOTS: Readonly<Record<'exterior' | 'interior', readonly KeyPhotoSlot[]>> = {
  exterior: [
    { key: 'front', label: 'Anteriore' },
    { key: 'left_side', label: 'Laterale sinistro' },
    { key: 'right_side', label: 'Laterale destro' },
    { key: 'front_left_three_quarter', label: 'Tre quarti anteriore sinistro' },
    { key: 'front_right_three_quarter', label: 'Tre quarti anteriore destro' },
    { key: 'rear_left_three_quarter', label: 'Tre quarti posteriore sinistro' },
    { key: 'rear_right_three_quarter', label: 'Tre quarti posteriore destro' },
    { key: 'rear', label: 'Posteriore' },
    { key: 'engine_bay', label: 'Vano motore' },
    { key: 'wheel', label: 'Ruota' },
    { key: 'roof', label: 'Tetto' },
    { key: 'model_badge', label: 'Targhetta modello' },
  ],
  interior: [
    { key: 'dashboard', label: 'Plancia' },
    // The spec lists 13 interior subjects for 14 slots: seats take two, front and rear.
    { key: 'front_seats', label: 'Sedili anteriori' },
    { key: 'rear_seats', label: 'Sedili posteriori' },
    { key: 'boot', label: 'Bagagliaio' },
    { key: 'steering_wheel', label: 'Volante' },
    { key: 'instrument_cluster', label: 'Quadro strumenti' },
    { key: 'switches', label: 'Interruttori' },
    { key: 'infotainment', label: 'Sistema multimediale' },
    { key: 'gear_shifter', label: 'Leva del cambio' },
    { key: 'door_pad', label: 'Pannello porta' },
    { key: 'window_switches', label: 'Comandi alzacristalli' },
    { key: 'seat_adjustment', label: 'Regolazione sedile' },
    { key: 'keys', label: 'Chiavi' },
    { key: 'service_book', label: 'Libretto di manutenzione' },
  ],
};

export const MAX_RATING = 5;
export const NOT_CHECKED_TEXT = 'Non controllato.';

const RATING_DESCRIPTIONS: Readonly<Record<number, string>> = {
  0: NOT_CHECKED_TEXT,
  1: 'Condizioni critiche: intervento necessario prima dell’uso.',
  2: 'Condizioni scarse: intervento necessario a breve.',
  3: 'Condizioni sufficienti: usura evidente, da tenere sotto controllo.',
  4: 'Buone condizioni: lievi segni d’uso compatibili con età e chilometraggio.',
  5: 'Ottime condizioni, nessun intervento necessario.',
};

export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_RATING;
}

/** Stock text shown under an item that has no description of its own. */
export function ratingDescription(value: number): string {
  const description = isRating(value) ? RATING_DESCRIPTIONS[value] : undefined;
  if (description === undefined) throw new RangeError(`Valutazione non valida: ${value}`);
  return description;
}

/** Average of the checked ratings (0 means not checked and does not count), 2 decimals; null if none. */
export function computeCategoryScore(ratings: readonly (number | null | undefined)[]): number | null {
  const checked = ratings.filter((r): r is number => r !== null && r !== undefined && r > 0);
  for (const r of checked) if (!isRating(r)) throw new RangeError(`Valutazione non valida: ${r}`);
  if (checked.length === 0) return null;
  const sum = checked.reduce((a, b) => a + b, 0);
  return Math.round((sum * 100) / checked.length) / 100;
}

/** Average of the category scores that exist, 2 decimals; null if no category was scored. */
export function computeOverallScore(scores: readonly (number | null | undefined)[]): number | null {
  // Summing whole hundredths avoids binary rounding errors (4.575 must become 4.58, not 4.57).
  const hundredths = scores
    .filter((s): s is number => s !== null && s !== undefined)
    .map((s) => Math.round(s * 100));
  if (hundredths.length === 0) return null;
  const sum = hundredths.reduce((a, b) => a + b, 0);
  return Math.round(sum / hundredths.length) / 100;
}

/** The five category scores and the overall score of a report, from the ratings of each category. */
export function computeReportScores(
  ratingsOf: (category: ScoredCategoryKey) => readonly (number | null | undefined)[],
): Record<ScoreField | 'score_overall', number | null> {
  const scores = Object.fromEntries(
    SCORED_CATEGORIES.map((category) => [category.scoreField, computeCategoryScore(ratingsOf(category.key))]),
  ) as Record<ScoreField, number | null>;
  return { ...scores, score_overall: computeOverallScore(Object.values(scores)) };
}
