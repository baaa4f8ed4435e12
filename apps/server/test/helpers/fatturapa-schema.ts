import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = new URL('../fixtures/fatturapa/', import.meta.url);
const MAIN_SCHEMA = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
/** The name the main schema's xs:import gives the signature schema. */
const DSIG_SCHEMA = 'xmldsig-core.xsd';

let schemas: Promise<[string, string]> | undefined;
const loadSchemas = () => {
  schemas ??= Promise.all([
    readFile(new URL(MAIN_SCHEMA, SCHEMA_DIR), 'utf8'),
    readFile(new URL(DSIG_SCHEMA, SCHEMA_DIR), 'utf8'),
  ]);
  return schemas;
};

/**
 * Validates a FatturaPA file against Agenzia delle Entrate's XSD 1.2.2 with libxml2 (compiled to
 * WebAssembly, so no system package is needed). Returns xmllint's messages: empty means valid.
 */
export async function validateFatturaPa(xml: string): Promise<string[]> {
  const [main, dsig] = await loadSchemas();
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: { fileName: MAIN_SCHEMA, contents: main },
    preload: { fileName: DSIG_SCHEMA, contents: dsig },
  }).catch((error: unknown) => {
    // xmllint exits with other codes than "invalid" when the file is not even well-formed XML.
    return { valid: false, errors: [], rawOutput: error instanceof Error ? error.message : String(error) };
  });
  if (result.valid) return [];
  const messages = result.errors.map((error) => error.rawMessage).filter(Boolean);
  // An invalid file never comes back as an empty list, even if xmllint's output could not be split.
  return messages.length > 0 ? messages : [result.rawOutput || 'fattura.xml fails to validate'];
}
