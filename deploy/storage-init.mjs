// Sets up Garage for the app (deploy/compose.yaml, docs/decisions/078-compose-https-and-settings.md): the
// bucket S3_BUCKET, and the key S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY imported with read and write on that
// bucket only (no owner rights, no bucket creation). Safe to run at every start: what exists is kept.
// Garage's admin API v2 at GARAGE_ADMIN_URL, with GARAGE_ADMIN_TOKEN.

const READY_WITHIN_MS = 60_000;

function setting(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name}: manca in deploy/production.env`);
    process.exit(1);
  }
  return value;
}

const adminUrl = setting('GARAGE_ADMIN_URL');
const token = setting('GARAGE_ADMIN_TOKEN');
const bucket = setting('S3_BUCKET');
const keyId = setting('S3_ACCESS_KEY_ID');
const secret = setting('S3_SECRET_ACCESS_KEY');

/** One admin API call: the JSON answer, or undefined for 404; anything else stops the setup. */
async function admin(endpoint, { query, body } = {}) {
  const url = new URL(`/v2/${endpoint}`, adminUrl);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) {
    throw new Error(`Garage ${endpoint}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Garage answers /health with 200 once its layout is applied and it can store data. */
async function waitUntilReady() {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const ok = await fetch(new URL('/health', adminUrl)).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Garage non è pronto dopo ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

await waitUntilReady();

const found = await admin('GetBucketInfo', { query: { globalAlias: bucket } });
const bucketId = (found ?? (await admin('CreateBucket', { body: { globalAlias: bucket } }))).id;

const key = await admin('GetKeyInfo', { query: { id: keyId, showSecretKey: 'true' } });
if (!key) {
  await admin('ImportKey', { body: { accessKeyId: keyId, secretAccessKey: secret, name: 'verificauto' } });
} else if (key.secretAccessKey !== secret) {
  // Garage cannot change a key's secret: a new secret needs a new key id.
  console.error(
    `S3_ACCESS_KEY_ID ${keyId} esiste già con un altro segreto: per cambiare il segreto scegli anche un nuovo S3_ACCESS_KEY_ID`,
  );
  process.exit(1);
}
await admin('AllowBucketKey', {
  body: { bucketId, accessKeyId: keyId, permissions: { read: true, write: true, owner: false } },
});
await admin('DenyBucketKey', {
  body: { bucketId, accessKeyId: keyId, permissions: { read: false, write: false, owner: true } },
});
await admin('UpdateKey', { query: { id: keyId }, body: { deny: { createBucket: true } } });
console.log(`bucket ${bucket} pronto; la chiave ${keyId} vi legge e scrive, e nient'altro`);
