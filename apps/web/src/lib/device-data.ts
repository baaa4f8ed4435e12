/**
 * What a feature keeps on the device for the signed-in user (the workshop's data for offline use, its
 * changes and photos not yet sent): the composition root registers it, 'Esci' asks it what is still unsent,
 * and the sign-out clears it, so that the next person on a shared device finds nothing of the previous one
 * (docs/decisions/068-workshop-data-offline.md).
 */
export interface DeviceData {
  /** A sentence that names what signing out now would lose, or null when nothing is unsent. */
  unsentWarning(): Promise<string | null>;
  clear(): Promise<void>;
}

const registered = new Set<DeviceData>();

export function registerDeviceData(data: DeviceData): () => void {
  registered.add(data);
  return () => {
    registered.delete(data);
  };
}

/** The warnings of every registered part, one per line; null when nothing would be lost. */
export async function unsentWorkWarning(): Promise<string | null> {
  const warnings = await Promise.all([...registered].map((data) => data.unsentWarning().catch(() => null)));
  const found = warnings.filter((warning): warning is string => warning !== null);
  return found.length > 0 ? found.join('\n') : null;
}

export async function clearDeviceData(): Promise<void> {
  await Promise.allSettled([...registered].map((data) => data.clear()));
}
