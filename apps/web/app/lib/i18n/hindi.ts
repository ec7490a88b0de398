import english from '@nourishwell/shared/i18n/catalogues/en.json?compiled';
import hindi from '@nourishwell/shared/i18n/catalogues/hi.json?compiled';
import { translator } from '@nourishwell/shared';

/**
 * Hindi at hand from the start, for the Hindi public pages only (their layout and meta):
 * they are prerendered at build time, so their texts cannot wait for a catalogue to load.
 * Only modules under routes/hi import this file, so no English page carries Hindi.
 */
export const hindiMessages = hindi;

export const hindiT = translator('hi', hindi, english).t;
