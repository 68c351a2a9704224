/** framer-motion's layout-animation features, loaded only when the project filter mounts. */
export { domMax as default } from 'framer-motion';
