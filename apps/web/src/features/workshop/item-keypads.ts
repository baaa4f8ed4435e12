/**
 * The text items whose answer is a number, and the keypad a phone opens for them: a decimal one for the tread
 * depth in mm ("5,5"), digits for counts and kilometres. Any remark goes in the item's description
 * (docs/decisions/070-editor-that-guides.md).
 */
export const ITEM_KEYPADS: Readonly<Record<string, 'numeric' | 'decimal'>> = {
  tyr_tread_front_left: 'decimal',
  tyr_tread_front_right: 'decimal',
  tyr_tread_rear_left: 'decimal',
  tyr_tread_rear_right: 'decimal',
  doc_previous_owners: 'numeric',
  doc_keys_count: 'numeric',
  diag_ecu_mileage: 'numeric',
};
