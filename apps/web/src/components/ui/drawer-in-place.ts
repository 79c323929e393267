import { createContext, type RefObject } from 'react';

/**
 * True while a stand-in drawer (the frame shown while a drawer's code arrives) is on screen: the
 * drawer that takes its place then appears where it is instead of sliding in a second time.
 */
export const DrawerInPlaceContext = createContext<RefObject<boolean>>({ current: false });
