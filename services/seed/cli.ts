import { ensureCatalogue } from './ensure';

/** `npm run seed [-- --force] [-- --variants=100000]`: (re)generates the demo catalogue and its images. */
const args = process.argv.slice(2);
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const targetVariants = variantsArg ? Number(variantsArg.split('=')[1]) : undefined;
if (targetVariants !== undefined && (!Number.isInteger(targetVariants) || targetVariants < 1)) {
  console.error('--variants must be a positive whole number, e.g. --variants=100000');
  process.exit(2);
}
const started = Date.now();
const result = await ensureCatalogue({ force: args.includes('--force'), targetVariants, log: (message) => console.log(message) });
console.log(`[seed] ${result.generated ? 'catalogue written' : 'catalogue is current'}: ${result.path} (${Date.now() - started} ms)`);
