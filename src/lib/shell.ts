/** The shell's data (identity, menus, footer lists), typed. Written by the generator. */
import data from '../generated/shell.json';
import type { ShellData } from './types.ts';

export const shell = data as unknown as ShellData;
