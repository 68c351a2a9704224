/**
 * The shell's data (identity, menus, footer lists), typed. Written by the generator. Only the two
 * entries import it; the app hands each component what it shows.
 */
import data from '../generated/shell.json';
import type { ShellData } from './types.ts';

export const shell = data as unknown as ShellData;
