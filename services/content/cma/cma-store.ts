import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What the local content service's Content Management API holds: per environment the site's locales, the
 * models (item types) and their fields, as DatoCMS stores them; plus which environment is primary and
 * whether maintenance mode is on. It lives in one JSON file under the service's data folder, written to a
 * new name and renamed over the old, so a crash leaves the previous state whole and a restart keeps what
 * the CMA created.
 */

export type Attributes = Record<string, unknown>;

export interface StoredItemType {
  id: string;
  attributes: Attributes;
}

export interface StoredField {
  id: string;
  itemTypeId: string;
  attributes: Attributes;
}

export interface StoredEnvironment {
  id: string;
  forkedFrom: string | null;
  createdAt: string;
  locales: string[];
  itemTypes: StoredItemType[];
  fields: StoredField[];
}

export interface CmaState {
  primary: string;
  maintenance: boolean;
  environments: StoredEnvironment[];
}

/** The seed of a schema the service starts with when its file does not exist yet. */
export interface SchemaSeed {
  locales: string[];
  itemTypes: StoredItemType[];
  fields: StoredField[];
}

/** An empty DatoCMS project: one primary environment, English only, no models. */
export const EMPTY_PROJECT: SchemaSeed = { locales: ['en'], itemTypes: [], fields: [] };

const PRIMARY = 'main';

/** An id in DatoCMS's format for models and fields: 22 URL-safe characters. */
export function newCmaId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

function copyEnvironment(source: StoredEnvironment, id: string): StoredEnvironment {
  const copy = structuredClone(source);
  return { ...copy, id, forkedFrom: source.id, createdAt: new Date().toISOString() };
}

export class CmaStore {
  private state: CmaState;

  constructor(
    private readonly file: string | null,
    seed: () => SchemaSeed,
  ) {
    if (file && existsSync(file)) {
      this.state = JSON.parse(readFileSync(file, 'utf8')) as CmaState;
    } else {
      const schema = seed();
      this.state = {
        primary: PRIMARY,
        maintenance: false,
        environments: [{ id: PRIMARY, forkedFrom: null, createdAt: new Date().toISOString(), ...structuredClone(schema) }],
      };
      this.save();
    }
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const next = `${this.file}.${process.pid}.tmp`;
    writeFileSync(next, JSON.stringify(this.state));
    renameSync(next, this.file);
  }

  /** Runs a change and writes the new state: every write of the CMA goes through here. */
  write<T>(change: (state: CmaState) => T): T {
    const result = change(this.state);
    this.save();
    return result;
  }

  get primary(): string {
    return this.state.primary;
  }

  get maintenance(): boolean {
    return this.state.maintenance;
  }

  environments(): StoredEnvironment[] {
    return this.state.environments;
  }

  environment(id: string): StoredEnvironment | undefined {
    return this.state.environments.find((environment) => environment.id === id);
  }

  fork(sourceId: string, id: string): StoredEnvironment {
    const source = this.environment(sourceId);
    if (!source) throw new Error(`environment ${sourceId} does not exist`);
    return this.write((state) => {
      const created = copyEnvironment(source, id);
      state.environments.push(created);
      return created;
    });
  }
}
