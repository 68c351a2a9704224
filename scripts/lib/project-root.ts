/**
 * The project's folder: the checkout these scripts are in. Any script may import it, since it loads
 * nothing else.
 */
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
