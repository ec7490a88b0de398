import englishBase from '@nourishwell/shared/i18n/catalogues/en.json?compiled&part=base';
import hindiBase from '@nourishwell/shared/i18n/catalogues/hi.json?compiled&part=base';
import { translator } from '@nourishwell/shared';
import type { Texts } from './texts.ts';

/**
 * Hindi at hand from the start, for the Hindi public pages only (their layout and meta):
 * they are prerendered at build time, so their texts cannot wait for a catalogue to load.
 * Only the base part: what the public pages say. Only modules under routes/hi import this
 * file, so no English page carries Hindi.
 */
export const hindiTexts: Texts = { locale: 'hi', english: englishBase, own: hindiBase };

export const hindiT = translator('hi', hindiBase, englishBase).t;
