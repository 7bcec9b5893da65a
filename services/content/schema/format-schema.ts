import { format, resolveConfig } from 'prettier';
import { emitSchema } from './emit-schema';

/**
 * The schema as committed in `schema.graphql`: the emitted SDL formatted with the repository's Prettier
 * settings (so `prettier --check` passes). Build-time only; the server uses the emitted SDL directly.
 */
export async function committedSchemaText(path: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(emitSchema(), { ...options, parser: 'graphql', filepath: path });
}
