import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { emitSchema } from './emit-schema';
import { committedSchemaText } from './format-schema';

/** Writes `schema.graphql` at the repository root: `npx tsx services/content/schema/write-schema.ts`. */
const target = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
buildSchema(emitSchema()); // throws on an invalid schema before anything is written
const text = await committedSchemaText(target);
writeFileSync(target, text);
console.log(`Wrote ${target} (${text.length} characters)`);
