#!/usr/bin/env node
// The `ifb` command (package.json "bin"): runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
