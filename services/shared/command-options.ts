import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Stops a command with a message to whoever ran it: exit code 2, the command was asked for wrongly. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

type Options = NonNullable<ParseArgsConfig['options']>;
type WithHelp<T extends Options> = T & { help: { type: 'boolean'; default: false } };

/**
 * A command's options, parsed strictly: an unknown or malformed option stops it with the usage (exit 2),
 * `--help` prints the usage and exits.
 */
export function commandOptions<const T extends Options>(options: T, usage: string) {
  const config = { options: { ...options, help: { type: 'boolean', default: false } } as WithHelp<T>, strict: true as const };
  let values: ReturnType<typeof parseArgs<typeof config>>['values'];
  try {
    values = parseArgs(config).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}
