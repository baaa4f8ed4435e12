import type { KeyPhotoSlot } from '@verificauto/shared/domain/checklist';

const SLOT_ALTS: Readonly<Record<string, string>> = {
  front: 'vista anteriore',
  left_side: 'fiancata sinistra',
  right_side: 'fiancata destra',
  front_left_three_quarter: 'vista di tre quarti anteriore sinistra',
  front_right_three_quarter: 'vista di tre quarti anteriore destra',
  rear_left_three_quarter: 'vista di tre quarti posteriore sinistra',
  rear_right_three_quarter: 'vista di tre quarti posteriore destra',
  rear: 'vista posteriore',
  engine_bay: 'vano motore',
  wheel: 'ruota anteriore sinistra',
  roof: 'tetto visto dall’alto',
  model_badge: 'scritta del modello sul portellone',
  dashboard: 'plancia vista dai sedili posteriori',
  front_seats: 'sedili anteriori',
  rear_seats: 'divano posteriore',
  boot: 'bagagliaio aperto',
  steering_wheel: 'volante e comandi al volante',
  instrument_cluster: 'quadro strumenti con il chilometraggio',
  switches: 'comandi del climatizzatore',
  infotainment: 'schermo del sistema multimediale',
  gear_shifter: 'leva del cambio',
  door_pad: 'pannello della porta del guidatore',
  window_switches: 'comandi degli alzacristalli',
  seat_adjustment: 'regolazioni del sedile del guidatore',
  keys: 'chiavi consegnate',
  service_book: 'libretto di manutenzione',
};

/** Italian alt text of a key photo: the car, then what the picture shows ("Toyota Yaris, vista anteriore"). */
export function keyPhotoAlt(carName: string, slot: KeyPhotoSlot, detail?: string): string {
  return `${carName}, ${detail ?? SLOT_ALTS[slot.key] ?? slot.label.toLowerCase()}`;
}
