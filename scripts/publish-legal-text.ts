// Operator tool (§3 legal text): publishes the next version of the terms, the privacy policy or
// the imprint from a JSON file of structured blocks, one document per language (English required,
// the other languages fall back to it):
//   {"en": {"title": "Terms of service", "blocks": [{"h": "1. Scope"}, {"p": "…"}, {"ul": ["…"]}]}, "de": {…}}
//   node --import tsx --import ./scripts/node-hooks.mjs scripts/publish-legal-text.ts <terms|privacy|imprint> <file.json>
// A new version of the terms or the privacy policy asks every guest who accepted an older one
// again (§7 showDataProtection). Uses DATABASE_URL, else the PGlite folder DATA_DIR (default
// ./data; one process per folder: stop the server first, it reads the versions at start). Against
// PostgreSQL the running servers hear of it through LISTEN/NOTIFY and refresh at once.
import { readFileSync } from 'node:fs';
import { openDatabase } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { legalDocumentsByLanguageSchema, legalTypeSchema } from '@/lib/server/legal/legal-document';
import { publishLegalText } from '@/lib/server/legal/publish-legal-text';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';

const type = legalTypeSchema.safeParse(process.argv[2]);
const file = process.argv[3];
if (!type.success || !file) {
  console.error('usage: scripts/publish-legal-text.ts <terms|privacy|imprint> <file.json>');
  process.exit(2);
}
const documents = legalDocumentsByLanguageSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
if (!documents.success) {
  console.error(`the file is not a legal text: ${documents.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(2);
}

const { DATABASE_URL, DATA_DIR } = env();
const database = await openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
const pubsub = await createRuntimePubSub(DATABASE_URL);
try {
  const published = await publishLegalText({ db: database.db, pubsub }, { type: type.data, documents: documents.data });
  console.log(`${published.type} version ${published.version} published: ${Object.entries(published.ids).map(([l, id]) => `${l} #${id}`).join(', ')}`);
} catch (error) {
  console.error(`not published: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pubsub.close();
  await database.close();
}
