import 'server-only';
// sharp 0.35's package.json "exports" has no "types" condition, so TypeScript's bundler
// resolution does not find its own lib/index.d.ts; this re-exports sharp with those types.
// @ts-expect-error -- untyped through "exports"; typed by the cast below
import untyped from 'sharp';
import type SharpModule from '../../node_modules/sharp/lib/index';

export const sharp = untyped as typeof SharpModule;
