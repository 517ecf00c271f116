import { useCallback, useEffect, useRef } from 'react';
import { getChatSocket } from '../lib/socket';

/** SPEC §9: stopTyping 2 s after the last keystroke. */
export const STOP_TYPING_DELAY_MS = 2000;
/** Keystrokes emit `typing` at most this often (the receiver's indicator lasts 3 s). */
export const TYPING_THROTTLE_MS = 1000;

/** SPEC §4 Typing: `typing` on keystrokes, `stopTyping` 2 s after the last one and on send. */
export function useTypingEmitter(partnerId: string) {
  const lastTypingAt = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTyping = useCallback(() => {
    if (stopTimer.current) clearTimeout(stopTimer.current);
    stopTimer.current = null;
    if (lastTypingAt.current === 0) return;
    lastTypingAt.current = 0;
    const socket = getChatSocket();
    if (socket?.connected) socket.emit('stopTyping', { receiver: partnerId });
  }, [partnerId]);

  const onKeystroke = useCallback(() => {
    const socket = getChatSocket();
    if (!socket?.connected) return;
    const now = Date.now();
    if (now - lastTypingAt.current >= TYPING_THROTTLE_MS) {
      lastTypingAt.current = now;
      socket.emit('typing', { receiver: partnerId });
    }
    if (stopTimer.current) clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTyping, STOP_TYPING_DELAY_MS);
  }, [partnerId, stopTyping]);

  // Leaving the conversation ends the typing state.
  useEffect(() => stopTyping, [stopTyping]);

  return { onKeystroke, stopTyping };
}
