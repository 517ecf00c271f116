import { getDefaultZIndex } from '@mantine/core';

/**
 * What the member opens from the header (language and account menus, the notifications list)
 * stays above toasts: those sit right under the header, where these open, and covered them.
 */
export const HEADER_POPUP_Z_INDEX = getDefaultZIndex('overlay') + 1;
