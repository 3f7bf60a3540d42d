import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

export interface AdminLogEntry {
  at: string;
  /** The operating-system user who ran the command. */
  by: string;
  command: string[];
  exitCode: number;
}

/** Where every administrator command is recorded, one JSON line each. */
const adminLogFile = (dataDir: string) => path.join(dataDir, 'admin.log');

/** Records an administrator command: who ran it, when, what it was and how it ended. */
export async function logAdminCommand(
  dataDir: string,
  command: readonly string[],
  exitCode: number,
  now = new Date(),
): Promise<AdminLogEntry> {
  const entry: AdminLogEntry = {
    at: now.toISOString(),
    by: os.userInfo().username,
    command: [...command],
    exitCode,
  };
  await makePrivateDir(dataDir);
  await fs.appendFile(adminLogFile(dataDir), `${JSON.stringify(entry)}\n`, { mode: PRIVATE_FILE_MODE });
  return entry;
}
