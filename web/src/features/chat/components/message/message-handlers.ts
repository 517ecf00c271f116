import type { CallMedia } from '@chingu/contract';
import type { ChatMessage } from '../../utils/messages';
import type { SessionHandlers } from './session-message';

/** What a message's bubble and its actions menu ask of the chat window. */
export type MessageHandlers = {
  onRetry: (message: ChatMessage) => void;
  onReply: (message: ChatMessage) => void;
  onCorrect: (message: ChatMessage) => void;
  onReact: (message: ChatMessage, emoji: string) => void;
  onDelete: (message: ChatMessage) => void;
  /** Scrolls to a quoted message and highlights it (or says it is not loaded). */
  onJumpTo: (messageId: string) => void;
  /** "Call back" on a call's message; absent while no call can be made (blocked). */
  onCall?: (media: CallMedia) => void;
  /** Block the partner (the off-app warning's action); absent when already blocked. */
  onBlock?: () => void;
  /** A session card's actions (PRODUCT §9.2); absent until the partner is known. */
  session?: SessionHandlers;
};
