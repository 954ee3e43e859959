// The filler as the bench injects it into a page (no extension APIs): window.__pursuitFill(data)
// fills with the given profile, packet and answers and resolves to the report the summary shows.
import { fillPage, type FillState } from '@/extension/src/apply/fill-form';
import type { FillData } from '@/extension/src/apply/profile';

const state: FillState = { handled: new WeakSet(), outcomes: [] };

(window as unknown as { __pursuitFill: (d: FillData) => unknown }).__pursuitFill = async (
  data: FillData,
) => (await fillPage(document, location.href, async () => data, state))?.report ?? null;
