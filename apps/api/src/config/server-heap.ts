// Old generation grows 30 % per collection instead of up to 4×, so request garbage is collected before RSS climbs.
// --max-semi-space-size is fixed at heap creation, so every launcher passes it on the node command line instead.
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;

v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
