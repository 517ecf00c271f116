import { getDefaultZIndex } from '@mantine/core';

/**
 * What the member opens from the header (language and account menus, the notifications list)
 * stays above toasts: those sit right under the header, where these open, and covered them.
 */
export const HEADER_POPUP_Z_INDEX = getDefaultZIndex('overlay') + 1;

/**
 * Calls are above everything else the member may have open (a modal, the reaction picker, a
 * menu, the header's popups, a story): a ringing call must never be missed under another layer.
 * Only toasts (Mantine's `max`) stay above. The ringing dialog is above a call's own screen, and
 * the call screen's tooltips above the call screen.
 */
export const CALL_Z_INDEX = getDefaultZIndex('max') - 10;
export const INCOMING_CALL_Z_INDEX = CALL_Z_INDEX + 2;
export const CALL_TOOLTIP_Z_INDEX = CALL_Z_INDEX + 1;
