import { registerDeviceData } from '../lib/device-data';
import { readKeptIdentity } from '../lib/kept-identity';

// The workshop's data kept on the device (docs/decisions/068-workshop-data-offline.md). Only a technician's
// session keeps an identity, and only then is the workshop's code loaded: other users' sign-out stays as light.
const workshop = async () => (await import('../features/workshop/offline/unsent-work')).workshopDeviceData;

registerDeviceData({
  unsentWarning: async () => (readKeptIdentity() ? (await workshop()).unsentWarning() : null),
  clear: async () => {
    if (readKeptIdentity()) await (await workshop()).clear();
  },
});
